/** Session: sign-in, sign-out, active and default role, site and company. */
import { SessionApi } from '../../shared/session/api.js';
import { serve, type DomainDef } from '../lib/routing.js';

export const sessionDomain = {
  folder: 'session',
  permissions: { table: 'readWrite', ses: true, cognitoAdmin: ['AdminUpdateUserAttributes', 'AdminSetUserPassword'] },
  routes: [
    serve(SessionApi.login, 'login'),
    serve(SessionApi.logout, 'logout'),
    serve(SessionApi.verifyEmail, 'verifyEmail'),
    serve(SessionApi.resendTemporaryPassword, 'resendTemporaryPassword'),
    serve(SessionApi.setActiveRole, 'setActiveRole'),
    serve(SessionApi.setDefaultRole, 'setDefaultRole'),
    serve(SessionApi.setActiveSite, 'setActiveSite'),
    serve(SessionApi.setDefaultSite, 'setDefaultSite'),
    serve(SessionApi.setActiveCompany, 'setActiveCompany'),
    serve(SessionApi.setDefaultCompany, 'setDefaultCompany'),
  ],
} satisfies DomainDef;
