/**
 * The inspection-form upload's check (spec core 3 'Inspection-form upload', 5), shared by the
 * one-request call (handlers/upload.ts) and the import job (upload-job.ts): every row is checked
 * (shape, the asset by internal id in the company, the operator by username, a past date) and
 * turned into the Accepted inspection it stores, or into its problem.
 */
import { randomUUID } from 'node:crypto';
import { dateOnlyIn, isDateOnly, nextDay, siteZone } from '#shared/dates.js';
import { checklistAttributes, parseFormData } from '#shared/forms/rules.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { InspectionStage } from '#shared/inspections/rules.js';
import { uploadedInspection } from '#shared/inspections/upload-schemas.js';
import { Messages } from '#shared/messages.js';
import { Role, SiteStatus } from '#shared/codes.js';
import {
  findByInternalId,
  viewerCompanies,
  type AssetRecord,
  type AssetViewer,
} from '#functions/assets/index.js';
import { badRequest } from '#lib/errors.js';
import { findForm } from '#functions/forms/index.js';
import type { Org } from '#functions/tenancy/index.js';
import { getUserByUsername, type User } from '#functions/users/index.js';
import type { InspectionRecord } from '../store/entities.js';

/** A refused row: its index in the file's rows (0 = the first data row), the column, the message. */
export interface PlannedProblem {
  index: number;
  column: string;
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
export async function planUpload(
  tenant: string,
  companyId: number,
  companySites: Set<number>,
  rows: Record<string, unknown>[],
  now: string,
  todayAt: (siteId: number) => string,
  /** The stored id of row i (the import job's are fixed per job and row, so a re-run writes the same items). */
  idOf: (index: number) => string = () => randomUUID(),
) {
  const problems: PlannedProblem[] = [];
  const parsed = rows.map((raw, i) => {
    const result = uploadedInspection.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      problems.push({
        index: i,
        column: String(issue?.path[0] ?? 'internal_asset_id'),
        message: issue?.message ?? Messages.invalidRequest,
      });
    }
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
    const problem = (message: string, column: string) => problems.push({ index: i, column, message });
    const asset: AssetRecord | undefined = assets.get(row.internal_asset_id);
    const operator: User | undefined = row.operator_username ? users.get(row.operator_username) : undefined;
    const day = dayOf(row.inspection_date);
    if (!asset) return problem(InspectionMessages.uploadAssetUnknown, 'internal_asset_id');
    if (!day) return problem(InspectionMessages.uploadDateInvalid, 'inspection_date');
    if (day > todayAt(asset.site_id)) return problem(InspectionMessages.uploadDateFuture, 'inspection_date');
    if (row.operator_username && (!operator || !operator.sites.some((s) => companySites.has(s))))
      return problem(InspectionMessages.uploadOperatorUnknown, 'operator_username');
    const form = asset.inspectionform_id ? forms.get(asset.inspectionform_id) : undefined;
    const definition = form ? parseFormData(form.form_data) : null;
    const attributes = new Map(
      (definition ? checklistAttributes(definition) : []).map((a) => [a.name.toLowerCase(), a]),
    );
    // Spec 3: stored a day later at 00:00 UTC, which the site's zone (west of UTC) shows as the sheet's day.
    const at = `${nextDay(day)}T00:00:00.000Z`;
    records.push({
      tenant,
      inspection_id: idOf(i),
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
  problems.sort((a, b) => a.index - b.index);
  const assetTypes = new Map(
    [...assets.values()].flatMap((a) => (a ? [[a.asset_id, a.asset_type] as const] : [])),
  );
  return { problems, records, assetTypes };
}

/** The company's sites (not its all-sites entry) and today's date at a site, as the checks read them. */
export function uploadScope(org: Org, companyId: number, now: Date) {
  const companySites = new Set(
    org.sites
      .filter((s) => s.company_id === companyId && s.status !== SiteStatus.AllSites)
      .map((s) => s.site_id),
  );
  // Past inspections: a day after today in the asset's site is refused.
  const todayAt = (siteId: number) =>
    dateOnlyIn(now, siteZone(org.sites.find((s) => s.site_id === siteId)?.timezone));
  return { companySites, todayAt };
}

/** The company an upload writes into: a super admin's any company, a company admin's or manager's one of their sites (else 400). */
export function assertUploadCompany(viewer: AssetViewer, org: Org, companyId: number): number {
  const mine =
    viewer.roleId === Role.SuperAdmin
      ? new Set(org.companies.map((c) => c.company_id))
      : viewerCompanies(viewer, org);
  if (!org.companies.some((c) => c.company_id === companyId) || !mine.has(companyId))
    throw badRequest(Messages.unknownCompany);
  return companyId;
}
