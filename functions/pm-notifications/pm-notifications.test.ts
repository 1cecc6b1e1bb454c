/**
 * The PM notification settings and e-mail toggles on the emulators, on tenants of their own: the
 * asset's settings (defaults, the company's, its own), spec 5's messages with nothing written, the
 * company configuration and master switch, roles, sites and tenants refused, the users' toggles
 * in the login data. Then the scheduled e-mails read back from the SES emulator, in English and
 * Spanish with their plain-text part, and sent once per period however often the job runs.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { ReminderMessages } from '#shared/pm/messages.js';
import { ReminderUnit } from '#shared/pm/codes.js';
import { effectiveReminderSettings } from '#shared/pm/reminders.js';
import { PmNotificationMessages as M } from '#shared/pm-notifications/messages.js';
import {
  DEFAULT_REMINDER_WIRE,
  type AssetSettingsRow,
  type CompanyConfigRow,
  type EmailSettingsRow,
} from '#shared/pm-notifications/schemas.js';
import { allocateAssetIds, createAsset, type AssetRecord } from '#functions/assets/store/assets.js';
import type { InspectionRecord } from '#functions/inspections/store/entities.js';
import { putInspectionsInBulk } from '#functions/inspections/store/list-index.js';
import { PmListEntryEntity } from '#functions/pm/store/entities.js';
import type { ListRowData } from '#functions/pm/store/stored-shapes.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type MaintenanceUser } from '#functions/test-support/maintenance-tenants.js';
import { mailTo, type StoredMail } from '#functions/users/test-tenant.js';
import { getUser, updateUser } from '#functions/users/store/index.js';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import {
  sendOperatorUsageEmails,
  sendPendingReviewsEmails,
  sendPmDueNotResolvedEmails,
  sendProgressReportEmails,
} from './jobs.js';
import {
  getAssetPmNotificationSettings,
  getCompanyPmNotificationConfig,
} from '#functions/pm/store/reminder-settings.js';

type Who = 'admin' | 'manager' | 'gerente' | 'exec' | 'ejecutivo' | 'quiet' | 'op' | 'southadmin';
/** On the maintenance tenants' sites (company 1: All Sites 1, site 2 shows PM, site 3 does not; company 2: All Sites 5, site 6 shows PM). */
const USERS: Record<Who, MaintenanceUser & { spanish?: boolean }> = {
  admin: { roles: [Role.CompanyAdmin], sites: [1, 2, 3], role: Role.CompanyAdmin, site: 1 },
  manager: { roles: [Role.Manager], sites: [2, 3], role: Role.Manager, site: 2 },
  gerente: { roles: [Role.Manager], sites: [2], role: Role.Manager, site: 2, spanish: true },
  exec: { roles: [Role.Executive], sites: [2, 3], role: Role.Executive, site: 2 },
  ejecutivo: { roles: [Role.Executive], sites: [1], role: Role.Executive, site: 1, spanish: true },
  quiet: { roles: [Role.Executive], sites: [2], role: Role.Executive, site: 2 },
  op: { roles: [Role.Operator], sites: [2], role: Role.Operator, site: 2 },
  southadmin: { roles: [Role.CompanyAdmin], sites: [5, 6], role: Role.CompanyAdmin, site: 5 },
};

let t: Awaited<ReturnType<typeof maintenanceTenants<Who>>>;
let codeA = '';
let codeB = '';
const uuids = new Map<string, string>();
const assets: Record<'pm' | 'plain' | 'south' | 'otherTenant', AssetRecord> = {} as never;

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}
const as = (who: Who, tenant = codeA, site?: number, role?: number) =>
  t.session({ who, tenant: tenant === codeB ? 'b' : 'a', site, role });
const addr = (who: Who, tenant = codeA) => `${who}@${tenant}.test`;

