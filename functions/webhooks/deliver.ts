/**
 * Delivering an event to an endpoint: the JSON body signed (sign.ts) and POSTed with a timeout
 * (10 s; 3 s for the outbox consumer's first attempts, events.ts); each attempt written to the endpoint's delivery log; a failure (no 2xx, no answer)
 * queued again with exponential backoff (shared/webhooks/rules.ts retryDelayMs) until a day has
 * passed since the first attempt. The retry sweep (jobs.ts, on EventBridge Scheduler as the PM
 * and report jobs are; the twin's scheduler fires it) makes the due attempts. An endpoint with no
 * success for a day is paused and its creator e-mailed.
 *
 * The clock and the backoff are options, so tests run a day of retries without waiting.
 */
import { randomUUID } from 'node:crypto';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  WEBHOOK_PAUSE_AFTER_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_TIMEOUT_MS,
  retryDelayMs,
} from '#shared/webhooks/rules.js';
import { logger } from '#lib/logger.js';
import { sendEmail } from '#lib/mail.js';
import { newestFirstId } from '#lib/newest-first-id.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { decryptSecret } from './secret.js';
import { signatureHeader } from './sign.js';
import {
  WebhookEntity,
  getWebhook,
  putDeliveryLog,
  putDue,
  takeDue,
  type DeliveryLogRecord,
  type DueDelivery,
  type WebhookRecord,
} from './store.js';

export interface DeliveryOptions {
  now?: () => Date;
  /** The wait after failed attempt n (1-based) before the next. */
  delayMs?: (attempt: number) => number;
  timeoutMs?: number;
}

export const PAUSED_BY_FAILURES = 'failing for a day';
export const PAUSED_BY_USER = 'paused';

/** What an event body holds: its id, type, time, and what it is about. */
export interface WebhookEvent {
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}

interface AttemptResult {
  status_code: number;
  ok: boolean;
  error?: string;
  duration_ms: number;
}

/** One POST of a signed body. Redirects are not followed (a 3xx is a failure, as any non-2xx). */
async function post(url: string, secret: string, eventId: string, body: string, at: Date, timeoutMs: number) {
  const started = Date.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'AssetCare-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(at.getTime() / 1000), body),
        [EVENT_ID_HEADER]: eventId,
      },
      body,
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return {
      status_code: response.status,
      ok,
      ...(ok ? {} : { error: `HTTP ${response.status}` }),
      duration_ms: Date.now() - started,
    } satisfies AttemptResult;
  } catch (error) {
    const name = (error as Error).name;
    return {
      status_code: 0,
      ok: false,
      error:
        name === 'TimeoutError'
          ? `No answer within ${Math.round(timeoutMs / 1000)} s`
          : String((error as Error).message ?? error).slice(0, 200),
      duration_ms: Date.now() - started,
    } satisfies AttemptResult;
  }
}

/** Tells the endpoint's creator it was paused. */
async function mailPaused(hook: WebhookRecord): Promise<void> {
  await sendEmail({
    tenant: hook.tenant,
    to: [hook.created_by_email],
    subject: 'AssetCare webhook paused',
    text:
      `Deliveries to your webhook ${hook.url} have failed for a day, so it has been paused.\n` +
      'Fix the receiver, then resume the webhook on the Webhooks page; events raised while it was paused are not sent.',
  });
}

/** The endpoint's last delivery, and its failing-since mark set, cleared, or turned into a pause. */
async function recordOutcome(hook: WebhookRecord, result: AttemptResult, at: Date): Promise<void> {
  const failingSince = result.ok ? undefined : (hook.failing_since ?? at.toISOString());
  const pause =
    !result.ok && hook.active && at.getTime() - Date.parse(failingSince!) >= WEBHOOK_PAUSE_AFTER_MS;
  try {
    await WebhookEntity.build(UpdateItemCommand)
      .item({
        tenant: hook.tenant,
        company_id: hook.company_id,
        webhook_id: hook.webhook_id,
        last_delivery_at: at.toISOString(),
        last_delivery_status: result.status_code,
        failing_since: failingSince ?? $remove(),
        ...(pause ? { active: false, paused_reason: PAUSED_BY_FAILURES } : {}),
      })
      .options({ condition: { attr: 'webhook_id', exists: true } })
      .send();
  } catch (error) {
    if (isConditionalCheckFailure(error)) return; // deleted meanwhile
    throw error;
  }
  if (pause) {
    logger.info('webhook paused after a day of failures', { tenant: hook.tenant, webhook: hook.webhook_id });
    await mailPaused(hook);
  }
}

/**
 * Makes a due delivery's attempt: takes its due entry (another run that took it first makes it),
 * posts, logs, and queues the next attempt when it failed within the day. A deleted endpoint's
 * deliveries are dropped; a paused one's too, except test events (a person asked for them).
 */
export async function attemptDelivery(
  entry: DueDelivery,
  options: DeliveryOptions = {},
): Promise<DeliveryLogRecord | undefined> {
  if (!(await takeDue(entry))) return undefined;
  const hook = await getWebhook(entry.tenant, entry.company_id, entry.webhook_id);
  if (!hook) return undefined;
  if (!hook.active && entry.event_type !== 'webhook.test') return undefined;
  const at = options.now?.() ?? new Date();
  const result = await post(
    hook.url,
    decryptSecret(hook.secret_enc),
    entry.event_id,
    entry.body,
    at,
    options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  );
  const log: DeliveryLogRecord = {
    tenant: entry.tenant,
    webhook_id: entry.webhook_id,
    log_id: newestFirstId(at.getTime()),
    delivery_id: entry.delivery_id,
    event_id: entry.event_id,
    event_type: entry.event_type,
    attempt: entry.attempt,
    status_code: result.status_code,
    ok: result.ok,
    ...(result.error ? { error: result.error } : {}),
    at: at.toISOString(),
    duration_ms: result.duration_ms,
    expires_at: Math.floor(at.getTime() / 1000) + 30 * 24 * 3600,
  };
  await putDeliveryLog(log);
  if (!result.ok) {
    const next = new Date(at.getTime() + (options.delayMs ?? retryDelayMs)(entry.attempt));
    if (next.getTime() - Date.parse(entry.first_at) <= WEBHOOK_RETRY_WINDOW_MS)
      await putDue({ ...entry, due_at: next.toISOString(), attempt: entry.attempt + 1 });
    else
      logger.info('webhook delivery given up after a day', {
        tenant: entry.tenant,
        delivery: entry.delivery_id,
      });
  }
  await recordOutcome(hook, result, at);
  return log;
}

/** A delivery's first due entry (attempt 1, due now) for an event to an endpoint. */
export function firstAttempt(
  hook: WebhookRecord,
  event: WebhookEvent,
  deliveryId: string = randomUUID(),
  now = new Date(),
): DueDelivery {
  return {
    tenant: hook.tenant,
    due_at: now.toISOString(),
    delivery_id: deliveryId,
    company_id: hook.company_id,
    webhook_id: hook.webhook_id,
    event_id: event.id,
    event_type: event.type,
    body: JSON.stringify(event),
    first_at: now.toISOString(),
    attempt: 1,
  };
}
