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
