/**
 * Deferred writes (a transactional outbox). A write's derived items — list-index entries and
 * their counts, dashboard rows, activity lines — need not sit in the write's own transaction,
 * which stays small (the record, the issues it opens, the counters shown as badges). They are
 * packed into ONE outbox item put in that transaction (`deferWrites`) and applied afterwards by
 * the outbox consumer (`applyOutboxItems` in functions/outbox/apply.ts, run by functions/outbox/handler.ts from the table's
 * DynamoDB stream; the twin polls DynamoDB Local's stream with scripts/dev/streams-main.ts and
 * calls the same handler).
 *
 * Why an outbox item and not the records' own stream images: the writes are computed once, where
 * their rules live, with the before/after the request already holds; and bulk writers (seeds,
 * benches) that write records with their index at once cause no stream work.
 *
 * It may also carry the site managers' notices of the write (the submit's), sent by the consumer
 * (lib writes them as they are given; the outbox domain, at the top, sends them with the
 * notifications domain: lib imports no domain).
 *
 * Guarantees: nothing lost (the outbox item commits with the write; a failed apply throws, and
 * the stream retries it); nothing applied twice: puts and deletes are idempotent, notices have
 * ids fixed at write time and conditional puts, and the updates (count `$add`s) go in one
 * transaction with the conditional delete of the outbox item, so they apply exactly once; an
 * outbox item already deleted is skipped. Order: one entity's outbox items
 * share a partition (`stream`), which DynamoDB Streams hands over in write order, and the consumer
 * applies one partition's items one after another.
 */
import { randomUUID } from 'node:crypto';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { getDocumentClient } from './aws.js';
import { config } from './config.js';
import { table } from './db.js';
import type { WebhookEventType } from '#shared/webhooks/rules.js';
import { newestFirstId } from './newest-first-id.js';
import type { Transaction } from './transactions.js';

export const OUTBOX_ENTITY = 'Outbox';
const outboxPartition = (tenant: string, stream: string) => `${tenant}#OUTBOX#${stream}`;

export const OutboxEntity = new Entity({
  name: OUTBOX_ENTITY,
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), stream: string().key(), seq: string().key(), writes: string() }),
  computeKey: ({ tenant, stream, seq }: { tenant: string; stream: string; seq: string }) => ({
    pk: outboxPartition(tenant, stream),
    sk: seq,
  }),
});

export type Key = Record<string, unknown>;
export interface UpdateParams {
  Key: Key;
  UpdateExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}
/** Site managers' notices sent from the outbox, their ids fixed at write time (`idBase`), so each is stored once. */
export interface DeferredNotices<N = unknown> {
  tenant: string;
  idBase: string;
  at: string;
  list: N[];
}
/** What an outbox item holds: items to put, keys to delete (idempotent), updates to apply once, notices. */
export interface DeferredWrites<N = unknown> {
  puts: Key[];
  deletes: Key[];
  updates: UpdateParams[];
  notices?: DeferredNotices<N>;
  /** Domain events for the consumer to hand to the domain that sends them (a low-stock e-mail): each carries its own id for sending once. */
  events?: unknown[];
}

/**
 * A subscribable event (shared/webhooks/rules.ts WEBHOOK_EVENTS) a domain raises in its write's
 * own transaction, as one of its outbox item's `events` (`raisedEvent` builds it; the webhooks
 * domain, above every domain, reads it from the applied item: no domain knows the webhooks).
 * A small payload: ids, tenant-safe fields and the time; its id is fixed at write time, so a
 * redelivered outbox item queues each delivery once.
 */
export interface RaisedEvent {
  type: 'webhook';
  tenant: string;
  /** The site it happened at: the event goes to the endpoints of that site's company. */
  site_id: number;
  event: WebhookEventType;
  id: string;
  at: string;
  data: Record<string, unknown>;
}
export function raisedEvent(
  tenant: string,
  siteId: number,
  event: WebhookEventType,
  data: Record<string, unknown>,
  at = new Date(),
): RaisedEvent {
  return { type: 'webhook', tenant, site_id: siteId, event, id: randomUUID(), at: at.toISOString(), data };
}
export const isRaisedEvent = (event: unknown): event is RaisedEvent =>
  (event as { type?: unknown } | null)?.type === 'webhook';

