/**
 * The parts spreadsheet import (issue 25 item 1) on tenants of its own: a good file through the
 * calls (presigned upload, start, progress, the parts listed with their sites' stock settings); a
 * file with a bad row in the middle writes nothing and its report names the row and column; the
 * checks against the company (number taken or repeated in the file, dealer, site); a run killed
 * half-way then run again, and the same file imported again, never duplicate a part; the roles.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImportStatus, type ImportRow, type UploadProblem } from '#shared/common/import-jobs.js';
import { Messages } from '#shared/messages.js';
import { PartMessages } from '#shared/parts/messages.js';
import type { PartDetail, PartRow } from '#shared/parts/schemas.js';
import { createDealer } from '#functions/dealers/store.js';
import { call } from '#functions/test-support/index.js';
import {
  followImport,
  uploadImportRows,
  putRowsFile,
  type ImportUploadAnswer,
} from '#functions/test-support/import-jobs.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';
import { PART_IMPORT_LEASE_MS, runPartImportJob } from './import-job.js';
import { partImports } from './store/imports.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: PartRow[];
  listsize?: number;
}

let t: Awaited<ReturnType<typeof maintenanceTenants>>;
let dealerId: number;
let otherCompanyDealer: number;

const send = <T>(who: Who | As, method: 'GET' | 'POST', path: string, options: Record<string, unknown>) =>
  call<Answer<T>>(method, path, { ...t.session(who), ...options });

/** A sheet row as the browser sends it (cells as text). */
const row = (sheetRow: number, number: string, extra: Record<string, unknown> = {}) => ({
  row: sheetRow,
  part_number: number,
  name: `Part ${number}`,
  description: '',
  category: 'Filters',
  unit: 'each',
  unit_cost: '4.5',
  preferred_dealer_id: '',
  stock: [],
  ...extra,
});

/** Uploads the rows through the calls, starts the import and waits for it to end. */
async function importRows(who: Who, rows: Record<string, unknown>[]) {
  const importId = randomUUID();
  await uploadImportRows(
    (size) =>
      send<ImportUploadAnswer['data']>(who, 'POST', 'Part/PartImportUploadUrl', {
        body: { import_id: importId, size },
      }),
    { parts: rows },
  );
  const start = { import_id: importId, file_name: 'parts.xlsx' };
  const started = await send<ImportRow>(who, 'POST', 'Part/StartPartImport', { body: start });
  expect(started.statusCode, started.raw).toBe(200);
  expect(started.body.message).toBe(PartMessages.importStarted);
  const { done } = await followImport(
    async () =>
      (
        await send<ImportRow>(who, 'GET', 'Part/GetPartImport/{import_id}', {
          pathParameters: { import_id: importId },
        })
      ).body.data,
  );
  return { importId, done, start };
}

const problemsOf = async (who: Who, importId: string) =>
  (
    await send<{ problems: UploadProblem[] }>(who, 'GET', 'Part/PartImportProblems/{import_id}', {
      pathParameters: { import_id: importId },
    })
  ).body.data.problems;

/** The company's parts whose number starts so (the list kit's search), by number. */
const listed = async (prefix: string) => {
  const r = await send<unknown>('manager', 'POST', 'Part/FilterParts', {
    body: { search_string: prefix, pagesize: 100, pageindex: 1, status: 'all' },
  });
  expect(r.body.success, r.raw).toBe(1);
  return { total: r.body.listsize ?? 0, numbers: (r.body.list ?? []).map((p) => p.part_number).sort() };
};

beforeAll(async () => {
  t = await maintenanceTenants('pim');
  dealerId = (await createDealer(t.codes.a, 1, { name: 'Filter Co', email: 'f@f.test' }, 'x'))
    .service_dealer_id;
  otherCompanyDealer = (await createDealer(t.codes.a, 2, { name: 'South Co', email: 's@s.test' }, 'x'))
    .service_dealer_id;
}, 120_000);

