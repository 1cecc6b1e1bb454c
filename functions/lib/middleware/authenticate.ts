/**
 * Verifies the token (tenant from the issuer), the domain header, the user's own status, and on
 * session routes the role and site headers against the user's own roles and sites.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { AuthLevel } from '#shared/common/endpoint.js';
import { UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { isFederatedScope, SsoMessages } from '#shared/tenancy/sso.js';
import { readToken, verifyAccessToken } from '../auth.js';
import { forbidden, unauthorized } from '../errors.js';
import { withKeys } from '../logger.js';
import {
  header,
  type AppContext,
  type AuthLoaders,
  type AuthTenant,
  type AuthUser,
  type Prefetch,
} from './types.js';

export function authenticate<T extends AuthTenant, U extends AuthUser, O>(
  level: Exclude<AuthLevel, 'public'>,
  loaders: AuthLoaders<T, U, O>,
  prefetch?: Prefetch<T>,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, AppContext> {
  return {
    before: async ({ event, context }) => {
      const { headers } = context.app;
      const token = readToken(headers);
      if (!token) throw unauthorized();
      const { tenant, sub, claims } = await verifyAccessToken(token, loaders.tenantByIssuer);
      if (tenant.status === TenantStatus.Suspended) throw unauthorized(Messages.tenantSuspended);
      // Password sign-in turned off: a password sign-in's token (no OAuth scopes) is refused, even
      // one issued before the switch. Cognito refuses the password flows too (its web client).
      if (tenant.password_sign_in === false && !isFederatedScope(claims.scope))
        throw unauthorized(SsoMessages.passwordSignInOff);
      const domain = header(headers, 'domain_name', 'domainname');
      if (domain && domain.toLowerCase() !== tenant.company_code) throw unauthorized(Messages.tenantMismatch);
      let orgRead: Promise<O> | undefined;
      const org = () => (orgRead ??= loaders.org(tenant));
      // A session route checks the site against the org: read it beside the user (one round trip, not two).
      if (level === 'session') org().catch(() => undefined);
      const prefetched = prefetch
        ? prefetch(tenant, event).catch(() => undefined)
        : Promise.resolve(undefined);
      const user = await loaders.user(tenant, sub);
      if (!user) throw unauthorized();
      if (user.status !== UserStatus.Active) throw unauthorized(Messages.userInactive);

      const roleId = Number(
        header(headers, 'role_id', 'roleid') ?? user.active_role_web ?? user.default_role_web ?? 0,
      );
      const siteId = Number(
        header(headers, 'site_id', 'siteid') ?? user.active_site ?? user.default_site ?? 0,
      );
      if (level === 'session') {
        if (!user.roles.includes(roleId)) throw forbidden(Messages.notAssignedRole);
        if (!loaders.allowedSiteIds(await org(), user).has(siteId)) throw forbidden(Messages.notAssignedSite);
      }
      context.app.session = { tenant, user, roleId, siteId, org, prefetched };
      context.app.log = withKeys(context.app.log, { tenant: tenant.company_code, user: user.uuid });
    },
  };
}
