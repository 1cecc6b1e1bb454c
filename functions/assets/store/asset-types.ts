/** The asset types registry per company (the type names its assets use, for the type filter's options). */
import { Entity } from 'dynamodb-toolbox/entity';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { pad, table } from '#lib/db.js';
import type { Transaction } from '#lib/transactions.js';

const typesKey = (tenant: string, companyId: number) => `${tenant}#ASSETTYPES#${pad(companyId, 6)}`;

export const AssetTypeEntity = new Entity({
  name: 'AssetType',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    name_key: string().key(),
    asset_type_id: number(),
    name: string(),
  }),
  computeKey: ({
    tenant,
    company_id,
    name_key,
  }: {
    tenant: string;
    company_id: number;
    name_key: string;
  }) => ({ pk: typesKey(tenant, company_id), sk: `TYPE#${name_key}` }),
});

/**
 * A type's id is a hash of its lower-cased name: the same type gets the same id in every write
 * without a counter to read first (the registry only names types; nothing refers to the id).
 */
export function assetTypeIdOf(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h % 2_000_000_000;
}
const typeKey = (name: string) => name.trim().toLowerCase().slice(0, 100);

export const assetTypeWrite = (tenant: string, companyId: number, name: string): Transaction =>
  AssetTypeEntity.build(PutTransaction).item({
    tenant,
    company_id: companyId,
    name_key: typeKey(name),
    asset_type_id: assetTypeIdOf(name),
    name: name.trim(),
  });

export async function listAssetTypes(
  tenant: string,
  companyIds: number[],
): Promise<{ asset_type_id: number; name: string }[]> {
  const byKey = new Map<string, { asset_type_id: number; name: string }>();
  await Promise.all(
    companyIds.map(async (companyId) => {
      const query = table
        .build(QueryCommand)
        .entities(AssetTypeEntity)
        .query({ partition: typesKey(tenant, companyId) });
      for await (const page of query.paginate())
        for (const t of page.Items ?? [])
          byKey.set(t.name_key, { asset_type_id: t.asset_type_id, name: t.name });
    }),
  );
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t);
}
