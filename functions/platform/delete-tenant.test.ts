/**
 * Deleting a tenant (issue 27 item 1) on the emulators: a tenant made by the provisioning code,
 * with its records and files, is exported and then removed (items, files, pool) leaving a
 * tombstone; another tenant is untouched; a run stopped half-way is finished by the next; an active
 * tenant is refused; and Platform/DeleteTenant does it through the runner, its export in the bucket.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformMessages } from '#shared/platform/messages.js';
import { PLATFORM_TENANT } from '#shared/platform/rules.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { getCognito } from '#lib/aws.js';
import { call, signIn } from '#functions/test-support/index.js';
import { getTenant } from '#functions/tenancy/store.js';
import { PLATFORM_OPERATOR } from '#scripts/dev/seed-data.js';
import { DeletionStopped, deleteTenant, provisionTenant, setTenantSuspended } from './index.js';

const run = Date.now().toString(36).slice(-5);
const dir = mkdtempSync(path.join(os.tmpdir(), 'tenant-delete-'));
const s3 = new S3Client({ forcePathStyle: true });
const where = () => ({
  table: process.env.TABLE_NAME!,
  bucket: process.env.FILES_BUCKET!,
  reportsBucket: process.env.REPORTS_BUCKET!,
});
const reportKey = (code: string) => `reports/${code}/r1/Report.xlsx`;

async function makeTenant(code: string): Promise<string> {
  const tenant = await provisionTenant({
    code,
    name: `Tenant ${code}`,
    admin: { email: `ada@${code}.test`, name: 'Ada Admin' },
  });
  for (const key of [`attachments/${code}/manual.txt`, `branding/${code}/logo.png`])
    await s3.send(new PutObjectCommand({ Bucket: where().bucket, Key: key, Body: `file of ${code}` }));
  await s3.send(
    new PutObjectCommand({ Bucket: where().reportsBucket, Key: reportKey(code), Body: 'report' }),
  );
  return tenant.user_pool_id;
}

/** The tenant's items left in the table (a test may Scan; the app never does). */
async function itemsOf(code: string): Promise<number> {
  const client = new DynamoDBClient({});
  let count = 0;
  let start: Record<string, never> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: where().table,
        FilterExpression: 'begins_with(pk, :t)',
        ExpressionAttributeValues: { ':t': { S: `${code}#` } },
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey as typeof start;
  } while (start);
  return count;
}

async function keysUnder(prefix: string, bucket = where().bucket): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!);
}
const filesOf = async (code: string) => [
  ...(await keysUnder(`attachments/${code}/`)),
  ...(await keysUnder(`branding/${code}/`)),
];

