/** The one retry helper, and how DynamoDB says a transaction lost a race or a condition. */

export interface RetryOptions {
  attempts?: number;
  /** Whether this failure may pass on a later attempt. */
  retryIf: (error: unknown) => boolean;
  /** Base wait in ms; attempt n waits about n times it, with jitter. */
  baseDelayMs?: number;
}

export async function withRetry<T>(
  work: () => Promise<T>,
  { attempts = 5, retryIf, baseDelayMs = 25 }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !retryIf(error)) throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, attempt * baseDelayMs + Math.random() * 2 * baseDelayMs),
      );
    }
  }
}

/** Why each item of a cancelled transaction failed (empty for any other error). */
export const cancellationReasons = (error: unknown): { Code?: string }[] =>
  (error as { name?: string }).name === 'TransactionCanceledException'
    ? ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [])
    : [];

/** Another transaction held one of the items: worth another attempt. */
export const isTransactionConflict = (error: unknown) =>
  cancellationReasons(error).some((reason) => reason.Code === 'TransactionConflict');

/** The condition of the transaction's item at `index` (any item when omitted) failed. */
export const failedCondition = (error: unknown, index?: number) => {
  const reasons = cancellationReasons(error);
  return index === undefined
    ? reasons.some((r) => r.Code === 'ConditionalCheckFailed')
    : reasons[index]?.Code === 'ConditionalCheckFailed';
};

export const isConditionalCheckFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** What AWS services (DynamoDB, S3, SES, Cognito) answer when they are overloaded or down, by error name. */
const UNAVAILABLE_NAMES = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'SlowDown',
  'TooManyRequestsException',
  'TimeoutError',
  'RequestTimeout',
]);
/** Errors of the network below the SDK (the service cannot be reached at all). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * A failure of a service the request depends on, not of the request: throttled, overloaded,
 * down or unreachable, after the SDK's own retries. Worth trying again later (503), unlike a bug
 * (500). A transaction cancelled only by throttling counts too.
 */
export function isServiceUnavailable(error: unknown): boolean {
  const e = error as {
    name?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
    $retryable?: unknown;
  } | null;
  if (!e) return false;
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (e.code && UNREACHABLE_CODES.has(e.code)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (status === 503 || status === 502 || status === 504) return true;
  const reasons = cancellationReasons(error);
  return (
    reasons.some((r) => r.Code === 'ThrottlingError') &&
    reasons.every((r) => !r.Code || r.Code === 'None' || r.Code === 'ThrottlingError')
  );
}
