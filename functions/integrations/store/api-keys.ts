/**
 * API keys and the tenant's token signing key. A key lives in its company's partition
 * (`{tenant}#APIKEYS#{company}`, one item per key), so the admin's list is one query and the
 * token endpoint and every public call read the key by its full key: the client id names the
 * tenant, the company and the key id (`{tenant}.{company}.{key}`).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { pad, table } from '#lib/db.js';
import { isConditionalCheckFailure } from '#lib/retry.js';

export const apiKeyKeys = {
  keys: (tenant: string, companyId: number) => `${tenant}#APIKEYS#${pad(companyId, 6)}`,
  signing: (tenant: string) => `${tenant}#APITOKENKEY`,
};

export const ApiKeyEntity = new Entity({
  name: 'ApiKey',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    key_id: string().key(),
    name: string(),
    scopes: list(string()),
    /** SHA-256 (hex) of the secret; the secret itself is never stored (operations/api-keys.ts says why). */
    secret_hash: string(),
    created_at: string(),
    created_by: string(),
    created_by_name: string(),
    expires_at: string(),
    last_used_at: string().optional(),
    revoked_at: string().optional(),
  }),
  computeKey: ({ tenant, company_id, key_id }: { tenant: string; company_id: number; key_id: string }) => ({
    pk: apiKeyKeys.keys(tenant, company_id),
    sk: `KEY#${key_id}`,
  }),
});
export type ApiKeyRecord = FormattedItem<typeof ApiKeyEntity>;

export async function putApiKey(record: ApiKeyRecord): Promise<void> {
  await ApiKeyEntity.build(PutItemCommand)
    .item(record)
    .options({ condition: { attr: 'key_id', exists: false } })
    .send();
}

export async function getApiKey(
  tenant: string,
  companyId: number,
  keyId: string,
): Promise<ApiKeyRecord | undefined> {
  const { Item } = await ApiKeyEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, key_id: keyId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function listApiKeys(tenant: string, companyId: number): Promise<ApiKeyRecord[]> {
  const items: ApiKeyRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(ApiKeyEntity)
    .query({ partition: apiKeyKeys.keys(tenant, companyId), range: { beginsWith: 'KEY#' } });
  for await (const page of query.paginate()) items.push(...(page.Items ?? []));
  return items;
}

/** Marks the key revoked (once: a second revoke answers false). */
export async function revokeApiKey(key: ApiKeyRecord, at: string): Promise<boolean> {
  try {
    await ApiKeyEntity.build(UpdateItemCommand)
      .item({ tenant: key.tenant, company_id: key.company_id, key_id: key.key_id, revoked_at: at })
      .options({
        condition: {
          and: [
            { attr: 'key_id', exists: true },
            { attr: 'revoked_at', exists: false },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function touchApiKey(key: ApiKeyRecord, at: string): Promise<void> {
  await ApiKeyEntity.build(UpdateItemCommand)
    .item({ tenant: key.tenant, company_id: key.company_id, key_id: key.key_id, last_used_at: at })
    .options({ condition: { attr: 'key_id', exists: true } })
    .send();
}

/** The tenant's token signing secret (made once, by a conditional put). */
export const SigningKeyEntity = new Entity({
  name: 'ApiTokenSigningKey',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), secret: string(), created_at: string(), version: number() }),
  computeKey: ({ tenant }: { tenant: string }) => ({ pk: apiKeyKeys.signing(tenant), sk: 'KEY' }),
});

export async function readSigningKey(tenant: string): Promise<string | undefined> {
  const { Item } = await SigningKeyEntity.build(GetItemCommand)
    .key({ tenant })
    .options({ consistent: true })
    .send();
  return Item?.secret;
}

/** Stores `secret` unless the tenant has one already; answers the one stored. */
export async function ensureSigningKey(tenant: string, secret: string): Promise<string> {
  try {
    await SigningKeyEntity.build(PutItemCommand)
      .item({ tenant, secret, created_at: new Date().toISOString(), version: 1 })
      .options({ condition: { attr: 'secret', exists: false } })
      .send();
    return secret;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return (await readSigningKey(tenant))!;
  }
}
