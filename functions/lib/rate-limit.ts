/**
 * Rate limits of the routes anyone may call (the request portal, the sign-in screen's calls): a
 * counter item per key and fixed window, raised by a conditional update that fails once the
 * window's limit is reached, removed by DynamoDB TTL two windows later. The update goes in the
 * guarded write's own transaction where there is one, so a refused call writes nothing. Keys start
 * with the tenant; calls made before any tenant is known count under PLATFORM_RATE_TENANT.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { table } from './db.js';
import { HttpError } from './errors.js';
import { cancellationReasons } from './retry.js';
import { writeTransaction, type Transaction } from './transactions.js';

/** Not a tenant code (codes are subdomain labels, which take no '_'). */
export const PLATFORM_RATE_TENANT = '_platform';

/** A window's counter (expires with DynamoDB TTL on expires_at). */
export const RateWindowEntity = new Entity({
  name: 'RateWindow',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    what: string().key(),
    n: number().optional(),
    expires_at: number().optional(),
  }),
  computeKey: ({ tenant, what }: { tenant: string; what: string }) => ({
    pk: `${tenant}#RATE#${what}`,
    sk: 'RATE',
  }),
});

/** The window `now` falls in, for a window of `windowSeconds`. */
export const rateWindowOf = (windowSeconds: number, now = Date.now()) =>
  Math.floor(now / 1000 / windowSeconds);

/** The current window's counter for `what`, raised by one unless it has reached `limit` (the transaction then fails). */
export function rateWrite(
  tenant: string,
  what: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Transaction {
  const window = rateWindowOf(windowSeconds, now);
  return RateWindowEntity.build(UpdateTransaction)
    .item({ tenant, what: `${what}#${window}`, n: $add(1), expires_at: (window + 2) * windowSeconds })
    .options({
      condition: {
        or: [
          { attr: 'n', exists: false },
          { attr: 'n', lt: limit },
        ],
      },
    });
}

/** Whether a transaction failed on a rate window's condition (or any other condition of it). */
export const rateRefused = (error: unknown) =>
  cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed');

/** The caller's address as API Gateway saw it (never a header the caller sets). */
export const sourceOf = (event: { requestContext?: { http?: { sourceIp?: string } } }) =>
  (event.requestContext?.http?.sourceIp ?? 'unknown').slice(0, 64);

/** Counts one call in each of these windows, or answers 429 with `message` when one is full. */
export async function takeRate(
  windows: { tenant: string; what: string; limit: number; windowSeconds: number }[],
  message: string,
  now = Date.now(),
): Promise<void> {
  try {
    await writeTransaction(windows.map((w) => rateWrite(w.tenant, w.what, w.limit, w.windowSeconds, now)));
  } catch (error) {
    if (rateRefused(error)) throw new HttpError(429, message);
    throw error;
  }
}
