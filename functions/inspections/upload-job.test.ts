/**
 * The inspection-forms import job on the emulators, on a tenant of its own: a large file through the
 * calls (presigned upload, start, progress, history, a repeated start answering the same import, the
 * notification); the one-request call refusing a large file (413, nothing written); a refused file's
 * per-row report with the sheet's row numbers, nothing written; a run killed half-way (hung
 * mid-write, its lease left to run out) then run again: exactly the file's count; a job abandoned
 * after its attempts, and one cleaned up after its counts were added, leave nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import {
  IMPORT_SYNC_MAX_ROWS,
  ImportStatus,
  type ImportRow,
  type UploadProblem,
} from '#shared/common/import-jobs.js';
import { dayjs } from '#shared/dates.js';
import { InspectionImportMessages, InspectionMessages } from '#shared/inspections/messages.js';
import { tableBatchWriter, type BatchWriter } from '#lib/jobs/batches.js';
import { jobMarks } from '#lib/jobs/once.js';
import { createAsset } from '#functions/assets/store/assets.js';
import {
  followImport,
  putRowsFile,
  uploadImportRows,
  type ImportUploadAnswer,
} from '#functions/test-support/import-jobs.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { importedInspectionId, inspectionImports } from './store/imports.js';
import { getInspections } from './store/list-index.js';
import {
  cleanupInspectionImport,
  INSPECTION_IMPORT_GROUP,
  INSPECTION_IMPORT_LEASE_MS,
  MAX_INSPECTION_IMPORT_ATTEMPTS,
  runInspectionImportJob,
} from './upload-job.js';

let t: UsersTenant;

const asAdmin = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  options: Parameters<UsersTenant['as']>[5] = {},
) => t.as<T>('admin', Role.CompanyAdmin, 2, method, path, options);

/** `count` rows of the tenant's loader on past days, each with its sheet row number. */
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    internal_asset_id: '7001',
    inspection_date: dayjs()
      .subtract(1 + (i % 300), 'day')
      .format('YYYY-MM-DD'),
    meter_hours: String(1000 + i),
    shift: String(1 + (i % 3)),
    operator_username: '',
    operator_notes: `Imported row ${i + 2}`,
    inspection_form: [{ name: 'Horn', value: 'Ok' }],
  }));

/** The company's inspection list total as the list answers it (the sharded counters). */
const listed = async () =>
  (
    await asAdmin<{ listsize: number }>('POST', 'Inspection/FilterInspections', {
      body: { pagesize: 20, pageindex: 1 },
    })
  ).body.listsize;

/** A queued job of these rows, made as the start call makes it (without the call's at-once run). */
async function queuedJob(rows: Record<string, unknown>[]) {
  const importId = randomUUID();
  await putRowsFile(inspectionImports.keys.rowsFile(t.code, importId), { inspections: rows });
  await inspectionImports.create({
    tenant: t.code,
    import_id: importId,
    requested_by: randomUUID(),
    company_id: 1,
    file_name: 'past.xlsx',
  });
  return (await inspectionImports.get(t.code, importId))!;
}

const storedOf = async (importId: string, count: number) =>
  (
    await getInspections(
      t.code,
      Array.from({ length: count }, (_, i) => importedInspectionId(importId, i)),
    )
  ).length;

beforeAll(async () => {
  t = await seedUsersTenant('ii', [], { forms: true });
  await createAsset(t.code, {
    asset: {
      internal_asset_id: '7001',
      name: 'Import Loader',
      asset_type: 'Loader',
      product_name: 'Cat',
      model_name: '950M',
      model_year: '2021',
      asset_serial_number: 'SN7001',
      current_stage: 'In service',
      company_id: 1,
      site_id: 2,
      status: 3,
    },
  });
}, 120_000);