async function poolExists(id: string): Promise<boolean> {
  try {
    await getCognito().send(new DescribeUserPoolCommand({ UserPoolId: id }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('deleteTenant', () => {
  const doomed = `pdel${run}`;
  const kept = `pkeep${run}`;
  let doomedPool: string;
  let keptPool: string;
  beforeAll(async () => {
    doomedPool = await makeTenant(doomed);
    keptPool = await makeTenant(kept);
  });

  it('refuses an active tenant, then exports, removes and keeps a tombstone; a run stopped half-way is finished', async () => {
    const before = await itemsOf(doomed);
    expect(before).toBeGreaterThan(0);
    const keptBefore = await itemsOf(kept);
    await expect(deleteTenant(doomed, { dir }, where())).rejects.toThrow(
      PlatformMessages.suspendBeforeDelete,
    );
    expect((await getTenant(doomed))?.status).toBe(TenantStatus.Active);

    await setTenantSuspended(doomed, true);
    await expect(deleteTenant(doomed, { dir }, { ...where(), failAfter: 'items' })).rejects.toBeInstanceOf(
      DeletionStopped,
    );
    expect((await getTenant(doomed))?.status).toBe(TenantStatus.Deleting);
    expect(await itemsOf(doomed)).toBe(0);
    expect(await filesOf(doomed)).toHaveLength(2);
    expect(await poolExists(doomedPool)).toBe(true);

    // The re-run (given another folder) keeps the export it recorded, complete, and finishes.
    const elsewhere = path.join(dir, 'not-used');
    const steps: string[] = [];
    const tenant = await deleteTenant(
      doomed,
      { dir: elsewhere },
      { ...where(), onProgress: (step, detail) => steps.push(`${step}: ${detail}`) },
    );
    expect(steps[1]).toMatch(/^exported: kept the export/);
    expect(existsSync(elsewhere)).toBe(false);
    expect(tenant).toMatchObject({ status: TenantStatus.Deleted, deletion_export: `file:${dir}` });
    expect(tenant.deleted_at).toBeTruthy();

    // The export holds the tenant's data: its items (registry item too) and files.
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ tenant: doomed, items: before + 1, files: 2 });
    const lines = readFileSync(path.join(dir, 'items.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(before + 1);
    expect(lines.some((line) => line.includes(`ada@${doomed}.test`))).toBe(true);
    expect(readFileSync(path.join(dir, 'files', 'branding', doomed, 'logo.png'), 'utf8')).toBe(
      `file of ${doomed}`,
    );

    // Nothing of it left but the tombstone; the other tenant untouched.
    expect(await itemsOf(doomed)).toBe(0);
    expect(await filesOf(doomed)).toEqual([]);
    expect(await keysUnder(`reports/${doomed}/`, where().reportsBucket)).toEqual([]);
    expect(await poolExists(doomedPool)).toBe(false);
    expect(await itemsOf(kept)).toBe(keptBefore);
    expect(await filesOf(kept)).toHaveLength(2);
    expect(await keysUnder(`reports/${kept}/`, where().reportsBucket)).toHaveLength(1);
    expect(await poolExists(keptPool)).toBe(true);
    expect((await getTenant(kept))?.status).toBe(TenantStatus.Active);

    // Running it again answers the deleted tenant; the code cannot be provisioned again.
    expect((await deleteTenant(doomed, { dir }, where())).status).toBe(TenantStatus.Deleted);
    await expect(
      provisionTenant({ code: doomed, name: 'Again', admin: { email: `b@${doomed}.test`, name: 'B C' } }),
    ).rejects.toThrow(/deleted/);
  }, 240_000);
});

describe('POST Platform/DeleteTenant', () => {
  const code = `papi${run}`;
  let operator: string;
  let pool: string;
  beforeAll(async () => {
    pool = await makeTenant(code);
    operator = await signIn(PLATFORM_TENANT, PLATFORM_OPERATOR.username, PLATFORM_OPERATOR.password);
  });
  type Row = {
    success: number;
    message: string;
    data: { status: string; export?: string; deleted_at?: string };
  };
  const asOperator = (body: unknown) => ({ token: operator, domain: PLATFORM_TENANT, body });
  const status = async () =>
    (
      await call<Row>('GET', 'Platform/GetTenant', {
        token: operator,
        domain: PLATFORM_TENANT,
        query: { code },
      })
    ).body.data;

  it('refuses an active tenant and a wrong confirmation (nothing changes), then deletes through the runner', async () => {
    const active = await call<Row>('POST', 'Platform/DeleteTenant', asOperator({ code, confirm_code: code }));
    expect(active.statusCode).toBe(400);
    expect(active.body.message).toBe(PlatformMessages.suspendBeforeDelete);
    await setTenantSuspended(code, true);
    const typo = await call<Row>(
      'POST',
      'Platform/DeleteTenant',
      asOperator({ code, confirm_code: `${code}x` }),
    );
    expect(typo.statusCode).toBe(400);
    expect(typo.body.message).toBe(PlatformMessages.confirmMismatch);
    expect((await status()).status).toBe('suspended');

    const started = await call<Row>(
      'POST',
      'Platform/DeleteTenant',
      asOperator({ code, confirm_code: code }),
    );
    expect(started.statusCode, started.raw).toBe(200);
    expect(started.body).toMatchObject({
      message: PlatformMessages.deletionStarted,
      data: { status: 'deleting' },
    });
    const deadline = Date.now() + 180_000;
    while ((await status()).status !== 'deleted') {
      if (Date.now() > deadline) throw new Error(`never deleted (is ${(await status()).status})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const row = await status();
    expect(row.deleted_at).toBeTruthy();
    const prefix = row.export!.replace(`s3://${where().bucket}/`, '');
    expect(prefix).toMatch(new RegExp(`^tenant-exports/${code}/`));
    const manifest = await s3.send(
      new GetObjectCommand({ Bucket: where().bucket, Key: `${prefix}manifest.json` }),
    );
    expect(JSON.parse(await manifest.Body!.transformToString())).toMatchObject({ tenant: code, files: 2 });
    expect(await keysUnder(`${prefix}files/attachments/${code}/`)).toHaveLength(1);
    expect(await itemsOf(code)).toBe(0);
    expect(await filesOf(code)).toEqual([]);
    expect(await poolExists(pool)).toBe(false);

    // A repeat answers the deleted tenant; CreateTenant refuses its code.
    const again = await call<Row>('POST', 'Platform/DeleteTenant', asOperator({ code, confirm_code: code }));
    expect(again.body).toMatchObject({ message: PlatformMessages.deleted, data: { status: 'deleted' } });
    const create = await call<Row>(
      'POST',
      'Platform/CreateTenant',
      asOperator({ code, name: `Tenant ${code}`, admin_email: `ada@${code}.test`, admin_name: 'Ada Admin' }),
    );
    expect(create.statusCode).toBe(409);
    expect(create.body.message).toBe(PlatformMessages.codeOfDeletedTenant);
  }, 240_000);
});
