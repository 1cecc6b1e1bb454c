/** Whose numbers a caller's reports and insights hold (spec 2.13): the active site, or every active site of theirs; and the QuickSight session tags. */
import { describe, expect, it } from 'vitest';
import { Role, SiteStatus } from '#shared/codes.js';
import type { Org, Site } from '#functions/tenancy/store.js';
import type { User } from '#functions/users/store/index.js';
import { quickSightSessionTags, reportSites } from './build.js';

const site = (site_id: number, company_id: number, status: number = SiteStatus.Active) =>
  ({ site_id, company_id, status, site_name: `S${site_id}`, timezone: 'UTC' }) as Site;
const org = {
  companies: [
    { company_id: 1, company_name: 'One' },
    { company_id: 2, company_name: 'Two' },
  ],
  sites: [
    site(1, 1, SiteStatus.AllSites),
    site(2, 1),
    site(3, 1),
    site(4, 1, SiteStatus.Inactive),
    site(6, 2),
  ],
} as unknown as Org;
const manager = { uuid: 'm', roles: [Role.Manager], sites: [1, 2, 3, 4], status: 1 } as unknown as User;

describe('report scope', () => {
  it('a manager with a specific site gets that site only', () => {
    expect(
      reportSites({ user: manager, roleId: Role.Manager, siteId: 2 }, org).map((s) => s.site_id),
    ).toEqual([2]);
    expect(
      quickSightSessionTags('demo', reportSites({ user: manager, roleId: Role.Manager, siteId: 2 }, org)),
    ).toEqual([
      { Key: 'tenant', Value: 'demo' },
      { Key: 'company_id', Value: '1' },
      { Key: 'site_id', Value: '2' },
    ]);
  });
  it('under the all-sites entry, every active site of theirs in the company, never another company or an inactive site', () => {
    const sites = reportSites({ user: manager, roleId: Role.Manager, siteId: 1 }, org);
    expect(sites.map((s) => s.site_id)).toEqual([2, 3]);
    expect(quickSightSessionTags('demo', sites)[2]).toEqual({ Key: 'site_id', Value: '2,3' });
    // A site filter outside their sites gives nothing.
    expect(reportSites({ user: manager, roleId: Role.Manager, siteId: 1 }, org, { siteId: 6 })).toEqual([]);
  });
});
