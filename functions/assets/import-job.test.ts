/**
 * The asset import job on the emulators, on a tenant of its own: a large file through the calls
 * (presigned upload, start, progress, history, a repeated start answering the same import); a run
 * killed half-way (hung mid-write, its lease left to expire) or failing half-way, then run again:
 * exactly the file's count of assets, list count and records agreeing; a job abandoned after its
 * attempts, and one cleaned up after its counts were added, leave nothing; a refused file keeps
 * the spec's per-row report and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssetMessages } from '#shared/assets/messages.js';
import { IMPORT_SYNC_MAX_ROWS, ImportStatus } from '#shared/assets/rules.js';
import type { ImportRow, UploadProblem } from '#shared/assets/payload-schemas.js';
import { Role } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { table } from '#lib/db.js';
import { listAllForms } from '#functions/forms/store.js';
import type { CallOptions } from '#functions/test-support/index.js';
import { inLambda, TEST_JOB_PREFIX } from '#functions/test-support/in-lambda.js';
import {
  followImport,
  putRowsFile,
  uploadImportRows,
  waitFor,
  type ImportUploadAnswer,
} from '#functions/test-support/import-jobs.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import type { ImportWriter } from './import.js';
import {
  cleanupImport,
  IMPORT_GROUP,
  IMPORT_LEASE_MS,
  MAX_IMPORT_ATTEMPTS,
  runImportJob,
} from './import-job.js';
import { runAssetImports } from './jobs.js';
import { getAssets, takenInternalIds } from './store/assets.js';
import { countMarks, createImport, getImport, importRowsKey } from './store/imports.js';

let t: UsersTenant;
let code: string;
let checklistName: string;
let nextId = 500_000;

const asAdmin = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => t.as<T>('admin', Role.CompanyAdmin, 2, method, path, options);

/** The rows sent through the presigned URL Asset/ImportUploadUrl answers for this import. */
const uploadRows = (importId: string, rows: Record<string, unknown>[]) =>
  uploadImportRows(
    (size) =>
      asAdmin<ImportUploadAnswer>('POST', 'Asset/ImportUploadUrl', { body: { import_id: importId, size } }),
    { AssetRequestModel: rows },
  );

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    internal_asset_id: String(nextId++),
    name: `Forklift ${i + 1}`,
    asset_type: 'Forklift',
    product_name: 'Toyota',
    model_name: '8FGU25',
    model_year: '2018',
    asset_serial_number: `TY${randomUUID().slice(0, 8)}`,
    current_stage: 'In service',
    inspectionform_id: checklistName,
    site_location: '',
    children: '',
  }));

/** The company's list total (the sharded counters) as the asset list answers it. */
const listed = async () =>
  (await asAdmin<{ listsize: number }>('POST', 'Asset/FilterAsset', { body: { company_id: [1] } })).body
    .listsize;

/** The file's assets actually stored: records by internal id. */
async function storedOf(rows: { internal_asset_id: string }[]) {
  return takenInternalIds(
    code,
    1,
    rows.map((r) => r.internal_asset_id),
  );
}

/** A queued job of these rows, made as the start call makes it (without the call's at-once run). */
async function queuedJob(rows: Record<string, unknown>[]) {
  const importId = randomUUID();
  await putRowsFile(importRowsKey(code, importId), { AssetRequestModel: rows });
  await createImport({
    tenant: code,
    import_id: importId,
    requested_by: randomUUID(),
    company_id: 1,
    site_id: 2,
    file_name: 'big.xlsx',
  });
  return (await getImport(code, importId))!;
}

const tableBatch = (requests: Parameters<ImportWriter['batchWrite']>[0]) =>
  executeBatchWrite(table.build(BatchWriteCommand).requests(...requests)).then(() => undefined);

beforeAll(async () => {
  t = await seedUsersTenant('ij', [], { forms: true });
  code = t.code;
  checklistName = (await listAllForms(code, 1, FormTypeId.InspectionChecklist))[1].form_name;
});

