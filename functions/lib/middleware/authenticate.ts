/**
 * Verifies the token (tenant from the issuer), the domain header, the user's own status, and on
 * session routes the role and site headers against the user's own roles and sites.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { Role, SiteStatus, UserStatus } from '../../../shared/codes.js';
import { Messages } from '../../../shared/messages.js';
import { getOrg, type Org } from '../../tenancy/store.js';
import { getUser, type User } from '../../users/store.js';
import { readToken, verifyAccessToken } from '../auth.js';
import { forbidden, unauthorized } from '../errors.js';
import { header, type AppContext } from './types.js';

export type AuthLevel = 'public' | 'token' | 'session';

/** Sites a user may make active: their own plus their companies' all-sites entries; every site for a super admin. */
export function allowedSiteIds(org: Org, user: User): Set<number> {
  if (user.roles.includes(Role.SuperAdmin)) return new Set(org.sites.map((s) => s.site_id));
  const own = new Set(user.sites);
  const companies = new Set(org.sites.filter((s) => own.has(s.site_id)).map((s) => s.company_id));
  for (const site of org.sites) {
    if (site.status === SiteStatus.AllSites && companies.has(site.company_id)) own.add(site.site_id);
  }
  return own;
}

export function authenticate(
  level: Exclude<AuthLevel, 'public'>,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, AppContext> {
  return {
    before: async ({ context }) => {
      const { headers } = context.app;
      const token = readToken(headers);
      if (!token) throw unauthorized();
      const { tenant, sub } = await verifyAccessToken(token);
      const domain = header(headers, 'domain_name', 'domainname');
      if (domain && domain.toLowerCase() !== tenant.company_code) throw unauthorized(Messages.tenantMismatch);
      const user = await getUser(tenant.company_code, sub);
      if (!user) throw unauthorized();
      if (user.status !== UserStatus.Active) throw unauthorized(Messages.userInactive);

      const roleId = Number(header(headers, 'role_id', 'roleid') ?? user.active_role_web ?? user.default_role_web ?? 0);
      const siteId = Number(header(headers, 'site_id', 'siteid') ?? user.active_site ?? user.default_site ?? 0);
      let orgRead: Promise<Org> | undefined;
      const org = () => (orgRead ??= getOrg(tenant.company_code));
      if (level === 'session') {
        if (!user.roles.includes(roleId)) throw forbidden(Messages.notAssignedRole);
        if (!allowedSiteIds(await org(), user).has(siteId)) throw forbidden(Messages.notAssignedSite);
      }
      context.app.session = { tenant, user, roleId, siteId, org };
      context.app.log = context.app.log.child({ tenant: tenant.company_code, user: user.uuid });
    },
  };
}
