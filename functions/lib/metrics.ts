/**
 * Business metrics (Powertools Metrics: CloudWatch embedded metric format, one JSON line on
 * stdout that CloudWatch turns into metrics; no API call). Counted where the event is final:
 * inspections submitted, issues opened and PMs due by the outbox consumer from the events the
 * writes raised (functions/outbox/apply.ts: after the write committed, and off the request's
 * path), e-mails sent and suppressed by lib/mail.ts, imports by the import job.
 *
 * Powertools Metrics is imported on the first count, never at a cold start of a Lambda that counts
 * nothing (issue 30). On the twin and in the tests POWERTOOLS_METRICS_DISABLED=true
 * (scripts/dev/emulators.ts): Powertools then prints nothing, and the import is skipped too.
 *
 * Tenant as a dimension: CloudWatch bills each distinct metric (name + dimension values) for every
 * hour it receives data. The everyday events (inspections, issues, PMs due, e-mails) happen in every
 * active tenant every hour, so a tenant dimension would make one billed metric per tenant and event
 * (thousands of tenants: thousands of series); they carry the tenant as metadata instead (a field
 * of the EMF log line, found with Logs Insights), counted by stage only. Rare events (imports,
 * suppressed addresses) come from few tenants in any hour, so their per-tenant series are few and
 * cheap: they are also counted per tenant.
 */
import type { Metrics } from '@aws-lambda-powertools/metrics';

/** Namespace and service of every business metric (the Ops stack's dashboard reads them by these). */
export const METRICS_NAMESPACE = 'AssetCare';
export const METRICS_SERVICE = 'assetcare';

/** Each business metric and whether it also gets a tenant dimension (see above). */
export const BUSINESS_METRICS = {
  InspectionsSubmitted: { perTenant: false },
  IssuesOpened: { perTenant: false },
  PmsDue: { perTenant: false },
  EmailsSent: { perTenant: false },
  EmailsSuppressed: { perTenant: true },
  ImportsCompleted: { perTenant: true },
} as const;
export type BusinessMetric = keyof typeof BUSINESS_METRICS;

const disabled = () => process.env.POWERTOOLS_METRICS_DISABLED === 'true';

let metrics: Promise<{ metrics: Metrics; unit: 'Count' }> | undefined;
const load = () =>
  (metrics ??= import('@aws-lambda-powertools/metrics').then(({ Metrics, MetricUnit }) => ({
    metrics: new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE }),
    unit: MetricUnit.Count,
  })));

/**
 * Counts `count` business events of a tenant, published at once (one EMF line per call; a Lambda
 * may be frozen after its answer, so nothing waits for a flush). Never throws: a metric is not
 * worth failing a write for.
 */
export async function countBusinessEvent(name: BusinessMetric, tenant: string, count = 1): Promise<void> {
  if (disabled() || count <= 0) return;
  try {
    const { metrics: target, unit } = await load();
    target.addMetadata('tenant', tenant);
    target.addMetric(name, unit, count);
    target.publishStoredMetrics();
    if (BUSINESS_METRICS[name].perTenant) {
      const single = target.singleMetric();
      single.addDimension('tenant', tenant);
      single.addMetric(name, unit, count);
    }
  } catch {
    // Metrics are best effort.
  }
}
