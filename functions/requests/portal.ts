/**
 * The no-sign-in request portal's store side: one random token per asset (192 bits, base64url,
 * never derived from tenant or asset ids) kept both ways (token → tenant and asset; asset →
 * token), made on first use by the label sheet; and the rate-limit windows (a counter item per
 * source address and per asset per hour, moved by a conditional update in the report's own
 * transaction, removed by DynamoDB TTL).
 */
import { randomBytes } from 'node:crypto';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { PORTAL_WINDOW_SECONDS } from '#shared/requests/rules.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import { AssetPortalEntity, PortalRateEntity, PortalTokenEntity } from './store.js';
import { failedCondition } from '#lib/retry.js';

export const newPortalToken = () => `p${randomBytes(24).toString('base64url')}`;

/** The asset's portal token, made (both items, conditionally) when it has none. */
export async function ensurePortalToken(tenant: string, assetId: number): Promise<string> {
  const { Item } = await AssetPortalEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .options({ consistent: true })
    .send();
  if (Item) return Item.token;
  const token = newPortalToken();
  try {
    await writeTransaction([
      AssetPortalEntity.build(PutTransaction)
        .item({ tenant, asset_id: assetId, token })
        .options({ condition: { attr: 'token', exists: false } }),
      PortalTokenEntity.build(PutTransaction)
        .item({ token, tenant, asset_id: assetId })
        .options({ condition: { attr: 'token', exists: false } }),
    ]);
    return token;
  } catch (error) {
    // Another label sheet made it first: read theirs.
    if (failedCondition(error, 0)) return ensurePortalToken(tenant, assetId);
    throw error;
  }
}

/** Tokens of several assets (label sheets of up to a page of labels). */
export const ensurePortalTokens = (tenant: string, assetIds: number[]) =>
  Promise.all(assetIds.map((id) => ensurePortalToken(tenant, id)));

export async function resolvePortalToken(
  token: string,
): Promise<{ tenant: string; asset_id: number } | undefined> {
  const { Item } = await PortalTokenEntity.build(GetItemCommand).key({ token }).send();
  return Item ? { tenant: Item.tenant, asset_id: Item.asset_id } : undefined;
}

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
