/**
 * Helpers of the import-job handler tests (assets, inspections, parts): the rows sent through the
 * presigned URL the upload call answers, a queued job's rows file put straight into the bucket,
 * and a job read until it ends.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { ImportStatus, type ImportRow } from '#shared/common/import-jobs.js';
import { config } from '#lib/config.js';
import { getS3 } from '#lib/s3.js';
import type { CallResult } from './index.js';

/** What an import's upload call answers. */
export interface ImportUploadAnswer {
  data: { upload_url: string; headers: Record<string, string> };
}

/** Reads until `done` holds of what was read; throws after `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 90_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`not done in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks the upload call for the import's URL (given the file's size) and PUTs the rows there: both answer 200. */
export async function uploadImportRows(
  askUrl: (size: number) => Promise<CallResult<ImportUploadAnswer>>,
  rows: unknown,
): Promise<void> {
  const body = JSON.stringify(rows);
  const upload = await askUrl(Buffer.byteLength(body));
  expect(upload.statusCode, upload.raw).toBe(200);
  const put = await fetch(upload.body.data.upload_url, {
    method: 'PUT',
    headers: upload.body.data.headers,
    body,
  });
  expect(put.status).toBe(200);
}

/** The job read until it is no longer in progress, with the rows written that each read saw. */
export async function followImport(
  read: () => Promise<ImportRow>,
): Promise<{ done: ImportRow; seen: number[] }> {
  const seen: number[] = [];
  const done = await waitFor(
    async () => {
      const row = await read();
      seen.push(row.written);
      return row;
    },
    (row) => row.status !== ImportStatus.InProgress,
  );
  return { done, seen };
}

/** A queued job's rows file put into the files bucket, as the presigned PUT puts it. */
export async function putRowsFile(key: string, rows: unknown): Promise<void> {
  await getS3().send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      Body: JSON.stringify(rows),
      ContentType: 'application/json',
    }),
  );
}
