/**
 * The idempotency helper (idempotency.ts) on DynamoDB Local: a repeat answers the first result and
 * writes nothing, a reused id with another body is refused, ids are scoped by tenant, user and
 * operation, the record commits with the write it guards (or not at all), refusals are not
 * remembered, and two identical requests at once make one write.
 */
import { randomUUID } from 'node:crypto';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { table } from './db.js';
import { badRequest, HttpError } from './errors.js';
import {
  canonicalJson,
  IDEMPOTENCY_TTL_DAYS,
  IdempotencyEntity,
  idempotent,
  requestHash,
  type IdempotentRequest,
} from './idempotency.js';
import { writeTransaction } from './transactions.js';

/** A stand-in for a guarded write: a thing, and a per-tenant count of things made. */
const ThingEntity = new Entity({
  name: 'IdempotencyTestThing',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), thing_id: string().key(), label: string() }),
  computeKey: ({ tenant, thing_id }: { tenant: string; thing_id: string }) => ({
    pk: `${tenant}#IDEMTEST#${thing_id}`,
    sk: 'THING',
  }),
});
const CountEntity = new Entity({
  name: 'IdempotencyTestCount',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), n: number() }),
  computeKey: ({ tenant }: { tenant: string }) => ({ pk: `${tenant}#IDEMTEST`, sk: 'COUNT' }),
});

const countOf = async (tenant: string) =>
  (await CountEntity.build(GetItemCommand).key({ tenant }).options({ consistent: true }).send()).Item?.n ?? 0;
const recordOf = async (tenant: string, scope: string) =>
  (await IdempotencyEntity.build(GetItemCommand).key({ tenant, scope }).options({ consistent: true }).send())
    .Item;

type Made = { thing_id: string; label: string };

/** Makes a thing (new id each run) and counts it, with the guard's record in the same transaction. */
function makeThing(tenant: string, label: string, before: () => Promise<void> = async () => undefined) {
  return async (guard: { record: (r: Made) => Parameters<typeof writeTransaction>[0] }) => {
    await before();
    const result = { thing_id: randomUUID(), label };
    await writeTransaction([
      ThingEntity.build(PutTransaction)
        .item({ tenant, ...result })
        .options({ condition: { attr: 'thing_id', exists: false } }),
      CountEntity.build(UpdateTransaction).item({ tenant, n: $add(1) }),
      ...guard.record(result),
    ]);
    return result;
  };
}

const request = (tenant: string, key: string | undefined, body: unknown, user = 'u1'): IdempotentRequest => ({
  tenant,
  user,
  operation: 'MakeThing',
  key,
  request: { client_request_id: key, ...(body as object) },
});
const freshTenant = () => `idm${randomUUID().slice(0, 8)}`;

describe('the request hash', () => {
  it('ignores key order and the client id, not the values', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 'x' }] })).toBe('{"a":[{"c":"x","d":2}],"b":1}');
    expect(requestHash({ a: 1, b: 2, client_request_id: 'x' })).toBe(
      requestHash({ b: 2, a: 1, client_request_id: 'y' }),
    );
    expect(requestHash({ a: 1, b: 2 })).not.toBe(requestHash({ a: 1, b: 3 }));
  });
});

