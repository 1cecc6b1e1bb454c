/** The webhook endpoints (issue 28 item 2; not in the spec): paths in the project's style (`ServiceDealer/...`). */
import * as z from 'zod';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { WEBHOOK_ROLES } from './rules.js';
import {
  deliveryRow,
  webhookBody,
  webhookCreated,
  webhookIdParams,
  webhookRow,
  webhookUpdateBody,
} from './schemas.js';

export const WebhooksApi = {
  getWebhooks: endpoint({
    method: 'GET',
    path: 'Webhook/GetWebhooks',
    summary: "The active site's company's webhook endpoints with their status and last delivery",
    auth: 'session',
    roles: WEBHOOK_ROLES,
    response: listEnvelope(webhookRow),
  }),
  addWebhook: endpoint({
    method: 'POST',
    path: 'Webhook/AddWebhook',
    summary: 'Registers a webhook endpoint (URL, events); answers its signing secret once',
    auth: 'session',
    roles: WEBHOOK_ROLES,
    body: webhookBody,
    response: envelope(webhookCreated),
  }),
  updateWebhook: endpoint({
    method: 'POST',
    path: 'Webhook/UpdateWebhook/{webhook_id}',
    summary: "Changes a webhook's events, pauses or resumes it",
    auth: 'session',
    roles: WEBHOOK_ROLES,
    params: webhookIdParams,
    body: webhookUpdateBody,
    response: envelope(webhookRow),
  }),
  deleteWebhook: endpoint({
    method: 'POST',
    path: 'Webhook/DeleteWebhook/{webhook_id}',
    summary: 'Deletes a webhook endpoint (its delivery log stays readable by no one and expires)',
    auth: 'session',
    roles: WEBHOOK_ROLES,
    params: webhookIdParams,
    response: envelope(z.null()),
  }),
  sendTestEvent: endpoint({
    method: 'POST',
    path: 'Webhook/SendTestEvent/{webhook_id}',
    summary: 'Delivers a signed test event to the endpoint now (retried like any delivery)',
    auth: 'session',
    roles: WEBHOOK_ROLES,
    params: webhookIdParams,
    response: envelope(deliveryRow),
  }),
  getDeliveries: endpoint({
    method: 'GET',
    path: 'Webhook/GetDeliveries/{webhook_id}',
    summary: "An endpoint's delivery log, newest first (the last 100 attempts)",
    auth: 'session',
    roles: WEBHOOK_ROLES,
    params: webhookIdParams,
    response: listEnvelope(deliveryRow),
  }),
};
