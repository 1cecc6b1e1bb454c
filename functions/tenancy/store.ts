/**
 * Tenant registry, companies and sites. The registry is the one partition whose key does not
 * start with a tenant: it is what maps a token's issuer to a tenant in the first place.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { PLATFORM_TENANT } from '#shared/platform/rules.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { pad, table } from '#lib/db.js';

export const tenancyKeys = {
  registry: 'REGISTRY',
  tenant: (code: string) => `TENANT#${code}`,
  org: (tenant: string) => `${tenant}#ORG`,
  company: (id: number) => `COMPANY#${pad(id, 6)}`,
  site: (id: number) => `SITE#${pad(id, 6)}`,
};

export const TenantEntity = new Entity({
  name: 'Tenant',
  table,
  timestamps: false,
  schema: item({
    company_code: string().key(),
    name: string(),
    /** The deployment's logo (cdk.json logoUrl, the twin's /branding/*.svg): shown unless one was uploaded. */
    logo_url: string().optional(),
    color: string().optional(),
    /** A logo the tenant's super admin uploaded (functions/tenancy/logo.ts: `branding/{tenant}/{logo_file}`). */
    logo_file: string().optional(),
    /** Counts branding saves (saveBranding): a save names the version it read, so none is lost unseen. */
    branding_version: number().optional(),
    region: string(),
    user_pool_id: string(),
    user_pool_web_client_id: string(),
    identity_pool_id: string().optional(),
    /** The exact `iss` claim of this tenant's tokens. */
    issuer: string(),
    /** Only set locally: the Cognito emulator's address, which Amplify must call instead of AWS. */
    user_pool_endpoint: string().optional(),
    /** shared/tenancy/rules.ts TenantStatus: 1 active, 2 inactive, 3 suspended, 4 provisioning, 5 failed. */
    status: number().default(1),
    /** Why the last provisioning run failed (status 5). */
    failure_reason: string().optional(),
    /** Run-time tenants: the first admin asked for, so a provisioning run stopped half-way can be
     *  resumed by the runner (functions/platform/jobs.ts) without the request. */
    admin_email: string().optional(),
    admin_name: string().optional(),
    /** Asked for through Platform/CreateTenant: the provisioning runner's to finish (the operator's
     *  command finishes its own tenants when run again). */
    provisioning_runner: boolean().optional(),
    /** Epoch ms until which one provisioning runner holds this tenant (claimTenantLease). */
    provisioning_lease_until: number().optional(),
  }),
  computeKey: ({ company_code }: { company_code: string }) => ({
    pk: tenancyKeys.registry,
    sk: tenancyKeys.tenant(company_code),
  }),
});

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

export type Tenant = FormattedItem<typeof TenantEntity>;
export type Company = FormattedItem<typeof CompanyEntity>;
export type Site = FormattedItem<typeof SiteEntity>;

const REGISTRY_TTL_MS = 60_000;
let registryCache: { at: number; tenants: Tenant[] } | undefined;

/** All tenants, cached for a minute per process: the registry is small and read on every request. */
export async function listTenants(fresh = false): Promise<Tenant[]> {
  if (!fresh && registryCache && Date.now() - registryCache.at < REGISTRY_TTL_MS)
    return registryCache.tenants;
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(TenantEntity)
    .query({ partition: tenancyKeys.registry, range: { beginsWith: 'TENANT#' } })
    .send();
  registryCache = { at: Date.now(), tenants: Items };
  return Items;
}

/**
 * The tenants whose companies scheduled work runs for: active ones (a suspended tenant's data is
 * kept, but nobody there is reminded, e-mailed or imported for), never the platform's own registry
 * item, which names the operators' pool and holds no company data.
 */
export async function listActiveCompanyTenants(): Promise<Tenant[]> {
  return (await listTenants(true)).filter(
    (t) => t.status === TenantStatus.Active && t.company_code !== PLATFORM_TENANT,
  );
}

export function clearTenantCache() {
  registryCache = undefined;
}

/**
 * The tenant whose tokens carry this issuer: an active one, or a suspended one (the route chain
 * refuses its users with Messages.tenantSuspended). Tenants made at run time are in the same
 * registry as the deployed ones, so their tokens are accepted once the cache is refreshed.
 */
export async function findTenantByIssuer(issuer: string): Promise<Tenant | undefined> {
  const known = (t: Tenant) => t.status === TenantStatus.Active || t.status === TenantStatus.Suspended;
  const match = (tenants: Tenant[]) => tenants.find((t) => t.issuer === issuer && known(t));
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

/**
 * Writes a new tenant's registry item only when there is none: true when this call made it.
 * Two provisioning runs of the same code cannot both start from nothing.
 */
export async function putNewTenant(tenant: Tenant): Promise<boolean> {
  try {
    await TenantEntity.build(PutItemCommand)
      .item(tenant)
      .options({ condition: { attr: 'company_code', exists: false } })
      .send();
    clearTenantCache();
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Updates fields of an existing registry item (a condition keeps a typo from creating one). */
export async function updateTenant(
  code: string,
  fields: Partial<Omit<Tenant, 'company_code'>>,
): Promise<Tenant> {
  const { Attributes } = await TenantEntity.build(UpdateItemCommand)
    .item({ company_code: code, ...fields })
    .options({ condition: { attr: 'issuer', exists: true }, returnValues: 'ALL_NEW' })
    .send();
  clearTenantCache();
  return Attributes as Tenant;
}

/**
 * Claims a tenant for one provisioning runner until `now + ms` (a conditional write: no lease, or
 * an expired one), so a runner started by the create call and a scheduled one never work on the
 * same tenant at once. False when another runner holds it.
 */
export async function claimTenantLease(code: string, ms: number, now = Date.now()): Promise<boolean> {
  try {
    await TenantEntity.build(UpdateItemCommand)
      .item({ company_code: code, provisioning_lease_until: now + ms })
      .options({
        condition: {
          and: [
            { attr: 'issuer', exists: true },
            {
              or: [
                { attr: 'provisioning_lease_until', exists: false },
                { attr: 'provisioning_lease_until', lt: now },
              ],
            },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function releaseTenantLease(code: string): Promise<void> {
  await TenantEntity.build(UpdateItemCommand)
    .item({ company_code: code, provisioning_lease_until: $remove() })
    .options({ condition: { attr: 'issuer', exists: true } })
    .send();
}

export type BrandingFields = { name: string; color: string | null; logo_file: string | null };

/**
 * Writes the tenant's branding (name, colour, uploaded logo) if the registry item is still at
 * `version` (a conditional write: a save made from an older read is refused, not lost), and
 * clears the registry cache so this process's next lookup shows it. 'changed' when the item moved
 * on; the caller decides whether that was this very save, retried.
 */
export async function saveBranding(
  code: string,
  fields: BrandingFields,
  version: number,
): Promise<Tenant | 'changed'> {
  try {
    const { Attributes } = await TenantEntity.build(UpdateItemCommand)
      .item({
        company_code: code,
        name: fields.name,
        color: fields.color ?? $remove(),
        logo_file: fields.logo_file ?? $remove(),
        branding_version: version + 1,
      })
      .options({
        condition: {
          and: [
            { attr: 'issuer', exists: true },
            version === 0
              ? {
                  or: [
                    { attr: 'branding_version', exists: false },
                    { attr: 'branding_version', eq: 0 },
                  ],
                }
              : { attr: 'branding_version', eq: version },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    return Attributes as Tenant;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'changed';
    throw error;
  } finally {
    clearTenantCache();
  }
}

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
