/**
 * Service dealers' store. Every key starts with the tenant; nothing is scanned.
 *
 * - A dealer is `{tenant}#DEALERS` / `DEALER#{id}`: other domains (work orders, asset PMs, the PM
 *   library) hold a dealer id and read it by key with getDealer / getDealers (a BatchGet).
 *   Dealer ids are numbers handed out by the tenant's counter item in the same partition (dealers
 *   are added by hand from a picker, rarely: this counter is never a hot spot).
 * - Each dealer belongs to a company: the picker lists the company's dealers from gsi1
 *   `{tenant}#DEALERLIST#{company}` sorted by lower-cased name then id, and a per-company counter
 *   item (`{tenant}#DEALERS` / `COUNT#{company}`) holds the list's listsize, raised in the
 *   transaction that puts the dealer.
 * - Search (name and e-mail) reads the company's index partition with a filter on a lower-cased
 *   `search` attribute: a company keeps tens to a few hundred dealers.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getMany } from '#lib/batch-get.js';
import { pad, table } from '#lib/db.js';
import { failedCondition, withRetry } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';

export const dealerKeys = {
  tenant: (tenant: string) => `${tenant}#DEALERS`,
  dealer: (dealerId: number) => `DEALER#${pad(dealerId, 10)}`,
  companyCount: (companyId: number) => `COUNT#${pad(companyId, 6)}`,
  sequence: 'SEQUENCE',
  /** gsi1: a company's dealers by name. */
  companyList: (tenant: string, companyId: number) => `${tenant}#DEALERLIST#${pad(companyId, 6)}`,
  companyListEntry: (name: string, dealerId: number) => `${name.toLowerCase()}#${pad(dealerId, 10)}`,
};

export const DealerEntity = new Entity({
  name: 'ServiceDealer',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    service_dealer_id: number().key(),
    company_id: number(),
    name: string(),
    email: string(),
    /** Name and e-mail, lower-cased: what the picker's search reads. */
    search: string(),
    created_by_uuid: string(),
    created_at: string(),
    gsi1pk: string(),
    gsi1sk: string(),
  }),
  computeKey: ({ tenant, service_dealer_id }: { tenant: string; service_dealer_id: number }) => ({
    pk: dealerKeys.tenant(tenant),
    sk: dealerKeys.dealer(service_dealer_id),
  }),
});
export type DealerRecord = FormattedItem<typeof DealerEntity>;

/** The tenant's last dealer id. */
const DealerSequenceEntity = new Entity({
  name: 'ServiceDealerSequence',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), last: number().optional() }),
  computeKey: ({ tenant }: { tenant: string }) => ({
    pk: dealerKeys.tenant(tenant),
    sk: dealerKeys.sequence,
  }),
});

/** How many dealers a company has. */
const DealerCountEntity = new Entity({
  name: 'ServiceDealerCount',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), company_id: number().key(), dealers: number().optional() }),
  computeKey: ({ tenant, company_id }: { tenant: string; company_id: number }) => ({
    pk: dealerKeys.tenant(tenant),
    sk: dealerKeys.companyCount(company_id),
  }),
});

export interface DealerInput {
  name: string;
  email: string;
}

/** A dealer of the tenant by id (any company), or undefined. Other domains check `company_id` against theirs. */
export async function getDealer(tenant: string, dealerId: number): Promise<DealerRecord | undefined> {
  const { Item } = await DealerEntity.build(GetItemCommand)
    .key({ tenant, service_dealer_id: dealerId })
    .send();
  return Item;
}

/** A dealer of the company, or undefined (another company's id is not found). */
export async function getCompanyDealer(
  tenant: string,
  companyId: number,
  dealerId: number,
): Promise<DealerRecord | undefined> {
  const dealer = await getDealer(tenant, dealerId);
  return dealer?.company_id === companyId ? dealer : undefined;
}

/** Several dealers of the tenant by id, keyed by id (ids not found are absent): one BatchGet per 100 ids. */
export async function getDealers(
  tenant: string,
  dealerIds: readonly number[],
): Promise<Map<number, DealerRecord>> {
  const ids = [...new Set(dealerIds)];
  const found = await getMany(
    DealerEntity,
    ids.map((id) => ({ tenant, service_dealer_id: id })),
  );
  return new Map(found.map((dealer) => [dealer.service_dealer_id, dealer]));
}

/** Adds a dealer to a company with the tenant's next id; the company's count goes up in the same transaction. */
export async function createDealer(
  tenant: string,
  companyId: number,
  input: DealerInput,
  createdBy: string,
  now = new Date(),
): Promise<DealerRecord> {
  return withRetry(
    async () => {
      const { Item: sequence } = await DealerSequenceEntity.build(GetItemCommand)
        .key({ tenant })
        .options({ consistent: true })
        .send();
      const last = sequence?.last;
      const dealerId = (last ?? 0) + 1;
      const record: DealerRecord = {
        tenant,
        service_dealer_id: dealerId,
        company_id: companyId,
        name: input.name,
        email: input.email,
        search: `${input.name}\n${input.email}`.toLowerCase(),
        created_by_uuid: createdBy,
        created_at: now.toISOString(),
        gsi1pk: dealerKeys.companyList(tenant, companyId),
        gsi1sk: dealerKeys.companyListEntry(input.name, dealerId),
      };
      await writeTransaction([
        DealerSequenceEntity.build(UpdateTransaction)
          .item({ tenant, last: dealerId })
          .options({
            condition: last === undefined ? { attr: 'last', exists: false } : { attr: 'last', eq: last },
          }),
        DealerEntity.build(PutTransaction)
          .item(record)
          .options({ condition: { attr: 'service_dealer_id', exists: false } }),
        DealerCountEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, dealers: $add(1) }),
      ]);
      return record;
    },
    { attempts: 12, retryIf: (error) => failedCondition(error) },
  );
}

/** How many dealers the company has (its counter). */
export async function countDealers(tenant: string, companyId: number): Promise<number> {
  const { Item } = await DealerCountEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId })
    .send();
  return Math.max(0, Item?.dealers ?? 0);
}

const companyQuery = (tenant: string, companyId: number) =>
  table
    .build(QueryCommand)
    .entities(DealerEntity)
    .query({ index: 'gsi1', partition: dealerKeys.companyList(tenant, companyId) });

/** One page of the company's dealers by name: the first pageSize × pageIndex by key. */
export async function listDealers(
  tenant: string,
  companyId: number,
  page: { pageSize: number; pageIndex: number },
): Promise<DealerRecord[]> {
  const wanted = page.pageSize * page.pageIndex;
  const dealers: DealerRecord[] = [];
  for await (const result of companyQuery(tenant, companyId).options({ limit: wanted }).paginate()) {
    dealers.push(...(result.Items ?? []));
    if (dealers.length >= wanted) break;
  }
  return dealers.slice(page.pageSize * (page.pageIndex - 1), wanted);
}

/** Every dealer of the company whose name or e-mail holds the text (any case), by name. */
export async function searchDealers(
  tenant: string,
  companyId: number,
  search: string,
): Promise<DealerRecord[]> {
  const dealers: DealerRecord[] = [];
  const query = companyQuery(tenant, companyId).options({
    filters: { ServiceDealer: { attr: 'search', contains: search.toLowerCase() } },
  });
  for await (const result of query.paginate()) dealers.push(...(result.Items ?? []));
  return dealers;
}
