/** Tenant registry, companies and sites. */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { table, keys } from '../lib/db.js';
import { CompanyEntity, SiteEntity, TenantEntity } from '../lib/entities.js';

export type Tenant = FormattedItem<typeof TenantEntity>;
export type Company = FormattedItem<typeof CompanyEntity>;
export type Site = FormattedItem<typeof SiteEntity>;

const REGISTRY_TTL_MS = 60_000;
let registryCache: { at: number; tenants: Tenant[] } | undefined;

/** All tenants, cached for a minute per process: the registry is small and read on every request. */
export async function listTenants(fresh = false): Promise<Tenant[]> {
  if (!fresh && registryCache && Date.now() - registryCache.at < REGISTRY_TTL_MS) return registryCache.tenants;
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(TenantEntity)
    .query({ partition: keys.registry.pk, range: { beginsWith: 'TENANT#' } })
    .send();
  registryCache = { at: Date.now(), tenants: Items };
  return Items;
}

export function clearTenantCache() {
  registryCache = undefined;
}

export async function findTenantByIssuer(issuer: string): Promise<Tenant | undefined> {
  const match = (tenants: Tenant[]) => tenants.find((t) => t.issuer === issuer && t.status === 1);
  // A token from a tenant added after the cache was filled: look once more before refusing.
  return match(await listTenants()) ?? match(await listTenants(true));
}

export async function getTenant(companyCode: string): Promise<Tenant | undefined> {
  const { Item } = await TenantEntity.build(GetItemCommand).key({ company_code: companyCode }).send();
  return Item;
}

export async function putTenant(tenant: Tenant): Promise<void> {
  await TenantEntity.build(PutItemCommand).item(tenant).send();
  clearTenantCache();
}

export interface Org {
  companies: Company[];
  sites: Site[];
}

/** Every company and site of a tenant: one query on the tenant's org partition. */
export async function getOrg(tenant: string): Promise<Org> {
  const companies: Company[] = [];
  const sites: Site[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .entities(CompanyEntity, SiteEntity)
      .query({ partition: keys.org(tenant) })
      .options({ exclusiveStartKey, showEntityAttr: true })
      .send();
    for (const entry of page.Items ?? []) {
      if (entry.entity === 'Company') companies.push(entry as Company);
      else sites.push(entry as Site);
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return { companies, sites };
}

export async function getSite(tenant: string, siteId: number): Promise<Site | undefined> {
  const { Item } = await SiteEntity.build(GetItemCommand).key({ tenant, site_id: siteId }).send();
  return Item;
}
