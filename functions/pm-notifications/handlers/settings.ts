/**
 * PM reminder settings (spec maintenance 2.5, 2.6, 4, 5, 7 'PM notifications'): an asset's own
 * settings (manager, on a PM site), the company's configuration and master switch (company admin).
 * The body's reminders were checked by the shared schema (spec 5 messages) before these run.
 */
import { Messages } from '#shared/messages.js';
import { PmNotificationsApi } from '#shared/pm-notifications/api.js';
import { PmNotificationMessages as M } from '#shared/pm-notifications/messages.js';
import { toReminderSettings } from '#shared/pm-notifications/schemas.js';
import { Role } from '#shared/codes.js';
import { ReminderSettingsStatus } from '#shared/pm/codes.js';
import { getAssetOrNotFound } from '#functions/assets/index.js';
import { ok } from '#lib/envelope.js';
import { refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { sitesVisibleTo } from '#functions/tenancy/index.js';
import type { Org } from '#functions/tenancy/index.js';
import { updateUser, type User } from '#functions/users/index.js';
import {
  getAssetPmNotificationSettings,
  getCompanyPmNotificationConfig,
  putAssetPmNotificationSettings,
  putCompanyPmNotificationConfig,
  setCompanyPmNotificationStatus,
} from '#functions/pm/index.js';
import { assetSettingsRow, companyConfigRow } from '../views.js';

type Caller = { user: User; siteId: number; org: () => Promise<Org>; tenant: { company_code: string } };

/** The asset, when the caller sees its site and the site shows PM (the Notifications tab's condition). */
async function pmAssetOf(request: Caller, assetId: number) {
  const asset = await getAssetOrNotFound(request.tenant.company_code, assetId);
  const site = sitesVisibleTo(request.user, await request.org()).find((s) => s.site_id === asset.site_id);
  if (!site) throw refuse(Messages.notAssignedSite);
  if (!site.isShowPM) throw refuse(M.pmNotShown);
  return asset;
}

/** The company of the caller's sites named by `companyId` (a company admin's own), else refused. */
async function ownCompany(request: Caller, companyId: number): Promise<number> {
  const mine = sitesVisibleTo(request.user, await request.org()).some((s) => s.company_id === companyId);
  if (!mine) throw refuse(M.notYourCompany);
  return companyId;
}

/** The active site's company. */
async function activeCompany(request: Caller): Promise<number> {
  const site = sitesVisibleTo(request.user, await request.org()).find((s) => s.site_id === request.siteId);
  if (!site) throw refuse(Messages.notAssignedSite);
  return site.company_id;
}

/** POST PMNotification/AddUpdateAssetPMNotificationSettings */
export const addUpdateAssetSettings = route(PmNotificationsApi.addUpdateAssetSettings, async (request) => {
  const asset = await pmAssetOf(request, request.body.asset_id);
  const tenant = request.tenant.company_code;
  const saved = await putAssetPmNotificationSettings(
    tenant,
    asset.asset_id,
    {
      status: request.body.status ?? ReminderSettingsStatus.Enabled,
      settings: toReminderSettings(request.body),
    },
    request.user.uuid,
  );
  return ok(assetSettingsRow(asset.asset_id, saved, undefined), M.configurationsUpdated);
});

/** GET PMNotification/GetAssetPMNotificationSettings/{assetId} */
export const getAssetSettings = route(PmNotificationsApi.getAssetSettings, async (request) => {
  const asset = await pmAssetOf(request, request.params.assetId);
  const tenant = request.tenant.company_code;
  const [own, company] = await Promise.all([
    getAssetPmNotificationSettings(tenant, asset.asset_id),
    getCompanyPmNotificationConfig(tenant, asset.company_id),
  ]);
  return ok(assetSettingsRow(asset.asset_id, own, company), '');
});

/** POST PMNotification/updatePMNotificationConfig */
export const updateCompanyConfig = route(PmNotificationsApi.updateCompanyConfig, async (request) => {
  const companyId = await ownCompany(request, request.body.company_id);
  const tenant = request.tenant.company_code;
  const current = await getCompanyPmNotificationConfig(tenant, companyId);
  const status = request.body.status ?? current?.status ?? ReminderSettingsStatus.Enabled;
  const saved = await putCompanyPmNotificationConfig(
    tenant,
    companyId,
    { status, settings: toReminderSettings(request.body) },
    request.user.uuid,
  );
  return ok(companyConfigRow(companyId, saved), M.configurationsUpdated);
});

/** GET PMNotification/getPMNotificationConfig/{companyId} */
export const getCompanyConfig = route(PmNotificationsApi.getCompanyConfig, async (request) => {
  const companyId = await ownCompany(request, request.params.companyId);
  return ok(
    companyConfigRow(companyId, await getCompanyPmNotificationConfig(request.tenant.company_code, companyId)),
    '',
  );
});

/**
 * GET PMNotification/TriggerPMNotificationStatus/{value}. The spec names one call for 'PM
 * notifications on/off'; a company admin's switches the company's master switch (spec 4), a
 * manager's their own PM notifications (spec 2.6's manager toggle).
 */
export const triggerPmNotificationStatus = route(
  PmNotificationsApi.triggerPmNotificationStatus,
  async (request) => {
    const on = request.params.value;
    if (request.roleId === Role.CompanyAdmin) {
      const companyId = await activeCompany(request);
      const saved = await setCompanyPmNotificationStatus(
        request.tenant.company_code,
        companyId,
        on,
        request.user.uuid,
      );
      return ok(
        { status: saved.status, company_id: companyId, manager_pm_notification_status: null },
        M.notificationSettingsUpdated,
      );
    }
    const user = await updateUser(request.user, { manager_pm_notification_status: on });
    return ok(
      {
        status: on ? ReminderSettingsStatus.Enabled : ReminderSettingsStatus.Disabled,
        company_id: null,
        manager_pm_notification_status: user.manager_pm_notification_status,
      },
      M.notificationSettingsUpdated,
    );
  },
);
