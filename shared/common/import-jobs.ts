/**
 * Spreadsheet imports as jobs (issue 23; functions/lib/jobs/): the rules, texts and contract every
 * import kind shares (assets, past inspections). A file of at most IMPORT_SYNC_MAX_ROWS rows keeps
 * the spec's one-request call, answered with the spec's messages; a larger one is a job: the
 * checked rows go to S3 by presigned PUT under an id the client makes once, the start with that
 * id is idempotent, the job validates again and writes, the page polls its progress (rows written
 * of total), the result stays in the import history, and a notification says when it is done.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { paging } from './readers.js';
import { Messages } from '../messages.js';

/**
 * The two paths. A file of at most this many rows keeps the spec's call (answered in the same
 * request: a few seconds at most); a larger one is an import job. The web picks the path by this
 * rule; the spec's calls refuse more rows (413), and the tests and the bench follow it too.
 */
export const IMPORT_SYNC_MAX_ROWS = 200;
export const takesImportJob = (rows: number) => rows > IMPORT_SYNC_MAX_ROWS;
/** The checked rows' JSON the presigned PUT takes (5,000 full rows are about 2 MB). */
export const IMPORT_UPLOAD_MAX_BYTES = 16 * 1024 * 1024;
/** Minutes a presigned import upload stays valid. */
export const IMPORT_UPLOAD_MINUTES = 15;
/** An import job's states (the history's Status column). */
export const ImportStatus = { InProgress: 'InProgress', Completed: 'Completed', Failed: 'Failed' } as const;
export type ImportStatusName = (typeof ImportStatus)[keyof typeof ImportStatus];
/** How often the upload page polls a running import, and the import history while one runs. */
export const IMPORT_POLL_MS = 1000;

/** The job calls' own texts (not in the spec), the same for every import kind. */
export const ImportJobMessages = {
  idInvalid: 'Import id must be a UUID !',
  tooLarge: 'The file is too large to upload !',
  uploadMissing: 'The file was not uploaded, please upload it again !',
  notFound: 'Import not found',
  alreadyStarted: 'This import has already started !',
  failed: 'The import could not be completed; nothing was written, please try again !',
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The line under a finished import's progress: the rows written, or, for an import refused by its
 * per-row check or one that failed, that nothing was written and why (a refused file has no rows
 * written of none read: "0 of 0 rows written" said nothing).
 */
export function importOutcomeInfo(job: Pick<ImportRow, 'status' | 'written' | 'total' | 'problems'>): string {
  if (job.status !== ImportStatus.Failed) return `${count(job.written)} of ${count(job.total)} rows written`;
  if (job.problems > 0)
    return `Nothing was written: the file has ${count(job.problems)} ${job.problems === 1 ? 'problem' : 'problems'}. Download the problem report, fix the rows and upload the file again.`;
  return ImportJobMessages.failed;
}

/** The client makes the import's id (a uuid) once: starting it again with that id is the same import. */
export const importId = lazySchema(() => z.uuid({ error: ImportJobMessages.idInvalid }));
/** A presigned PUT for the checked rows' JSON (its length signed); `emptyMessage` for a size of 0. */
export const importUploadBodyOf = (emptyMessage: string) =>
  z.object({
    import_id: importId,
    size: z
      .number({ error: Messages.invalidRequest })
      .int({ error: Messages.invalidRequest })
      .positive({ error: emptyMessage })
      .max(IMPORT_UPLOAD_MAX_BYTES, { error: ImportJobMessages.tooLarge }),
  });
export const importUpload = lazySchema(() =>
  z.object({
    upload_url: z.string(),
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
);
export const importParams = lazySchema(() => z.object({ import_id: importId }));
export const importHistoryParams = lazySchema(() => z.object(paging));
/** One import of the history (and the job's progress the page polls). */
export const importRow = lazySchema(() =>
  z.object({
    import_id: z.string(),
    file_name: z.string(),
    company_id: z.number(),
    status: z.enum([ImportStatus.InProgress, ImportStatus.Completed, ImportStatus.Failed]),
    /** Rows in the file. */
    total: z.number(),
    /** Rows written so far (of total). */
    written: z.number(),
    /** Records created (0 unless Completed). */
    created: z.number(),
    /** Problems of the per-row report (Failed after the check). */
    problems: z.number(),
    /** The first problem, or why the job failed; null otherwise. */
    message: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  }),
);
export type ImportRow = z.infer<typeof importRow>;
/** One failing cell: the row number as the spreadsheet shows it (header is row 1), the column header, the message. */
export const uploadProblem = lazySchema(() =>
  z.object({ row: z.number(), column: z.string(), message: z.string() }),
);
export type UploadProblem = z.infer<typeof uploadProblem>;
export const importProblems = lazySchema(() => z.object({ problems: z.array(uploadProblem) }));
