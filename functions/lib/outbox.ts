/**
 * Deferred writes (a transactional outbox). A write's derived items — list-index entries and
 * their counts, dashboard rows, activity lines — need not sit in the write's own transaction,
 * which stays small (the record, the issues it opens, the counters shown as badges). They are
 * packed into ONE outbox item put in that transaction (`deferWrites`) and applied afterwards by
 * the outbox consumer (`applyOutboxItems`, run by functions/outbox/handler.ts from the table's
 * DynamoDB stream; the twin polls DynamoDB Local's stream with scripts/dev/streams-main.ts and
 * calls the same handler).
 *
 * Why an outbox item and not the records' own stream images: the writes are computed once, where
 * their rules live, with the before/after the request already holds; and bulk writers (seeds,
 * benches) that write records with their index at once cause no stream work.
 *
 * It may also carry the site managers' notices of the write (the submit's), sent by the consumer.
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
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { getDocumentClient } from './aws.js';
import { config } from './config.js';
import { table } from './db.js';
import { failedCondition, isTransactionConflict, withRetry } from './retry.js';
import { newNotificationId } from '#functions/notifications/store.js';
import { raiseForSiteManagers, type SiteNotice } from '#functions/notifications/raise.js';
import { getOrg } from '#functions/tenancy/store.js';
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

type Key = Record<string, unknown>;
interface UpdateParams {
  Key: Key;
  UpdateExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}
/** Site managers' notices sent from the outbox, their ids fixed at write time (`idBase`), so each is stored once. */
interface DeferredNotices {
  tenant: string;
  idBase: string;
  at: string;
  list: SiteNotice[];
}
/** What an outbox item holds: items to put, keys to delete (idempotent), updates to apply once, notices. */
export interface DeferredWrites {
  puts: Key[];
  deletes: Key[];
  updates: UpdateParams[];
  notices?: DeferredNotices;
}

/** The updates applied exactly once go in one transaction with the outbox item's delete. */
const MAX_UPDATES = 99;

/** Unconditional puts, deletes and updates as DynamoDB parameters (conditions belong in the write's own transaction). */
export function serializeWrites(writes: Transaction[]): DeferredWrites {
  const out: DeferredWrites = { puts: [], deletes: [], updates: [] };
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
export function deferWrites(
  tenant: string,
  stream: string,
  writes: Transaction[],
  notices: SiteNotice[] = [],
): Transaction[] {
  if (!writes.length && !notices.length) return [];
  const now = new Date();
  const seq = `${now.toISOString()}#${randomUUID()}`;
  const payload: DeferredWrites = {
    ...serializeWrites(writes),
    ...(notices.length
      ? {
          notices: { tenant, idBase: newNotificationId(now.getTime()), at: now.toISOString(), list: notices },
        }
      : {}),
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

const keyId = (key: Key) => `${String(key.pk)}|${String(key.sk)}`;

/** Puts and deletes by BatchWrite (25 a request, in parallel), unprocessed ones sent again. */
async function batchWrite(puts: Key[], deletes: Key[]): Promise<void> {
  // One request may not name a key twice: the last write of a key wins, as it would in order.
  const byKey = new Map<string, Record<string, unknown>>();
  for (const Key of deletes) byKey.set(keyId(Key), { DeleteRequest: { Key } });
  for (const Item of puts) byKey.set(keyId(Item), { PutRequest: { Item } });
  const requests = [...byKey.values()];
  const client = getDocumentClient();
  await Promise.all(
    Array.from({ length: Math.ceil(requests.length / 25) }, async (_, n) => {
      let pending = requests.slice(n * 25, n * 25 + 25);
      for (let attempt = 1; pending.length; attempt++) {
        if (attempt > 10) throw new Error(`outbox batch write: ${pending.length} items left unprocessed`);
        const { UnprocessedItems } = await client.send(
          new BatchWriteCommand({ RequestItems: { [config.tableName]: pending } }),
        );
        pending = (UnprocessedItems?.[config.tableName] ?? []) as typeof pending;
        if (pending.length) await new Promise((resolve) => setTimeout(resolve, attempt * 20));
      }
    }),
  );
}

/** Applies one outbox item: its idempotent writes, then its updates with its own delete (exactly once). */
export async function applyOutboxItem(outbox: OutboxItem): Promise<'applied' | 'already applied'> {
  const client = getDocumentClient();
  const key = { pk: outbox.pk, sk: outbox.sk };
  // Gone: applied before (a redelivered stream record). Skipping it keeps a later item's deletes from being undone.
  const { Item } = await client.send(
    new GetCommand({
      TableName: config.tableName,
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  if (!Item) return 'already applied';
  const writes = JSON.parse(outbox.writes) as DeferredWrites;
  await batchWrite(writes.puts, writes.deletes);
  if (writes.notices) {
    const { tenant, idBase, at, list } = writes.notices;
    await raiseForSiteManagers(tenant, await getOrg(tenant), list, undefined, { idBase, at: new Date(at) });
  }
  const transaction: TransactWriteCommandInput = {
    TransactItems: [
      { Delete: { TableName: config.tableName, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
      ...writes.updates.map((u) => ({ Update: { TableName: config.tableName, ...u } })),
    ],
  };
  try {
    await withRetry(() => client.send(new TransactWriteCommand(transaction)), {
      retryIf: isTransactionConflict,
    });
  } catch (error) {
    // Another consumer applied it meanwhile: its updates are in, once.
    if (failedCondition(error, 0)) return 'already applied';
    throw error;
  }
  return 'applied';
}

/**
 * Applies outbox items (from one stream batch, in stream order): one partition's items in order,
 * partitions in parallel. Throws when any fails, so the stream delivers the batch again.
 */
export async function applyOutboxItems(items: OutboxItem[]): Promise<{ applied: number; skipped: number }> {
  const byPartition = new Map<string, OutboxItem[]>();
  for (const item of items) byPartition.set(item.pk, [...(byPartition.get(item.pk) ?? []), item]);
  let applied = 0;
  let skipped = 0;
  await Promise.all(
    [...byPartition.values()].map(async (partition) => {
      for (const item of partition) {
        if ((await applyOutboxItem(item)) === 'applied') applied += 1;
        else skipped += 1;
      }
    }),
  );
  return { applied, skipped };
}
