/**
 * The outbox consumer (the writer side, `deferWrites`, is functions/lib/outbox.ts): applies each
 * outbox item's deferred writes and sends its site managers' notices (the notifications domain).
 * It sits at the top of the domains (it may import any domain's public module) and is run by
 * functions/outbox/handler.ts from the table's DynamoDB stream.
 */
import {
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '#lib/aws.js';
import { config } from '#lib/config.js';
import type { DeferredWrites, Key, OutboxItem } from '#lib/outbox.js';
import { failedCondition, isTransactionConflict, withRetry } from '#lib/retry.js';
import { raiseForSiteManagers, type SiteNotice } from '#functions/notifications/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { isLowStockEvent, sendLowStockMail } from '#functions/parts/index.js';

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
  const writes = JSON.parse(outbox.writes) as DeferredWrites<SiteNotice>;
  await batchWrite(writes.puts, writes.deletes);
  if (writes.notices) {
    const { tenant, idBase, at, list } = writes.notices;
    await raiseForSiteManagers(tenant, await getOrg(tenant), list, undefined, { idBase, at: new Date(at) });
  }
  // Domain events, each sent once by its domain (it keeps its own sent marker).
  for (const event of writes.events ?? []) if (isLowStockEvent(event)) await sendLowStockMail(event);
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