describe('the parts import', () => {
  it('imports a good file: every part listed, with its dealer and its sites minimum and bin', async () => {
    const { done, importId, start } = await importRows('manager', [
      row(2, 'GOOD-1', {
        preferred_dealer_id: String(dealerId),
        stock: [
          { site: 'north yard', minimum_quantity: '3', bin_location: 'A1' },
          { site: 'North Depot', minimum_quantity: '', bin_location: 'D9' },
        ],
      }),
      row(3, 'GOOD-2', { category: 'Oils', unit_cost: '' }),
    ]);
    expect(done).toMatchObject({
      status: ImportStatus.Completed,
      total: 2,
      written: 2,
      created: 2,
      problems: 0,
    });
    expect(await listed('GOOD-')).toEqual({ total: 2, numbers: ['GOOD-1', 'GOOD-2'] });
    const id = (
      await send<unknown>('manager', 'POST', 'Part/FilterParts', { body: { search_string: 'GOOD-1' } })
    ).body.list![0].part_id;
    const detail = (await send<PartDetail>('manager', 'GET', 'Part/GetPart/{id}', { pathParameters: { id } }))
      .body.data;
    expect(detail).toMatchObject({ preferred_dealer_id: dealerId, unit_cost: 4.5, total_on_hand: 0 });
    expect(detail.stock.map((s) => [s.site_name, s.minimum_quantity, s.bin_location])).toEqual([
      ['North Yard', 3, 'A1'],
      ['North Depot', 0, 'D9'],
    ]);

    // Started again with the same id (a retried click): the same import, nothing written twice.
    const again = await send<ImportRow>('manager', 'POST', 'Part/StartPartImport', { body: start });
    expect(again.body.data).toMatchObject({ import_id: importId, status: ImportStatus.Completed });
    // The same file imported again: refused (the numbers are the company's now), nothing duplicated.
    const second = await importRows('manager', [row(2, 'GOOD-1'), row(3, 'GOOD-2')]);
    expect(second.done).toMatchObject({ status: ImportStatus.Failed, created: 0, problems: 2 });
    expect(await problemsOf('manager', second.importId)).toEqual([
      { row: 2, column: 'Part number', message: PartMessages.partNumberTaken },
      { row: 3, column: 'Part number', message: PartMessages.partNumberTaken },
    ]);
    expect(await listed('GOOD-')).toEqual({ total: 2, numbers: ['GOOD-1', 'GOOD-2'] });
    const history = await send<unknown>('manager', 'GET', 'Part/PartImportHistory/{pageindex}/{pagesize}', {
      pathParameters: { pageindex: '1', pagesize: '10' },
    });
    expect((history.body.list as unknown as ImportRow[]).map((r) => r.import_id)).toEqual([
      second.importId,
      importId,
    ]);
  });

  it('writes nothing from a file with a bad row in the middle, and its report names the row and column', async () => {
    const { done, importId } = await importRows('admin', [
      row(2, 'MID-1'),
      row(3, 'MID-2', { category: 'Widgets' }),
      row(4, 'MID-3'),
    ]);
    expect(done).toMatchObject({ status: ImportStatus.Failed, written: 0, created: 0, problems: 1 });
    expect(done.message).toBe(PartMessages.importRefused(1, 'parts.xlsx'));
    expect(await problemsOf('admin', importId)).toEqual([
      { row: 3, column: 'Category', message: PartMessages.categoryUnknown },
    ]);
    expect(await listed('MID-')).toEqual({ total: 0, numbers: [] });

    // Fixed, the same sheet imports.
    const fixed = await importRows('admin', [
      row(2, 'MID-1'),
      row(3, 'MID-2', { category: 'Oils' }),
      row(4, 'MID-3'),
    ]);
    expect(fixed.done.status).toBe(ImportStatus.Completed);
    expect(await listed('MID-')).toEqual({ total: 3, numbers: ['MID-1', 'MID-2', 'MID-3'] });
  });

  it('checks every row against the company: numbers, dealer, sites, numbers below 0', async () => {
    const { done, importId } = await importRows('manager', [
      row(2, 'CHK-1'),
      row(3, 'chk-1 '),
      row(4, 'CHK-3', { preferred_dealer_id: String(otherCompanyDealer) }),
      row(5, 'CHK-4', { stock: [{ site: 'South Yard', minimum_quantity: '1', bin_location: '' }] }),
      row(6, 'CHK-5', {
        unit_cost: '-1',
        stock: [{ site: 'North Yard', minimum_quantity: '-2', bin_location: '' }],
      }),
      row(7, '', { name: '' }),
    ]);
    expect(done.status).toBe(ImportStatus.Failed);
    expect(await problemsOf('manager', importId)).toEqual([
      { row: 3, column: 'Part number', message: PartMessages.partNumberRepeated },
      { row: 4, column: 'Preferred dealer id', message: PartMessages.dealerNotFound },
      { row: 5, column: 'South Yard minimum', message: PartMessages.siteUnknown('South Yard') },
      { row: 6, column: 'Unit cost', message: PartMessages.unitCostInvalid },
      { row: 6, column: 'North Yard minimum', message: PartMessages.minimumInvalid },
      { row: 7, column: 'Part number', message: PartMessages.partNumberRequired },
      { row: 7, column: 'Name', message: PartMessages.nameRequired },
    ]);
    expect(await listed('CHK-')).toEqual({ total: 0, numbers: [] });
  });

  it('continues a run killed half-way without writing a part twice', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 2, `RERUN-${String(i).padStart(2, '0')}`));
    const importId = randomUUID();
    await putRowsFile(partImports.keys.rowsFile(t.codes.a, importId), { parts: rows });
    await partImports.create({
      tenant: t.codes.a,
      import_id: importId,
      requested_by: randomUUID(),
      company_id: 1,
      file_name: 'big.xlsx',
    });
    const job = (await partImports.get(t.codes.a, importId))!;
    // The first run dies after some parts were committed (the writes run eight at a time).
    const killed = await runPartImportJob(job, {
      beforeWrite: (i) => {
        if (i === 9) throw new Error('killed');
      },
    });
    expect(killed).toBe('retry');
    const partial = await listed('RERUN-');
    expect(partial.total).toBeGreaterThan(0);
    expect(partial.total).toBeLessThan(rows.length);
    // Run again (after the lease): every part once, the list's count exact.
    const later = new Date(Date.now() + PART_IMPORT_LEASE_MS + 1000);
    expect(await runPartImportJob((await partImports.get(t.codes.a, importId))!, { now: later })).toBe(
      'completed',
    );
    const all = await listed('RERUN-');
    expect(all.total).toBe(rows.length);
    expect(all.numbers).toEqual(rows.map((r) => r.part_number));
    // Yet another run of the ended job does nothing.
    expect(await runPartImportJob((await partImports.get(t.codes.a, importId))!, { now: later })).toBe(
      'busy',
    );
    expect((await listed('RERUN-')).total).toBe(rows.length);
  });

  it('lets only company admins and managers import', async () => {
    for (const who of ['exec', 'maint', 'op'] as const) {
      const r = await send<unknown>(who, 'POST', 'Part/PartImportUploadUrl', {
        body: { import_id: randomUUID(), size: 10 },
      });
      expect(r.body, who).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      const s = await send<unknown>(who, 'POST', 'Part/StartPartImport', {
        body: { import_id: randomUUID(), file_name: 'x.xlsx' },
      });
      expect(s.body, who).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    }
  });
});

