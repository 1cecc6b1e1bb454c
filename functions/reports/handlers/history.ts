/**
 * The asset inspection history reports (spec core 2.13, 4, 7): GenerateInspectionOfAssetReport
 * queues a job (InProgress 17) for an asset of the caller's sites and answers the caller's
 * history page; the history list and the status check the table polls every 5 s.
 */
import { ReportsApi } from '#shared/reports/api.js';
import { ReportMessages } from '#shared/reports/messages.js';
import { findByInternalId } from '#functions/assets/index.js';
import { ok, okList } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { reportSites } from '../build.js';
import { startReportJob } from '../kick.js';
import { createReportJob, getReportJob, nextReportId, ReportType, requesterReports } from '../store.js';
import { historyRowOf } from '../views.js';

async function historyPage(
  tenant: string,
  uuid: string,
  page: { pageSize: number; pageIndex: number; internalAssetId?: string | null },
) {
  const { items, total } = await requesterReports(tenant, uuid, page);
  return okList(await Promise.all(items.map(historyRowOf)), total);
}

/** POST Report/GenerateInspectionOfAssetReport. The requester is the caller (requested_by is read but not trusted). */
export const generateHistory = route(ReportsApi.generateHistory, async (req) => {
  const tenant = req.tenant.company_code;
  const sites = reportSites(req, await req.org());
  const siteIds = new Set(sites.map((s) => s.site_id));
  const companies = [...new Set(sites.map((s) => s.company_id))];
  const found = (
    await Promise.all(companies.map((c) => findByInternalId(tenant, c, req.body.internal_asset_id)))
  ).find((a) => a && siteIds.has(a.site_id));
  if (!found) throw notFound(ReportMessages.assetNotFound);
  const site = sites.find((s) => s.site_id === found.site_id)!;
  const reportId = await nextReportId(tenant);
  await createReportJob({
    tenant,
    report_id: reportId,
    report_type: ReportType.AssetInspectionHistory,
    requested_by: req.user.uuid,
    internal_asset_id: found.internal_asset_id,
    asset_id: found.asset_id,
    asset_name: found.name,
    company_id: found.company_id,
    timezone: site.timezone,
    from_date: req.body.from_date,
    to_date: req.body.to_date,
  });
  await startReportJob(tenant, reportId);
  const page = await historyPage(tenant, req.user.uuid, { pageSize: req.body.pagesize, pageIndex: 1 });
  return { ...page, message: ReportMessages.reportQueued };
});

/** GET Report/GetHistoryOfAssetReports: the caller's own reports (user_id is read but the caller's uuid is used). */
export const historyReports = route(ReportsApi.historyReports, async (req) =>
  historyPage(req.tenant.company_code, req.user.uuid, {
    pageSize: req.query.pagesize,
    pageIndex: req.query.pageindex,
    internalAssetId: req.query.internal_asset_id,
  }),
);

/** POST Report/CheckReportStatus: the caller's reports among those named (others' are left out). */
export const checkStatus = route(ReportsApi.checkStatus, async (req) => {
  const tenant = req.tenant.company_code;
  const jobs = await Promise.all([...new Set(req.body.reports_id)].map((id) => getReportJob(tenant, id)));
  const mine = jobs.filter((j) => j && j.requested_by === req.user.uuid);
  const list = await Promise.all(mine.map((j) => historyRowOf(j!)));
  return ok({ list, listsize: list.length });
});
