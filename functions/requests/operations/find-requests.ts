/**
 * Finding the request list's rows (spec maintenance 2.7): the caller's maintenance scope, the
 * list body as a filter, the narrowest key read (../listing.ts, ../store/terms.ts).
 * GetAllMaintenanceRequest reads one page of them (handlers/requests.ts); the export job
 * (reports) every row.
 */
import type { RequestListBody, RequestRow } from '#shared/requests/schemas.js';
import { getAssets } from '#functions/assets/index.js';
import { newestFirst, pageSlice, readAll, readCounts, readPage } from '../store/list-reads.js';
import type { ListEntry } from '../store/list-entities.js';
import { searchEntries, searchMatcher } from '../store/terms.js';
import { inScope, maintScope } from '../scope.js';
import { getRequests, indexedRequest, RequestSub, type RequestRecord } from '../store/requests.js';
import { photoUrlOf, requestRowOf } from '../views.js';

async function rowsOf(tenant: string, records: RequestRecord[]) {
  const assets = new Map(
    (await getAssets(tenant, [...new Set(records.map((r) => r.asset_id))])).map((a) => [a.asset_id, a]),
  );
  return Promise.all(
    records.map(async (r) => requestRowOf(r, assets.get(r.asset_id), await photoUrlOf(r.photo_key))),
  );
}

/**
 * One page of the request list (MaintenanceRequest/GetAllMaintenanceRequest) under `body`, as the
 * caller with this site reads it. The export job (reports) reads every row with it, one page as
 * large as the export.
 */
export async function requestListPage(
  request: Parameters<typeof maintScope>[0],
  body: RequestListBody,
): Promise<{ rows: RequestRow[]; total: number }> {
  const scope = await maintScope(request);
  const { mr_filter_type: status, type, requested_by, search_string, mr_id, pageIndex, pageSize } = body;
  const requestors = new Set(requested_by);
  const ids = new Set(mr_id);
  const typed = searchMatcher(search_string);
  const page = { pageSize, pageIndex };
  // Every filter but the search, checked on what a narrower read found.
  const keep = (e: Pick<ListEntry, 'id' | 'status' | 'code' | 'requested_by'>) =>
    (!status || e.status === status) &&
    (!type || e.code === type) &&
    (!ids.size || ids.has(e.id)) &&
    (!requestors.size || requestors.has(e.requested_by));
  if (ids.size) {
    // The requests picked in the filter, read by key.
    const picked = newestFirst(
      await getRequests(scope.tenant, [...ids]),
      indexedRequest,
      (e) => inScope(scope, e) && keep(e) && (!typed || typed(e)),
    );
    return { rows: await rowsOf(scope.tenant, pageSlice(picked, page)), total: picked.length };
  }
  if (typed) {
    // The term index by the key typed word (store/terms.ts searchEntries): costs what the word matches, never the list.
    const found = await searchEntries(scope.tenant, 'MR', scope.siteIds, search_string, keep);
    return {
      rows: await rowsOf(
        scope.tenant,
        await getRequests(
          scope.tenant,
          pageSlice(found, page).map((e) => e.id),
        ),
      ),
      total: found.length,
    };
  }
  const byRequestor = requestors.size > 0;
  const subs = byRequestor
    ? requested_by.map(RequestSub.requestor)
    : [
        status && type
          ? RequestSub.statusType(status, type)
          : status
            ? RequestSub.status(status)
            : type
              ? RequestSub.type(type)
              : RequestSub.all,
      ];
  // A requestor's partitions with a status or type: that requestor's entries, filtered.
  const residual = byRequestor && Boolean(status || type);
  const [entries, total] = await Promise.all([
    readPage(scope.tenant, 'MR', scope.siteIds, subs, page, residual ? keep : undefined),
    residual
      ? readAll(scope.tenant, 'MR', scope.siteIds, subs, keep).then((all) => all.length)
      : Promise.all(scope.siteIds.map((siteId) => readCounts(scope.tenant, 'MR', siteId, subs))).then((n) =>
          n.reduce((a, b) => a + b, 0),
        ),
  ]);
  return {
    rows: await rowsOf(
      scope.tenant,
      await getRequests(
        scope.tenant,
        entries.map((e) => e.id),
      ),
    ),
    total,
  };
}
