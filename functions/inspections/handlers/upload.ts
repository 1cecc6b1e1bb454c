/**
 * POST Inspection/UploadInspectionForms (spec core 3 'Inspection-form upload', 5): past
 * inspections from a spreadsheet, stored as Accepted (10) with source 'upload'. Every row is
 * checked first (shape, the asset by internal id in the company, the operator by username) and
 * any problem refuses the whole file with each bad row's message; then the rows are written in
 * phases (records and list entries, then the summed counts), each undone if a later one fails.
 * Uploads open no issues: they are past inspections whose failed items were dealt with then,
 * and an old 'Not ok' must not reopen or comment on today's issues of the asset.
 */
import { randomUUID } from 'node:crypto';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { Role, SiteStatus } from '#shared/codes.js';
import { dateOnlyIn, isDateOnly, nextDay, siteZone } from '#shared/dates.js';
import { checklistAttributes, parseFormData } from '#shared/forms/rules.js';
import { InspectionsApi } from '#shared/inspections/api.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { InspectionStage } from '#shared/inspections/rules.js';
import { uploadedInspection } from '#shared/inspections/schemas.js';
import { Messages } from '#shared/messages.js';
import { viewerCompanies } from '#functions/assets/index.js';
import { findByInternalId, type AssetRecord } from '#functions/assets/index.js';
import { findForm } from '#functions/forms/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, HttpError } from '#lib/errors.js';
import { table } from '#lib/db.js';
import { logger } from '#lib/logger.js';
import { untilFirstFailure } from '#lib/pool.js';
import { applyRollupChanges, rollupChanges } from '#functions/rollups/index.js';
import { route } from '#functions/users/index.js';
import { getUserByUsername, type User } from '#functions/users/index.js';
import { InspectionEntity, type InspectionRecord } from '../store/entities.js';
import {
  bulkIndexOf,
  countUpdate,
  InspectionListCountEntity,
  InspectionListEntryEntity,
} from '../store/list-index.js';

interface UploadProblem {
  row: number;
  message: string;
}

/** The sheet's date as YYYY-MM-DD (a date-only text or the date of an ISO time), or null. */
function dayOf(text: string): string | null {
  const day = text.trim().slice(0, 10);
  return isDateOnly(day) && (text.trim().length === 10 || !Number.isNaN(Date.parse(text))) ? day : null;
}

/**
 * Checks every row; the inspections to store, or the problems (row 1 = the first data row).
 * Assets and users are looked up once per distinct value.
 */
async function planUpload(
  tenant: string,
  companyId: number,
  companySites: Set<number>,
  rows: Record<string, unknown>[],
  now: string,
  todayAt: (siteId: number) => string,
) {
  const problems: UploadProblem[] = [];
  const parsed = rows.map((raw, i) => {
    const result = uploadedInspection.safeParse(raw);
    if (!result.success)
      problems.push({ row: i + 1, message: result.error.issues[0]?.message ?? Messages.invalidRequest });
    return result.success ? result.data : null;
  });
  const internals = [...new Set(parsed.flatMap((r) => (r ? [r.internal_asset_id] : [])))];
  const usernames = [...new Set(parsed.flatMap((r) => (r?.operator_username ? [r.operator_username] : [])))];
  const [assets, users] = await Promise.all([
    Promise.all(
      internals.map(async (id) => [id, await findByInternalId(tenant, companyId, id)] as const),
    ).then((pairs) => new Map(pairs)),
    Promise.all(usernames.map(async (name) => [name, await getUserByUsername(tenant, name)] as const)).then(
      (pairs) => new Map(pairs),
    ),
  ]);
  // The checklist of each asset's form names the answers (ids and value types) where it can.
  const formIds = [
    ...new Set([...assets.values()].flatMap((a) => (a?.inspectionform_id ? [a.inspectionform_id] : []))),
  ];
  const forms = new Map(
    await Promise.all(formIds.map(async (id) => [id, await findForm(tenant, companyId, id)] as const)),
  );
  const records: InspectionRecord[] = [];
  parsed.forEach((row, i) => {
    if (!row) return;
    const problem = (message: string) => problems.push({ row: i + 1, message });
    const asset: AssetRecord | undefined = assets.get(row.internal_asset_id);
    const operator: User | undefined = row.operator_username ? users.get(row.operator_username) : undefined;
    const day = dayOf(row.inspection_date);
    if (!asset) return problem(InspectionMessages.uploadAssetUnknown);
    if (!day) return problem(InspectionMessages.uploadDateInvalid);
    if (day > todayAt(asset.site_id)) return problem(InspectionMessages.uploadDateFuture);
    if (row.operator_username && (!operator || !operator.sites.some((s) => companySites.has(s))))
      return problem(InspectionMessages.uploadOperatorUnknown);
    const form = asset.inspectionform_id ? forms.get(asset.inspectionform_id) : undefined;
    const definition = form ? parseFormData(form.form_data) : null;
    const attributes = new Map(
      (definition ? checklistAttributes(definition) : []).map((a) => [a.name.toLowerCase(), a]),
    );
    // Spec 3: stored a day later at 00:00 UTC, which the site's zone (west of UTC) shows as the sheet's day.
    const at = `${nextDay(day)}T00:00:00.000Z`;
    records.push({
      tenant,
      inspection_id: randomUUID(),
      asset_id: asset.asset_id,
      internal_asset_id: asset.internal_asset_id,
      asset_name: asset.name,
      company_id: companyId,
      site_id: asset.site_id,
      status: InspectionStage.Accepted,
      operator_uuid: operator?.uuid ?? '',
      operator_firstname: operator?.firstname ?? '',
      operator_lastname: operator?.lastname ?? '',
      checkout_requested_at: at,
      submitted_at: at,
      approved_at: at,
      shift: Math.trunc(row.shift),
      meter_hours: Math.trunc(row.meter_hours),
      operator_notes: row.operator_notes ?? '',
      is_comment_important: false,
      manager_notes: '',
      form_id: form?.form_id ?? '',
      form_name: form?.form_name ?? '',
      answers: row.inspection_form.map((pair) => {
        const attribute = attributes.get(pair.name.toLowerCase());
        return {
          id: attribute?.id ?? pair.name,
          name: pair.name,
          values_type: attribute?.values_type ?? 0,
          value: pair.value,
          values: attribute?.values ?? [],
        };
      }),
      new_notok_attributes: [],
      image_names: [],
      issue_ids: [],
      source: 'upload',
      version: 1,
      created: now,
      modified: now,
    } as InspectionRecord);
  });
  problems.sort((a, b) => a.row - b.row);
  const assetTypes = new Map(
    [...assets.values()].flatMap((a) => (a ? [[a.asset_id, a.asset_type] as const] : [])),
  );
  return { problems, records, assetTypes };
}

