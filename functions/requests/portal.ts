/**
 * The no-sign-in request portal's rate-limit windows: a counter item per source address and per
 * asset per hour, moved by a conditional update in the report's own transaction, removed by
 * DynamoDB TTL. The asset's portal token is the assets domain's (functions/assets/store/portal-tokens.ts).
 */
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { PORTAL_WINDOW_SECONDS } from '#shared/requests/rules.js';
import type { Transaction } from '#lib/transactions.js';
import { PortalRateEntity } from './store.js';

/** The current window's counter for `what`, raised by one unless it has reached `limit` (the transaction then fails). */
export function rateWrite(tenant: string, what: string, limit: number, now = Date.now()): Transaction {
  const window = Math.floor(now / 1000 / PORTAL_WINDOW_SECONDS);
  return PortalRateEntity.build(UpdateTransaction)
    .item({ tenant, what: `${what}#${window}`, n: $add(1), expires_at: (window + 2) * PORTAL_WINDOW_SECONDS })
    .options({
      condition: {
        or: [
          { attr: 'n', exists: false },
          { attr: 'n', lt: limit },
        ],
      },
    });
}
