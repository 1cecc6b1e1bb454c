/**
 * The twin's S3 emulator with S3 notifications: s3rver run in this process (as its CLI would run
 * it: directory, address, port, buckets with their CORS configuration), and each Object Created
 * event under the files bucket's inspections/ prefix handed to the thumbnail maker
 * (functions/inspections/thumbnails.ts), as the cloud's EventBridge rule does (infra/media-stack.ts).
 * Without it the twin made no thumbnails and every inspection thumbnail URL failed to load.
 *
 * Usage: s3-main.ts <directory> <port> <cors.xml> <bucket>...; the Lambda environment
 * (emulatorEnv) comes from the parent.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { S3Event } from 'aws-lambda';

interface S3rverInstance {
  on(event: 'event', listener: (event: Pick<S3Event, 'Records'>) => void): void;
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverClass;

const [directory, port, corsFile, ...buckets] = process.argv.slice(2);
const cors = readFileSync(corsFile);
const log = (message: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ level: 'info', service: 's3', message, ...extra })}\n`);

const server = new S3rver({
  directory,
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  configureBuckets: buckets.map((name) => ({ name, configs: [cors] })),
});

/**
 * s3rver reads and parses a bucket's CORS and website configuration files on every request (its
 * cors and website middlewares): kept here per bucket, dropped when the bucket's configuration is
 * written or deleted, so a photo PUT and the thumbnail's three calls cost the emulator no file reads.
 */
interface SubresourceStore {
  getSubresource(bucket: string, key: string | undefined, type: string): Promise<unknown>;
  putSubresource(bucket: string, key: string | undefined, resource: { type: string }): Promise<unknown>;
  deleteSubresource(bucket: string, key: string | undefined, type: string): Promise<unknown>;
}
function keepBucketConfigs(store: SubresourceStore) {
  const kept = new Map<string, Promise<unknown>>();
  const { getSubresource, putSubresource, deleteSubresource } = store;
  const forget = (bucket: string) => {
    for (const id of kept.keys()) if (id.startsWith(`${bucket}/`)) kept.delete(id);
  };
  store.getSubresource = (bucket, key, type) => {
    if (key !== undefined) return getSubresource.call(store, bucket, key, type);
    const id = `${bucket}/${type}`;
    let config = kept.get(id);
    if (!config) {
      config = getSubresource.call(store, bucket, key, type);
      kept.set(id, config);
      config.catch(() => kept.delete(id));
    }
    return config;
  };
  store.putSubresource = async (bucket, key, resource) => {
    forget(bucket);
    return putSubresource.call(store, bucket, key, resource).finally(() => forget(bucket));
  };
  store.deleteSubresource = async (bucket, key, type) => {
    forget(bucket);
    return deleteSubresource.call(store, bucket, key, type).finally(() => forget(bucket));
  };
}
keepBucketConfigs((server as unknown as { store: SubresourceStore }).store);

const PHOTO_PREFIX = 'inspections/';
// One thumbnail at a time, in arrival order: the twin shares a small machine.
let queue: Promise<unknown> = Promise.resolve();
server.on('event', (event) => {
  const created = (event.Records ?? []).filter(
    (r) =>
      r.eventName.startsWith('ObjectCreated') &&
      r.s3.object.key.startsWith(PHOTO_PREFIX) &&
      !r.s3.object.key.includes('/thumbs/'),
  );
  if (created.length === 0) return;
  queue = queue
    .then(async () => {
      const { handler } = await import('#functions/inspections/thumbnails.js');
      const result = await handler({ Records: created } as S3Event);
      log('thumbnails', { keys: created.map((r) => r.s3.object.key), ...result });
    })
    .catch((error: unknown) => log('thumbnails failed', { error: String(error) }));
});

/** Photos stored before the twin made thumbnails (a kept .twin folder) get theirs once at start. */
async function backfill(bucket: string) {
  const [{ ListObjectsV2Command }, { getS3 }, { handler }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('#lib/s3.js'),
    import('#functions/inspections/thumbnails.js'),
  ]);
  let token: string | undefined;
  let made = 0;
  do {
    const page = await getS3().send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: PHOTO_PREFIX, ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key && !o.Key.includes('/thumbs/') ? [o.Key] : []));
    if (keys.length)
      made += (
        await handler({
          Records: keys.map((key) => ({ s3: { bucket: { name: bucket }, object: { key } } })),
        } as S3Event)
      ).made;
    token = page.NextContinuationToken;
  } while (token);
  if (made) log('thumbnails backfilled', { made });
}

const { address, port: listening } = await server.run();
log('S3rver listening', { address, port: listening });
const filesBucket = process.env.FILES_BUCKET;
if (filesBucket)
  queue = queue
    .then(() => backfill(filesBucket))
    .catch((error: unknown) => log('thumbnail backfill failed', { error: String(error) }));
const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
