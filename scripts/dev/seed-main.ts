/**
 * The seed as a process of its own: `tsx scripts/dev/seed-main.ts <cognito-url> [--first]`, on the
 * DynamoDB Local its environment names. --first (a first start's seed, in RAM:
 * scripts/dev/first-seed.ts): waits for the emulators, creates the table without its stream
 * (DynamoDB Local then writes no stream record per item, and no reader polls it), and applies the
 * seed's few outbox items itself at the end, with the stream consumer's own code, as the stream
 * reader would have (the seed reads nothing they write). Prints the seed's lines; a failure ends
 * it with code 1 and the reason.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { outboxWatch, type OutboxItem } from '#lib/outbox.js';
import { TABLE_NAME } from './emulators.js';
import { httpOk, portInUse, waitUntil } from './process.js';

const first = process.argv.includes('--first');
// Loaded while the emulators start.
const seeding = import('./seed.js');

async function emulatorsAndTable() {
  const dynamo = process.env.AWS_ENDPOINT_URL_DYNAMODB!;
  await waitUntil('DynamoDB Local', () => portInUse(Number(new URL(dynamo).port)));
  const { ensureTable } = await import('./cloud.js');
  await ensureTable(dynamo, TABLE_NAME, { stream: false });
  await Promise.all([
    waitUntil('cognito-local', () => httpOk(`${process.env.COGNITO_LOCAL_URL}/health`)),
    waitUntil('S3 emulator', () => httpOk(`${process.env.AWS_ENDPOINT_URL_S3}/`)),
  ]);
}

/** The outbox items the seed wrote (in the order it wrote them), read back and applied. */
async function applyOutbox(keys: { pk: string; sk: string }[]) {
  const items: OutboxItem[] = [];
  for (let at = 0; at < keys.length; at += 100) {
    let pending: Record<string, unknown>[] = keys.slice(at, at + 100);
    while (pending.length) {
      const { Responses, UnprocessedKeys } = await getDocumentClient().send(
        new BatchGetCommand({
          RequestItems: { [config.tableName]: { Keys: pending, ConsistentRead: true } },
        }),
      );
      items.push(...((Responses?.[config.tableName] ?? []) as OutboxItem[]));
      pending = UnprocessedKeys?.[config.tableName]?.Keys ?? [];
    }
  }
  const order = new Map(keys.map((k, n) => [`${k.pk}|${k.sk}`, n]));
  items.sort((a, b) => order.get(`${a.pk}|${a.sk}`)! - order.get(`${b.pk}|${b.sk}`)!);
  const { applyOutboxItems } = await import('#functions/outbox/apply.js');
  await applyOutboxItems(items);
}

try {
  const deferred: { pk: string; sk: string }[] = [];
  if (first) {
    outboxWatch.onDefer = (key) => deferred.push(key);
    await emulatorsAndTable();
  }
  const { seed } = await seeding;
  await seed(process.argv[2]);
  if (deferred.length) await applyOutbox(deferred);
  process.exit(0);
} catch (error) {
  console.error(
    `… the seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}
