/** Sample calls of the pm-notifications routes for the route-wide tests, on the demo tenant (company 1, Reno Yard site 2 shows PM). */
import { AssetStatus, Role } from '#shared/codes.js';
import { ReminderUnit } from '#shared/pm/codes.js';
import { createAsset } from '#functions/assets/store/assets.js';
import { freshUser } from '#functions/test-support/index.js';
import { asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';

const reminders = {
  first_reminder_before_on_status: true,
  first_reminder_before_on: 2,
  first_reminder_before_on_type: ReminderUnit.Weeks,
  first_reminder_before_on_meter_hours_status: true,
  first_reminder_before_on_meter_hours: 50,
  second_reminder_before_on_status: true,
  second_reminder_before_on: 3,
  second_reminder_before_on_type: ReminderUnit.Days,
  second_reminder_before_on_meter_hours_status: false,
  second_reminder_before_on_meter_hours: 10,
  due_at_reminder_status: true,
  due_at_reminder_meter_hours_status: true,
};

const as = (f: Fixture, who: 'companyAdmin' | 'executive', roleId: number, siteId: number) => ({
  token: String(f.extra[`${who}Token`]),
  domain: 'demo',
  roleId,
  siteId,
});
const asCompanyAdmin = (f: Fixture, options = {}) => ({
  ...as(f, 'companyAdmin', Role.CompanyAdmin, 1),
  ...options,
});
const asExecutive = (f: Fixture, options = {}) => ({ ...as(f, 'executive', Role.Executive, 2), ...options });
const assetId = (f: Fixture) => String(f.extra.pmNotifyAssetId);

export const pmNotificationSamples: DomainSamples = {
  prepare: async (f) => {
    const admin = await freshUser('demo', { roles: [Role.CompanyAdmin], sites: [1, 2, 3] });
    const executive = await freshUser('demo', { roles: [Role.Executive], sites: [2] });
    f.extra.companyAdminToken = await admin.token();
    f.extra.executiveToken = await executive.token();
    const asset = await createAsset('demo', {
      asset: {
        internal_asset_id: `PMN-${Date.now().toString(36)}`,
        name: 'Contract PM notify loader',
        inspectionform_id: f.checklistId,
        company_id: 1,
        site_id: 2,
        status: AssetStatus.Active,
        asset_type: 'Loader',
        product_name: 'CAT',
        model_name: '950',
        model_year: '2020',
        asset_serial_number: 'CAT950PMN',
        current_stage: 'In service',
      },
    });
    f.extra.pmNotifyAssetId = asset.asset_id;
  },
  contract: {
    'POST PMNotification/AddUpdateAssetPMNotificationSettings': [
      (f) => asManager(f, { body: { asset_id: Number(assetId(f)), ...reminders, status: 1 } }),
    ],
    'GET PMNotification/GetAssetPMNotificationSettings/{assetId}': [
      (f) => asManager(f, { pathParameters: { assetId: assetId(f) } }),
    ],
    'POST PMNotification/updatePMNotificationConfig': [
      (f) => asCompanyAdmin(f, { body: { company_id: 1, ...reminders } }),
    ],
    'GET PMNotification/getPMNotificationConfig/{companyId}': [
      (f) => asCompanyAdmin(f, { pathParameters: { companyId: '1' } }),
    ],
    'GET PMNotification/TriggerPMNotificationStatus/{value}': [
      (f) => asCompanyAdmin(f, { pathParameters: { value: '1' } }),
      (f) => asManager(f, { pathParameters: { value: '1' } }),
    ],
    'GET User/updateEmailNotification/{value}': [(f) => asManager(f, { pathParameters: { value: '1' } })],
    'GET User/updateOperatorUsageEmailNotification/{uuid}/{value}': [
      (f) => asManager(f, { pathParameters: { uuid: f.manager.uuid, value: '0' } }),
    ],
    'GET User/updateExecutiveEmailNotificationStatus/{value}': [
      (f) => asExecutive(f, { pathParameters: { value: '22' } }),
    ],
    'POST User/updateExecutivePMDueReportEmailStatus': [
      (f) =>
        asExecutive(f, {
          body: {
            executive_pm_due_not_resolved_email_notification: false,
            disable_till: 1,
            disable_till_by: 39,
          },
        }),
      (f) => asExecutive(f, { body: { executive_pm_due_not_resolved_email_notification: true } }),
    ],
    'GET User/GetEmailNotificationSettings': [(f) => asManager(f)],
  },
  isolation: {
    'PMNotification/AddUpdateAssetPMNotificationSettings': { body: { asset_id: 1, ...reminders } },
    'PMNotification/GetAssetPMNotificationSettings/{assetId}': { pathParameters: { assetId: '1' } },
    'PMNotification/updatePMNotificationConfig': { body: { company_id: 1, ...reminders } },
    'PMNotification/getPMNotificationConfig/{companyId}': { pathParameters: { companyId: '1' } },
    'PMNotification/TriggerPMNotificationStatus/{value}': { pathParameters: { value: '1' } },
    'User/updateEmailNotification/{value}': { pathParameters: { value: '1' } },
    'User/updateOperatorUsageEmailNotification/{uuid}/{value}': {
      pathParameters: { uuid: 'someone', value: '1' },
    },
    'User/updateExecutiveEmailNotificationStatus/{value}': { pathParameters: { value: '22' } },
    'User/updateExecutivePMDueReportEmailStatus': {
      body: { executive_pm_due_not_resolved_email_notification: true },
    },
  },
};
