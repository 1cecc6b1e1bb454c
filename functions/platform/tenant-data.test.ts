/**
 * `npm run tenant -- export` then `restore` into an empty table and bucket on the twin (DynamoDB
 * Local, the S3 emulator): the app's users list, read from the restored table, is the same.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, PutObjectCommand, S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { ensureTable } from '#scripts/dev/cloud.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { exportTenant, restoreTenant } from './operations/tenant-data.js';

let t: UsersTenant;
const dir = mkdtempSync(path.join(os.tmpdir(), 'tenant-export-'));
const s3 = new S3Client({ forcePathStyle: true });
beforeAll(async () => {
  t = await seedUsersTenant('exp');
  await s3.send(
    new PutObjectCommand({
      Bucket: process.env.FILES_BUCKET,
      Key: `attachments/${t.code}/manual.txt`,
      Body: 'the manual',
    }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const listUsers = async () => {
  const answer = await t.as<{ list: { username: string; status: number }[]; listsize: number }>(
    'admin',
    Role.CompanyAdmin,
    1,
    'POST',
    'User/FilterUsers',
    { body: { pagesize: 50, pageindex: 1 } },
  );
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe('tenant export and restore', () => {
  it("writes one tenant's items and files, and restores them into an empty table where the app lists the same", async () => {
    const before = await listUsers();
    expect(before.listsize).toBeGreaterThan(3);
    const live = { table: process.env.TABLE_NAME!, bucket: process.env.FILES_BUCKET! };

    const exported = await exportTenant(t.code, dir, live);
    expect(exported.files).toBe(1);
    const lines = readFileSync(path.join(dir, 'items.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(exported.items);
    const pks = lines.map((line) => (JSON.parse(line) as { pk: { S: string } }).pk.S);
    // Only this tenant's items (and its registry item): no other tenant's, e.g. demo's.
    expect(pks.every((pk) => pk.startsWith(`${t.code}#`) || pk === 'REGISTRY')).toBe(true);
    expect(pks.filter((pk) => pk === 'REGISTRY')).toHaveLength(1);

    const fresh = {
      table: `restore-${randomUUID().slice(0, 8)}`,
      bucket: `restore-${randomUUID().slice(0, 8)}`,
    };
    await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, fresh.table);
    await s3.send(new CreateBucketCommand({ Bucket: fresh.bucket }));
    expect(await restoreTenant(t.code, dir, fresh)).toEqual(exported);

    const file = await s3.send(
      new GetObjectCommand({ Bucket: fresh.bucket, Key: `attachments/${t.code}/manual.txt` }),
    );
    expect(await file.Body!.transformToString()).toBe('the manual');

    // The app reads the restored table: the same list.
    process.env.TABLE_NAME = fresh.table;
    try {
      expect(await listUsers()).toEqual(before);
    } finally {
      process.env.TABLE_NAME = live.table;
    }
    // A restore refuses an export of another tenant.
    await expect(restoreTenant('demo', dir, fresh)).rejects.toThrow(/another tenant/);
  }, 120_000);
});
