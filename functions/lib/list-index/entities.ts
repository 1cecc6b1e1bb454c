/**
 * A list index's items, the same layout for every list: its entries (one partition per company and
 * sub, sort key the entry's key) and its sharded count items (one partition per company, sort key
 * `{sub}#{shard}`, so an option list is one prefix query). A domain declares its two entities with
 * these key attributes and keys, giving its own partition keys (which start with the tenant) and
 * what its entries and counts carry:
 *
 *   new Entity({ name, table, timestamps: false,
 *     schema: item({ ...listEntryKeyAttributes, ...what an entry carries }),
 *     computeKey: listEntryKey(keys.entries) })
 *   new Entity({ name, table, timestamps: false,
 *     schema: item({ ...listCountKeyAttributes, ...its buckets and labels }),
 *     computeKey: listCountKey(keys.counts) })
 *
 * (The entities themselves stay in the domain: built inside a generic helper, dynamodb-toolbox's
 * types lose the attributes' and the key's shapes.)
 */
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';

/** An entry's key attributes: the company's partition of one sub, and the entry's sort key. */
export const listEntryKeyAttributes = {
  tenant: string().key(),
  company_id: number().key(),
  sub: string().key(),
  entry_key: string().key(),
};

/** A count item's key attributes: the company's count partition, one shard of one sub. */
export const listCountKeyAttributes = {
  tenant: string().key(),
  company_id: number().key(),
  sub: string().key(),
  shard: number().key(),
};

/** An entry's key: `partition(tenant, company, sub)` / its entry key. */
export const listEntryKey =
  (partition: (tenant: string, companyId: number, sub: string) => string) =>
  ({
    tenant,
    company_id,
    sub,
    entry_key,
  }: {
    tenant: string;
    company_id: number;
    sub: string;
    entry_key: string;
  }) => ({ pk: partition(tenant, company_id, sub), sk: entry_key });

/** A count item's key: `partition(tenant, company)` / `{sub}#{shard}`. */
export const listCountKey =
  (partition: (tenant: string, companyId: number) => string) =>
  ({
    tenant,
    company_id,
    sub,
    shard,
  }: {
    tenant: string;
    company_id: number;
    sub: string;
    shard: number;
  }) => ({
    pk: partition(tenant, company_id),
    sk: `${sub}#${shard}`,
  });
