/**
 * The failure-code catalogue's items. Every key starts with the tenant; nothing is scanned: a
 * company's codes are one partition `{tenant}#FCODE#{company}`, sorted `{kind}#{code}`, so the
 * code (folded to upper case) is unique per kind by its key, and the list is one Query.
 * A company's catalogue starts with the standard set: the first call that finds the partition
 * empty writes it (each item only if absent, so two first calls write it once).
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { STANDARD_FAILURE_CODES, type FailureCodeKind } from '#shared/reliability/rules.js';
import { pad, table } from '#lib/db.js';
import { isConditionalCheckFailure } from '#lib/retry.js';

export const failureCodeKeys = {
  catalogue: (tenant: string, companyId: number) => `${tenant}#FCODE#${pad(companyId, 6)}`,
  code: (kind: string, code: string) => `${kind}#${code}`,
};

export const FailureCodeEntity = new Entity({
  name: 'FailureCode',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    kind: string().key(),
    code: string().key(),
    description: string(),
    is_active: boolean(),
    updated_at: string(),
  }),
  computeKey: ({
    tenant,
    company_id,
    kind,
    code,
  }: {
    tenant: string;
    company_id: number;
    kind: string;
    code: string;
  }) => ({
    pk: failureCodeKeys.catalogue(tenant, company_id),
    sk: failureCodeKeys.code(kind, code),
  }),
});
export type FailureCodeRecord = FormattedItem<typeof FailureCodeEntity>;

/** One code of the company's catalogue (consistent: an edit decides on it). */
export async function getFailureCode(
  tenant: string,
  companyId: number,
  kind: FailureCodeKind,
  code: string,
): Promise<FailureCodeRecord | undefined> {
  const { Item } = await FailureCodeEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, kind, code })
    .options({ consistent: true })
    .send();
  return Item;
}

async function readCatalogue(tenant: string, companyId: number): Promise<FailureCodeRecord[]> {
  const items: FailureCodeRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(FailureCodeEntity)
    .query({ partition: failureCodeKeys.catalogue(tenant, companyId) })
    .options({ consistent: true });
  for await (const page of query.paginate()) items.push(...(page.Items ?? []));
  return items;
}

/** Puts a code only if absent; false when it is there already. */
export async function putNewFailureCode(record: FailureCodeRecord): Promise<boolean> {
  try {
    await FailureCodeEntity.build(PutItemCommand)
      .item(record)
      .options({ condition: { attr: 'code', exists: false } })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Puts a code over the one it replaces, only if it is still there. */
export async function putFailureCode(record: FailureCodeRecord): Promise<void> {
  await FailureCodeEntity.build(PutItemCommand)
    .item(record)
    .options({ condition: { attr: 'code', exists: true } })
    .send();
}

/** The company's whole catalogue by kind and code, the standard set written first if it has none. */
export async function listFailureCodes(tenant: string, companyId: number): Promise<FailureCodeRecord[]> {
  const found = await readCatalogue(tenant, companyId);
  if (found.length > 0) return found;
  await seedStandardCodes(tenant, companyId);
  return readCatalogue(tenant, companyId);
}

/** Writes the standard set into a company's catalogue (codes already there are kept as they are). */
export async function seedStandardCodes(tenant: string, companyId: number): Promise<void> {
  const now = new Date().toISOString();
  await Promise.all(
    STANDARD_FAILURE_CODES.map((c) =>
      putNewFailureCode({ tenant, company_id: companyId, ...c, is_active: true, updated_at: now }),
    ),
  );
}