const PARALLEL_WRITES = 8;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
type BatchRequest = Parameters<BatchWriteCommand['requests']>[number];
const batchWrite = async (requests: BatchRequest[]) => {
  await executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...requests));
};
/**
 * Writes the inspections all or nothing (a transaction holds 100 items and one inspection has a
 * dozen): 1. the records, their list entries and asset-word markers as batch puts (fresh ids:
 * nothing to collide; markers are shared and never taken back, a search checks the counts);
 * 2. the counts summed per count item, one update each. A failure undoes what was written.
 * Until phase 2 the new rows are not counted, so a list may briefly show more rows than its total.
 */
async function writeUpload(tenant: string, records: InspectionRecord[]): Promise<void> {
  const { entries, markers, counts } = bulkIndexOf(records);
  const removeAll = async () => {
    const deletes = [
      ...records.map((r) =>
        InspectionEntity.build(BatchDeleteRequest).key({ tenant, inspection_id: r.inspection_id }),
      ),
      ...entries.map((e) =>
        InspectionListEntryEntity.build(BatchDeleteRequest).key({
          tenant,
          company_id: e.company_id,
          sub: e.sub,
          entry_key: e.entry_key,
        }),
      ),
    ];
    const undone = await untilFirstFailure(chunks(deletes, 25), PARALLEL_WRITES, batchWrite);
    if (undone.error !== undefined) throw undone.error;
  };
  const puts = [
    ...records.map((r) => InspectionEntity.build(BatchPutRequest).item(r)),
    ...entries.map((e) => InspectionListEntryEntity.build(BatchPutRequest).item(e)),
    ...markers.map((m) => InspectionListCountEntity.build(BatchPutRequest).item(m)),
  ];
  const written = await untilFirstFailure(chunks(puts, 25), PARALLEL_WRITES, batchWrite);
  if (written.error !== undefined) {
    logger.warn('inspection upload failed writing records, undoing', {
      tenant,
      error: (written.error as Error).message,
    });
    await removeAll();
    throw written.error;
  }
  const counted = await untilFirstFailure(counts, PARALLEL_WRITES, async (c) => {
    await countUpdate(tenant, c, 1).send();
  });
  if (counted.error !== undefined) {
    logger.warn('inspection upload failed updating list counts, undoing', {
      tenant,
      error: (counted.error as Error).message,
    });
    const takenBack = await untilFirstFailure(counted.done, PARALLEL_WRITES, async (c) => {
      await countUpdate(tenant, c, -1).send();
    });
    await removeAll();
    throw takenBack.error ?? counted.error;
  }
}

/** POST Inspection/UploadInspectionForms: every row or none; a refusal lists each bad row in data.problems. */
export const uploadInspectionForms = route(InspectionsApi.uploadInspectionForms, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const companyId = req.body.company_id;
  // A super admin any company; a company admin or manager only a company of their own sites.
  const mine =
    req.roleId === Role.SuperAdmin
      ? new Set(org.companies.map((c) => c.company_id))
      : viewerCompanies(req, org);
  if (!org.companies.some((c) => c.company_id === companyId) || !mine.has(companyId))
    throw badRequest(Messages.unknownCompany);
  const companySites = new Set(
    org.sites
      .filter((s) => s.company_id === companyId && s.status !== SiteStatus.AllSites)
      .map((s) => s.site_id),
  );
  const now = new Date();
  // Past inspections: a day after today in the asset's site is refused.
  const todayAt = (siteId: number) =>
    dateOnlyIn(now, siteZone(org.sites.find((s) => s.site_id === siteId)?.timezone));
  const { problems, records, assetTypes } = await planUpload(
    tenant,
    companyId,
    companySites,
    req.body.inspections,
    now.toISOString(),
    todayAt,
  );
  if (problems.length) throw new HttpError(400, problems[0].message, { problems });
  await writeUpload(tenant, records);
  // The reports' roll-ups, summed per item (past inspections: no usage, their readings are history).
  // The inspections are stored by now: a failure here is logged, not answered (a retried upload would store them twice).
  await applyRollupChanges(
    records.flatMap((r) =>
      rollupChanges(
        null,
        r,
        { asset_type: assetTypes.get(r.asset_id) },
        org.sites.find((s) => s.site_id === r.site_id)?.timezone ?? 'UTC',
      ),
    ),
  ).catch((error: unknown) =>
    logger.warn('inspection upload roll-ups not written', { tenant, error: (error as Error).message }),
  );
  return ok({ count: records.length }, InspectionMessages.uploaded);
});
