/**
 * The outbox (outbox.ts) against the real emulators and their stream reader
 * (scripts/dev/streams-main.ts): deferred writes are applied after the commit, counts and notices
 * exactly once however often an item is handed over, and conditional writes cannot be deferred.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Role } from '#shared/codes.js';
import {
  InspectionListCountEntity,
  InspectionListEntryEntity,
} from '#functions/inspections/store/list-index.js';
import { handler } from '#functions/outbox/handler.js';
import { settled } from '#functions/test-support/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { applyOutboxItem } from '#functions/outbox/apply.js';
import { getDocumentClient } from './aws.js';
import { config } from './config.js';
import { deferWrites, serializeWrites, type OutboxItem } from './outbox.js';
import { writeTransaction } from './transactions.js';

let t: UsersTenant;
beforeAll(async () => {
  t = await seedUsersTenant('obx');
});

const entry = (tenant: string, key: string) => ({
  tenant,
  company_id: 1,
  sub: 'ALL',
  entry_key: key,
  inspection_id: key,
  order: key,
  site_id: 2,
  asset_id: 1,
  operator_uuid: 'o',
  manager_uuid: '',
  shift: 1,
  status: 8,
  fresh: 0,
});
const countOf = async (tenant: string) =>
  (
    await InspectionListCountEntity.build(GetItemCommand)
      .key({ tenant, company_id: 1, sub: 'ALL', shard: 0 })
      .options({ consistent: true })
      .send()
  ).Item?.pending;
/** The stored outbox item of a deferWrites result, as the stream's image carries it. */
const imageOf = (write: ReturnType<typeof deferWrites>[number]) =>
  (write as unknown as { params: () => { Put: { Item: Record<string, unknown> } } }).params().Put.Item;

describe('the outbox', () => {
  it('applies its writes after the commit, and a redelivered item not again', async () => {
    const tenant = `obx${randomUUID().slice(0, 6)}`;
    const [outbox] = deferWrites(tenant, 'TEST#1', [
      InspectionListEntryEntity.build(PutTransaction).item(entry(tenant, 'k1')),
      InspectionListCountEntity.build(UpdateTransaction).item({
        tenant,
        company_id: 1,
        sub: 'ALL',
        shard: 0,
        pending: $add(1),
      }),
    ]);
    await writeTransaction([outbox]);
    await settled();
    expect(await countOf(tenant)).toBe(1);
    expect(
      (
        await InspectionListEntryEntity.build(GetItemCommand)
          .key({ tenant, company_id: 1, sub: 'ALL', entry_key: 'k1' })
          .send()
      ).Item?.inspection_id,
    ).toBe('k1');
    // The stream hands the same record over again (a retried batch): skipped, the count stays.
    const image = imageOf(outbox);
    expect(
      await handler({ Records: [{ eventName: 'INSERT', dynamodb: { NewImage: marshall(image) as never } }] }),
    ).toEqual({ applied: 0, skipped: 1 });
    expect(await applyOutboxItem(image as unknown as OutboxItem)).toBe('already applied');
    expect(await countOf(tenant)).toBe(1);
  });

  it('leaves an item another consumer holds to it (its writes not applied twice); once that claim runs out, the stream applies it', async () => {
    const tenant = `obx${randomUUID().slice(0, 6)}`;
    const [outbox] = deferWrites(tenant, 'TEST#held', [
      InspectionListEntryEntity.build(PutTransaction).item(entry(tenant, 'h1')),
    ]);
    const image = imageOf(outbox);
    const entryOf = async () =>
      (
        await InspectionListEntryEntity.build(GetItemCommand)
          .key({ tenant, company_id: 1, sub: 'ALL', entry_key: 'h1' })
          .options({ consistent: true })
          .send()
      ).Item?.inspection_id;
    // Stored as a consumer that took it and is still at work leaves it (the twin's stream reader is handed it too).
    await getDocumentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...image, claimed_by: 'another consumer', claimed_until: Date.now() + 1_500 },
      }),
    );
    expect(await applyOutboxItem(image as unknown as OutboxItem)).toBe('busy');
    expect(await entryOf()).toBeUndefined();
    // The stream reader hands it over again until the claim runs out, then applies it once.
    const until = Date.now() + 20_000;
    while (!(await entryOf()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await entryOf()).toBe('h1');
    expect(await applyOutboxItem(image as unknown as OutboxItem)).toBe('already applied');
  });

  it('sends deferred notices once, even when two consumers take the same item', async () => {
    const refId = `ref-${randomUUID()}`;
    const [outbox] = deferWrites(
      t.code,
      `TEST#${refId}`,
      [],
      [
        {
          siteId: 2,
          type: NotificationType.PendingNewInspection,
          heading: 'Pending Inspection',
          message: 'm',
          refId,
        },
      ],
    );
    await writeTransaction([outbox]);
    // This process takes it too, racing the stream reader.
    await applyOutboxItem(imageOf(outbox) as unknown as OutboxItem);
    await settled();
    const notes = await t.as<{ data: { list: { ref_id: string }[] } }>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { pathParameters: { pagesize: '50', pageindex: '1' } },
    );
    expect(notes.statusCode, notes.raw).toBe(200);
    expect(notes.body.data.list.filter((n) => n.ref_id === refId)).toHaveLength(1);
  });

  it('refuses to defer a conditional write (conditions belong in the transaction)', () => {
    const tenant = 'obx-none';
    expect(() =>
      serializeWrites([
        InspectionListEntryEntity.build(PutTransaction)
          .item(entry(tenant, 'k'))
          .options({ condition: { attr: 'entry_key', exists: false } }),
      ]),
    ).toThrow(/conditional/);
  });
});
