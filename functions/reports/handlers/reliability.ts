/**
 * POST Reliability/GetMetrics (issue 25 item 6): the reliability metrics of the caller's company
 * (or the one asked, among theirs), a site, a model or an asset, over a period of months. The
 * tenant is the token's; the sites are those the caller's reports cover (reportSites).
 */
import { ReliabilityMetricsApi } from '#shared/reliability/api.js';
import { ok } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { reportSites } from '../build.js';
import { reliabilityMetrics } from '../reliability.js';

export const getReliabilityMetrics = route(ReliabilityMetricsApi.getReliabilityMetrics, async (req) => {
  const org = await req.org();
  const companyId =
    req.body.company_id ?? org.sites.find((s) => s.site_id === req.siteId)?.company_id ?? undefined;
  if (!companyId) throw notFound();
  const sites = reportSites(req, org, { companyId });
  return ok(await reliabilityMetrics(req.tenant.company_code, org, sites, companyId, req.body));
});
