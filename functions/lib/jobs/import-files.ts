/**
 * An import job's files in the files bucket (part of importJobStore, import-jobs.ts): the presigned
 * upload of the rows' JSON, whether it was uploaded, the rows read back, and the per-row problem
 * report written and read. Keys are the kind's (importJobKeys rowsFile, problemsFile).
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { IMPORT_UPLOAD_MINUTES, type UploadProblem } from '#shared/common/import-jobs.js';
import { getS3 } from '../s3.js';
import { config } from '../config.js';

/** The files of one import kind, by its key strings. */
export function importJobFiles(keys: {
  rowsFile: (tenant: string, importId: string) => string;
  problemsFile: (tenant: string, importId: string) => string;
}) {
  return {
    /** A presigned PUT (its type and length signed) for the rows' JSON of that import. */
    async uploadUrl(tenant: string, importId: string, size: number) {
      const seconds = IMPORT_UPLOAD_MINUTES * 60;
      const command = new PutObjectCommand({
        Bucket: config.filesBucket,
        Key: keys.rowsFile(tenant, importId),
        ContentType: 'application/json',
        ContentLength: size,
      });
      const upload_url = await getSignedUrl(getS3(), command, {
        expiresIn: seconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        upload_url,
        headers: { 'Content-Type': 'application/json' },
        expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
      };
    },

    /** Whether the rows of that import were uploaded. */
    async uploaded(tenant: string, importId: string): Promise<boolean> {
      try {
        await getS3().send(
          new HeadObjectCommand({ Bucket: config.filesBucket, Key: keys.rowsFile(tenant, importId) }),
        );
        return true;
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'NotFound' || name === 'NoSuchKey') return false;
        throw error;
      }
    },

    /** The uploaded JSON, parsed (null when it is not JSON); undefined when nothing was uploaded under that id. */
    async readRows(tenant: string, importId: string): Promise<unknown> {
      const text = await readText(keys.rowsFile(tenant, importId));
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },

    async writeProblems(tenant: string, importId: string, problems: UploadProblem[]): Promise<void> {
      await getS3().send(
        new PutObjectCommand({
          Bucket: config.filesBucket,
          Key: keys.problemsFile(tenant, importId),
          Body: JSON.stringify(problems),
          ContentType: 'application/json',
        }),
      );
    },

    async readProblems(tenant: string, importId: string): Promise<UploadProblem[]> {
      const text = await readText(keys.problemsFile(tenant, importId));
      return text === undefined ? [] : (JSON.parse(text) as UploadProblem[]);
    },
  };
}

/** An object's text; undefined when there is none under that key. */
async function readText(objectKey: string): Promise<string | undefined> {
  try {
    const object = await getS3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: objectKey }));
    return await object.Body!.transformToString('utf-8');
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}
