/**
 * The twin's DynamoDB stream reader: polls DynamoDB Local's stream of the table (created with
 * KEYS_ONLY, scripts/dev/cloud.ts: the outbox items are read by key) and hands each batch of new outbox items to the same
 * consumer the cloud's stream-triggered Lambda runs (functions/outbox/handler.ts), as the cloud's
 * event source does: shard by shard, in order, a failed batch handed over again until it passes.
 * It sleeps until a committed transaction wakes it (functions/lib/stream-wake.ts: a datagram on
 * the DynamoDB port's number over UDP), then reads until the stream has nothing new, so a list read
 * right after a write sees its entries within milliseconds, and an idle twin reads once a second
 * (for a writer that sends no wake) instead of polling. Started with the emulators (scripts/dev/emulators.ts); the environment
 * (endpoint, table) comes from the parent.
 *
 * No DynamoDB Streams client is installed, so the four calls it needs are sent as signed JSON
 * requests, as the SDK would.
 */
import { createSocket } from 'node:dgram';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/** Between reads while records come: lets the next writes gather into one read. */
const POLL_MS = 15;
/**
 * Between reads once records have come at every read for a while (a sustained load): more writes
 * gather into each read. Under `npm run load` the reader read every 15 ms and its reads were about a
 * tenth of the twin's CPU (reader and DynamoDB Local); a record waits at most this long more.
 */
const BUSY_POLL_MS = 50;
const BUSY_AFTER_READS = 4;
/** Reads after a wake or a batch before sleeping again (a wake may outrun the stream by a little). */
const READS_AFTER_WAKE = 3;
/** Sleeping, a read at least this often; every IDLE_MS when no wake can come (its port taken). */
const SAFETY_MS = 1_000;
const IDLE_MS = 60;
const STREAM_PAGE = 1000;
const endpoint = new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB ?? 'http://127.0.0.1:8000');
const tableName = process.env.TABLE_NAME ?? 'assetcare';
const signer = new SignatureV4({
  service: 'dynamodb',
  region: process.env.AWS_REGION ?? 'us-east-1',
  credentials: {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  },
  sha256: Sha256,
});
const log = (level: 'info' | 'warn', message: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ level, service: 'streams', message, ...extra })}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send<T>(target: string, body: unknown): Promise<T> {
  const payload = JSON.stringify(body);
  const request = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: Number(endpoint.port),
    path: '/',
    headers: { host: endpoint.host, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target },
    body: payload,
  });
  const response = await fetch(endpoint, { method: 'POST', headers: request.headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${target}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

type Image = Record<string, { S?: string }>;
interface StreamRecord {
  eventName: string;
  dynamodb?: { Keys?: Image; NewImage?: Image };
}

/** Outbox items are the inserts whose partition names the outbox (functions/lib/outbox.ts). */
const isOutboxInsert = (r: StreamRecord) =>
  r.eventName === 'INSERT' &&
  (r.dynamodb?.NewImage?._et?.S === 'Outbox' || Boolean(r.dynamodb?.Keys?.pk?.S?.includes('#OUTBOX#')));

/**
 * The outbox records with their new images, as the cloud's filtered event source hands them over:
 * the stream carries keys only (scripts/dev/cloud.ts), so the items are read, 100 keys a request.
 * One already applied (gone) has no image and is left out; the consumer would skip it anyway.
 */
async function withImages(records: StreamRecord[]): Promise<StreamRecord[]> {
  const keyed = records.filter((r) => !r.dynamodb?.NewImage && r.dynamodb?.Keys);
  const images = new Map<string, Image>();
  const keyOf = (image: Image) => `${image.pk?.S}|${image.sk?.S}`;
  for (let at = 0; at < keyed.length; at += 100) {
    let pending: Image[] = keyed.slice(at, at + 100).map((r) => r.dynamodb!.Keys!);
    for (let attempt = 1; pending.length; attempt++) {
      const { Responses, UnprocessedKeys } = await send<{
        Responses?: Record<string, Image[]>;
        UnprocessedKeys?: Record<string, { Keys: Image[] }>;
      }>('DynamoDB_20120810.BatchGetItem', {
        RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } },
      });
      for (const image of Responses?.[tableName] ?? []) images.set(keyOf(image), image);
      pending = UnprocessedKeys?.[tableName]?.Keys ?? [];
      if (pending.length) await sleep(attempt * 20);
    }
  }
  return records.flatMap((r) => {
    if (r.dynamodb?.NewImage) return [r];
    const image = images.get(keyOf(r.dynamodb!.Keys!));
    return image ? [{ ...r, dynamodb: { ...r.dynamodb, NewImage: image } }] : [];
  });
}
interface Shard {
  ShardId: string;
  SequenceNumberRange?: { EndingSequenceNumber?: string };
}

