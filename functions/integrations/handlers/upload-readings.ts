/**
 * MeterReading/UploadMeterReadings (issue 28 item 3): a manager's CSV or xlsx file of readings,
 * read into text cells by the browser (as the asset and form uploads are), checked here row by
 * row and applied with the public API's rules (operations/meter-readings.ts applyReadings:
 * backwards or implausible readings held for review, the rest moving the meter and its PMs).
 *
 * Every row or none: a problem anywhere refuses the file with each failing row in data.problems
 * (`{ row, column, message }`, the row numbered as the spreadsheet shows it) and writes nothing.
 * A file holds at most METER_BATCH_MAX readings, what one public API request may post and apply
 * in one request's time, so the upload needs no job; a bigger file is refused with the advice to
 * split it. The browser's client_request_id makes a retried upload answer its first result
 * (lib/idempotency.ts) instead of holding the readings it already applied as "backwards".
 */
import pLimit from 'p-limit';
import { IntegrationsApi } from '#shared/integrations/api.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import type { UploadReadingRow } from '#shared/integrations/schemas.js';
import type { UploadProblem } from '#shared/assets/payload-schemas.js';
import { displayName, findByInternalId, getAssets } from '#functions/assets/index.js';
import { route } from '#functions/users/index.js';
import { ok } from '#lib/envelope.js';
import { HttpError } from '#lib/errors.js';
import { idempotent } from '#lib/idempotency.js';
import { applyReadings, type IncomingReading } from '../operations/meter-readings.js';
import { activeCompanyOf } from './company.js';

/** Column headers as the file names them (the browser maps the file's headers to these). */
export const UploadColumns = {
  assetId: 'Asset ID',
  assetCode: 'Asset Code',
  time: 'Time',
  value: 'Meter Hours',
} as const;

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const CODES_AT_ONCE = 8;

type Counts = { applied: number; unchanged: number; held: number };
type Checked = { row: number; assetId?: number; assetCode?: string; at: string; value: number };

/** Each row's own problems (format only), and the rows that have none. */
function checkRows(rows: UploadReadingRow[]) {
  const problems: UploadProblem[] = [];
  const checked: Checked[] = [];
  for (const r of rows) {
    const before = problems.length;
    const id = r.asset_id.trim();
    const code = r.asset_code.trim();
    if (!id && !code)
      problems.push({ row: r.row, column: UploadColumns.assetId, message: M.uploadAssetRequired });
    else if (id && !/^\d{1,12}$/.test(id))
      problems.push({ row: r.row, column: UploadColumns.assetId, message: M.uploadAssetIdInvalid });
    const time = r.time.trim();
    if (!ISO_WITH_OFFSET.test(time) || Number.isNaN(Date.parse(time)))
      problems.push({ row: r.row, column: UploadColumns.time, message: M.uploadTimeInvalid });
    const value = r.value.trim();
    if (!/^\d{1,9}$/.test(value))
      problems.push({ row: r.row, column: UploadColumns.value, message: M.uploadValueInvalid });
    if (problems.length === before)
      checked.push({
        row: r.row,
        ...(id ? { assetId: Number(id) } : { assetCode: code }),
        at: new Date(time).toISOString(),
        value: Number(value),
      });
  }
  return { problems, checked };
}

export const uploadMeterReadings = route(IntegrationsApi.uploadMeterReadings, async (request) => {
  const tenant = request.tenant.company_code;
  const companyId = await activeCompanyOf(request);
  const { body } = request;
  const refuseRows = (problems: UploadProblem[]) => {
    problems.sort((a, b) => a.row - b.row);
    return new HttpError(400, M.uploadRow(problems[0].row, problems[0].message), { problems });
  };
  const { problems, checked } = checkRows(body.rows);

  // Asset codes (internal ids) of the company to asset ids, each code read once.
  const codes = [...new Set(checked.flatMap((c) => (c.assetCode ? [c.assetCode] : [])))];
  const found = new Map<string, number>();
  await pLimit(CODES_AT_ONCE).map(codes, async (code) => {
    const asset = await findByInternalId(tenant, companyId, code);
    if (asset) found.set(code, asset.asset_id);
  });
  // Asset ids of another company (or none) are unknown, as the public API answers them.
  const ids = [...new Set(checked.flatMap((c) => (c.assetId ? [c.assetId] : [])))];
  const ours = new Set(
    (await getAssets(tenant, ids)).filter((a) => a.company_id === companyId).map((a) => a.asset_id),
  );
  const readings: IncomingReading[] = [];
  const rowOf: number[] = [];
  for (const c of checked) {
    const assetId = c.assetId ?? found.get(c.assetCode!);
    if (assetId === undefined || (c.assetId !== undefined && !ours.has(assetId))) {
      const column = c.assetId !== undefined ? UploadColumns.assetId : UploadColumns.assetCode;
      problems.push({ row: c.row, column, message: M.unknownAsset });
      continue;
    }
    readings.push({ assetId, at: c.at, value: c.value });
    rowOf.push(c.row);
  }
  if (problems.length) throw refuseRows(problems);

  const result = await idempotent<Counts>(
    {
      tenant,
      user: request.user.uuid,
      operation: 'MeterReading/UploadMeterReadings',
      key: body.client_request_id,
      request: body,
    },
    async (guard) => {
      const outcome = await applyReadings(
        tenant,
        companyId,
        { by: displayName(request.user), source: `upload:${body.file_name}` },
        readings,
      );
      if (outcome.problems.length)
        throw refuseRows(
          outcome.problems.map((p) => ({
            row: rowOf[p.index],
            column: p.field === 'assetId' ? UploadColumns.assetId : p.field,
            message: p.message,
          })),
        );
      const { applied, unchanged, held } = outcome.response!;
      // Stored after the writes (many transactions), as the public API does.
      await guard.store({ applied, unchanged, held });
      return { applied, unchanged, held };
    },
  );
  return ok(result, M.uploadDone(result.applied, result.held));
});
