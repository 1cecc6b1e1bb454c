/** Session: sign-in, sign-out, active and default role, site and company. */
import { SessionApi } from '#shared/session/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const sessionDomain = {
  folder: 'session',
  permissions: {
    table: 'readWrite',
    ses: true,
    cognitoAdmin: ['AdminUpdateUserAttributes', 'AdminSetUserPassword'],
  },
  routes: serveApi(SessionApi),
} satisfies DomainDef;
