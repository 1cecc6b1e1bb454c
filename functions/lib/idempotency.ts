/**
 * Idempotent writes: a client-made id (a uuid the device makes once per step and sends again on
 * every retry) makes a repeated request answer the FIRST successful result instead of writing
 * again. Used by the field app's operator writes (Inspection/CheckoutAsset, PhotoUploadUrl,
 * SubmitInspection, CheckinAsset); meant for any write that a client may send twice (work-order
 * task updates, the public API's Idempotency-Key header).
 *
 * How:
 *  - the record's key is scoped by tenant, user and operation (`{tenant}#IDEMPOTENCY#{user}#
 *    {operation}#{id}`): the same id from another user or for another route is another record;
 *  - the first successful result is stored by a conditional put (attribute_not_exists) IN THE SAME
 *    DynamoDB transaction as the write it guards (`guard.record(result)`), so the write and its
 *    record commit together: a crash between "written" and "remembered" cannot happen;
 *  - a request first reads the record (consistently): present with the same request body, it
 *    answers the stored result, whatever happened since (the inspection submitted, checked in...);
 *  - two identical requests at once: both miss the record, both try their transaction, one commits;
 *    the other's fails (the record's condition, or the guarded write's own), and on ANY failure the
 *    helper reads the record again: there now, the loser answers the winner's result. One write.
 *  - the same id with a different body answers 422 Unprocessable Content (Messages.idempotencyKeyReused),
 *    as the IETF Idempotency-Key draft does, and replays nothing. 409 is kept for business
 *    conflicts (the asset checked out by someone else), so a client can tell the two apart.
 *  - only successes are stored: a refused request (400, 404, 409) wrote nothing and remembered
 *    nothing, so the client may correct the body and send it again with the same id.
 *  - records expire after IDEMPOTENCY_TTL_DAYS (DynamoDB TTL on the table's expires_at): longer
 *    than a device may stay offline with its queue (the device times are bounded to 7 days).
 *
 * Without an id (`key` undefined) the helper runs the write as it is and records nothing: clients
 * that send no id behave as before.
 */
import { createHash } from 'node:crypto';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { Messages } from '#shared/messages.js';
import { table } from './db.js';
import { HttpError } from './errors.js';
import type { Transaction } from './transactions.js';

/** Days a stored result answers repeats (then DynamoDB's TTL removes it). */
export const IDEMPOTENCY_TTL_DAYS = 14;
/** The status of a reused id with a different body (see above). */
export const IDEMPOTENCY_MISMATCH_STATUS = 422;

export const idempotencyKey = (tenant: string, scope: string) => `${tenant}#IDEMPOTENCY#${scope}`;

export const IdempotencyEntity = new Entity({
  name: 'IdempotencyRecord',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    /** `{user}#{operation}#{client id}`. */
    scope: string().key(),
    /** SHA-256 of the request body (canonical JSON, the id itself left out). */
    request_hash: string(),
    /** The first successful result, JSON. */
    result: string(),
    created: string(),
    /** Epoch seconds (the table's TTL attribute). */
    expires_at: number(),
  }),
  computeKey: ({ tenant, scope }: { tenant: string; scope: string }) => ({
    pk: idempotencyKey(tenant, scope),
    sk: 'IDEMPOTENCY',
  }),
});

export interface IdempotentRequest {
  tenant: string;
  /** Who sends it (a user's uuid, an API client's id). */
  user: string;
  /** What it does (the route's name): the same id for two operations is two records. */
  operation: string;
  /** The client-made id (a uuid, checked by the route's schema), or undefined: no idempotency. */
  key: string | undefined;
  /** The request as parsed (the client id may be in it: it is left out of the hash). */
  request: unknown;
  /** Field names of the request left out of the hash (the id's own, by default client_request_id). */
  ignore?: string[];
}

export interface IdempotencyGuard<T> {
  /** Whether the request carries an id (a write may take another path for clients that send one). */
  readonly active: boolean;
  /** The record of `result`, to put in the transaction of the write it guards ([] without an id). */
  record(result: T): Transaction[];
  /** The record alone, for an answer that writes nothing else (a presigned URL, an answer already held). */
  store(result: T): Promise<void>;
}

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(request: unknown, ignore: string[] = ['client_request_id']): string {
  const body =
    request && typeof request === 'object' && !Array.isArray(request)
      ? Object.fromEntries(Object.entries(request).filter(([k]) => !ignore.includes(k)))
      : request;
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

type StoredRecord = { request_hash: string; result: string };

async function readRecord(tenant: string, scope: string): Promise<StoredRecord | undefined> {
  const { Item } = await IdempotencyEntity.build(GetItemCommand)
    .key({ tenant, scope })
    .options({ consistent: true, attributes: ['request_hash', 'result'] })
    .send();
  return Item as StoredRecord | undefined;
}

/**
 * Runs `write` once per client id: a repeat (same tenant, user, operation and id) answers the
 * first successful result, a different body with a used id is refused with 422. `replay` may
 * refresh a stored result before it is answered again (a presigned URL past its time).
 */
export async function idempotent<T>(
  request: IdempotentRequest,
  write: (guard: IdempotencyGuard<T>) => Promise<T>,
  options: { replay?: (first: T) => T | Promise<T> } = {},
): Promise<T> {
  const { tenant, key } = request;
  if (!key) return write({ active: false, record: () => [], store: async () => undefined });
  const scope = `${request.user}#${request.operation}#${key}`;
  const hash = requestHash(request.request, request.ignore);
  const answer = async (stored: StoredRecord): Promise<T> => {
    if (stored.request_hash !== hash)
      throw new HttpError(IDEMPOTENCY_MISMATCH_STATUS, Messages.idempotencyKeyReused);
    const first = JSON.parse(stored.result) as T;
    return options.replay ? options.replay(first) : first;
  };

  const earlier = await readRecord(tenant, scope);
  if (earlier) return answer(earlier);

  const itemOf = (result: T) => {
    const now = Date.now();
    return {
      tenant,
      scope,
      request_hash: hash,
      result: JSON.stringify(result),
      created: new Date(now).toISOString(),
      expires_at: Math.floor(now / 1000) + IDEMPOTENCY_TTL_DAYS * 24 * 3600,
    };
  };
  const condition = { attr: 'scope', exists: false } as const;
  try {
    return await write({
      active: true,
      record: (result) => [
        IdempotencyEntity.build(PutTransaction).item(itemOf(result)).options({ condition }),
      ],
      store: async (result) => {
        await IdempotencyEntity.build(PutItemCommand).item(itemOf(result)).options({ condition }).send();
      },
    });
  } catch (error) {
    // A concurrent request with the same id may have won: its result is the answer.
    const winner = await readRecord(tenant, scope);
    if (winner) return answer(winner);
    throw error;
  }
}
