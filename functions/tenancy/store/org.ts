/**
 * A tenant's companies and sites: one partition per tenant (its org), read whole and kept briefly
 * per process (every request reads it).
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { table } from '#lib/db.js';
import { tenancyKeys } from './keys.js';

export const CompanyEntity = new Entity({
  name: 'Company',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    company_name: string(),
    status: number().default(1),
    /** Failed checklist items open issues automatically (issue 9); a company may turn it off. */
    create_issues_from_inspections: boolean().default(true),
  }),
  computeKey: ({ tenant, company_id }: { tenant: string; company_id: number }) => ({
    pk: tenancyKeys.org(tenant),
    sk: tenancyKeys.company(company_id),
  }),
});

export const SiteEntity = new Entity({
  name: 'Site',
  table,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    company_id: number(),
    site_name: string(),
    /** 1 active, 2 inactive, 20 the company's all-sites entry. */
    status: number().default(1),
    isShowPM: boolean().default(false),
    timezone: string().default('America/Los_Angeles'),
    /** Managers review this site's inspections (spec 3 showHideApprove); off: each is accepted on submit. */
    showHideApprove: boolean().default(true),
    /** A manager's note is required to approve (spec 5 isManagerNotes). */
    isManagerNotes: boolean().default(false),
  }),
  computeKey: ({ tenant, site_id }: { tenant: string; site_id: number }) => ({
    pk: tenancyKeys.org(tenant),
    sk: tenancyKeys.site(site_id),
  }),
});

export type Company = FormattedItem<typeof CompanyEntity>;
export type Site = FormattedItem<typeof SiteEntity>;

export interface Org {
  companies: Company[];
  sites: Site[];
}

/**
 * How long a process keeps a tenant's org. Every request reads it (the route chain's scope checks),
 * and companies and sites change seldom: kept briefly, it saves a query per request. A change made
 * in this process clears it at once; other processes (other Lambda instances) see it within this time.
 */
export const ORG_CACHE_MS = 5_000;
const orgCache = new Map<string, { at: number; org: Promise<Org> }>();

/** Every company and site of a tenant (kept for ORG_CACHE_MS per process). */
export function getOrg(tenant: string): Promise<Org> {
  const kept = orgCache.get(tenant);
  if (kept && Date.now() - kept.at < ORG_CACHE_MS) return kept.org;
  const org = readOrg(tenant);
  orgCache.set(tenant, { at: Date.now(), org });
  // A failed read is not kept.
  org.catch(() => orgCache.get(tenant)?.org === org && orgCache.delete(tenant));
  return org;
}

/** Forgets the kept orgs: after a change to companies or sites made outside this module (tests, seeds). */
export function clearOrgCache(): void {
  orgCache.clear();
}

/** Every company and site of a tenant: one query on the tenant's org partition. */
async function readOrg(tenant: string): Promise<Org> {
  const companies: Company[] = [];
  const sites: Site[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .entities(CompanyEntity, SiteEntity)
      .query({ partition: tenancyKeys.org(tenant) })
      .options({ exclusiveStartKey, showEntityAttr: true })
      .send();
    for (const entry of page.Items ?? []) {
      if (entry.entity === 'Company') companies.push(entry as Company);
      else sites.push(entry as Site);
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  // Shared by every request while kept: frozen, so a handler that changed it would fail loudly.
  return Object.freeze({
    companies: Object.freeze(companies.map((c) => Object.freeze(c))) as Company[],
    sites: Object.freeze(sites.map((site) => Object.freeze(site))) as Site[],
  });
}

export async function getSite(tenant: string, siteId: number): Promise<Site | undefined> {
  const { Item } = await SiteEntity.build(GetItemCommand).key({ tenant, site_id: siteId }).send();
  return Item;
}

/** Sets a company's inspection setting (the item must exist: a condition keeps a typo from creating one). */
export async function setCreateIssuesFromInspections(
  tenant: string,
  companyId: number,
  on: boolean,
): Promise<Company> {
  const { Attributes } = await CompanyEntity.build(UpdateItemCommand)
    .item({ tenant, company_id: companyId, create_issues_from_inspections: on })
    .options({ condition: { attr: 'company_name', exists: true }, returnValues: 'ALL_NEW' })
    .send();
  orgCache.delete(tenant);
  return Attributes as Company;
}
