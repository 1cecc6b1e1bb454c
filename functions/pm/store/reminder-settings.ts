/**
 * PM notification settings (spec maintenance 2.5, 2.6, 3): an asset's own reminder settings and
 * its company's configuration with the master switch, one small item each, read by key. The
 * reminders themselves (first / second, by time and meter hours) are kept as shared/pm's
 * ReminderSettings in one JSON attribute: the PM trigger helper reads them with
 * `getAssetPmNotificationSettings` / `getCompanyPmNotificationConfig` and hands both to
 * shared/pm/reminders.ts's `effectiveReminderSettings`.
 *
 * Sent markers: a scheduled e-mail job claims `{job}#{period}` per recipient with a conditional
 * put before it sends, so a retried or overlapping run never sends the same e-mail twice.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ReminderSettingsStatus } from '#shared/pm/codes.js';
import {
  DEFAULT_REMINDER_SETTINGS,
  type ReminderSettings,
  type StoredReminderSettings,
} from '#shared/pm/reminders.js';
import { getMany } from '#lib/batch-get.js';
import { pad, table } from '#lib/db.js';
import { isConditionalCheckFailure } from '#lib/retry.js';

export const pmNotificationKeys = {
  asset: (tenant: string, assetId: number) => `${tenant}#PMNOTIFY#ASSET#${pad(assetId, 10)}`,
  company: (tenant: string, companyId: number) => `${tenant}#PMNOTIFY#COMPANY#${pad(companyId, 6)}`,
  sent: (tenant: string, job: string, period: string) => `${tenant}#MAILSENT#${job}#${period}`,
};

export const AssetPmNotificationEntity = new Entity({
  name: 'AssetPmNotification',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    /** 1 the asset's own settings apply, 2 they are off (the company's apply). */
    status: number(),
    /** shared/pm ReminderSettings as JSON. */
    settings: string(),
    updated_at: string(),
    updated_by: string(),
  }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: pmNotificationKeys.asset(tenant, asset_id),
    sk: 'SETTINGS',
  }),
});

export const CompanyPmNotificationEntity = new Entity({
  name: 'CompanyPmNotification',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    /** The master switch: 1 on, 2 off (no PM reminders for the company's assets). */
    status: number(),
    settings: string(),
    updated_at: string(),
    updated_by: string(),
  }),
  computeKey: ({ tenant, company_id }: { tenant: string; company_id: number }) => ({
    pk: pmNotificationKeys.company(tenant, company_id),
    sk: 'CONFIG',
  }),
});

export const MailSentEntity = new Entity({
  name: 'MailSent',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    job: string().key(),
    period: string().key(),
    recipient: string().key(),
    sent_at: string(),
    /** Epoch seconds: the table's TTL removes markers after 90 days. */
    expires: number().optional(),
  }),
  computeKey: ({
    tenant,
    job,
    period,
    recipient,
  }: {
    tenant: string;
    job: string;
    period: string;
    recipient: string;
  }) => ({
    pk: pmNotificationKeys.sent(tenant, job, period),
    sk: recipient,
  }),
});

export interface SavedReminderSettings extends StoredReminderSettings {
  updatedAt: string;
}

const parse = (json: string): ReminderSettings => ({
  ...DEFAULT_REMINDER_SETTINGS,
  ...(JSON.parse(json) as ReminderSettings),
});

/** An asset's own reminder settings, or undefined when it never had any (read by the PM trigger helper). */
export async function getAssetPmNotificationSettings(
  tenant: string,
  assetId: number,
): Promise<SavedReminderSettings | undefined> {
  const { Item } = await AssetPmNotificationEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .send();
  return Item
    ? { status: Item.status, settings: parse(Item.settings), updatedAt: Item.updated_at }
    : undefined;
}

/** A company's reminder configuration and master switch, or undefined when never saved (read by the PM trigger helper). */
export async function getCompanyPmNotificationConfig(
  tenant: string,
  companyId: number,
): Promise<SavedReminderSettings | undefined> {
  const { Item } = await CompanyPmNotificationEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId })
    .send();
  return Item
    ? { status: Item.status, settings: parse(Item.settings), updatedAt: Item.updated_at }
    : undefined;
}

