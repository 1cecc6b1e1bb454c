/**
 * Insights (spec core 2.13, maintenance 2.13): the built-in charts' numbers over the roll-ups,
 * and User/GetQuickSightUrl. A manager's insights cover their active site, or every active site
 * of theirs under the all-sites entry; never another tenant's or site's.
 */
import { ReportsApi } from '../../../shared/reports/api.js';
import { ok } from '../../lib/envelope.js';
import { route } from '../../route.js';
import { insightsOf, reportSites } from '../build.js';

/** GET Report/GetInsights. */
export const insights = route(ReportsApi.insights, async (req) => {
  const sites = reportSites(req, await req.org(), { companyId: req.query.company_id || undefined, siteId: req.query.site_id || undefined });
  return ok(await insightsOf(req.tenant.company_code, sites, req.query.from_date, req.query.to_date));
});

/**
 * GET User/GetQuickSightUrl: '' (the page shows the built-in insights). The cloud embed call
 * (GenerateEmbedUrlForAnonymousUser with quickSightSessionTags) needs @aws-sdk/client-quicksight,
 * which is not installed in this repository yet.
 */
export const quickSightUrl = route(ReportsApi.quickSightUrl, async () => ok(''));
