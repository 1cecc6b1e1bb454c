/** The PM notification and e-mail settings calls (spec maintenance 7 'PM notifications') and their cache keys. */
import { queryOptions } from '@tanstack/react-query';
import { PmNotificationsApi } from '@shared/pm-notifications/api';
import { DEFAULT_REMINDER_WIRE, type ReminderWire } from '@shared/pm-notifications/schemas';
import { callApi } from '../../app/api/client';

export const pmNotificationKeys = {
  asset: (assetId: number) => ['pm-notifications', 'asset', assetId] as const,
  company: (companyId: number) => ['pm-notifications', 'company', companyId] as const,
  email: ['pm-notifications', 'email'] as const,
};

/** Both reminders off, the on-due one on (spec 4 Reset), with the defaults' amounts. */
export const RESET_SETTINGS: ReminderWire = {
  ...DEFAULT_REMINDER_WIRE,
  first_reminder_before_on_status: false,
  first_reminder_before_on_meter_hours_status: false,
  second_reminder_before_on_status: false,
  second_reminder_before_on_meter_hours_status: false,
};

export const loadAssetSettings = async (assetId: number) =>
  (await callApi(PmNotificationsApi.getAssetSettings, { params: { assetId } })).data;
/** An asset's reminder settings, as its Notifications tab reads them. */
export const assetSettingsQuery = (assetId: number) =>
  queryOptions({ queryKey: pmNotificationKeys.asset(assetId), queryFn: () => loadAssetSettings(assetId) });
export const saveAssetSettings = (assetId: number, settings: ReminderWire) =>
  callApi(
    PmNotificationsApi.addUpdateAssetSettings,
    { body: { asset_id: assetId, ...settings, status: 1 } },
    { quiet: true },
  );

export const loadCompanyConfig = async (companyId: number) =>
  (await callApi(PmNotificationsApi.getCompanyConfig, { params: { companyId } })).data;
export const saveCompanyConfig = (companyId: number, settings: ReminderWire) =>
  callApi(
    PmNotificationsApi.updateCompanyConfig,
    { body: { company_id: companyId, ...settings } },
    { quiet: true },
  );
export const setPmNotifications = (on: boolean) =>
  callApi(
    PmNotificationsApi.triggerPmNotificationStatus,
    { params: { value: on ? '1' : '2' } },
    { quiet: true },
  );

export const loadEmailSettings = async () => (await callApi(PmNotificationsApi.getEmailSettings)).data;
export const setPendingReviewsEmail = (on: boolean) =>
  callApi(PmNotificationsApi.updateEmailNotification, { params: { value: on ? '1' : '0' } }, { quiet: true });
export const setOperatorUsageEmail = (uuid: string, on: boolean) =>
  callApi(
    PmNotificationsApi.updateOperatorUsageEmailNotification,
    { params: { uuid, value: on ? '1' : '0' } },
    { quiet: true },
  );
export const setProgressReport = (value: 0 | 22 | 23) =>
  callApi(
    PmNotificationsApi.updateExecutiveEmailNotificationStatus,
    { params: { value: String(value) as '0' | '22' | '23' } },
    { quiet: true },
  );
export const setPmDueEmail = (on: boolean, period?: { disable_till: number; disable_till_by: 39 | 29 }) =>
  callApi(
    PmNotificationsApi.updateExecutivePmDueReportEmailStatus,
    { body: { executive_pm_due_not_resolved_email_notification: on, ...(period ?? {}) } },
    { quiet: true },
  );