describe('a large inspection-forms file through the import job', { timeout: 180_000 }, () => {
  it('the one-request call refuses it (413, the job named) and writes nothing', async () => {
    const before = await listed();
    const result = await asAdmin<{ success: number; message: string }>(
      'POST',
      'Inspection/UploadInspectionForms',
      {
        body: { company_id: 1, inspections: rowsOf(IMPORT_SYNC_MAX_ROWS + 1) },
      },
    );
    expect([result.statusCode, result.body.success, result.body.message]).toEqual([
      413,
      0,
      InspectionImportMessages.useImportJob,
    ]);
    expect(await listed()).toBe(before);
  });

  it('uploads by presigned PUT, starts once, shows progress and ends with every row listed', async () => {
    const rows = rowsOf(IMPORT_SYNC_MAX_ROWS + 50);
    const before = await listed();
    const importId = randomUUID();
    await uploadImportRows(
      (size) =>
        asAdmin<ImportUploadAnswer>('POST', 'Inspection/ImportUploadUrl', {
          body: { import_id: importId, size },
        }),
      { inspections: rows },
    );

    const start = { import_id: importId, company_id: 1, file_name: 'past.xlsx' };
    const started = await asAdmin<{ data: ImportRow; message: string }>(
      'POST',
      'Inspection/StartInspectionImport',
      {
        body: start,
      },
    );
    expect(started.statusCode, started.raw).toBe(200);
    expect(started.body.message).toBe(InspectionImportMessages.started);
    expect(started.body.data).toMatchObject({ import_id: importId, status: ImportStatus.InProgress });

    const { done, seen } = await followImport(
      async () =>
        (
          await asAdmin<{ data: ImportRow }>('GET', 'Inspection/GetInspectionImport/{import_id}', {
            pathParameters: { import_id: importId },
          })
        ).body.data,
    );
    expect(done).toMatchObject({
      status: ImportStatus.Completed,
      total: rows.length,
      written: rows.length,
      created: rows.length,
      problems: 0,
    });
    expect([...seen].sort((a, b) => a - b)).toEqual(seen); // progress only moves forward
    expect(await listed()).toBe(before + rows.length);
    expect(await storedOf(importId, rows.length)).toBe(rows.length);

    // Started again with the same id (a retried click): the same import, nothing written twice.
    const again = await asAdmin<{ data: ImportRow }>('POST', 'Inspection/StartInspectionImport', {
      body: start,
    });
    expect(again.body.data).toMatchObject({ import_id: importId, status: ImportStatus.Completed });
    expect(await listed()).toBe(before + rows.length);
    // Its upload URL is not offered again (the file of a started import is not replaced).
    const reupload = await asAdmin('POST', 'Inspection/ImportUploadUrl', {
      body: { import_id: importId, size: 10 },
    });
    expect(reupload.statusCode).toBe(409);

    const history = await asAdmin<{ list: ImportRow[] }>(
      'GET',
      'Inspection/InspectionImportHistory/{pageindex}/{pagesize}',
      {
        pathParameters: { pageindex: '1', pagesize: '20' },
      },
    );
    expect(history.body.list.find((r) => r.import_id === importId)).toMatchObject({
      file_name: 'past.xlsx',
      created: rows.length,
    });
    const notices = await asAdmin<{ data: { list: { notification_type: number; message: string }[] } }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { pathParameters: { pagesize: '20', pageindex: '1' } },
    );
    expect(notices.body.data.list).toContainEqual(
      expect.objectContaining({
        notification_type: 16,
        message: InspectionImportMessages.done(rows.length, 'past.xlsx'),
      }),
    );
  });

  it("refuses failing rows with a per-row report in the sheet's row numbers, and writes nothing", async () => {
    const rows = rowsOf(IMPORT_SYNC_MAX_ROWS + 10);
    rows[3].internal_asset_id = '999999';
    rows[7] = { ...rows[7], row: 40, inspection_date: 'tomorrow' };
    const before = await listed();
    const job = await queuedJob(rows);
    expect(await runInspectionImportJob(job)).toBe('refused');
    expect(await inspectionImports.get(t.code, job.import_id)).toMatchObject({
      status: ImportStatus.Failed,
      problems: 2,
      message: InspectionMessages.uploadAssetUnknown,
    });
    expect(await inspectionImports.readProblems(t.code, job.import_id)).toEqual<UploadProblem[]>([
      { row: 5, column: 'internal_asset_id', message: InspectionMessages.uploadAssetUnknown },
      { row: 40, column: 'inspection_date', message: InspectionMessages.uploadDateInvalid },
    ]);
    expect(await listed()).toBe(before);
    expect(await storedOf(job.import_id, rows.length)).toBe(0);
  });
});

