/**
 * Logs and metrics with AWS Powertools for Lambda (traces: tracing.ts, only where tracing is on). Logs are JSON lines; each request
 * logs through its own child logger carrying the request id, the route, and once known the
 * tenant and the user (a child per request, because the twin serves requests concurrently in
 * one process). LOG_LEVEL sets the level ('silent' in tests).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Metrics } from '@aws-lambda-powertools/metrics';

export const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'assetcare';

/** LOG_LEVEL as the twin and the CDK stacks set it (lower case is fine; 'silent' in tests). */
const logLevel = (
  process.env.POWERTOOLS_LOG_LEVEL ??
  process.env.LOG_LEVEL ??
  'INFO'
).toUpperCase() as 'INFO';

export const logger = new Logger({ serviceName, logLevel });
export type { Logger };

/** What a lazy child logger will be made from (withKeys on it adds to these, making nothing). */
const pendingChildren = new WeakMap<
  Logger,
  { parent: Logger; keys: Record<string, unknown>; serviceName?: string }
>();

/**
 * A child logger that adds these keys to every line (and names another service, e.g. the jobs).
 * Made on its first use: Powertools' createChild costs a fraction of a millisecond (it re-reads
 * the environment), and a request makes two (request id, then tenant and user) yet most requests
 * log nothing.
 */
export function withKeys(log: Logger, keys: Record<string, unknown>, serviceName?: string): Logger {
  const pending = pendingChildren.get(log);
  const parent = pending?.parent ?? log;
  const allKeys = { ...pending?.keys, ...keys };
  const service = serviceName ?? pending?.serviceName;
  let child: Logger | undefined;
  const made = () =>
    (child ??= parent.createChild({
      persistentKeys: allKeys as Record<string, string>,
      ...(service ? { serviceName: service } : {}),
    }));
  const lazy = new Proxy({} as Logger, {
    get: (_, property) => {
      const value: unknown = Reflect.get(made(), property);
      return typeof value === 'function' ? value.bind(made()) : value;
    },
    set: (_, property, value) => Reflect.set(made(), property, value),
  });
  pendingChildren.set(lazy, { parent, keys: allKeys, serviceName: service });
  return lazy;
}

/**
 * CloudWatch metrics (embedded metric format), published at once. Only an unhandled error counts
 * one, so Powertools Metrics is imported on that first use rather than at every cold start.
 */
let metrics: Metrics | undefined;
export async function publishCount(name: string): Promise<void> {
  const { Metrics, MetricUnit } = await import('@aws-lambda-powertools/metrics');
  metrics ??= new Metrics({ namespace: 'AssetCare', serviceName });
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
