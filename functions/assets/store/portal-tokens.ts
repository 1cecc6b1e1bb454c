/**
 * An asset's no-sign-in request portal token: one random token per asset (192 bits, base64url,
 * never derived from tenant or asset ids) kept both ways (token → tenant and asset; asset →
 * token), made on first use by the label sheet. Assets own it (their labels print it); the
 * requests portal, a domain above, resolves it through the assets' public module.
 */
import { randomBytes } from 'node:crypto';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { pad, table } from '#lib/db.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';

const portalKeys = {
  /** The portal token registry: the token is the key (looked up before any tenant is known, like the tenant registry). */
  portalToken: (token: string) => `PORTAL#${token}`,
  assetPortal: (tenant: string, assetId: number) => `${tenant}#ASSETPORTAL#${pad(assetId)}`,
};

/** token → tenant and asset. */
export const PortalTokenEntity = new Entity({
  name: 'PortalToken',
  table,
  timestamps: false,
  schema: item({ token: string().key(), tenant: string(), asset_id: number() }),
  computeKey: ({ token }: { token: string }) => ({ pk: portalKeys.portalToken(token), sk: 'PORTAL' }),
});
/** asset → its token. */
export const AssetPortalEntity = new Entity({
  name: 'AssetPortal',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), token: string() }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: portalKeys.assetPortal(tenant, asset_id),
    sk: 'PORTAL',
  }),
});

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
