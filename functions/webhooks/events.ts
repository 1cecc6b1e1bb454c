/**
 * The webhook events an outbox item carries (the outbox consumer, functions/outbox/apply.ts,
 * hands every applied item's content here): its site notices and domain events mapped to the
 * subscribable events of shared/webhooks/rules.ts, each with an id fixed at write time, queued
 * once per subscribed active endpoint of the site's company and attempted at once, the endpoints
 * side by side with a short timeout (WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS). A failed attempt never
 * fails the outbox item: the delivery stays queued for the retry sweep.
 */
import { NotificationType } from '#shared/codes.js';
import { WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS, type WebhookEventType } from '#shared/webhooks/rules.js';
import { isRaisedEvent, type DeferredWrites } from '#lib/outbox.js';
import { logger } from '#lib/logger.js';
import { isLowStockEvent } from '#functions/parts/index.js';
import type { SiteNotice } from '#functions/notifications/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { attemptDelivery, firstAttempt, type DeliveryOptions, type WebhookEvent } from './deliver.js';
import { listWebhooks, queueOnce } from './store.js';

interface SiteEvent {
  siteId: number;
  event: WebhookEvent & { type: WebhookEventType };
}

const NOTICE_EVENTS: Partial<Record<number, WebhookEventType>> = {
  [NotificationType.AutoApproveInspection]: 'inspection.submitted',
  [NotificationType.PendingNewInspection]: 'inspection.submitted',
  [NotificationType.InspectionWorkOrder]: 'issue.opened',
  [NotificationType.NewIssue]: 'issue.opened',
};

/** The subscribable events of an outbox item's content, by site. */
export function webhookEventsOf(writes: DeferredWrites<SiteNotice>): {
  tenant?: string;
  events: SiteEvent[];
} {
  const events: SiteEvent[] = [];
  let tenant = writes.notices?.tenant;
  writes.notices?.list.forEach((notice, n) => {
    const type = NOTICE_EVENTS[notice.type];
    if (!type) return;
    const idKey = type === 'inspection.submitted' ? 'inspection_id' : 'issue_uuid';
    events.push({
      siteId: notice.siteId,
      event: {
        id: `evt_${writes.notices!.idBase}-${String(n).padStart(3, '0')}`,
        type,
        created_at: writes.notices!.at,
        data: {
          [idKey]: notice.refId,
          site_id: notice.siteId,
          ...(type === 'inspection.submitted'
            ? { auto_approved: notice.type === NotificationType.AutoApproveInspection }
            : {}),
          heading: notice.heading,
          message: notice.message,
        },
      },
    });
  });
  for (const event of writes.events ?? []) {
    if (isRaisedEvent(event)) {
      tenant ??= event.tenant;
      events.push({
        siteId: event.site_id,
        event: { id: `evt_${event.id}`, type: event.event, created_at: event.at, data: event.data },
      });
      continue;
    }
    if (!isLowStockEvent(event)) continue;
    tenant ??= event.tenant;
    const { type: _type, tenant: _tenant, notice_id, ...data } = event;
    events.push({
      siteId: event.site_id,
      event: { id: `evt_${notice_id}`, type: 'part.low-stock', created_at: new Date().toISOString(), data },
    });
  }
  return { tenant, events };
}

/** Queues (once) and attempts the deliveries of an outbox item's events to the endpoints that want them. */
export async function deliverOutboxEvents(
  writes: DeferredWrites<SiteNotice>,
  options: DeliveryOptions = {},
): Promise<number> {
  const { tenant, events } = webhookEventsOf(writes);
  if (!tenant || !events.length) return 0;
  const org = await getOrg(tenant);
  const companyOf = new Map(org.sites.map((s) => [s.site_id, s.company_id]));
  const hooksByCompany = new Map<number, Awaited<ReturnType<typeof listWebhooks>>>();
  const queued: Parameters<typeof attemptDelivery>[0][] = [];
  for (const { siteId, event } of events) {
    const companyId = companyOf.get(siteId);
    if (companyId === undefined) continue;
    if (!hooksByCompany.has(companyId)) hooksByCompany.set(companyId, await listWebhooks(tenant, companyId));
    for (const hook of hooksByCompany.get(companyId)!) {
      if (!hook.active || !hook.events.includes(event.type)) continue;
      const entry = firstAttempt(hook, event, `${event.id}-${hook.webhook_id}`, options.now?.());
      if (await queueOnce(entry)) queued.push(entry);
    }
  }
  // Side by side, each with the short first-attempt timeout: one slow receiver holds up neither the
  // other endpoints nor the consumer for longer than that. A failure stays queued for the sweep.
  const timeoutMs = options.timeoutMs ?? WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS;
  const outcomes = await Promise.allSettled(
    queued.map((entry) => attemptDelivery(entry, { ...options, timeoutMs })),
  );
  outcomes.forEach((outcome, n) => {
    if (outcome.status === 'rejected')
      logger.warn('webhook first attempt failed; the retry sweep takes it', {
        tenant,
        delivery: queued[n]!.delivery_id,
        error: String(outcome.reason),
      });
  });
  return queued.length;
}
