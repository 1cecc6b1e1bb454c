/**
 * The outbox consumer (the writer side, `deferWrites`, is functions/lib/outbox.ts): applies each
 * outbox item's deferred writes and sends its site managers' notices (the notifications domain).
 * It sits at the top of the domains (it may import any domain's public module) and is run by
 * functions/outbox/handler.ts from the table's DynamoDB stream.
 */
import { randomUUID } from 'node:crypto';
import {
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { countBusinessEvent, type BusinessMetric } from '#lib/metrics.js';
import { isRaisedEvent, type DeferredWrites, type Key, type OutboxItem } from '#lib/outbox.js';
import { failedCondition, isConditionalCheckFailure, isTransactionConflict, withRetry } from '#lib/retry.js';
import { raiseForSiteManagers, type SiteNotice } from '#functions/notifications/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { isLowStockEvent, sendLowStockMail } from '#functions/parts/index.js';
import { evaluateMeterReading, isMeterReadingEvent } from '#functions/pm/index.js';
import { deliverOutboxEvents } from '#functions/webhooks/index.js';

/** The raised events that are business metrics (lib/metrics.ts), counted once their outbox item is applied. */
const COUNTED_EVENTS: Partial<Record<string, BusinessMetric>> = {
  'inspection.submitted': 'InspectionsSubmitted',
  'issue.opened': 'IssuesOpened',
  'pm.due': 'PmsDue',
};

/** Counts an applied item's business events (once: only the consumer that applied the item counts). */
export async function countOutboxEvents(writes: Pick<DeferredWrites, 'events'>): Promise<void> {
  for (const event of writes.events ?? []) {
    const metric = isRaisedEvent(event) ? COUNTED_EVENTS[event.event] : undefined;
    if (metric && isRaisedEvent(event)) await countBusinessEvent(metric, event.tenant);
  }
}

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

/**
 * How long a consumer holds an outbox item it took: twice the consumer Lambda's 60 s timeout
 * (infra/jobs-stack.ts), so a live consumer never loses its claim; a dead one's runs out and the
 * stream's next delivery takes the item.
 */
export const OUTBOX_CLAIM_MS = 2 * 60_000;

/**
 * Takes an outbox item for this consumer, atomically: 'claimed', 'gone' (applied before: a
 * redelivered stream record) or 'busy' (another consumer holds it, within its claim). Two consumers
 * handed the same item (the twin's stream reader beside a test or a second reader, or a retried
 * batch while the first attempt still runs) never both apply its puts and deletes: a late copy of
 * an item's puts would undo a later item's deletes.
 */
export async function claimOutboxItem(
  key: Key,
  consumer: string,
  now = Date.now(),
  holdMs = OUTBOX_CLAIM_MS,
): Promise<'claimed' | 'gone' | 'busy'> {
  const client = getDocumentClient();
  try {
    await client.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET #by = :me, #until = :until',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#until) OR #until < :now)',
        ExpressionAttributeNames: { '#by': 'claimed_by', '#until': 'claimed_until' },
        ExpressionAttributeValues: { ':me': consumer, ':until': now + holdMs, ':now': now },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  const { Item } = await client.send(
    new GetCommand({
      TableName: config.tableName,
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Item ? 'busy' : 'gone';
}

/**
 * Applies one outbox item: taken first (claimOutboxItem), then its idempotent writes, then its
 * updates with its own delete, conditioned on the claim (exactly once). 'busy': another consumer
 * holds it; the caller hands it over again later (the partition's later items wait, in order).
 */
export async function applyOutboxItem(
  outbox: OutboxItem,
  consumer: string = randomUUID(),
): Promise<'applied' | 'already applied' | 'busy'> {
  const client = getDocumentClient();
  const key = { pk: outbox.pk, sk: outbox.sk };
  // Gone: applied before. Skipping it keeps a later item's deletes from being undone.
  const claim = await claimOutboxItem(key, consumer);
  if (claim === 'gone') return 'already applied';
  if (claim === 'busy') return 'busy';
  const writes = JSON.parse(outbox.writes) as DeferredWrites<SiteNotice>;
  await batchWrite(writes.puts, writes.deletes);
  if (writes.notices) {
    const { tenant, idBase, at, list } = writes.notices;
    await raiseForSiteManagers(tenant, await getOrg(tenant), list, undefined, { idBase, at: new Date(at) });
  }
  // Domain events, each sent once by its domain (it keeps its own sent marker).
  for (const event of writes.events ?? []) {
    if (isLowStockEvent(event)) await sendLowStockMail(event);
    else if (isMeterReadingEvent(event)) await evaluateMeterReading(event);
  }
  // Webhooks: the item's events queued once per subscribed endpoint, first attempts made (never throws for a receiver's failure).
  await deliverOutboxEvents(writes);
  const transaction: TransactWriteCommandInput = {
    TransactItems: [
      {
        Delete: {
          TableName: config.tableName,
          Key: key,
          ConditionExpression: 'claimed_by = :me',
          ExpressionAttributeValues: { ':me': consumer },
        },
      },
      ...writes.updates.map((u) => ({ Update: { TableName: config.tableName, ...u } })),
    ],
  };
  try {
    await withRetry(() => client.send(new TransactWriteCommand(transaction)), {
      retryIf: isTransactionConflict,
    });
  } catch (error) {
    // Our claim ran out and another consumer took it: its updates go in once, by that consumer.
    if (failedCondition(error, 0)) return 'already applied';
    throw error;
  }
  await countOutboxEvents(writes);
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
        const outcome = await applyOutboxItem(item);
        // Held by another consumer: the batch fails and is handed over again, the later items after it.
        if (outcome === 'busy')
          throw new Error(`outbox item ${item.pk} ${item.sk} is held by another consumer`);
        if (outcome === 'applied') applied += 1;
        else skipped += 1;
      }
    }),
  );
  return { applied, skipped };
}
