/**
 * The Webhooks page's calls (issue 28 item 2): a company's endpoints (the active site's company;
 * the tenant is the verified token's), add with the secret answered once, change events or
 * pause/resume, delete, send a test event, and an endpoint's delivery log.
 */
import { randomUUID } from 'node:crypto';
import { Messages } from '#shared/messages.js';
import { WebhooksApi } from '#shared/webhooks/api.js';
import { WebhookMessages } from '#shared/webhooks/messages.js';
import { WEBHOOK_MAX_PER_COMPANY, WEBHOOK_TEST_EVENT, isAllowedWebhookUrl } from '#shared/webhooks/rules.js';
import { ok, okList } from '#lib/envelope.js';
import { badRequest, conflict, notFound, refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { sitesVisibleTo } from '#functions/tenancy/index.js';
import { PAUSED_BY_USER, attemptDelivery, firstAttempt } from '../deliver.js';
import { encryptSecret, newWebhookSecret } from '../secret.js';
import {
  deleteWebhook as deleteWebhookItem,
  getWebhook,
  listDeliveryLog,
  listWebhooks,
  putWebhook,
  queueOnce,
  type WebhookRecord,
} from '../store.js';
import { deliveryRow, webhookRow } from '../views.js';

/** The twin (outside Lambda) also posts to http://127.0.0.1 receivers; the cloud only to https. */
const allowLocalUrls = () => !process.env.AWS_LAMBDA_FUNCTION_NAME;

type SessionRequest = Parameters<Parameters<typeof route<typeof WebhooksApi.getWebhooks>>[1]>[0];

/** The active site's company (a company admin's All Sites entry names theirs). */
async function companyOf(request: Pick<SessionRequest, 'user' | 'siteId' | 'org'>): Promise<number> {
  const site = sitesVisibleTo(request.user, await request.org()).find((s) => s.site_id === request.siteId);
  if (!site) throw refuse(Messages.notAssignedSite);
  return site.company_id;
}

async function hookOf(
  request: Pick<SessionRequest, 'user' | 'siteId' | 'org' | 'tenant'>,
  webhookId: string,
): Promise<WebhookRecord> {
  const hook = await getWebhook(request.tenant.company_code, await companyOf(request), webhookId);
  if (!hook) throw notFound(WebhookMessages.notFound);
  return hook;
}

/** GET Webhook/GetWebhooks. */
export const getWebhooks = route(WebhooksApi.getWebhooks, async (request) => {
  const hooks = await listWebhooks(request.tenant.company_code, await companyOf(request));
  hooks.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return okList(hooks.map(webhookRow), hooks.length);
});

/** POST Webhook/AddWebhook: the secret is made here, stored encrypted, and answered this once. */
export const addWebhook = route(WebhooksApi.addWebhook, async (request) => {
  const { url, events, active } = request.body;
  if (!isAllowedWebhookUrl(url, allowLocalUrls())) throw badRequest(WebhookMessages.urlInvalid);
  const tenant = request.tenant.company_code;
  const companyId = await companyOf(request);
  if ((await listWebhooks(tenant, companyId)).length >= WEBHOOK_MAX_PER_COMPANY)
    throw conflict(WebhookMessages.tooMany);
  const secret = newWebhookSecret();
  const hook: WebhookRecord = {
    tenant,
    company_id: companyId,
    webhook_id: randomUUID(),
    url,
    events,
    active,
    ...(active ? {} : { paused_reason: PAUSED_BY_USER }),
    secret_enc: encryptSecret(secret),
    created_by_uuid: request.user.uuid,
    created_by_email: request.user.email,
    created_at: new Date().toISOString(),
  };
  await putWebhook(hook, true);
  return ok({ ...webhookRow(hook), secret }, WebhookMessages.added);
});

/** POST Webhook/UpdateWebhook/{webhook_id}: events, active or paused (resuming clears the failure mark). */
export const updateWebhook = route(WebhooksApi.updateWebhook, async (request) => {
  const hook = await hookOf(request, request.params.webhook_id);
  const { events, active } = request.body;
  const { paused_reason: _reason, failing_since: _since, ...rest } = hook;
  const after: WebhookRecord = {
    ...rest,
    events,
    active,
    ...(active
      ? {}
      : { paused_reason: hook.active ? PAUSED_BY_USER : (hook.paused_reason ?? PAUSED_BY_USER) }),
    ...(active && hook.active && hook.failing_since ? { failing_since: hook.failing_since } : {}),
  };
  await putWebhook(after);
  return ok(webhookRow(after), WebhookMessages.updated);
});

/** POST Webhook/DeleteWebhook/{webhook_id}: its queued retries are dropped when they come due. */
export const deleteWebhook = route(WebhooksApi.deleteWebhook, async (request) => {
  const hook = await hookOf(request, request.params.webhook_id);
  await deleteWebhookItem(hook.tenant, hook.company_id, hook.webhook_id);
  return ok(null, WebhookMessages.deleted);
});

/** POST Webhook/SendTestEvent/{webhook_id}: one signed `webhook.test` delivery now; retried like any other. */
export const sendTestEvent = route(WebhooksApi.sendTestEvent, async (request) => {
  const hook = await hookOf(request, request.params.webhook_id);
  const now = new Date();
  const event = {
    id: `evt_test_${randomUUID()}`,
    type: WEBHOOK_TEST_EVENT,
    created_at: now.toISOString(),
    data: { webhook_id: hook.webhook_id, message: 'A test event from AssetCare' },
  };
  const entry = firstAttempt(hook, event, `${event.id}-${hook.webhook_id}`, now);
  await queueOnce(entry);
  const log = await attemptDelivery(entry);
  if (!log) throw notFound(WebhookMessages.notFound);
  return ok(deliveryRow(log), WebhookMessages.testSent);
});

/** GET Webhook/GetDeliveries/{webhook_id}: the last 100 attempts, newest first. */
export const getDeliveries = route(WebhooksApi.getDeliveries, async (request) => {
  const hook = await hookOf(request, request.params.webhook_id);
  const log = await listDeliveryLog(hook.tenant, hook.webhook_id);
  return okList(log.map(deliveryRow), log.length);
});
