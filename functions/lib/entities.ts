/** Entities shared by several domains: the tenant registry, companies and sites, users, sentinels, sequences. */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { number } from 'dynamodb-toolbox/schema/number';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { list } from 'dynamodb-toolbox/schema/list';
import { table, keys } from './db.js';

export const TenantEntity = new Entity({
  name: 'Tenant',
  table,
  timestamps: false,
  schema: item({
    company_code: string().key(),
    name: string(),
    logo_url: string().optional(),
    color: string().optional(),
    region: string(),
    user_pool_id: string(),
    user_pool_web_client_id: string(),
    identity_pool_id: string().optional(),
    /** The exact `iss` claim of this tenant's tokens. */
    issuer: string(),
    /** Only set locally: the Cognito emulator's address, which Amplify must call instead of AWS. */
    user_pool_endpoint: string().optional(),
    status: number().default(1),
  }),
  computeKey: ({ company_code }: { company_code: string }) => ({
    pk: keys.registry.pk,
    sk: keys.registry.tenantSk(company_code),
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
  }),
  computeKey: ({ tenant, company_id }: { tenant: string; company_id: number }) => ({
    pk: keys.org(tenant),
    sk: keys.company(company_id),
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
  }),
  computeKey: ({ tenant, site_id }: { tenant: string; site_id: number }) => ({
    pk: keys.org(tenant),
    sk: keys.site(site_id),
  }),
});

export const UserEntity = new Entity({
  name: 'User',
  table,
  schema: item({
    tenant: string().key(),
    uuid: string().key(),
    username: string(),
    email: string(),
    firstname: string(),
    lastname: string(),
    status: number(),
    roles: list(number()),
    sites: list(number()),
    default_role_web: number().optional(),
    default_role_app: number().optional(),
    active_role_web: number().optional(),
    active_role_app: number().optional(),
    default_site: number().optional(),
    active_site: number().optional(),
    default_company: number().optional(),
    active_company: number().optional(),
    prefer_language_id: number().default(1),
    is_registration_succeed: boolean().default(false),
    notification_token: string().optional(),
    email_notification_status: boolean().default(true),
    executive_report_status: boolean().default(false),
    operator_usage_report_email_not_status: boolean().default(false),
    manager_pm_notification_status: boolean().default(true),
    /** Badge counter, changed only in the same transaction as the notification write it counts. */
    unread_notifications: number().default(0),
    total_notifications: number().default(0),
    /** Optimistic lock: every profile update checks and bumps it. */
    version: number().default(1),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
  }),
  computeKey: ({ tenant, uuid }: { tenant: string; uuid: string }) => ({
    pk: keys.user(tenant, uuid),
    sk: 'USER',
  }),
});

/** Uniqueness sentinel (username, e-mail): written in the same transaction as the item it guards. */
export const UniqueEntity = new Entity({
  name: 'Unique',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    kind: string().key(),
    value: string().key(),
    ref: string(),
  }),
  computeKey: ({ tenant, kind, value }: { tenant: string; kind: string; value: string }) => ({
    pk: keys.unique(tenant, kind, value),
    sk: 'UNIQUE',
  }),
});

/** Monotonic id sequences per tenant (company and site ids). */
export const SequenceEntity = new Entity({
  name: 'Sequence',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    name: string().key(),
    value: number().default(0),
  }),
  computeKey: ({ tenant, name }: { tenant: string; name: string }) => ({
    pk: keys.sequence(tenant, name),
    sk: 'SEQ',
  }),
});
