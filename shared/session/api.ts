/** The sign-in and session endpoints of spec 7 ('Authentication and session'). */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { endpoint, envelope } from '../common/endpoint.js';
import {
  activeRoleBody,
  activeSiteBody,
  companyBody,
  companyChanged,
  defaultRoleBody,
  defaultSiteBody,
  loginBody,
  loginData,
  resendTemporaryPasswordBody,
  roleChanged,
  siteChanged,
} from './schemas.js';

export const SessionApi = {
  login: endpoint({
    method: 'POST',
    path: 'User/Login',
    summary:
      'Called right after the identity pool sign-in (or the silent sign-in link); answers the login data',
    auth: 'token',
    body: loginBody,
    response: lazySchema(() => envelope(loginData)),
  }),
  logout: endpoint({
    method: 'POST',
    path: 'User/Logout',
    summary: "Forgets the device's notification token",
    auth: 'token',
    response: lazySchema(() => envelope(z.null())),
  }),
  verifyEmail: endpoint({
    method: 'GET',
    path: 'User/VerifyEmail',
    summary: 'After the first password is set: the e-mail is verified and the registration complete',
    auth: 'token',
    response: lazySchema(() => envelope(z.null())),
  }),
  resendTemporaryPassword: endpoint({
    method: 'POST',
    path: 'User/ResendTemporaryPassword',
    summary:
      'From the login screen, before sign-in: mails a new temporary password to a user who never completed the first sign-in. Answers the same whether or not the username exists.',
    auth: 'public',
    body: resendTemporaryPasswordBody,
    response: lazySchema(() => envelope(z.null())),
  }),
  setActiveRole: endpoint({
    method: 'PUT',
    path: 'user/ActiveRole',
    summary: 'Switches the active role',
    auth: 'token',
    body: activeRoleBody,
    response: lazySchema(() => envelope(roleChanged)),
  }),
  setDefaultRole: endpoint({
    method: 'PUT',
    path: 'user/DefaultRole',
    summary: 'Sets the default role',
    auth: 'token',
    body: defaultRoleBody,
    response: lazySchema(() => envelope(roleChanged)),
  }),
  setActiveSite: endpoint({
    method: 'PUT',
    path: 'user/ActiveSite',
    summary: 'Switches the active site',
    auth: 'token',
    body: activeSiteBody,
    response: lazySchema(() => envelope(siteChanged)),
  }),
  setDefaultSite: endpoint({
    method: 'PUT',
    path: 'user/DefaultSite',
    summary: 'Sets the default site',
    auth: 'token',
    body: defaultSiteBody,
    response: lazySchema(() => envelope(siteChanged)),
  }),
  setActiveCompany: endpoint({
    method: 'PUT',
    path: 'user/ActiveCompany',
    summary: 'Switches the active company and site (super admin)',
    auth: 'token',
    body: companyBody,
    response: lazySchema(() => envelope(companyChanged)),
  }),
  setDefaultCompany: endpoint({
    method: 'PUT',
    path: 'user/DefaultCompany',
    summary: 'Sets the default company and site (super admin)',
    auth: 'token',
    body: companyBody,
    response: lazySchema(() => envelope(companyChanged)),
  }),
};