describe('a large spreadsheet through the import job', { timeout: 120_000 }, () => {
  it('in the cloud, the start invokes the import runner at once, asynchronously, and that run completes the job', async () => {
    const rows = rowsOf(IMPORT_SYNC_MAX_ROWS + 1);
    const importId = randomUUID();
    await uploadRows(importId, rows);

    const { result: started, invokes } = await inLambda('assetcare-test-assets', () =>
      asAdmin<{ data: ImportRow }>('POST', 'Asset/StartAssetImport', {
        body: { import_id: importId, company_id: 1, site_id: 2, file_name: 'cloud.xlsx' },
      }),
    );
    expect(started.statusCode, started.raw).toBe(200);
    expect(invokes).toHaveLength(1);
    expect(invokes[0]).toMatchObject({
      FunctionName: `${TEST_JOB_PREFIX}assetImportRunner`,
      InvocationType: 'Event',
      event: { detail: { job: 'assetImportRunner' } },
    });
    // Nothing ran in the API's process: the job waits for the run the invoke starts.
    expect((await getImport(code, importId))!.status).toBe(ImportStatus.InProgress);
    const { event } = invokes[0];
    await runAssetImports(event);
    expect(await getImport(code, importId)).toMatchObject({
      status: ImportStatus.Completed,
      assets_created: rows.length,
    });
  });

  it('uploads by presigned PUT, starts once, shows progress and ends with every row listed', async () => {
    const rows = rowsOf(IMPORT_SYNC_MAX_ROWS + 100);
    const before = await listed();
    const importId = randomUUID();
    await uploadRows(importId, rows);

    const start = { import_id: importId, company_id: 1, site_id: 2, file_name: 'fleet.xlsx' };
    const started = await asAdmin<{ data: ImportRow; message: string }>('POST', 'Asset/StartAssetImport', {
      body: start,
    });
    expect(started.statusCode, started.raw).toBe(200);
    expect(started.body.message).toBe(AssetMessages.importStarted);
    expect(started.body.data).toMatchObject({ import_id: importId, status: ImportStatus.InProgress });

    const { done, seen } = await followImport(
      async () =>
        (
          await asAdmin<{ data: ImportRow }>('GET', 'Asset/GetAssetImport/{import_id}', {
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
    expect((await storedOf(rows)).size).toBe(rows.length);

    // Started again with the same id (a retried click): the same import, nothing written twice.
    const again = await asAdmin<{ data: ImportRow }>('POST', 'Asset/StartAssetImport', { body: start });
    expect(again.body.data).toMatchObject({ import_id: importId, status: ImportStatus.Completed });
    expect(await listed()).toBe(before + rows.length);

    const history = await asAdmin<{ list: ImportRow[]; listsize: number }>(
      'GET',
      'Asset/AssetImportHistory/{pageindex}/{pagesize}',
      { pathParameters: { pageindex: '1', pagesize: '20' } },
    );
    expect(history.body.list.find((r) => r.import_id === importId)).toMatchObject({
      file_name: 'fleet.xlsx',
      created: rows.length,
    });
    const notices = await asAdmin<{ data: { list: { heading: string; message: string }[] } }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { pathParameters: { pagesize: '20', pageindex: '1' } },
    );
    expect(JSON.stringify(notices.body)).toContain(AssetMessages.importDone(rows.length, 'fleet.xlsx'));
  });

  it('refuses a start without an uploaded file, and keeps an import to the one who started it', async () => {
    const missing = await asAdmin('POST', 'Asset/StartAssetImport', {
      body: { import_id: randomUUID(), company_id: 1, site_id: 2, file_name: 'x.xlsx' },
    });
    expect([missing.statusCode, missing.body.message]).toEqual([400, AssetMessages.importUploadMissing]);
    const job = await queuedJob(rowsOf(3));
    const other = await asAdmin('GET', 'Asset/GetAssetImport/{import_id}', {
      pathParameters: { import_id: job.import_id },
    });
    expect([other.statusCode, other.body.message]).toEqual([404, AssetMessages.importNotFound]);
  });

  it("refuses failing rows with the spec's per-row report and writes nothing", async () => {
    const rows = rowsOf(IMPORT_SYNC_MAX_ROWS + 10);
    rows[3].name = '';
    rows[7].model_year = '20x1';
    const before = await listed();
    const job = await queuedJob(rows);
    expect(await runImportJob(job)).toBe('refused');
    expect(await getImport(code, job.import_id)).toMatchObject({
      status: ImportStatus.Failed,
      problems: 2,
      message: AssetMessages.nameRequired,
    });
    expect(await listed()).toBe(before);
    expect((await storedOf(rows)).size).toBe(0);
  });
});

describe('all or nothing when the job is killed', { timeout: 120_000 }, () => {
  it('a run killed half-way (hung, its lease left to run out) and run again leaves exactly the file', async () => {
    const rows = rowsOf(450);
    const before = await listed();
    const job = await queuedJob(rows);
    let batches = 0;
    let reached!: () => void;
    const killedAt = new Promise<void>((resolve) => (reached = resolve));
    const hanging: ImportWriter = {
      batchWrite: (requests) => {
        if (++batches >= 20) {
          reached();
          return new Promise<void>(() => undefined); // the process died here: nothing more happens
        }
        return tableBatch(requests);
      },
    };
    void runImportJob(job, { writer: hanging });
    await killedAt;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const staged = await getImport(code, job.import_id);
    expect(staged?.status).toBe(ImportStatus.InProgress);
    expect(staged!.written).toBeLessThan(rows.length);
    const ids = Array.from({ length: rows.length }, (_, i) => staged!.first_asset_id! + i);
    const halfway = (await getAssets(code, ids)).length;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(rows.length);
    // Within its lease no other run takes it.
    expect(await runImportJob(staged!)).toBe('busy');

    const later = new Date(Date.now() + IMPORT_LEASE_MS + 1000);
    expect(await runImportJob(staged!, { now: later })).toBe('completed');
    const first = (await getImport(code, job.import_id))!;
    expect(first).toMatchObject({
      status: ImportStatus.Completed,
      assets_created: rows.length,
      written: rows.length,
    });
    expect(first.first_asset_id).toBe(staged!.first_asset_id);
    expect(await listed()).toBe(before + rows.length);
    expect((await getAssets(code, ids)).length).toBe(rows.length);
    expect((await storedOf(rows)).size).toBe(rows.length);
    const search = await asAdmin<{ listsize: number }>('POST', 'Asset/FilterAsset', {
      body: { company_id: [1], search_string: rows[rows.length - 1].asset_serial_number },
    });
    expect(search.body.listsize).toBe(1);
  });

  it('a run failing half-way gives the job back, and the next run continues it to the same count', async () => {
    const rows = rowsOf(520);
    const before = await listed();
    const job = await queuedJob(rows);
    // The fault: the first batch of records of the second group (after IMPORT_GROUP rows written).
    let recordBatches = 0;
    const failing: ImportWriter = {
      batchWrite: async (requests) => {
        const records = requests[0]?.entity.entityName === 'Asset';
        if (records && ++recordBatches === IMPORT_GROUP / 25 + 1) throw new Error('forced fault');
        await tableBatch(requests);
      },
    };
    expect(await runImportJob(job, { writer: failing })).toBe('retry');
    const staged = (await getImport(code, job.import_id))!;
    expect(staged.status).toBe(ImportStatus.InProgress);
    expect(staged.written).toBe(IMPORT_GROUP);
    expect(await listed()).toBe(before); // not counted until every row is written

    let rewritten = 0;
    const counting: ImportWriter = {
      batchWrite: async (requests) => {
        rewritten += requests.filter((r) => r.entity.entityName === 'Asset').length;
        await tableBatch(requests);
      },
    };
    expect(await runImportJob(staged, { writer: counting })).toBe('completed');
    expect(await listed()).toBe(before + rows.length);
    expect((await storedOf(rows)).size).toBe(rows.length);
    // It continued after the last whole group instead of writing everything again.
    expect(rewritten).toBe(rows.length - IMPORT_GROUP);
  });

  it('a job abandoned after its attempts leaves no asset, no internal id and no count', async () => {
    const rows = rowsOf(300);
    const before = await listed();
    const job = await queuedJob(rows);
    let batches = 0;
    const dying: ImportWriter = {
      batchWrite: async (requests) => {
        if (++batches > 12) throw new Error('forced fault');
        await tableBatch(requests);
      },
    };
    const outcomes = [];
    for (let i = 0; i < MAX_IMPORT_ATTEMPTS; i += 1)
      outcomes.push(await runImportJob((await getImport(code, job.import_id))!, { writer: dying }));
    expect(outcomes).toEqual([...Array(MAX_IMPORT_ATTEMPTS - 1).fill('retry'), 'failed']);
    const ended = (await getImport(code, job.import_id))!;
    expect(ended).toMatchObject({ status: ImportStatus.Failed, assets_created: 0 });
    const ids = Array.from({ length: rows.length }, (_, i) => ended.first_asset_id! + i);
    expect(await getAssets(code, ids)).toEqual([]);
    expect((await storedOf(rows)).size).toBe(0);
    expect(await listed()).toBe(before);
  });

  it('the cleanup takes back the counts an import added (each once)', async () => {
    const rows = rowsOf(250);
    const before = await listed();
    const job = await queuedJob(rows);
    expect(await runImportJob(job)).toBe('completed');
    expect(await listed()).toBe(before + rows.length);
    expect((await countMarks(job)).length).toBeGreaterThan(0);
    await cleanupImport(job);
    await cleanupImport(job); // twice: nothing taken back twice
    expect(await listed()).toBe(before);
    expect(await countMarks(job)).toEqual([]);
    expect((await storedOf(rows)).size).toBe(0);
  });
});

describe('the problem report of a refused import', () => {
  it('answers the per-row problems to the one who started it', async () => {
    const rows = rowsOf(IMPORT_SYNC_MAX_ROWS + 1);
    rows[0].current_stage = '';
    const importId = randomUUID();
    await uploadRows(importId, rows);
    await asAdmin('POST', 'Asset/StartAssetImport', {
      body: { import_id: importId, company_id: 1, site_id: 2, file_name: 'bad.xlsx' },
    });
    await waitFor(
      async () => (await getImport(code, importId))?.status,
      (s) => s === ImportStatus.Failed,
    );
    const report = await asAdmin<{ data: { problems: UploadProblem[] } }>(
      'GET',
      'Asset/AssetImportProblems/{import_id}',
      { pathParameters: { import_id: importId } },
    );
    expect(report.body.data.problems).toEqual([
      { row: 2, column: 'Current stage', message: AssetMessages.currentStageRequired },
    ]);
  });
});
