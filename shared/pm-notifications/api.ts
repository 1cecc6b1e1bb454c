/**
 * PM notification and e-mail settings endpoints (spec maintenance 7 'PM notifications'). The spec
 * names the company calls (updatePMNotificationConfig, getPMNotificationConfig/{companyId},
 * TriggerPMNotificationStatus/{value}) and the users' toggles, but not the asset settings' paths
 * nor the prefixes of the user toggles: the asset ones follow the company ones under
 * PMNotification/, the user toggles go under User/ as they change the user record. Methods are
 * not stated; the toggles that carry their value in the path are GETs like the spec's
 * PMNotification/TriggerPMItemNotification, the calls with a body are POSTs.
 */
import { lazySchema } from '../common/lazy-schema.js';
import { Role } from '../codes.js';
import { endpoint, envelope } from '../common/endpoint.js';
import {
  assetIdParams,
  assetSettingsBody,
  assetSettingsRow,
  companyConfigBody,
  companyConfigRow,
  companyIdParams,
  emailSettingsRow,
  emailToggleParams,
  executivePmDueBody,
  operatorUsageParams,
  pmStatusParams,
  pmStatusRow,
  progressReportParams,
} from './schemas.js';

const MANAGER = [Role.Manager] as const;
const COMPANY_ADMIN = [Role.CompanyAdmin] as const;
const EXECUTIVE = [Role.Executive] as const;

export const PmNotificationsApi = {
  addUpdateAssetSettings: endpoint({
    method: 'POST',
    path: 'PMNotification/AddUpdateAssetPMNotificationSettings',
    summary:
      "Saves an asset's own PM reminder settings (first, second, on due); status 2 turns them off so the company's apply",
    auth: 'session',
    roles: MANAGER,
    body: assetSettingsBody,
    response: lazySchema(() => envelope(assetSettingsRow)),
  }),
  getAssetSettings: endpoint({
    method: 'GET',
    path: 'PMNotification/GetAssetPMNotificationSettings/{assetId}',
    summary:
      "An asset's PM reminder settings, or those that apply to it (the company's, else the defaults) with is_default",
    auth: 'session',
    roles: MANAGER,
    params: assetIdParams,
    response: lazySchema(() => envelope(assetSettingsRow)),
  }),
  updateCompanyConfig: endpoint({
    method: 'POST',
    path: 'PMNotification/updatePMNotificationConfig',
    summary: "Saves the company's PM reminder configuration (the default of its assets)",
    auth: 'session',
    roles: COMPANY_ADMIN,
    body: companyConfigBody,
    response: lazySchema(() => envelope(companyConfigRow)),
  }),
  getCompanyConfig: endpoint({
    method: 'GET',
    path: 'PMNotification/getPMNotificationConfig/{companyId}',
    summary: "The company's PM reminder configuration and master switch (defaults until saved)",
    auth: 'session',
    roles: COMPANY_ADMIN,
    params: companyIdParams,
    response: lazySchema(() => envelope(companyConfigRow)),
  }),
  triggerPmNotificationStatus: endpoint({
    method: 'GET',
    path: 'PMNotification/TriggerPMNotificationStatus/{value}',
    summary:
      "PM notifications on (1) or off (2): a company admin's switches the active site's company's master switch, a manager's their own PM notifications",
    auth: 'session',
    roles: [Role.CompanyAdmin, Role.Manager],
    params: pmStatusParams,
    response: lazySchema(() => envelope(pmStatusRow)),
  }),
  updateEmailNotification: endpoint({
    method: 'GET',
    path: 'User/updateEmailNotification/{value}',
    summary: "The manager's pending reviews e-mail on (1) or off (0)",
    auth: 'session',
    roles: MANAGER,
    params: emailToggleParams,
    response: lazySchema(() => envelope(emailSettingsRow)),
  }),
  updateOperatorUsageEmailNotification: endpoint({
    method: 'GET',
    path: 'User/updateOperatorUsageEmailNotification/{uuid}/{value}',
    summary: "The manager's operator usage report e-mail on (1) or off (0); the uuid must be the caller's",
    auth: 'session',
    roles: MANAGER,
    params: operatorUsageParams,
    response: lazySchema(() => envelope(emailSettingsRow)),
  }),
  updateExecutiveEmailNotificationStatus: endpoint({
    method: 'GET',
    path: 'User/updateExecutiveEmailNotificationStatus/{value}',
    summary: "The executive's progress report e-mail: 22 daily, 23 weekly, 0 off",
    auth: 'session',
    roles: EXECUTIVE,
    params: progressReportParams,
    response: lazySchema(() => envelope(emailSettingsRow)),
  }),
  updateExecutivePmDueReportEmailStatus: endpoint({
    method: 'POST',
    path: 'User/updateExecutivePMDueReportEmailStatus',
    summary:
      "The executive's PM-due-not-resolved e-mail: on, or off until a period from now (disable_till units of disable_till_by) or for good",
    auth: 'session',
    roles: EXECUTIVE,
    body: executivePmDueBody,
    response: lazySchema(() => envelope(emailSettingsRow)),
  }),
  getEmailSettings: endpoint({
    method: 'GET',
    path: 'User/GetEmailNotificationSettings',
    summary:
      "The caller's e-mail settings (also in the login data's userEmailNotificationConfigurationSettings)",
    auth: 'session',
    response: lazySchema(() => envelope(emailSettingsRow)),
  }),
};

export type PmNotificationsApiName = keyof typeof PmNotificationsApi;
