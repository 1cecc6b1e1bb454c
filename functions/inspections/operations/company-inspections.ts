/**
 * A company's inspections as a machine reads them (the public API v1, issue 28 item 1): no user
 * and no active site, the whole company. A page after a cursor (the list index's order: newest
 * submission first), read by key from the company's partition (ALL, or the status's) or, for one
 * asset, from its partitions (one per site it was inspected at), optionally only those submitted
 * since a time (the end of the key range); and one submitted inspection with its answers.
 */
import { InspectionStage } from '#shared/inspections/rules.js';
import { KEY_END } from '#lib/key-range.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { invertedTime, Sub } from '../listing.js';
import type { InspectionRecord, InspectionRowFields } from '../store/entities.js';
import { getInspection } from '../store/inspections.js';
import { assetSubs, getInspectionRows, readEntries } from '../store/list-index.js';

export interface CompanyInspectionsQuery {
  /** 8 (pending) or 10 (accepted); absent: both. */
  status?: number;
  assetId?: number;
  /** Epoch milliseconds: only inspections submitted at or after it. */
  sinceMs?: number;
  /** The last entry's order of the page before (a cursor). */
  after?: string;
  limit: number;
}

/** Up to `limit` submitted inspections of the company after `after`, newest first; `next` when more follow. */
export async function companyInspectionsAfter(
  tenant: string,
  companyId: number,
  query: CompanyInspectionsQuery,
): Promise<{ inspections: InspectionRowFields[]; next: string | null }> {
  const { status, assetId, sinceMs, after, limit } = query;
  const start = after ?? '0';
  // Newest first: submitted at or after `since` is an inverted time at or below the since's.
  const end = sinceMs !== undefined ? `${invertedTime(sinceMs)}#${KEY_END}` : KEY_END;
  if (start > end) return { inspections: [], next: null };
  const subs =
    assetId !== undefined
      ? [...(await assetSubs(tenant, companyId, assetId)).keys()]
      : [status ? Sub.status(status) : Sub.all];
  const keep = (e: { order: string; status: number }) =>
    e.order !== after && (assetId === undefined || !status || e.status === status);
  const merged = mergeEntries(
    await Promise.all(
      subs.map((sub) =>
        readEntries(tenant, companyId, sub, { range: { start, end }, limit: limit + 1, keep }),
      ),
    ),
  );
  const page = merged.slice(0, limit);
  const inspections = (
    await getInspectionRows(
      tenant,
      page.map((e) => e.inspection_id),
    )
  ).filter((r) => r.company_id === companyId);
  return { inspections, next: merged.length > limit ? page[page.length - 1].order : null };
}

/** One submitted (not draft) inspection of the company, with its answers; undefined otherwise. */
export async function companyInspection(
  tenant: string,
  companyId: number,
  inspectionId: string,
): Promise<InspectionRecord | undefined> {
  const record = await getInspection(tenant, inspectionId);
  return record && record.company_id === companyId && record.status !== InspectionStage.Draft
    ? record
    : undefined;
}