describe('all or nothing when the job is killed', { timeout: 180_000 }, () => {
  it('a run killed half-way (hung, its lease left to run out) and run again leaves exactly the file', async () => {
    const rows = rowsOf(350);
    const before = await listed();
    const job = await queuedJob(rows);
    let records = 0;
    let reached!: () => void;
    const killedAt = new Promise<void>((resolve) => (reached = resolve));
    // Dies in the second group's records, after the first group was wholly written.
    const hanging: BatchWriter = {
      batchWrite: (requests) => {
        records += requests.filter((r) => r.entity.entityName === 'Inspection').length;
        if (records > INSPECTION_IMPORT_GROUP + 25) {
          reached();
          return new Promise<void>(() => undefined); // the process died here: nothing more happens
        }
        return tableBatchWriter.batchWrite(requests);
      },
    };
    void runInspectionImportJob(job, { writer: hanging });
    await killedAt;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const staged = (await inspectionImports.get(t.code, job.import_id))!;
    expect(staged.status).toBe(ImportStatus.InProgress);
    expect(staged.written).toBeGreaterThan(0);
    expect(staged.written).toBeLessThan(rows.length);
    const halfway = await storedOf(job.import_id, rows.length);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(rows.length);
    expect(await listed()).toBe(before); // not counted until every row is written
    // Within its lease no other run takes it.
    expect(await runInspectionImportJob(staged)).toBe('busy');

    let rewritten = 0;
    const counting: BatchWriter = {
      batchWrite: async (requests) => {
        rewritten += requests.filter((r) => r.entity.entityName === 'Inspection').length;
        await tableBatchWriter.batchWrite(requests);
      },
    };
    const later = new Date(Date.now() + INSPECTION_IMPORT_LEASE_MS + 1000);
    expect(await runInspectionImportJob(staged, { writer: counting, now: later })).toBe('completed');
    expect(await inspectionImports.get(t.code, job.import_id)).toMatchObject({
      status: ImportStatus.Completed,
      inspections_created: rows.length,
      written: rows.length,
    });
    expect(await listed()).toBe(before + rows.length);
    expect(await storedOf(job.import_id, rows.length)).toBe(rows.length);
    // It continued after the last whole group instead of writing everything again.
    expect(rewritten).toBe(rows.length - staged.written);
    expect(staged.written % INSPECTION_IMPORT_GROUP).toBe(0);
  });

  it('a job abandoned after its attempts leaves no inspection and no count', async () => {
    const rows = rowsOf(260);
    const before = await listed();
    const job = await queuedJob(rows);
    let batches = 0;
    const dying: BatchWriter = {
      batchWrite: async (requests) => {
        if (++batches > 6) throw new Error('forced fault');
        await tableBatchWriter.batchWrite(requests);
      },
    };
    const outcomes = [];
    for (let i = 0; i < MAX_INSPECTION_IMPORT_ATTEMPTS; i += 1)
      outcomes.push(
        await runInspectionImportJob((await inspectionImports.get(t.code, job.import_id))!, {
          writer: dying,
        }),
      );
    expect(outcomes).toEqual([...Array(MAX_INSPECTION_IMPORT_ATTEMPTS - 1).fill('retry'), 'failed']);
    expect(await inspectionImports.get(t.code, job.import_id)).toMatchObject({
      status: ImportStatus.Failed,
      inspections_created: 0,
    });
    expect(await storedOf(job.import_id, rows.length)).toBe(0);
    expect(await listed()).toBe(before);
  });

  it('the cleanup takes back the counts and roll-ups an import added (each once)', async () => {
    const rows = rowsOf(210);
    const before = await listed();
    const job = await queuedJob(rows);
    expect(await runInspectionImportJob(job)).toBe('completed');
    expect(await listed()).toBe(before + rows.length);
    const marks = await jobMarks(t.code, job.import_id);
    expect(marks.some((m) => m.mark.startsWith('count#'))).toBe(true);
    expect(marks.some((m) => m.mark.startsWith('rollup#'))).toBe(true);
    await cleanupInspectionImport(job);
    await cleanupInspectionImport(job); // twice: nothing taken back twice
    expect(await listed()).toBe(before);
    expect(await jobMarks(t.code, job.import_id)).toEqual([]);
    expect(await storedOf(job.import_id, rows.length)).toBe(0);
  });
});