const reminders = {
  first_reminder_before_on_status: true,
  first_reminder_before_on: 2,
  first_reminder_before_on_type: ReminderUnit.Months,
  first_reminder_before_on_meter_hours_status: true,
  first_reminder_before_on_meter_hours: 100,
  second_reminder_before_on_status: true,
  second_reminder_before_on: 7,
  second_reminder_before_on_type: ReminderUnit.Weeks,
  second_reminder_before_on_meter_hours_status: true,
  second_reminder_before_on_meter_hours: 99,
  due_at_reminder_status: true,
  due_at_reminder_meter_hours_status: true,
};

const saveAsset = (who: Who, body: Record<string, unknown>, tenant = codeA) =>
  call<Answer<AssetSettingsRow>>('POST', 'PMNotification/AddUpdateAssetPMNotificationSettings', {
    ...as(who, tenant),
    body,
  });
const getAsset = (who: Who, assetId: number, tenant = codeA) =>
  call<Answer<AssetSettingsRow>>('GET', 'PMNotification/GetAssetPMNotificationSettings/{assetId}', {
    ...as(who, tenant),
    pathParameters: { assetId: String(assetId) },
  });
const saveCompany = (who: Who, body: Record<string, unknown>) =>
  call<Answer<CompanyConfigRow>>('POST', 'PMNotification/updatePMNotificationConfig', { ...as(who), body });
const getCompany = (who: Who, companyId: number) =>
  call<Answer<CompanyConfigRow>>('GET', 'PMNotification/getPMNotificationConfig/{companyId}', {
    ...as(who),
    pathParameters: { companyId: String(companyId) },
  });

async function makeAsset(tenant: string, siteId: number, companyId: number, name: string) {
  return createAsset(tenant, {
    asset: {
      internal_asset_id: `N-${randomUUID().slice(0, 6)}`,
      name,
      inspectionform_id: '',
      company_id: companyId,
      site_id: siteId,
      status: 1,
      asset_type: 'Loader',
      product_name: 'CAT',
      model_name: '950',
      model_year: '2020',
      asset_serial_number: 'S1',
      current_stage: 'In service',
    },
  });
}

beforeAll(async () => {
  // The mails show the tenant's name and colour: a brand of their own.
  t = await maintenanceTenants('pn', { users: USERS, name: (code) => `Notify ${code}`, color: '#7a1f5c' });
  ({ a: codeA, b: codeB } = t.codes);
  const { listAllUsers } = await import('#functions/users/store/index.js');
  for (const tenant of [codeA, codeB])
    for (const user of await listAllUsers(tenant)) {
      uuids.set(`${tenant}:${user.username.split('@')[0]}`, user.uuid);
      if (USERS[user.username.split('@')[0] as Who]?.spanish)
        await updateUser(user, { prefer_language_id: 2 });
    }
  assets.pm = await makeAsset(codeA, 2, 1, 'North loader');
  assets.plain = await makeAsset(codeA, 3, 1, 'Depot loader');
  assets.south = await makeAsset(codeA, 6, 2, 'South loader');
  // Asset ids count per tenant: the other tenant's asset gets an id this tenant never handed out.
  await allocateAssetIds(codeB, 100);
  assets.otherTenant = await makeAsset(codeB, 2, 1, 'Other loader');
}, 120_000);

