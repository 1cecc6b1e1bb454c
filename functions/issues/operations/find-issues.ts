/**
 * Finding the issue list's rows (spec core 2.10): the caller's scope per company, the list body
 * as a filter, the narrowest key reads of the issue index (../listing.ts, ../store/list-index.ts).
 * FilterIssues reads one page of them (handlers/list.ts); the export job every row (issueRowPages).
 */
import type { IssueListBody, IssueRow } from '#shared/issues/schemas.js';
import { listScope } from '#functions/assets/index.js';
import { readEntries as readAssetEntries } from '#functions/assets/index.js';
import { Sub as AssetSub } from '#functions/assets/index.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { keyWord, wordsOf } from '#lib/list-index/words.js';
import type { Org } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import {
  ALL_STATUSES,
  passes,
  statusSubsOf,
  Sub,
  titleKey,
  type CompanyScope,
  type IssueFilter,
} from '../listing.js';
import { getIssues } from '../store/issues.js';
import { readCounts, readEntries, type ReadEntry } from '../store/list-index.js';
import { issueRowOf } from '../views.js';

export interface Caller {
  tenant: { company_code: string };
  user: User;
  roleId: number;
  siteId: number;
}
export const scopeFor = (c: Caller, org: Org, narrow: { company_id?: number[]; site_id?: number[] }) =>
  listScope({ roleId: c.roleId, siteId: c.siteId, sites: c.user.sites }, org, narrow);

export const pageOf = <T>(items: T[], size: number, index: number) =>
  items.slice((index - 1) * size, index * size);

export const filterOf = (body: IssueListBody, scope: CompanyScope): IssueFilter => ({
  statuses: body.status.length
    ? body.status.filter((s) => (ALL_STATUSES as readonly number[]).includes(s))
    : [...ALL_STATUSES],
  sites: scope.sites,
  priorities: body.priority,
  titles: body.issue_title.map(titleKey),
  words: wordsOf(body.search_string),
  assets: body.asset_id,
});

export interface Found {
  uuids: string[];
  total: number;
}

/**
 * One company's matching entries. Counted (no filter beyond status and scope): the status
 * partitions `limit` deep, total from the counts. Otherwise the narrowest key read, whole,
 * with the rest filtered: the assets' partitions, the search's token reads, the titles'.
 */
export async function companyEntries(
  tenant: string,
  scope: CompanyScope,
  f: IssueFilter,
  limit: number,
): Promise<{ entries: ReadEntry[]; total: number }> {
  const keep = (e: ReadEntry) => passes(e, f);
  const whole = async (reads: Promise<ReadEntry[]>[]) => {
    const entries = mergeEntries(await Promise.all(reads)).filter(keep);
    return { entries, total: entries.length };
  };
  if (!f.statuses.length) return { entries: [], total: 0 };
  if (f.assets.length)
    return whole(f.assets.map((asset) => readEntries(tenant, scope.company_id, Sub.asset(asset), { keep })));
  if (f.words.length) {
    const word = keyWord(f.words);
    // Issues whose title holds the word, and every issue of the assets whose name or internal id holds it.
    const assets = await readAssetEntries(tenant, scope.company_id, AssetSub.tokens, {
      prefix: word,
      keep: (e) => !scope.sites || scope.sites.includes(e.site_id),
    });
    const assetIds = [...new Set(assets.map((e) => e.asset_id))];
    return whole([
      readEntries(tenant, scope.company_id, Sub.tokens, { prefix: word, keep }),
      ...assetIds.map((asset) => readEntries(tenant, scope.company_id, Sub.asset(asset), { keep })),
    ]);
  }
  if (f.titles.length)
    return whole(
      [...new Set(f.titles)].map((title) =>
        readEntries(tenant, scope.company_id, Sub.title(title), { keep }),
      ),
    );
  const subs = statusSubsOf(scope, f.statuses);
  if (f.priorities.length)
    return whole(subs.map((sub) => readEntries(tenant, scope.company_id, sub, { keep })));
  const counts = await readCounts(tenant, scope.company_id, subs);
  const total = subs.reduce((sum, sub) => sum + (counts.get(sub) ?? 0), 0);
  const lists = await Promise.all(
    subs
      .filter((sub) => (counts.get(sub) ?? 0) > 0)
      .map((sub) => readEntries(tenant, scope.company_id, sub, { limit })),
  );
  return { entries: mergeEntries(lists), total };
}

export async function findIssues(
  tenant: string,
  scopes: CompanyScope[],
  body: IssueListBody,
): Promise<Found> {
  const limit = body.pageindex * body.pagesize;
  const parts = await Promise.all(
    scopes.map((scope) => companyEntries(tenant, scope, filterOf(body, scope), limit)),
  );
  const merged = mergeEntries(parts.map((p) => p.entries));
  return {
    uuids: pageOf(merged, body.pagesize, body.pageindex).map((e) => e.issue_uuid),
    total: parts.reduce((sum, p) => sum + p.total, 0),
  };
}

/** How many records one batch read of an export takes. */
const EXPORT_BATCH = 500;

/**
 * Every issue of the list under `body`'s filter (its paging ignored), newest first, at most
 * `max`, as the caller with this role and site sees them: the same reads as FilterIssues, in
 * pages of rows for the export job (reports), which streams them into its file.
 */
export async function* issueRowPages(
  caller: Caller & { org: Org },
  body: IssueListBody,
  max: number,
): AsyncGenerator<IssueRow[]> {
  const tenant = caller.tenant.company_code;
  const scopes = scopeFor(caller, caller.org, body);
  const parts = await Promise.all(
    scopes.map((scope) => companyEntries(tenant, scope, filterOf(body, scope), max)),
  );
  const uuids = mergeEntries(parts.map((p) => p.entries))
    .slice(0, max)
    .map((e) => e.issue_uuid);
  for (let i = 0; i < uuids.length; i += EXPORT_BATCH) {
    const records = await getIssues(tenant, uuids.slice(i, i + EXPORT_BATCH));
    yield records.map((r) => issueRowOf(r, caller.org));
  }
}