describe('the part photo', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = async (partId: string, bytes: Buffer) => {
    const r = await send<{ photo_file: string; upload_url: string; headers: Record<string, string> }>(
      'manager',
      'POST',
      'Part/PartPhotoUploadUrl',
      { body: { part_id: partId, content_type: 'image/png', size: bytes.length } },
    );
    expect(r.statusCode, r.raw).toBe(200);
    const put = await fetch(r.body.data.upload_url, {
      method: 'PUT',
      headers: r.body.data.headers,
      body: bytes,
    });
    expect(put.status).toBe(200);
    return r.body.data.photo_file;
  };
  const save = (who: Who, partId: string, photo_file: string | null) =>
    send<PartRow>(who, 'POST', 'Part/SetPartPhoto', { body: { part_id: partId, photo_file } });

  it('sets, shows (detail and list), replaces and removes a photo (the old objects deleted); refuses one never uploaded and other roles', async () => {
    const created = await send<PartRow>('manager', 'POST', 'Part/CreatePart', {
      body: { part_number: 'PHOTO-1', name: 'Belt', category: 'Belts', unit: 'each', unit_cost: 3 },
    });
    const partId = created.body.data.part_id;
    expect(created.body.data.photo_url).toBeNull();

    const first = await upload(partId, PNG);
    const saved = await save('manager', partId, first);
    expect(saved.body).toMatchObject({ success: 1, message: PartMessages.photoSaved });
    const detail = (
      await send<PartDetail>('manager', 'GET', 'Part/GetPart/{id}', { pathParameters: { id: partId } })
    ).body.data;
    expect(detail.photo_url).toContain(first);
    const image = await fetch(detail.photo_url!);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const listRow = (
      await send<unknown>('manager', 'POST', 'Part/FilterParts', { body: { search_string: 'PHOTO-1' } })
    ).body.list![0];
    expect(listRow.photo_url).toContain(first);

    const second = await upload(partId, PNG);
    const replaced = (await save('manager', partId, second)).body.data.photo_url!;
    expect(replaced).toContain(second);
    // The replaced photo's object is deleted once the save committed; the new one is there.
    expect((await fetch(detail.photo_url!)).status).toBe(404);
    expect((await fetch(replaced)).status).toBe(200);

    const removed = await save('manager', partId, null);
    expect(removed.body).toMatchObject({
      success: 1,
      message: PartMessages.photoRemoved,
      data: { photo_url: null },
    });
    expect((await fetch(replaced)).status).toBe(404);

    const never = await save('manager', partId, '0b9e4a5c-1d2e-4f3a-8b7c-6d5e4f3a2b1c.png');
    expect(never.statusCode).toBe(400);
    expect(never.body.message).toBe(PartMessages.photoMissing);
    expect((await save('exec', partId, null)).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    expect((await save('southboss', partId, null)).statusCode).toBe(404);
  });
});
