/**
 * One tenant's data out and back in (issue 27): `npm run tenant -- export <tenant> --out <dir>` and
 * `npm run tenant -- restore <tenant> --from <dir> [--table T] [--bucket B]` (scripts/ops/tenant.ts),
 * and the first step of a tenant's deletion (./delete-tenant.ts).
 *
 * An export is a folder or a bucket prefix (./export-target.ts): `items.jsonl` (every table item of the tenant, one DynamoDB-JSON item a
 * line, so numbers, sets and binary survive), `files/<key>` (its objects of the files bucket) and
 * `manifest.json` (tenant, time, counts). Restore writes the items into a table (a fresh one made
 * from a backup or by the twin, or the live one for an offboarded tenant coming back) and the files
 * into a bucket. Users' sign-in (the tenant's Cognito pool) is not in the export: the pool is the
 * tenant's own and outlives a table restore; docs/operations.md says what to do when it is gone.
 *
 * Reading the items: every key starts with the tenant (`<tenant>#...`, README "keys"), but one
 * tenant's partitions are many and open-ended (a list index per company and filter, an outbox
 * stream per writer, a counter per shard...), and no index lists a tenant's partitions, so they
 * cannot be enumerated for Queries. An offline export therefore Scans the table with a filter on
 * the key prefix (parallel segments): it reads the whole table once, which an operator's export
 * or a restore from a backup can afford; no request path ever does this. The tenant's registry
 * item (`REGISTRY` / `TENANT#<code>`) is read by its key.
 *
 * Files: every prefix of the files bucket puts the tenant second (`inspections/<tenant>/...`,
 * `attachments/<tenant>/...`, `branding/<tenant>/...`; export-target.ts isTenantFile), so one
 * listing of the bucket finds them (exportFiles says why not one listing per prefix).
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  BatchWriteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  ScanCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { isTenantFile, sinkFor, type ExportSink, type ExportTarget } from './export-target.js';

type Item = Record<string, AttributeValue>;

/** Parallel Scan segments: enough to keep a large table's export short without hogging its capacity. */
const SEGMENTS = 4;

const dynamo = () => new DynamoDBClient({});
const s3 = () => new S3Client({ forcePathStyle: true });

/** Binary attributes (B, BS) as base64 in JSON, and back. */
const toJson = (item: Item) =>
  JSON.stringify(item, (_key, value: unknown) =>
    value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value,
  );
const fromJson = (line: string) =>
  JSON.parse(line, (_key, value: unknown) =>
    value && typeof value === 'object' && '$base64' in value
      ? new Uint8Array(Buffer.from(String((value as { $base64: string }).$base64), 'base64'))
      : value,
  ) as Item;

export interface ExportResult {
  items: number;
  files: number;
}

/** The manifest an export ends with: its presence says the export is complete. */
export interface ExportManifest extends ExportResult {
  tenant: string;
  exported_at: string;
}

/** Writes the tenant's items and files into `to` (a folder, made if missing, or a bucket prefix). */
export async function exportTenant(
  tenant: string,
  to: string | ExportTarget,
  options: { table: string; bucket: string },
): Promise<ExportResult> {
  const sink = sinkFor(typeof to === 'string' ? { dir: to } : to);
  const client = dynamo();
  const out = sink.lines('items.jsonl');
  let items = 0;
  const write = (item: Item) => {
    out.write(`${toJson(item)}\n`);
    items += 1;
  };

  const { Item: registry } = await client.send(
    new GetItemCommand({
      TableName: options.table,
      Key: { pk: { S: 'REGISTRY' }, sk: { S: `TENANT#${tenant}` } },
      ConsistentRead: true,
    }),
  );
  if (!registry) throw new Error(`no tenant ${tenant} in table ${options.table}`);
  write(registry);

  // A Scan with a filter: see the header (a tenant's partitions cannot be enumerated for Queries).
  await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      let start: Item | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: options.table,
            Segment: segment,
            TotalSegments: SEGMENTS,
            FilterExpression: 'begins_with(pk, :tenant)',
            ExpressionAttributeValues: { ':tenant': { S: `${tenant}#` } },
            ExclusiveStartKey: start,
            ConsistentRead: true,
          }),
        );
        for (const item of page.Items ?? []) write(item);
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  await out.end();

  const files = await exportFiles(tenant, sink, options.bucket);
  const manifest: ExportManifest = { tenant, exported_at: new Date().toISOString(), items, files };
  await sink.put('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return { items, files };
}

