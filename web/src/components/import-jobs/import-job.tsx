/**
 * A spreadsheet import as a job, on the page (any import kind; shared/common/import-jobs.ts): the
 * checked rows go to S3 by presigned PUT under an id made here once, then the job starts with that
 * id (a repeated start is the same import, so a retried click or a lost answer never imports
 * twice); the page polls the job and shows its progress (rows written of total) with a ProgressBar.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import {
  IMPORT_POLL_MS,
  ImportJobMessages,
  ImportStatus,
  importOutcomeInfo,
  type ImportRow,
} from '@shared/common/import-jobs';
import { ApiError } from '../../app/api/client';
import { toast } from '../../app/toasts';

export interface ImportUploadAnswer {
  upload_url: string;
  headers: Record<string, string>;
}

/** Uploads the rows' JSON and starts the job; answers the job as started. */
export async function uploadAndStartImport(
  rows: unknown,
  presign: (importId: string, size: number) => Promise<ImportUploadAnswer>,
  start: (importId: string) => Promise<ImportRow>,
): Promise<ImportRow> {
  const importId = crypto.randomUUID();
  const body = new Blob([JSON.stringify(rows)], { type: 'application/json' });
  const upload = await presign(importId, body.size);
  const put = await fetch(upload.upload_url, { method: 'PUT', headers: upload.headers, body });
  if (!put.ok) throw new ApiError(ImportJobMessages.uploadMissing, 'refused', put.status);
  try {
    return await start(importId);
  } catch (error) {
    // The answer was lost: the same id again is the same import.
    if (error instanceof ApiError && error.kind === 'network') return start(importId);
    throw error;
  }
}

/** The job this page started, polled until it ends; `running` until then. */
export function usePolledImport(
  queryKey: readonly unknown[],
  jobId: string | null,
  read: (importId: string) => Promise<ImportRow>,
) {
  const { data: job } = useQuery({
    queryKey,
    queryFn: () => read(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== ImportStatus.InProgress ? false : IMPORT_POLL_MS,
  });
  const running =
    jobId !== null && job?.status !== ImportStatus.Completed && job?.status !== ImportStatus.Failed;
  return { job, running };
}

export interface ImportJobKeys {
  /** The history's query key. */
  imports: readonly unknown[];
  import: (importId: string | null) => readonly unknown[];
}

/**
 * The import job a page starts and follows: `startJob` uploads and starts it (a refused call was
 * toasted by the client; a failed upload is toasted here), the page polls it, and when it ends the
 * history is refreshed and `onEnded` told (the page's toast, its list, a refused file's problems).
 */
export function useImportJob<A extends unknown[]>({
  keys,
  read,
  start,
  onEnded,
}: {
  keys: ImportJobKeys;
  read: (importId: string) => Promise<ImportRow>;
  start: (...args: A) => Promise<ImportRow>;
  onEnded: (job: ImportRow) => void;
}) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { job, running } = usePolledImport(keys.import(jobId), jobId, read);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  useEffect(() => {
    if (!job || job.status === ImportStatus.InProgress) return;
    void queryClient.invalidateQueries({ queryKey: keys.imports });
    ended.current(job);
    // The keys are module constants; the job's change is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job, queryClient]);

  const startJob = async (...args: A) => {
    setStarting(true);
    try {
      const started = await start(...args);
      queryClient.setQueryData(keys.import(started.import_id), started);
      setJobId(started.import_id);
      void queryClient.invalidateQueries({ queryKey: keys.imports });
    } catch (error) {
      // The client toasted a refused call; a failed upload says so here.
      if (error instanceof Error && error.message === ImportJobMessages.uploadMissing)
        toast.error(error.message);
    } finally {
      setStarting(false);
    }
  };

  return { job, jobId, running, starting, startJob, clearJob: () => setJobId(null) };
}

const count = (n: number) => n.toLocaleString('en-US');

/** The job's progress bar: rows written of total while it runs, then its result. */
export function ImportJobProgress({
  job,
  expectedRows,
  createdText,
}: {
  job: ImportRow;
  /** Rows the page sent (shown until the job has read its file). */
  expectedRows: number;
  /** The result line of a completed job ('Imported 250 assets'). */
  createdText: (created: number) => string;
}) {
  const running = job.status === ImportStatus.InProgress;
  return (
    <ProgressBar
      value={job.total ? Math.round((job.written / job.total) * 100) : 0}
      status={
        job.status === ImportStatus.Completed
          ? 'success'
          : job.status === ImportStatus.Failed
            ? 'error'
            : 'in-progress'
      }
      label={`Importing ${job.file_name}`}
      description={
        running
          ? `${count(job.written)} of ${count(job.total || expectedRows)} rows written. All rows are written together, or none; you may leave this page.`
          : undefined
      }
      additionalInfo={running ? undefined : importOutcomeInfo(job)}
      resultText={
        job.status === ImportStatus.Completed
          ? createdText(job.created)
          : (job.message ?? ImportJobMessages.failed)
      }
    />
  );
}
