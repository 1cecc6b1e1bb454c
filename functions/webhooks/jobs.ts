/**
 * The webhook retry sweep (functions/jobs.ts `webhookRetrySweep`, every minute on EventBridge
 * Scheduler; the twin's scheduler fires the same handler): each tenant's deliveries due by now,
 * attempted a few at a time. `now` and the backoff are options for the tests.
 */
import type { SchedulerEvent } from '#lib/scheduler.js';
import { logger } from '#lib/logger.js';
import { listTenants } from '#functions/tenancy/index.js';
import { attemptDelivery, type DeliveryOptions } from './deliver.js';
import { dueDeliveries } from './store.js';

const PARALLEL = 8;

export async function sweepTenantDeliveries(tenant: string, options: DeliveryOptions = {}): Promise<number> {
  const due = await dueDeliveries(tenant, options.now?.() ?? new Date());
  let attempted = 0;
  for (let at = 0; at < due.length; at += PARALLEL) {
    const made = await Promise.all(
      due.slice(at, at + PARALLEL).map((entry) => attemptDelivery(entry, options)),
    );
    attempted += made.filter(Boolean).length;
  }
  return attempted;
}

export async function sweepWebhookRetries(_event?: SchedulerEvent): Promise<{ attempted: number }> {
  let attempted = 0;
  for (const tenant of await listTenants(true)) attempted += await sweepTenantDeliveries(tenant.company_code);
  if (attempted) logger.info('webhook retries attempted', { attempted });
  return { attempted };
}
