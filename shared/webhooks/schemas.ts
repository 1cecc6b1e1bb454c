/**
 * The webhook calls' contract (issue 28 item 2): zod request and response schemas. The URL rule
 * (https, or http://127.0.0.1 on the twin) is checked by the server with isAllowedWebhookUrl, which
 * knows where it runs; the schema checks the shape.
 */
import * as z from 'zod';
import { WebhookMessages } from './messages.js';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from './rules.js';

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WebhookMessages.eventInvalid }), {
    error: WebhookMessages.eventsRequired,
  })
  .min(1, { error: WebhookMessages.eventsRequired })
  .max(WEBHOOK_EVENTS.length, { error: WebhookMessages.eventInvalid })
  .transform((list) => [...new Set(list)]);

/** POST Webhook/AddWebhook. */
export const webhookBody = z.object({
  url: z
    .string({ error: WebhookMessages.urlRequired })
    .trim()
    .min(1, { error: WebhookMessages.urlRequired })
    .max(WEBHOOK_URL_MAX, { error: WebhookMessages.urlInvalid }),
  events,
  active: z.boolean({ error: WebhookMessages.eventInvalid }).default(true),
});
export type WebhookBody = z.input<typeof webhookBody>;

/** POST Webhook/UpdateWebhook/{webhook_id}: the events, and active (true) or paused (false). */
export const webhookUpdateBody = z.object({
  events,
  active: z.boolean({ error: WebhookMessages.eventInvalid }),
});
export type WebhookUpdateBody = z.input<typeof webhookUpdateBody>;

export const webhookIdParams = z.object({ webhook_id: z.uuid({ error: WebhookMessages.notFound }) });

export const webhookRow = z.object({
  webhook_id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(['active', 'paused']),
  /** Why it is paused: by a person, or after a day of failures. */
  paused_reason: z.string().nullable(),
  created_at: z.string(),
  last_delivery_at: z.string().nullable(),
  last_delivery_status: z.number().int().nullable(),
});
export type WebhookRow = z.infer<typeof webhookRow>;

/** The add's answer: the row and its secret, shown this once. */
export const webhookCreated = webhookRow.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreated>;

export const deliveryRow = z.object({
  delivery_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int(),
  /** The receiver's HTTP status; 0 when none came (timeout, refused connection). */
  status_code: z.number().int(),
  ok: z.boolean(),
  error: z.string().nullable(),
  at: z.string(),
  duration_ms: z.number().int(),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;
