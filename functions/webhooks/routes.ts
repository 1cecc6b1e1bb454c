/** Webhooks (issue 28 item 2): a company's endpoints, test events and delivery logs. */
import { WebhooksApi } from '#shared/webhooks/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const webhooksDomain = {
  folder: 'webhooks',
  // A test event waits for the receiver (10 s at most) and may e-mail the creator of a paused endpoint.
  permissions: { table: 'readWrite', ses: true, webhookSecretKey: true },
  routes: serveApi(WebhooksApi),
} satisfies DomainDef;
