/**
 * Webhooks' store. Every key starts with the tenant; nothing is scanned.
 *
 * - An endpoint is `{tenant}#WEBHOOKS#{company}` / `HOOK#{id}`: a company's endpoints are one
 *   partition (the page's list, and the events of the company's sites fanned out to them).
 * - The delivery log is `{tenant}#WEBHOOKLOG#{id}` / `{newest-first id}`: one item per attempt,
 *   newest first, kept 30 days (`expires_at`).
 * - A delivery waiting for its next attempt is `{tenant}#WEBHOOKDUE` / `{due ISO}#{delivery id}`,
 *   read by the retry sweep (jobs.ts) up to now; taking one is its conditional delete.
 * - `{tenant}#WEBHOOKDELIVERY#{delivery id}` / `ONCE` marks a delivery queued, so an outbox item
 *   handed over twice queues its events once.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { pad, table } from '#lib/db.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { failedCondition } from '#lib/retry.js';

export const webhookKeys = {
  company: (tenant: string, companyId: number) => `${tenant}#WEBHOOKS#${pad(companyId, 6)}`,
  hook: (webhookId: string) => `HOOK#${webhookId}`,
  log: (tenant: string, webhookId: string) => `${tenant}#WEBHOOKLOG#${webhookId}`,
  due: (tenant: string) => `${tenant}#WEBHOOKDUE`,
  dueEntry: (dueAt: string, deliveryId: string) => `${dueAt}#${deliveryId}`,
  once: (tenant: string, deliveryId: string) => `${tenant}#WEBHOOKDELIVERY#${deliveryId}`,
};

export const WebhookEntity = new Entity({
  name: 'Webhook',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    webhook_id: string().key(),
    url: string(),
    events: list(string()),
    active: boolean(),
    /** 'paused by a person' or 'failing for a day'; absent while active. */
    paused_reason: string().optional(),
    /** The secret, AES-256-GCM encrypted (secret.ts): signing needs it back, so it cannot be a hash. */
    secret_enc: string(),
    created_by_uuid: string(),
    created_by_email: string(),
    created_at: string(),
    /** The first failed attempt since the last success: a day of it pauses the endpoint. */
    failing_since: string().optional(),
    last_delivery_at: string().optional(),
    last_delivery_status: number().optional(),
  }),
  computeKey: ({
    tenant,
    company_id,
    webhook_id,
  }: {
    tenant: string;
    company_id: number;
    webhook_id: string;
  }) => ({
    pk: webhookKeys.company(tenant, company_id),
    sk: webhookKeys.hook(webhook_id),
  }),
});
export type WebhookRecord = FormattedItem<typeof WebhookEntity>;

export const DeliveryLogEntity = new Entity({
  name: 'WebhookDelivery',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    webhook_id: string().key(),
    log_id: string().key(),
    delivery_id: string(),
    event_id: string(),
    event_type: string(),
    attempt: number(),
    status_code: number(),
    ok: boolean(),
    error: string().optional(),
    at: string(),
    duration_ms: number(),
    expires_at: number(),
  }),
  computeKey: ({ tenant, webhook_id, log_id }: { tenant: string; webhook_id: string; log_id: string }) => ({
    pk: webhookKeys.log(tenant, webhook_id),
    sk: log_id,
  }),
});
export type DeliveryLogRecord = FormattedItem<typeof DeliveryLogEntity>;

/** A delivery waiting for its next attempt: what to send, where, and since when. */
export const DueDeliveryEntity = new Entity({
  name: 'WebhookDue',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    due_at: string().key(),
    delivery_id: string().key(),
    company_id: number(),
    webhook_id: string(),
    event_id: string(),
    event_type: string(),
    /** The JSON body, fixed at the first attempt: every attempt signs the same bytes. */
    body: string(),
    first_at: string(),
    /** The attempt this entry makes (1 for the first). */
    attempt: number(),
  }),
  computeKey: ({ tenant, due_at, delivery_id }: { tenant: string; due_at: string; delivery_id: string }) => ({
    pk: webhookKeys.due(tenant),
    sk: webhookKeys.dueEntry(due_at, delivery_id),
  }),
});
export type DueDelivery = FormattedItem<typeof DueDeliveryEntity>;