describe('asset PM notification settings', () => {
  it('answers the spec 9 defaults until anything is saved, then the company configuration, then its own', async () => {
    const before = await getAsset('manager', assets.pm.asset_id);
    expect(before.body, before.raw).toMatchObject({
      success: 1,
      data: { asset_id: assets.pm.asset_id, ...DEFAULT_REMINDER_WIRE, is_default: true, status: 1 },
    });
    expect(before.body.data.first_reminder_before_on).toBe(1);
    expect(before.body.data.first_reminder_before_on_type).toBe(ReminderUnit.Months);
    expect(before.body.data.first_reminder_before_on_meter_hours).toBe(100);

    const company = await saveCompany('admin', { company_id: 1, ...reminders, first_reminder_before_on: 3 });
    expect(company.body, company.raw).toMatchObject({
      success: 1,
      message: M.configurationsUpdated,
      data: { company_id: 1, first_reminder_before_on: 3, status: 1, is_default: false },
    });
    expect((await getAsset('manager', assets.pm.asset_id)).body.data).toMatchObject({
      first_reminder_before_on: 3,
      is_default: true,
    });

    const own = await saveAsset('manager', { asset_id: assets.pm.asset_id, ...reminders });
    expect(own.body, own.raw).toMatchObject({
      success: 1,
      message: M.configurationsUpdated,
      data: { ...reminders, is_default: false, status: 1 },
    });
    expect((await getAsset('manager', assets.pm.asset_id)).body.data).toMatchObject({
      first_reminder_before_on: 2,
      second_reminder_before_on: 7,
      is_default: false,
    });
    // What the PM trigger helper reads.
    const stored = await getAssetPmNotificationSettings(codeA, assets.pm.asset_id);
    expect(stored).toMatchObject({
      status: 1,
      settings: {
        first: { timeOn: true, timeValue: 2, timeUnit: ReminderUnit.Months, meterHours: 100 },
        second: { timeValue: 7, timeUnit: ReminderUnit.Weeks, meterHours: 99 },
      },
    });
  });

  it.each([
    [{ first_reminder_before_on: 0 }, ReminderMessages.emptyOrZero],
    [{ first_reminder_before_on: '' }, ReminderMessages.emptyOrZero],
    [{ second_reminder_before_on_meter_hours: null }, ReminderMessages.emptyOrZero],
    [{ second_reminder_before_on: 8 }, ReminderMessages.secondTimeTooLarge],
    [
      { second_reminder_before_on: 2, second_reminder_before_on_type: ReminderUnit.Months },
      ReminderMessages.secondTimeTooLarge,
    ],
    [
      {
        first_reminder_before_on: 1,
        first_reminder_before_on_type: ReminderUnit.Days,
        second_reminder_before_on: 1,
        second_reminder_before_on_type: ReminderUnit.Days,
      },
      ReminderMessages.secondTimeTooLarge,
    ],
    [{ second_reminder_before_on_meter_hours: 100 }, ReminderMessages.secondMeterHoursTooLarge],
    [{ first_reminder_before_on_type: 30 }, M.invalidValue],
    [{ first_reminder_before_on_status: 'yes' }, M.invalidValue],
  ])('refuses %j with 400 "%s" and writes nothing', async (change, message) => {
    const before = await getAssetPmNotificationSettings(codeA, assets.pm.asset_id);
    const result = await saveAsset('manager', { asset_id: assets.pm.asset_id, ...reminders, ...change });
    expect(result.statusCode, result.raw).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
    expect(await getAssetPmNotificationSettings(codeA, assets.pm.asset_id)).toEqual(before);
  });

  it('a switched-off reminder needs no values and puts no cap on the second (spec 4)', async () => {
    const result = await saveAsset('manager', {
      asset_id: assets.pm.asset_id,
      ...reminders,
      first_reminder_before_on_status: false,
      first_reminder_before_on_meter_hours_status: false,
      first_reminder_before_on: null,
      second_reminder_before_on: 20,
    });
    expect(result.body, result.raw).toMatchObject({
      success: 1,
      data: { first_reminder_before_on_status: false, second_reminder_before_on: 20 },
    });
    // Reset (spec 4): both reminders off, the on-due one stays on.
    const reset = await saveAsset('manager', {
      asset_id: assets.pm.asset_id,
      ...DEFAULT_REMINDER_WIRE,
      due_at_reminder_status: false,
    });
    expect(reset.body.data).toMatchObject({
      first_reminder_before_on_status: false,
      second_reminder_before_on_status: false,
      due_at_reminder_status: true,
    });
  });

  it('refuses a site without PM, an asset of another tenant, and roles other than manager', async () => {
    expect((await getAsset('manager', assets.plain.asset_id)).body).toMatchObject({
      success: 0,
      message: M.pmNotShown,
    });
    expect((await getAsset('gerente', assets.south.asset_id)).body).toMatchObject({ success: 0 });
    expect((await getAsset('manager', assets.otherTenant.asset_id)).statusCode).toBe(404);
    const foreign = await saveAsset('manager', { asset_id: assets.otherTenant.asset_id, ...reminders });
    expect(foreign.statusCode).toBe(404);
    expect(await getAssetPmNotificationSettings(codeB, assets.otherTenant.asset_id)).toBeUndefined();
    expect((await getAsset('exec', assets.pm.asset_id)).body.success).toBe(0);
    expect((await getAsset('admin', assets.pm.asset_id)).body.success).toBe(0);
  });
});