/** The table's stream, once the table exists (the emulators start before it is created). */
async function streamArn(): Promise<string> {
  for (;;) {
    try {
      const { Table } = await send<{ Table: { LatestStreamArn?: string } }>(
        'DynamoDB_20120810.DescribeTable',
        { TableName: tableName },
      );
      if (Table.LatestStreamArn) return Table.LatestStreamArn;
    } catch {
      // not created yet
    }
    await sleep(200);
  }
}

/** Wakes from functions/lib/stream-wake.ts; `sleepUntilWoken` returns at the first one or after `ms`. */
function wakeListener() {
  let woken = false;
  let wake: (() => void) | null = null;
  let sleepMs = SAFETY_MS;
  const socket = createSocket('udp4');
  socket.on('message', () => {
    woken = true;
    wake?.();
  });
  socket.on('error', (error) => {
    log('warn', 'no wake-ups: reading the stream every IDLE_MS', { error: String(error) });
    sleepMs = IDLE_MS;
    socket.close();
  });
  socket.bind(Number(endpoint.port), '127.0.0.1');
  return {
    /** Whether a wake came since the last call. */
    take() {
      const was = woken;
      woken = false;
      return was;
    },
    /** True when a wake ended the sleep. */
    sleepUntilWoken: () =>
      new Promise<boolean>((resolve) => {
        if (woken) return resolve(true);
        const done = () => {
          clearTimeout(timer);
          wake = null;
          resolve(woken);
        };
        const timer = setTimeout(done, sleepMs);
        wake = done;
      }),
  };
}

async function main() {
  const wakes = wakeListener();
  const { handler } = await import('#functions/outbox/handler.js');
  const arn = await streamArn();
  log('info', 'reading the table stream', { arn });
  /** Open iterators by shard; a shard read to its end is dropped and remembered. */
  const iterators = new Map<string, string>();
  const done = new Set<string>();
  let lastDescribe = 0;
  let readsLeft = READS_AFTER_WAKE;
  /** Reads in a row that found records. */
  let busyReads = 0;
  for (;;) {
    try {
      // A wake during this read makes another read.
      wakes.take();
      if (Date.now() - lastDescribe > 1_000 || iterators.size === 0) {
        lastDescribe = Date.now();
        const { StreamDescription } = await send<{ StreamDescription: { Shards: Shard[] } }>(
          'DynamoDBStreams_20120810.DescribeStream',
          { StreamArn: arn },
        );
        for (const shard of StreamDescription.Shards) {
          if (iterators.has(shard.ShardId) || done.has(shard.ShardId)) continue;
          const { ShardIterator } = await send<{ ShardIterator: string }>(
            'DynamoDBStreams_20120810.GetShardIterator',
            { StreamArn: arn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' },
          );
          iterators.set(shard.ShardId, ShardIterator);
        }
      }
      let busy = false;
      let full = false;
      for (const [shardId, iterator] of iterators) {
        const { Records = [], NextShardIterator } = await send<{
          Records?: StreamRecord[];
          NextShardIterator?: string;
        }>('DynamoDBStreams_20120810.GetRecords', { ShardIterator: iterator, Limit: STREAM_PAGE });
        const outbox = await withImages(Records.filter(isOutboxInsert));
        // Handed over until it passes (the iterator moves on only then), as the cloud's event source retries a batch.
        for (let attempt = 1; outbox.length; attempt++) {
          try {
            await handler({ Records: outbox } as Parameters<typeof handler>[0]);
            break;
          } catch (error) {
            log('warn', 'outbox batch failed, handing it over again', { attempt, error: String(error) });
            await sleep(Math.min(1_000, attempt * 100));
          }
        }
        if (Records.length) busy = true;
        if (Records.length >= STREAM_PAGE) full = true;
        if (NextShardIterator) iterators.set(shardId, NextShardIterator);
        else {
          iterators.delete(shardId);
          done.add(shardId);
        }
      }
      // A full page means more is waiting; otherwise let the next writes gather (back-to-back reads
      // under load cost DynamoDB Local more than the writes themselves).
      if (full) continue;
      busyReads = busy ? busyReads + 1 : 0;
      readsLeft = busy || wakes.take() ? READS_AFTER_WAKE : readsLeft - 1;
      if (readsLeft > 0) await sleep(busyReads >= BUSY_AFTER_READS ? BUSY_POLL_MS : POLL_MS);
      else readsLeft = (await wakes.sleepUntilWoken()) ? READS_AFTER_WAKE : 1;
    } catch (error) {
      log('warn', 'stream read failed', { error: String(error) });
      await sleep(500);
    }
  }
}

process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
await main();