describe('idempotent', () => {
  it('runs every time without an id and records nothing', async () => {
    const tenant = freshTenant();
    const first = await idempotent(request(tenant, undefined, { label: 'a' }), makeThing(tenant, 'a'));
    const second = await idempotent(request(tenant, undefined, { label: 'a' }), makeThing(tenant, 'a'));
    expect(second.thing_id).not.toBe(first.thing_id);
    expect(await countOf(tenant)).toBe(2);
  });

  it('answers a repeat with the first result, writing once, and keeps the record for some days', async () => {
    const tenant = freshTenant();
    const key = randomUUID();
    const first = await idempotent(request(tenant, key, { label: 'a' }), makeThing(tenant, 'a'));
    let ranAgain = false;
    const again = await idempotent(request(tenant, key, { label: 'a' }), async (guard) => {
      ranAgain = true;
      return makeThing(tenant, 'a')(guard);
    });
    expect(ranAgain).toBe(false);
    expect(again).toEqual(first);
    expect(await countOf(tenant)).toBe(1);
    const record = await recordOf(tenant, `u1#MakeThing#${key}`);
    const days = ((record?.expires_at ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(IDEMPOTENCY_TTL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(IDEMPOTENCY_TTL_DAYS);
  });

  it('refuses the same id with a different body (422), writing nothing', async () => {
    const tenant = freshTenant();
    const key = randomUUID();
    await idempotent(request(tenant, key, { label: 'a' }), makeThing(tenant, 'a'));
    const refused = await idempotent(request(tenant, key, { label: 'b' }), makeThing(tenant, 'b')).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(422);
    expect((refused as HttpError).message).toBe(Messages.idempotencyKeyReused);
    expect(await countOf(tenant)).toBe(1);
  });

  it('scopes an id by tenant, user and operation', async () => {
    const tenant = freshTenant();
    const other = freshTenant();
    const key = randomUUID();
    const mine = await idempotent(request(tenant, key, { label: 'a' }), makeThing(tenant, 'a'));
    const theirs = await idempotent(request(tenant, key, { label: 'a' }, 'u2'), makeThing(tenant, 'a'));
    const otherOperation = await idempotent(
      { ...request(tenant, key, { label: 'a' }), operation: 'MakeOther' },
      makeThing(tenant, 'a'),
    );
    const otherTenant = await idempotent(request(other, key, { label: 'a' }), makeThing(other, 'a'));
    expect(new Set([mine, theirs, otherOperation, otherTenant].map((r) => r.thing_id)).size).toBe(4);
    expect(await countOf(tenant)).toBe(3);
    expect(await countOf(other)).toBe(1);
    expect(await recordOf(other, `u1#MakeThing#${key}`)).toBeDefined();
  });

  it('remembers nothing of a refusal or a failed write: the corrected request runs', async () => {
    const tenant = freshTenant();
    const key = randomUUID();
    await expect(
      idempotent(request(tenant, key, { label: '' }), async () => {
        throw badRequest('Label is required');
      }),
    ).rejects.toThrow('Label is required');
    // The guarded transaction fails (its thing exists): the record was in it, so it is not stored either.
    const taken = { thing_id: randomUUID(), label: 'taken' };
    await writeTransaction([ThingEntity.build(PutTransaction).item({ tenant, ...taken })]);
    await expect(
      idempotent(request(tenant, key, { label: 'b' }), async (guard) => {
        await writeTransaction([
          ThingEntity.build(PutTransaction)
            .item({ tenant, ...taken })
            .options({ condition: { attr: 'thing_id', exists: false } }),
          ...guard.record(taken),
        ]);
        return taken;
      }),
    ).rejects.toThrow();
    expect(await recordOf(tenant, `u1#MakeThing#${key}`)).toBeUndefined();
    const corrected = await idempotent(request(tenant, key, { label: 'c' }), makeThing(tenant, 'c'));
    expect(corrected.label).toBe('c');
    expect(await countOf(tenant)).toBe(1);
  });

  it('stores an answer that writes nothing else (store), and replays it refreshed', async () => {
    const tenant = freshTenant();
    const key = randomUUID();
    type Upload = { name: string; url: string };
    const first = await idempotent<Upload>(request(tenant, key, { size: 1 }), async (guard) => {
      const result = { name: 'photo.jpg', url: 'signed-1' };
      await guard.store(result);
      return result;
    });
    const again = await idempotent<Upload>(
      request(tenant, key, { size: 1 }),
      async () => ({ name: 'other.jpg', url: 'signed-2' }),
      { replay: (stored) => ({ ...stored, url: 'signed-again' }) },
    );
    expect(first.name).toBe('photo.jpg');
    expect(again).toEqual({ name: 'photo.jpg', url: 'signed-again' });
  });

  it('makes one write of two identical requests sent at once, both answering its result', async () => {
    const tenant = freshTenant();
    const key = randomUUID();
    // Both requests pass their first read before either writes: a real race, not two turns.
    let entered = 0;
    let release!: () => void;
    const bothIn = new Promise<void>((resolve) => (release = resolve));
    const barrier = async () => {
      entered += 1;
      if (entered === 2) release();
      await bothIn;
    };
    const [a, b] = await Promise.all([
      idempotent(request(tenant, key, { label: 'a' }), makeThing(tenant, 'a', barrier)),
      idempotent(request(tenant, key, { label: 'a' }), makeThing(tenant, 'a', barrier)),
    ]);
    expect(entered).toBe(2);
    expect(a).toEqual(b);
    expect(await countOf(tenant)).toBe(1);
  });
});
