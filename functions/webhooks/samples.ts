/**
 * Sample calls of the webhook routes for the route-wide tests, as the demo super admin at Reno
 * Yard (site 2, company 1). The prepared endpoint points at a closed loopback port, so a test
 * event fails at once (logged, status 0) without leaving the machine.
 */
import { randomUUID } from 'node:crypto';
import { WebhookMessages } from '#shared/webhooks/messages.js';
import { asAdmin, type BadInputSample, type DomainSamples } from '#functions/test-support/samples.js';
import { encryptSecret, newWebhookSecret } from './secret.js';
import { putWebhook } from './store.js';

const url = 'http://127.0.0.1:9/hook';
const id = (f: { extra: Record<string, unknown> }) => ({ webhook_id: String(f.extra.webhookId) });
const bad = (request: BadInputSample['request'], message: string): BadInputSample => ({
  role: 'companyAdmin',
  request,
  status: 400,
  message,
});

export const webhookSamples: DomainSamples = {
  /** Two endpoints: one the calls read and send to, one the delete removes (routes run in table order). */
  prepare: async (f) => {
    for (const key of ['webhookId', 'spareWebhookId']) {
      const webhookId = randomUUID();
      await putWebhook(
        {
          tenant: 'demo',
          company_id: 1,
          webhook_id: webhookId,
          url,
          events: ['issue.opened'],
          active: true,
          secret_enc: encryptSecret(newWebhookSecret()),
          created_by_uuid: f.admin.uuid,
          created_by_email: 'superadmin@demo.test',
          created_at: new Date().toISOString(),
        },
        true,
      );
      f.extra[key] = webhookId;
    }
  },
  contract: {
    'GET Webhook/GetWebhooks': [(f) => asAdmin(f)],
    'POST Webhook/AddWebhook': [
      (f) => asAdmin(f, { body: { url, events: ['part.low-stock'], active: false } }),
    ],
    'POST Webhook/UpdateWebhook/{webhook_id}': [
      (f) => asAdmin(f, { pathParameters: id(f), body: { events: ['issue.opened'], active: true } }),
    ],
    'POST Webhook/SendTestEvent/{webhook_id}': [(f) => asAdmin(f, { pathParameters: id(f) })],
    'GET Webhook/GetDeliveries/{webhook_id}': [(f) => asAdmin(f, { pathParameters: id(f) })],
    'POST Webhook/DeleteWebhook/{webhook_id}': [
      (f) => asAdmin(f, { pathParameters: { webhook_id: String(f.extra.spareWebhookId) } }),
    ],
  },
  isolation: {
    'Webhook/AddWebhook': { body: { url: 'https://hooks.example.com/x', events: ['issue.opened'] } },
    'Webhook/UpdateWebhook/{webhook_id}': {
      pathParameters: { webhook_id: randomUUID() },
      body: { events: ['issue.opened'], active: true },
    },
    'Webhook/DeleteWebhook/{webhook_id}': { pathParameters: { webhook_id: randomUUID() } },
    'Webhook/SendTestEvent/{webhook_id}': { pathParameters: { webhook_id: randomUUID() } },
    'Webhook/GetDeliveries/{webhook_id}': { pathParameters: { webhook_id: randomUUID() } },
  },
  badInput: {
    'POST Webhook/AddWebhook': [
      bad(
        { body: { url: 'ftp://hooks.example.com/x', events: ['issue.opened'] } },
        WebhookMessages.urlInvalid,
      ),
      bad({ body: { events: ['issue.opened'] } }, WebhookMessages.urlRequired),
      bad({ body: { url: 'https://hooks.example.com/x', events: [] } }, WebhookMessages.eventsRequired),
      bad(
        { body: { url: 'https://hooks.example.com/x', events: ['pm.exploded'] } },
        WebhookMessages.eventInvalid,
      ),
    ],
    'POST Webhook/UpdateWebhook/{webhook_id}': [
      bad(
        { pathParameters: { webhook_id: randomUUID() }, body: { events: 'issue.opened', active: true } },
        WebhookMessages.eventsRequired,
      ),
    ],
  },
};