/** The updates applied exactly once go in one transaction with the outbox item's delete. */
export const MAX_UPDATES = 99;

/** Unconditional puts, deletes and updates as DynamoDB parameters (conditions belong in the write's own transaction). */
export function serializeWrites(writes: Transaction[]): DeferredWrites<never> {
  const out: DeferredWrites<never> = { puts: [], deletes: [], updates: [] };
  for (const write of writes) {
    const params = (write as unknown as { params: () => unknown }).params() as {
      Put?: { Item: Key; ConditionExpression?: string };
      Delete?: { Key: Key; ConditionExpression?: string };
      Update?: UpdateParams & { ConditionExpression?: string };
    };
    const condition =
      params.Put?.ConditionExpression ??
      params.Delete?.ConditionExpression ??
      params.Update?.ConditionExpression;
    if (condition) throw new Error(`a deferred write cannot be conditional (${condition})`);
    if (params.Put) out.puts.push(params.Put.Item);
    else if (params.Delete) out.deletes.push(params.Delete.Key);
    else if (params.Update) {
      const { Key, UpdateExpression, ExpressionAttributeNames, ExpressionAttributeValues } = params.Update;
      out.updates.push({ Key, UpdateExpression, ExpressionAttributeNames, ExpressionAttributeValues });
    } else throw new Error('a deferred write is a put, a delete or an update');
  }
  if (out.updates.length > MAX_UPDATES)
    throw new Error(
      `${out.updates.length} deferred updates are over the ${MAX_UPDATES} one outbox item applies at once`,
    );
  return out;
}

/** Told the key of each outbox item built in this process (the handler tests' `call` waits for them to be applied); none in the cloud. */
export const outboxWatch: { onDefer?: (key: { pk: string; sk: string }) => void } = {};

/**
 * The outbox item (one transaction item, or none when there is nothing to defer) that makes the
 * consumer apply `writes`, and send `notices` to the sites' managers, after this transaction
 * commits. `stream` names the entity whose deferred writes must apply in order ('INSP#{id}', 'ISSUE#{uuid}').
 */
export function deferWrites<N>(
  tenant: string,
  stream: string,
  writes: Transaction[],
  notices: N[] = [],
  events: unknown[] = [],
): Transaction[] {
  if (!writes.length && !notices.length && !events.length) return [];
  const now = new Date();
  const seq = `${now.toISOString()}#${randomUUID()}`;
  const payload: DeferredWrites<N> = {
    ...serializeWrites(writes),
    ...(notices.length
      ? {
          notices: { tenant, idBase: newestFirstId(now.getTime()), at: now.toISOString(), list: notices },
        }
      : {}),
    ...(events.length ? { events } : {}),
  };
  outboxWatch.onDefer?.({ pk: outboxPartition(tenant, stream), sk: seq });
  return [OutboxEntity.build(PutTransaction).item({ tenant, stream, seq, writes: JSON.stringify(payload) })];
}

/** Whether these outbox items are all applied (gone); one of a transaction that failed never existed. */
export async function outboxApplied(keys: { pk: string; sk: string }[]): Promise<boolean> {
  const client = getDocumentClient();
  for (let at = 0; at < keys.length; at += 100) {
    const { Responses, UnprocessedKeys } = await client.send(
      new BatchGetCommand({
        RequestItems: {
          [config.tableName]: {
            Keys: keys.slice(at, at + 100),
            ConsistentRead: true,
            ProjectionExpression: 'pk',
          },
        },
      }),
    );
    if ((Responses?.[config.tableName] ?? []).length || Object.keys(UnprocessedKeys ?? {}).length)
      return false;
  }
  return true;
}

export interface OutboxItem {
  pk: string;
  sk: string;
  writes: string;
}
/** Whether a stream image (unmarshalled) is an outbox item. */
export const isOutboxItem = (
  image: Record<string, unknown> | undefined,
): image is Record<string, unknown> & OutboxItem =>
  image?._et === OUTBOX_ENTITY &&
  typeof image.pk === 'string' &&
  typeof image.sk === 'string' &&
  typeof image.writes === 'string';
