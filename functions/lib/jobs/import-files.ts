/**
 * An import job's files in the files bucket (part of importJobStore, import-jobs.ts): the presigned
 * upload of the rows' JSON, whether it was uploaded, the rows read back, and the per-row problem
 * report written and read. Keys are the kind's (importJobKeys rowsFile, problemsFile).
 */
import { IMPORT_UPLOAD_MINUTES, type UploadProblem } from '#shared/common/import-jobs.js';
import { loadS3 } from '../aws.js';
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
      const { presignedPut } = await loadS3();
      const upload_url = await presignedPut({
        bucket: config.filesBucket,
        key: keys.rowsFile(tenant, importId),
        contentType: 'application/json',
        size,
        expiresIn: seconds,
      });
      return {
        upload_url,
        headers: { 'Content-Type': 'application/json' },
        expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
      };
    },

    /** Whether the rows of that import were uploaded. */
    async uploaded(tenant: string, importId: string): Promise<boolean> {
      const { headOrNull } = await loadS3();
      return (await headOrNull(config.filesBucket, keys.rowsFile(tenant, importId))) !== null;
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
      const { getS3, PutObjectCommand } = await loadS3();
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
  const { getS3, GetObjectCommand } = await loadS3();
  try {
    const object = await getS3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: objectKey }));
    return await object.Body!.transformToString('utf-8');
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}
