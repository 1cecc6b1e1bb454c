/**
 * Insights (spec core 2.13, maintenance 2.13): the built-in charts' numbers over the roll-ups,
 * and User/GetQuickSightUrl. A manager's insights cover their active site, or every active site
 * of theirs under the all-sites entry; never another tenant's or site's.
 */
import { ReportsApi } from '#shared/reports/api.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { insightsOf, reportSites } from '../build.js';
import { quickSightEmbedUrl } from '../quicksight.js';

/** GET Report/GetInsights. */
export const insights = route(ReportsApi.insights, async (req) => {
  const sites = reportSites(req, await req.org(), {
    companyId: req.query.company_id || undefined,
    siteId: req.query.site_id || undefined,
  });
  return ok(await insightsOf(req.tenant.company_code, sites, req.query.from_date, req.query.to_date));
});

/**
 * GET User/GetQuickSightUrl: the embed URL of the configured dashboard, with the caller's tenant,
 * company and sites (their active site, or every active site under the all-sites entry) as
 * session tags; '' where none is configured (always on the twin): the page shows the built-in insights.
 */
export const quickSightUrl = route(ReportsApi.quickSightUrl, async (req) =>
  ok(await quickSightEmbedUrl(req.tenant.company_code, reportSites(req, await req.org()))),
);
