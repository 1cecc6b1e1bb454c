/**
 * The tenant registry: one item per tenant (its pool, issuer, branding, status), read on every
 * request through a per-process cache. Its partition is the one whose key does not start with a
 * tenant: it is what maps a token's issuer to a tenant in the first place.
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
import { table } from '#lib/db.js';
import { tenancyKeys } from './keys.js';

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
    /** Single sign-on (store/sso.ts holds the settings): what the login page is told before sign-in. */
    sso_provider_name: string().optional(),
    oauth_domain: string().optional(),
    /** false: password sign-in is off (SSO only); absent: on. */
    password_sign_in: boolean().optional(),
    /** shared/tenancy/rules.ts TenantStatus: 1 active, 2 inactive, 3 suspended, 4 provisioning, 5 failed,
     *  6 deleting, 7 deleted. */
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
    /** Where a deletion's export goes (functions/platform/operations/export-target.ts describeTarget). */
    deletion_export: string().optional(),
    /** When the deletion finished (ISO time): the tombstone's date. */
    deleted_at: string().optional(),
    /** Epoch ms until which one provisioning runner holds this tenant (claimTenantLease). */
    provisioning_lease_until: number().optional(),
  }),
  computeKey: ({ company_code }: { company_code: string }) => ({
    pk: tenancyKeys.registry,
    sk: tenancyKeys.tenant(company_code),
  }),
});

export type Tenant = FormattedItem<typeof TenantEntity>;

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

export type TenantSignIn = Required<Pick<Tenant, 'sso_provider_name' | 'oauth_domain' | 'password_sign_in'>>;

/** The login page's view of the tenant's single sign-on (null: none, passwords only). */
export async function setTenantSignIn(code: string, signIn: TenantSignIn | null): Promise<Tenant> {
  const { Attributes } = await TenantEntity.build(UpdateItemCommand)
    .item({
      company_code: code,
      sso_provider_name: signIn?.sso_provider_name ?? $remove(),
      oauth_domain: signIn?.oauth_domain ?? $remove(),
      password_sign_in: signIn ? signIn.password_sign_in : $remove(),
    })
    .options({ condition: { attr: 'issuer', exists: true }, returnValues: 'ALL_NEW' })
    .send();
  clearTenantCache();
  return Attributes as Tenant;
}
