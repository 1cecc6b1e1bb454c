/**
 * One tenant's data out and back in (issue 27): `npm run tenant -- export <tenant> --out <dir>` and
 * `npm run tenant -- restore <tenant> --from <dir> [--table T] [--bucket B]` (scripts/ops/tenant.ts; here so the platform's deletion runner exports with it).
 *
 * An export is a folder: `items.jsonl` (every table item of the tenant, one DynamoDB-JSON item a
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
 * `attachments/<tenant>/...`, `branding/<tenant>/...`), so the bucket's top-level prefixes are
 * listed and each `<prefix><tenant>/` listed in turn.
 */
import { mkdirSync, readFileSync, writeFileSync, createWriteStream } from 'node:fs';
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

/** Writes the tenant's items and files into `outDir` (made if missing). */
export async function exportTenant(
  tenant: string,
  outDir: string,
  options: { table: string; bucket: string },
): Promise<ExportResult> {
  mkdirSync(path.join(outDir, 'files'), { recursive: true });
  const client = dynamo();
  const out = createWriteStream(path.join(outDir, 'items.jsonl'));
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
          }),
        );
        for (const item of page.Items ?? []) write(item);
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );

  const files = await exportFiles(tenant, path.join(outDir, 'files'), options.bucket);
  writeFileSync(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify({ tenant, exported_at: new Date().toISOString(), items, files }, null, 2)}\n`,
  );
  return { items, files };
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

async function exportFiles(tenant: string, dir: string, bucket: string): Promise<number> {
  const client = s3();
  // Every key of the bucket is listed and the tenant's kept (its second segment): a listing by
  // top-level prefix (Delimiter '/') would name fewer keys, but the S3 emulator answers it without
  // CommonPrefixes, and an offline export can afford one listing of the bucket.
  const keys = (await listAll(bucket, {}))
    .flatMap((page) => page.Contents ?? [])
    .map((object) => object.Key!)
    .filter((key) => key.split('/')[1] === tenant);
  for (const key of keys) {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const file = path.join(dir, key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await object.Body!.transformToByteArray());
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
  const client = dynamo();
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

  for (let n = 0; n < items.length; n += 25) {
    let pending: WriteRequest[] = items.slice(n, n + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; pending.length; attempt++) {
      if (attempt > 10) throw new Error(`restore: ${pending.length} items left unprocessed`);
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [options.table]: pending } }),
      );
      pending = UnprocessedItems?.[options.table] ?? [];
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, attempt * 50));
    }
  }

  const filesDir = path.join(fromDir, 'files');
  const files = (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  const storage = s3();
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(filesDir, file).split(path.sep).join('/');
    if (key.split('/')[1] !== tenant) throw new Error(`${key} is not a file of ${tenant}`);
    await storage.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: readFileSync(file) }));
  }
  return { items: items.length, files: files.length };
}
