/** Stored webhook and delivery log items -> response rows (shared/webhooks/schemas.ts). */
import type { DeliveryRow, WebhookRow } from '#shared/webhooks/schemas.js';
import type { DeliveryLogRecord, WebhookRecord } from './store.js';

export const webhookRow = (hook: WebhookRecord): WebhookRow => ({
  webhook_id: hook.webhook_id,
  url: hook.url,
  events: hook.events,
  status: hook.active ? 'active' : 'paused',
  paused_reason: hook.active ? null : (hook.paused_reason ?? null),
  created_at: hook.created_at,
  last_delivery_at: hook.last_delivery_at ?? null,
  last_delivery_status: hook.last_delivery_status ?? null,
});

export const deliveryRow = (log: DeliveryLogRecord): DeliveryRow => ({
  delivery_id: log.delivery_id,
  event_id: log.event_id,
  event_type: log.event_type,
  attempt: log.attempt,
  status_code: log.status_code,
  ok: log.ok,
  error: log.error ?? null,
  at: log.at,
  duration_ms: log.duration_ms,
});