describe('company PM notification configuration and master switch', () => {
  it("answers the company admin's own company only, and writes nothing for another", async () => {
    expect((await getCompany('admin', 1)).body).toMatchObject({ success: 1, data: { company_id: 1 } });
    expect((await getCompany('admin', 2)).body).toMatchObject({ success: 0, message: M.notYourCompany });
    expect((await saveCompany('admin', { company_id: 2, ...reminders })).body).toMatchObject({
      success: 0,
      message: M.notYourCompany,
    });
    expect(await getCompanyPmNotificationConfig(codeA, 2)).toBeUndefined();
    expect((await getCompany('manager', 1)).body.success).toBe(0);
    const bad = await saveCompany('admin', {
      company_id: 1,
      ...reminders,
      second_reminder_before_on_meter_hours: 150,
    });
    expect(bad.body).toMatchObject({ success: 0, message: ReminderMessages.secondMeterHoursTooLarge });
  });

  it('TriggerPMNotificationStatus/2 turns the company off (no reminders apply) and /1 back on, keeping the configuration', async () => {
    const off = await call<Answer<{ status: number; company_id: number }>>(
      'GET',
      'PMNotification/TriggerPMNotificationStatus/{value}',
      { ...as('admin'), pathParameters: { value: '2' } },
    );
    expect(off.body, off.raw).toMatchObject({
      success: 1,
      message: M.notificationSettingsUpdated,
      data: { status: 2, company_id: 1 },
    });
    const company = await getCompanyPmNotificationConfig(codeA, 1);
    expect(company?.status).toBe(2);
    expect(
      effectiveReminderSettings(await getAssetPmNotificationSettings(codeA, assets.pm.asset_id), company),
    ).toBeNull();
    expect((await getCompany('admin', 1)).body.data).toMatchObject({
      status: 2,
      company_pm_notification_configuration: false,
      first_reminder_before_on: 3,
    });
    await call('GET', 'PMNotification/TriggerPMNotificationStatus/{value}', {
      ...as('admin'),
      pathParameters: { value: '1' },
    });
    expect((await getCompanyPmNotificationConfig(codeA, 1))?.status).toBe(1);
    const bad = await call('GET', 'PMNotification/TriggerPMNotificationStatus/{value}', {
      ...as('admin'),
      pathParameters: { value: '3' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the users' e-mail settings", () => {
  const login = async (who: Who) => {
    const { body } = await call<Answer<Record<string, unknown>>>('POST', 'User/Login', {
      token: as(who).token,
      domain: codeA,
      body: { os: 'web' },
    });
    return body.data;
  };

  it("the manager's toggles change their record and show in the login data", async () => {
    const manager = uuids.get(`${codeA}:manager`)!;
    const usage = await call<Answer<EmailSettingsRow>>(
      'GET',
      'User/updateOperatorUsageEmailNotification/{uuid}/{value}',
      { ...as('manager'), pathParameters: { uuid: manager, value: '1' } },
    );
    expect(usage.body, usage.raw).toMatchObject({
      success: 1,
      message: M.notificationSettingsUpdated,
      data: { operator_usage_report_email_not_status: true },
    });
    const pending = await call<Answer<EmailSettingsRow>>('GET', 'User/updateEmailNotification/{value}', {
      ...as('manager'),
      pathParameters: { value: '0' },
    });
    expect(pending.body.data).toMatchObject({ email_notification_status: false });
    const pm = await call<Answer<{ manager_pm_notification_status: boolean }>>(
      'GET',
      'PMNotification/TriggerPMNotificationStatus/{value}',
      { ...as('manager'), pathParameters: { value: '2' } },
    );
    expect(pm.body.data).toMatchObject({ manager_pm_notification_status: false, company_id: null });
    // The company's switch is not the manager's.
    expect((await getCompanyPmNotificationConfig(codeA, 1))?.status).toBe(1);
    const data = await login('manager');
    expect(data).toMatchObject({
      email_notification_status: false,
      operator_usage_report_email_not_status: true,
      manager_pm_notification_status: false,
    });
    expect(data.userEmailNotificationConfigurationSettings).toEqual([
      expect.objectContaining({ uuid: manager, operator_usage_report_email_not_status: true }),
    ]);
    // Put back what the e-mail jobs below expect.
    await call('GET', 'User/updateEmailNotification/{value}', {
      ...as('manager'),
      pathParameters: { value: '1' },
    });
    await call('GET', 'PMNotification/TriggerPMNotificationStatus/{value}', {
      ...as('manager'),
      pathParameters: { value: '1' },
    });
  });

  it("refuses another user's uuid, and roles the toggle is not for", async () => {
    const other = uuids.get(`${codeA}:gerente`)!;
    const result = await call('GET', 'User/updateOperatorUsageEmailNotification/{uuid}/{value}', {
      ...as('manager'),
      pathParameters: { uuid: other, value: '1' },
    });
    expect(result.statusCode).toBe(403);
    expect((await getUser(codeA, other))?.operator_usage_report_email_not_status).toBe(false);
    expect(
      (
        await call('GET', 'User/updateExecutiveEmailNotificationStatus/{value}', {
          ...as('manager'),
          pathParameters: { value: '22' },
        })
      ).body.success,
    ).toBe(0);
    expect(
      (
        await call('GET', 'User/updateExecutiveEmailNotificationStatus/{value}', {
          ...as('exec'),
          pathParameters: { value: '24' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("the executive's progress report (22, 23, 0) and PM-due e-mail with its disable-till period", async () => {
    const daily = await call<Answer<EmailSettingsRow>>(
      'GET',
      'User/updateExecutiveEmailNotificationStatus/{value}',
      { ...as('exec'), pathParameters: { value: '22' } },
    );
    expect(daily.body, daily.raw).toMatchObject({
      success: 1,
      message: M.settingsUpdated,
      data: { executive_report_frequency: 22, executive_report_status: true },
    });
    const off = await call<Answer<EmailSettingsRow>>('POST', 'User/updateExecutivePMDueReportEmailStatus', {
      ...as('quiet'),
      body: {
        executive_pm_due_not_resolved_email_notification: false,
        disable_till: 1,
        disable_till_by: ReminderUnit.Weeks,
      },
    });
    expect(off.body, off.raw).toMatchObject({
      success: 1,
      message: M.settingsUpdated,
      data: { executive_pm_due_not_resolved_email_notification: false, disable_till: 1, disable_till_by: 39 },
    });
    const till = Date.parse(off.body.data.disabled_till_date!);
    expect(Math.abs(till - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const bad = await call('POST', 'User/updateExecutivePMDueReportEmailStatus', {
      ...as('quiet'),
      body: { executive_pm_due_not_resolved_email_notification: false, disable_till: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await getUser(codeA, uuids.get(`${codeA}:quiet`)!))?.disabled_till_date).toBe(
      off.body.data.disabled_till_date,
    );
    expect((await login('quiet')).userEmailNotificationConfigurationSettings).toEqual([
      expect.objectContaining({ disable_till_by: 39 }),
    ]);
    const weekly = await call<Answer<EmailSettingsRow>>(
      'GET',
      'User/updateExecutiveEmailNotificationStatus/{value}',
      { ...as('ejecutivo'), pathParameters: { value: '23' } },
    );
    expect(weekly.body.data.executive_report_frequency).toBe(23);
  });
});

// ---- the scheduled e-mails ----

/** Tue 24 Nov 2026, 09:00 in Los Angeles: after the send hour. */
const RUN_AT = '2026-11-24T17:00:00.000Z';
const YESTERDAY_NOON = '2026-11-23T20:00:00.000Z';

function inspection(
  asset: AssetRecord,
  status: 8 | 10,
  at: string,
  operator: { uuid: string; name: string },
): InspectionRecord {
  return {
    tenant: codeA,
    inspection_id: randomUUID(),
    asset_id: asset.asset_id,
    internal_asset_id: asset.internal_asset_id,
    asset_name: asset.name,
    company_id: asset.company_id,
    site_id: asset.site_id,
    status,
    operator_uuid: operator.uuid,
    operator_firstname: operator.name,
    operator_lastname: 'Tester',
    checkout_requested_at: at,
    submitted_at: at,
    ...(status === 10 ? { approved_at: at } : {}),
    shift: 1,
    meter_hours: 10,
    operator_notes: '',
    is_comment_important: false,
    manager_notes: '',
    form_id: '',
    form_name: '',
    answers: [],
    new_notok_attributes: [],
    image_names: [],
    issue_ids: [],
    source: 'seed',
    version: 1,
  } as unknown as InspectionRecord;
}

const mails = async (who: Who, subjectPart: RegExp) =>
  (await mailTo(addr(who))).filter((m: StoredMail) => subjectPart.test(m.subject));

describe('scheduled e-mails, read back from the SES emulator', () => {
  beforeAll(async () => {
    const op = { uuid: uuids.get(`${codeA}:op`)!, name: 'op' };
    await putInspectionsInBulk(
      [
        inspection(assets.pm, 8, YESTERDAY_NOON, op),
        inspection(assets.pm, 10, YESTERDAY_NOON, op),
        inspection(assets.plain, 8, '2026-11-23T21:00:00.000Z', op),
        // Two days ago: outside the daily reports.
        inspection(assets.pm, 10, '2026-11-22T20:00:00.000Z', op),
      ],
      { withDashboard: true },
    );
    const overdue: ListRowData = {
      asset_pm_id: `${assets.pm.asset_id}-X1`,
      asset_id: assets.pm.asset_id,
      internal_asset_id: assets.pm.internal_asset_id,
      pm_id: 1,
      title: '250-hour service',
      asset_name: assets.pm.name,
      asset_pm_plan_id: null,
      pm_plan_id: null,
      pm_plan_name: '',
      status: 31,
      site_id: 2,
      pm_trigger_id: `${assets.pm.asset_id}-X1.1`,
      pm_trigger_type: 25,
      pm_trigger_by: 26,
      due_date: '2026-11-20',
      due_meter_hours: null,
      timezone: 'America/Los_Angeles',
      est_hours: 1,
      est_minutes: 0,
      completed_on: null,
      completed_on_time: null,
      search: '',
    };
    await PmListEntryEntity.build(PutItemCommand)
      .item({ tenant: codeA, site_id: 2, entry: `A1#0#2026-11-20#${overdue.asset_pm_id}`, row: overdue })
      .send();
    await updateUser((await getUser(codeA, uuids.get(`${codeA}:gerente`)!))!, {
      operator_usage_report_email_not_status: true,
    });
  });

  it('sends nothing before the send hour', async () => {
    const early = await sendPendingReviewsEmails({ time: '2026-11-24T12:00:00.000Z' }, { tenants: [codeA] });
    expect(early).toMatchObject({ period: null, sent: 0 });
  });

  it('pending reviews: to managers who have it on, in their language, once a day', async () => {
    const first = await sendPendingReviewsEmails({ time: RUN_AT }, { tenants: [codeA] });
    expect(first).toMatchObject({ period: '2026-11-24', sent: 2 });
    const [english] = await mails('manager', /waiting for your review/);
    expect(english.subject).toBe('2 inspections are waiting for your review');
    expect(english.body.text).toContain('North Yard');
    expect(english.body.text).toContain('Depot loader');
    expect(english.body.html).toContain('#7a1f5c');
    expect(english.body.html).toContain(`Notify ${codeA}`);
    const [spanish] = await mails('gerente', /esper/);
    expect(spanish.subject).toBe('1 inspección espera su revisión');
    expect(spanish.body.text).toContain('Hola gerente Tester:');
    expect(spanish.body.text).not.toContain('Depot loader');
    expect(spanish.body.html).toContain('lang="es"');

    const again = await sendPendingReviewsEmails({ time: '2026-11-24T20:00:00.000Z' }, { tenants: [codeA] });
    expect(again).toMatchObject({ sent: 0, skipped: 2 });
    expect(await mails('manager', /waiting for your review/)).toHaveLength(1);
  });

  it("operator usage: yesterday's inspections per operator, to the managers who turned it on", async () => {
    const summary = await sendOperatorUsageEmails({ time: RUN_AT }, { tenants: [codeA] });
    expect(summary).toMatchObject({ period: '2026-11-23', sent: 2 });
    const [english] = await mails('manager', /Operator usage report/);
    expect(english.subject).toBe('Operator usage report for 11-23-2026');
    // op: 3 inspections yesterday at the manager's sites 2 and 3, 2 assets, 2 waiting.
    expect(english.body.text).toMatch(/op Tester\s*\n?\s*3\s*\n?\s*2\s*\n?\s*2/);
    const [spanish] = await mails('gerente', /Informe de uso/);
    expect(spanish.body.text).toMatch(/op Tester\s*\n?\s*2\s*\n?\s*1\s*\n?\s*1/);
    expect((await sendOperatorUsageEmails({ time: RUN_AT }, { tenants: [codeA] })).sent).toBe(0);
  });

  it('progress report: daily to 22, weekly to 23, each once per period', async () => {
    const { daily, weekly } = await sendProgressReportEmails({ time: RUN_AT }, { tenants: [codeA] });
    expect(daily).toMatchObject({ period: '2026-11-23', sent: 1 });
    expect(weekly).toMatchObject({ period: '2026-11-16', sent: 1 });
    const [report] = await mails('exec', /Daily progress report/);
    expect(report.subject).toBe('Daily progress report: 11-23-2026');
    expect(report.body.text).toMatch(/North Yard\s*\n?\s*2\s*\n?\s*1\s*\n?\s*1\s*\n?\s*1/);
    expect(report.body.text).toMatch(/North Depot\s*\n?\s*1\s*\n?\s*0\s*\n?\s*1\s*\n?\s*-/);
    const [semanal] = await mails('ejecutivo', /Informe de progreso semanal/);
    expect(semanal.subject).toBe('Informe de progreso semanal: 11-16-2026 - 11-22-2026');
    // Last week (16 to 22 Nov) holds only the inspection of the 22nd at North Yard.
    expect(semanal.body.text).toMatch(/North Yard\s*\n?\s*1\s*\n?\s*1\s*\n?\s*0\s*\n?\s*1/);
    const { daily: d2, weekly: w2 } = await sendProgressReportEmails(
      { time: '2026-11-25T01:00:00.000Z' },
      { tenants: [codeA] },
    );
    expect([d2.sent, w2.sent]).toEqual([0, 0]);
  });

  it('PM due not resolved: the overdue PMs to executives who have it on; the disable-till period is honoured until it ends', async () => {
    const summary = await sendPmDueNotResolvedEmails({ time: RUN_AT }, { tenants: [codeA] });
    const [mail] = await mails('exec', /due and not resolved/);
    expect(mail.subject).toBe('1 PM is due and not resolved');
    expect(mail.body.text).toContain('250-hour service');
    expect(mail.body.text).toContain('11-20-2026');
    expect(mail.body.html).toContain('/preventative-maintenance-list');
    expect(await mails('quiet', /due and not resolved/)).toHaveLength(0);
    const [spanish] = await mails('ejecutivo', /mantenimiento vencido/);
    expect(spanish.subject).toBe('1 mantenimiento vencido sin resolver');
    expect(summary.sent).toBe(2);
    // Eight days later the quiet executive's week is over.
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    eightDaysOn.setUTCHours(17, 0, 0, 0);
    const later = await sendPmDueNotResolvedEmails({ time: eightDaysOn.toISOString() }, { tenants: [codeA] });
    expect(later.sent).toBe(3);
    expect(await mails('quiet', /due and not resolved/)).toHaveLength(1);
  });
});
