/** Work order read handlers: details, status history, the asset's issues to link and the asset's maintenance cost. */
import { Messages } from '#shared/messages.js';
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { costPerMeterHour, lastTwelveMonths } from '#shared/workorders/rules.js';
import { getAssets, type AssetRecord } from '#functions/assets/index.js';
import { OPEN_STATUSES, Sub } from '#functions/issues/index.js';
import { getIssues, type IssueRecord } from '#functions/issues/index.js';
import { readEntries as readIssueEntries } from '#functions/issues/index.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { assetInScope, maintScope } from '#functions/requests/index.js';
import { getRequest } from '#functions/requests/index.js';
import { photoUrlOf } from '#functions/requests/index.js';
import { assetUsageHours, lastTwelveMonthsOfDays } from '#functions/rollups/index.js';
import { dealerOf } from '../store/dealers.js';
import { issueLinks, listActivity, monthCosts } from '../store/workorders.js';
import { activityOf, linkedIssueOf, workOrderDetailOf } from '../views.js';
import { workOrderInScope, workScope } from './helpers.js';

/** GET WorkOrder/GetWorkOrderDetails/{wo_id}. */
export const getWorkOrderDetails = route(WorkOrdersApi.getWorkOrderDetails, async (request) => {
  const scope = await workScope(request);
  const w = await workOrderInScope(scope, request.params.wo_id);
  const [assets, issues, dealer, req, urls] = await Promise.all([
    getAssets(scope.tenant, [w.asset_id]),
    getIssues(
      scope.tenant,
      w.issues.map((i) => i.issue_uuid),
    ),
    dealerOf(scope.tenant, w.company_id, w.service_dealer_id),
    w.mr_id ? getRequest(scope.tenant, w.mr_id) : Promise.resolve(undefined),
    Promise.all(w.attachments.map(async (a) => [a.filename, (await photoUrlOf(a.filename)) ?? ''] as const)),
  ]);
  return ok(
    workOrderDetailOf(w, {
      asset: assets[0],
      timezone: scope.timezoneOf(w.site_id),
      issues: new Map(issues.map((i) => [i.issue_uuid, i])),
      attachmentUrls: new Map(urls),
      dealer,
      request: req,
    }),
  );
});

/** GET WorkOrder/GetWorkOrderStatusHistory/{wo_id}: activity entries, newest first. */
export const getWorkOrderStatusHistory = route(WorkOrdersApi.getWorkOrderStatusHistory, async (request) => {
  const scope = await workScope(request);
  const w = await workOrderInScope(scope, request.params.wo_id);
  const list = (await listActivity(scope.tenant, w.wo_id)).map(activityOf);
  return ok({ list, listsize: list.length });
});

/** POST WorkOrder/GetNewIssuesList: the asset's open issues (issues index, `A#` partition) not linked to another work order. */
export const getNewIssuesList = route(WorkOrdersApi.getNewIssuesList, async (request) => {
  const scope = await maintScope(request);
  const { asset_id, wo_id, pageindex, pagesize, searchstring } = request.body;
  const asset = await assetInScope(scope, asset_id, WorkOrderMessages.assetFirst);
  const search = searchstring.toLowerCase();
  const open = new Set<number>(OPEN_STATUSES);
  const entries = await readIssueEntries(scope.tenant, asset.company_id, Sub.asset(asset.asset_id), {
    keep: (e) => open.has(e.status) && (!search || e.search.includes(search)),
  });
  const links = await issueLinks(
    scope.tenant,
    entries.map((e) => e.issue_uuid),
  );
  const free = entries.filter((e) => !links.has(e.issue_uuid) || links.get(e.issue_uuid) === wo_id);
  const page = free.slice((pageindex - 1) * pagesize, pageindex * pagesize);
  const issues = new Map(
    (
      await getIssues(
        scope.tenant,
        page.map((e) => e.issue_uuid),
      )
    ).map((i): [string, IssueRecord] => [i.issue_uuid, i]),
  );
  const list = page
    .map((e) => issues.get(e.issue_uuid))
    .filter((i): i is IssueRecord => Boolean(i))
    .map((i) =>
      linkedIssueOf(
        {
          issue_uuid: i.issue_uuid,
          name: i.name,
          status: i.status,
          ...(i.inspection_id ? { inspection_id: i.inspection_id } : {}),
        },
        i,
      ),
    );
  return ok({ list, listsize: free.length });
});

/** GET Asset/GetAssetMaintenanceCost/{asset_id}: the last 12 months' cost (labour + parts) and cost per meter hour, from the monthly roll-up (one query). */
export const getAssetMaintenanceCost = route(WorkOrdersApi.getAssetMaintenanceCost, async (request) => {
  const scope = await maintScope(request);
  const asset: AssetRecord = await assetInScope(scope, request.params.asset_id, Messages.notFound);
  const months = lastTwelveMonths(new Date());
  const items = await monthCosts(scope.tenant, asset.asset_id, months[0]);
  const byMonth = new Map(items.map((i) => [i.month, i]));
  // Labour (the work orders' writes) and parts (each Part/UseStock's line cost), both in the roll-up: cost is their sum (issue 25 item 3).
  const rows = months.map((month) => {
    const labourCents = byMonth.get(month)?.cost_cents ?? 0;
    const partsCents = byMonth.get(month)?.parts_cents ?? 0;
    return {
      month,
      cost: (labourCents + partsCents) / 100,
      labour_cost: labourCents / 100,
      parts_cost: partsCents / 100,
    };
  });
  const sum = (pick: (r: (typeof rows)[number]) => number) =>
    Math.round(rows.reduce((s, r) => s + pick(r), 0) * 100) / 100;
  const cost = sum((r) => r.cost);
  // Meter hours used: the executive report's and the insights' one count (the roll-ups' usage over
  // the site's last 12 months of days), so the figures agree with each other and the meter history.
  const days = lastTwelveMonthsOfDays(new Date(), scope.timezoneOf(asset.site_id));
  const worked = await assetUsageHours(scope.tenant, asset.site_id, asset.asset_id, days.from, days.to);
  return ok({
    asset_id: asset.asset_id,
    cost_last_12_months: cost,
    labour_cost_last_12_months: sum((r) => r.labour_cost),
    parts_cost_last_12_months: sum((r) => r.parts_cost),
    meter_hours_last_12_months: worked,
    cost_per_meter_hour: costPerMeterHour(cost, worked),
    months: rows,
  });
});
