/**
 * The outbox consumer (functions/lib/outbox.ts): run on the table's DynamoDB stream (in the
 * cloud a Lambda event source filtered to inserted outbox items, infra/jobs-stack.ts; on the twin
 * scripts/dev/streams-main.ts polls DynamoDB Local's stream, reads its outbox items by key, and calls this handler). Applies each
 * new outbox item's deferred writes; a failure throws, so the stream hands the batch over again
 * (already applied items are skipped).
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '#lib/logger.js';
import { isOutboxItem, type OutboxItem } from '#lib/outbox.js';
import { applyOutboxItems } from './apply.js';

export async function handler(
  event: Pick<DynamoDBStreamEvent, 'Records'>,
): Promise<{ applied: number; skipped: number }> {
  const items: OutboxItem[] = [];
  for (const record of event.Records) {
    if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) continue;
    const image = unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>);
    if (isOutboxItem(image)) items.push({ pk: image.pk, sk: image.sk, writes: image.writes });
  }
  if (!items.length) return { applied: 0, skipped: 0 };
  const result = await applyOutboxItems(items);
  logger.debug('outbox applied', { ...result });
  return result;
}