const DeliveryOnceEntity = new Entity({
  name: 'WebhookDeliveryOnce',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), delivery_id: string().key(), expires_at: number() }),
  computeKey: ({ tenant, delivery_id }: { tenant: string; delivery_id: string }) => ({
    pk: webhookKeys.once(tenant, delivery_id),
    sk: 'ONCE',
  }),
});

export async function listWebhooks(tenant: string, companyId: number): Promise<WebhookRecord[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(WebhookEntity)
    .query({ partition: webhookKeys.company(tenant, companyId), range: { beginsWith: 'HOOK#' } })
    .options({ consistent: true })
    .send();
  return Items;
}

export async function getWebhook(
  tenant: string,
  companyId: number,
  webhookId: string,
): Promise<WebhookRecord | undefined> {
  const { Item } = await WebhookEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, webhook_id: webhookId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function putWebhook(record: WebhookRecord, create = false): Promise<void> {
  await WebhookEntity.build(PutItemCommand)
    .item(record)
    .options(
      create
        ? { condition: { attr: 'webhook_id', exists: false } }
        : { condition: { attr: 'webhook_id', exists: true } },
    )
    .send();
}

export async function deleteWebhook(tenant: string, companyId: number, webhookId: string): Promise<void> {
  await WebhookEntity.build(DeleteItemCommand)
    .key({ tenant, company_id: companyId, webhook_id: webhookId })
    .send();
}

export async function putDeliveryLog(entry: DeliveryLogRecord): Promise<void> {
  await DeliveryLogEntity.build(PutItemCommand).item(entry).send();
}

/** An endpoint's delivery log, newest first. */
export async function listDeliveryLog(
  tenant: string,
  webhookId: string,
  limit = 100,
): Promise<DeliveryLogRecord[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(DeliveryLogEntity)
    .query({ partition: webhookKeys.log(tenant, webhookId) })
    .options({ limit, consistent: true })
    .send();
  return Items;
}

export async function putDue(entry: DueDelivery): Promise<void> {
  await DueDeliveryEntity.build(PutItemCommand).item(entry).send();
}

/**
 * Queues a delivery once: its marker and its due entry in one transaction. False when it was
 * queued before (a redelivered outbox item).
 */
export async function queueOnce(entry: DueDelivery): Promise<boolean> {
  try {
    await writeTransaction([
      DeliveryOnceEntity.build(PutTransaction)
        .item({
          tenant: entry.tenant,
          delivery_id: entry.delivery_id,
          expires_at: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
        })
        .options({ condition: { attr: 'delivery_id', exists: false } }),
      DueDeliveryEntity.build(PutTransaction).item(entry),
    ]);
    return true;
  } catch (error) {
    if (failedCondition(error, 0)) return false;
    throw error;
  }
}

/** Takes a due entry (its delete, conditioned on it being there): false when another run took it. */
export async function takeDue(
  entry: Pick<DueDelivery, 'tenant' | 'due_at' | 'delivery_id'>,
): Promise<boolean> {
  try {
    await DueDeliveryEntity.build(DeleteItemCommand)
      .key({ tenant: entry.tenant, due_at: entry.due_at, delivery_id: entry.delivery_id })
      .options({ condition: { attr: 'delivery_id', exists: true } })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The tenant's deliveries due at or before `now`, oldest first. */
export async function dueDeliveries(tenant: string, now: Date, limit = 500): Promise<DueDelivery[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(DueDeliveryEntity)
    .query({ partition: webhookKeys.due(tenant), range: { lte: `${now.toISOString()}~` } })
    .options({ limit, consistent: true })
    .send();
  return Items;
}