/** Many assets' own reminder settings by BatchGet (the PM sweep's read), by asset id; those never saved are absent. */
export async function getAssetPmNotificationSettingsMany(
  tenant: string,
  assetIds: number[],
): Promise<Map<number, SavedReminderSettings>> {
  const unique = [...new Set(assetIds)];
  const items = unique.length
    ? await getMany(
        AssetPmNotificationEntity,
        unique.map((asset_id) => ({ tenant, asset_id })),
      )
    : [];
  return new Map(
    items.map((it) => [
      it.asset_id,
      { status: it.status, settings: parse(it.settings), updatedAt: it.updated_at },
    ]),
  );
}

/** Many companies' reminder configurations by BatchGet, by company id; those never saved are absent. */
export async function getCompanyPmNotificationConfigsMany(
  tenant: string,
  companyIds: number[],
): Promise<Map<number, SavedReminderSettings>> {
  const unique = [...new Set(companyIds)];
  const items = unique.length
    ? await getMany(
        CompanyPmNotificationEntity,
        unique.map((company_id) => ({ tenant, company_id })),
      )
    : [];
  return new Map(
    items.map((it) => [
      it.company_id,
      { status: it.status, settings: parse(it.settings), updatedAt: it.updated_at },
    ]),
  );
}

export async function putAssetPmNotificationSettings(
  tenant: string,
  assetId: number,
  saved: StoredReminderSettings,
  by: string,
  now = new Date(),
): Promise<SavedReminderSettings> {
  const updatedAt = now.toISOString();
  await AssetPmNotificationEntity.build(PutItemCommand)
    .item({
      tenant,
      asset_id: assetId,
      status: saved.status,
      settings: JSON.stringify(saved.settings),
      updated_at: updatedAt,
      updated_by: by,
    })
    .send();
  return { ...saved, updatedAt };
}

export async function putCompanyPmNotificationConfig(
  tenant: string,
  companyId: number,
  saved: StoredReminderSettings,
  by: string,
  now = new Date(),
): Promise<SavedReminderSettings> {
  const updatedAt = now.toISOString();
  await CompanyPmNotificationEntity.build(PutItemCommand)
    .item({
      tenant,
      company_id: companyId,
      status: saved.status,
      settings: JSON.stringify(saved.settings),
      updated_at: updatedAt,
      updated_by: by,
    })
    .send();
  return { ...saved, updatedAt };
}

/** Turns the company's master switch on or off, keeping its reminder configuration (the defaults when never saved). */
export async function setCompanyPmNotificationStatus(
  tenant: string,
  companyId: number,
  on: boolean,
  by: string,
): Promise<SavedReminderSettings> {
  const current = await getCompanyPmNotificationConfig(tenant, companyId);
  const status = on ? ReminderSettingsStatus.Enabled : ReminderSettingsStatus.Disabled;
  return putCompanyPmNotificationConfig(
    tenant,
    companyId,
    { status, settings: current?.settings ?? DEFAULT_REMINDER_SETTINGS },
    by,
  );
}

const MARKER_DAYS = 90;

/**
 * Claims the e-mail of `job` for `period` to `recipient`: true for the first claim only. The job
 * sends after a successful claim and calls `releaseMail` if the send fails, so a retry resends it.
 */
export async function claimMail(
  tenant: string,
  job: string,
  period: string,
  recipient: string,
  now = new Date(),
): Promise<boolean> {
  try {
    await MailSentEntity.build(PutItemCommand)
      .item({
        tenant,
        job,
        period,
        recipient,
        sent_at: now.toISOString(),
        expires: Math.floor(now.getTime() / 1000) + MARKER_DAYS * 86_400,
      })
      .options({ condition: { attr: 'tenant', exists: false } })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function releaseMail(
  tenant: string,
  job: string,
  period: string,
  recipient: string,
): Promise<void> {
  await MailSentEntity.build(DeleteItemCommand).key({ tenant, job, period, recipient }).send();
}

export async function mailSent(
  tenant: string,
  job: string,
  period: string,
  recipient: string,
): Promise<boolean> {
  const { Item } = await MailSentEntity.build(GetItemCommand).key({ tenant, job, period, recipient }).send();
  return Boolean(Item);
}