/** A finished export's manifest, or undefined (none, or one stopped before its end). */
export async function readManifest(target: ExportTarget): Promise<ExportManifest | undefined> {
  const text = await sinkFor(target).read('manifest.json');
  return text ? (JSON.parse(text) as ExportManifest) : undefined;
}

/** The table keys of an export's items (its items.jsonl), registry item included. */
export async function exportedKeys(target: ExportTarget): Promise<Item[]> {
  const text = (await sinkFor(target).read('items.jsonl')) ?? '';
  return text
    .split('\n')
    .filter(Boolean)
    .map(fromJson)
    .map((item) => ({ pk: item.pk, sk: item.sk }));
}

/** The tenant's keys in the files bucket (one listing of the bucket: see exportFiles). */
export async function tenantFileKeys(tenant: string, bucket: string): Promise<string[]> {
  return (await listAll(bucket, {}))
    .flatMap((page) => page.Contents ?? [])
    .map((object) => object.Key!)
    .filter((key) => isTenantFile(key, tenant));
}

/** Puts or deletes items in batches of 25, retrying what DynamoDB leaves unprocessed. */
export async function batchWrite(table: string, requests: WriteRequest[]): Promise<void> {
  const client = dynamo();
  for (let n = 0; n < requests.length; n += 25) {
    let pending = requests.slice(n, n + 25);
    for (let attempt = 1; pending.length; attempt++) {
      if (attempt > 10) throw new Error(`${pending.length} items left unprocessed in ${table}`);
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [table]: pending } }),
      );
      pending = UnprocessedItems?.[table] ?? [];
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, attempt * 50));
    }
  }
}

async function listAll(
  bucket: string,
  input: { Prefix?: string; Delimiter?: string },
): Promise<ListObjectsV2CommandOutput[]> {
  const client = s3();
  const pages: ListObjectsV2CommandOutput[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ...input, ContinuationToken: token }),
    );
    pages.push(page);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return pages;
}

async function exportFiles(tenant: string, sink: ExportSink, bucket: string): Promise<number> {
  const client = s3();
  // Every key of the bucket is listed and the tenant's kept (its second segment): a listing by
  // top-level prefix (Delimiter '/') would name fewer keys, but the S3 emulator answers it without
  // CommonPrefixes, and an offline export can afford one listing of the bucket.
  const keys = await tenantFileKeys(tenant, bucket);
  for (const key of keys) {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    await sink.put(`files/${key}`, await object.Body!.transformToByteArray());
  }
  return keys.length;
}

/**
 * Writes an export's items into `table` and its files into `bucket`. Puts only: running it again
 * writes the same items (safe to repeat after a failure half-way).
 */
export async function restoreTenant(
  tenant: string,
  fromDir: string,
  options: { table: string; bucket: string },
): Promise<ExportResult> {
  const items = readFileSync(path.join(fromDir, 'items.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(fromJson);
  const foreign = items.filter((item) => {
    const pk = item.pk?.S ?? '';
    return !(pk.startsWith(`${tenant}#`) || (pk === 'REGISTRY' && item.sk?.S === `TENANT#${tenant}`));
  });
  if (foreign.length)
    throw new Error(`${fromDir} holds ${foreign.length} items of another tenant than ${tenant}`);

  await batchWrite(
    options.table,
    items.map((Item) => ({ PutRequest: { Item } })),
  );

  const filesDir = path.join(fromDir, 'files');
  const files = (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  const storage = s3();
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(filesDir, file).split(path.sep).join('/');
    if (!isTenantFile(key, tenant)) throw new Error(`${key} is not a file of ${tenant}`);
    await storage.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: readFileSync(file) }));
  }
  return { items: items.length, files: files.length };
}
