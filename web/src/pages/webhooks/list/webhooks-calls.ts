/**
 * The Webhooks screen's calls (shared/webhooks/api.ts) and where their answers are cached. Writes
 * are quiet: the modal or the page shows a refusal (one toast, not two).
 */
import { WebhooksApi } from '@shared/webhooks/api';
import type { WebhookBody, WebhookUpdateBody } from '@shared/webhooks/schemas';
import { callApi } from '../../../app/api/client';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

export const loadWebhooks = async () => (await callApi(WebhooksApi.getWebhooks)).list;
export const loadDeliveries = async (id: string) =>
  (await callApi(WebhooksApi.getDeliveries, { params: { webhook_id: id } })).list;
export const addWebhook = (body: WebhookBody) => callApi(WebhooksApi.addWebhook, { body }, { quiet: true });
export const updateWebhook = (id: string, body: WebhookUpdateBody) =>
  callApi(WebhooksApi.updateWebhook, { params: { webhook_id: id }, body }, { quiet: true });
export const deleteWebhook = (id: string) =>
  callApi(WebhooksApi.deleteWebhook, { params: { webhook_id: id } }, { quiet: true });
export const sendTestEvent = (id: string) =>
  callApi(WebhooksApi.sendTestEvent, { params: { webhook_id: id } }, { quiet: true });
