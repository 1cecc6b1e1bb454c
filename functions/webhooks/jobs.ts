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

/** What a sweep did: the tenants it read (as every job answers) and the deliveries it attempted. */
export async function sweepWebhookRetries(
  _event?: SchedulerEvent,
): Promise<{ tenants: number; attempted: number }> {
  let attempted = 0;
  const tenants = await listTenants(true);
  for (const tenant of tenants) attempted += await sweepTenantDeliveries(tenant.company_code);
  if (attempted) logger.info('webhook retries attempted', { attempted });
  return { tenants: tenants.length, attempted };
}
