/**
 * Seeds the twin: per tenant its own cognito-local user pool and web client, its registry item,
 * companies and sites, users (in the pool and in the table) and some notifications.
 * Idempotent: a tenant whose pool still exists is only refreshed (its issuer may have a new port).
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UserStatus, Role } from '#shared/codes.js';
import { LOCAL_STAGE, poolTags, userPoolSettings, webClientSettings } from '#shared/tenancy/pool-settings.js';
import { insertSubmission, putForm, seedFormTypes } from '#functions/forms/store.js';
import { getCognito } from '#lib/aws.js';
import {
  clearOrgCache,
  CompanyEntity,
  getTenant,
  putTenant,
  SiteEntity,
  type Tenant,
} from '#functions/tenancy/store.js';
import { createUserRecord } from '#functions/users/store/index.js';
import { PLATFORM_OPERATOR, SEED_TENANTS, type SeedTenant, type SeedUser } from './seed-data.js';
import { PLATFORM_TENANT } from '#shared/platform/rules.js';
import { seedNotifications } from './seed-notifications.js';
import { seedAssets } from './seed-assets.js';
import { seedDevices } from './seed-devices.js';
import { seedMaintenance } from './seed-maintenance.js';
import { seedParts } from './seed-parts.js';
import { seedDowntime, seedPartsHistory } from './seed-history.js';
import { seedAssetPms } from './seed-pm.js';
import { seedTasks } from './seed-tasks.js';
import { seedInspections } from './seed-inspections.js';
import { backfillAssetLevels } from '#scripts/ops/backfill-asset-levels.js';
import { SEED_FORMS, SEED_LOCKOUT_SUBMISSIONS, SEED_LOCKOUT_TAGOUT } from './seed-forms.js';

const SEED_TIMEZONE = 'America/Los_Angeles';

export interface SeedResult {
  tenants: { code: string; created: boolean }[];
}

async function poolExists(poolId: string): Promise<boolean> {
  try {
    await getCognito().send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    return true;
  } catch {
    return false;
  }
}

/** The tenant's pool and web client with every tenant's settings (shared/tenancy/pool-settings.ts,
 *  as CDK and the run-time provisioning make them), named for the stage `local`. */
export function createTenantPool(code: string): Promise<{ poolId: string; clientId: string }> {
  // One at a time: cognito-local keeps every pool's web client in one file, which concurrent saves would garble.
  const created = poolCreations.then(() => createPool(code));
  poolCreations = created.catch(() => undefined);
  return created;
}
let poolCreations: Promise<unknown> = Promise.resolve();

async function createPool(code: string): Promise<{ poolId: string; clientId: string }> {
  const cognito = getCognito();
  const { UserPool } = await cognito.send(
    new CreateUserPoolCommand({
      ...userPoolSettings({ stage: LOCAL_STAGE, code }),
      UserPoolTags: poolTags(LOCAL_STAGE, code),
    }),
  );
  // cognito-local keeps PreventUserExistenceErrors but still names unknown users in its errors;
  // the sign-in screens word both alike (shared/session/rules.ts).
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ...webClientSettings(code) }),
  );
  return { poolId: UserPool!.Id!, clientId: UserPoolClient!.ClientId! };
}

export async function seedUser(tenant: Tenant, user: SeedUser): Promise<string> {
  const cognito = getCognito();
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: tenant.user_pool_id,
      Username: user.username,
      TemporaryPassword: user.password,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.username },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: user.firstname },
        { Name: 'family_name', Value: user.lastname },
      ],
    }),
  );
  if (!user.temporary) {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: tenant.user_pool_id,
        Username: user.username,
        Password: user.password,
        Permanent: true,
      }),
    );
  }
  const uuid = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? randomUUID();
  const defaultRole = user.defaultRole ?? user.roles[0];
  await createUserRecord({
    tenant: tenant.company_code,
    uuid,
    username: user.username,
    email: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    status: user.status ?? UserStatus.Active,
    roles: user.roles,
    sites: user.sites,
    default_role_web: defaultRole,
    default_role_app: user.roles.includes(Role.Operator) ? Role.Operator : defaultRole,
    default_site: user.sites.find((s) => s !== undefined),
    prefer_language_id: 1,
    is_registration_succeed: !user.temporary,
    email_notification_status: true,
    executive_report_status: false,
    operator_usage_report_email_not_status: false,
    manager_pm_notification_status: true,
  });
  return uuid;
}

/**
 * Seeds one tenant. Its inspection history (written mostly to DynamoDB, by far the longest step)
 * goes on while its devices, tasks, parts and PMs are written (and the other tenants are seeded):
 * it is pushed to `later`, settled to null or its error so an early failure is never unhandled,
 * and seed() waits for it.
 */
async function seedTenant(spec: SeedTenant, cognitoUrl: string, later: Promise<unknown>[]): Promise<boolean> {
  const existing = await getTenant(spec.code);
  if (existing && (await poolExists(existing.user_pool_id))) {
    await putTenant({
      ...existing,
      issuer: `${cognitoUrl}/${existing.user_pool_id}`,
      user_pool_endpoint: cognitoUrl,
    });
    // Data of an earlier version of the twin may lack the asset index's per-site hierarchy levels.
    const levels = await backfillAssetLevels(spec.code, { onlyWhereMissing: true });
    if (levels.companies)
      console.log(
        `… ${spec.code}: hierarchy levels of ${levels.assets} assets written (data from before them)`,
      );
    return false;
  }
  const { poolId, clientId } = await createTenantPool(spec.code);
  const tenant: Tenant = {
    company_code: spec.code,
    name: spec.name,
    color: spec.color,
    logo_url: `/branding/${spec.logo}.svg`,
    region: 'us-east-1',
    user_pool_id: poolId,
    user_pool_web_client_id: clientId,
    identity_pool_id: `us-east-1:${spec.code}-local`,
    issuer: `${cognitoUrl}/${poolId}`,
    user_pool_endpoint: cognitoUrl,
    status: 1,
  };
  await putTenant(tenant);
  for (const company of spec.companies) {
    await CompanyEntity.build(PutItemCommand)
      .item({ tenant: spec.code, company_id: company.id, company_name: company.name, status: 1 })
      .send();
  }
  for (const site of spec.sites) {
    await SiteEntity.build(PutItemCommand)
      .item({
        tenant: spec.code,
        site_id: site.id,
        company_id: site.company,
        site_name: site.name,
        status: site.status ?? 1,
        isShowPM: Boolean(site.pm),
        timezone: SEED_TIMEZONE,
      })
      .send();
  }
  clearOrgCache();

  await seedFormTypes(spec.code);
  const uuids = new Map<string, string>();
  for (const user of spec.users) {
    const uuid = await seedUser(tenant, user);
    uuids.set(user.username, uuid);
  }
  await seedForms(spec, uuids);
  await seedAssets(spec, uuids);
  // Requests and work orders link the inspections' open issues: seeded once those (and the task catalogue, below) are written.
  let tasksSeeded: () => void = () => {};
  const tasksReady = new Promise<void>((resolve) => (tasksSeeded = resolve));
  // The managers' notifications name those records and the PMs: seeded once all are written.
  let pmsSeeded: () => void = () => {};
  const pmsReady = new Promise<void>((resolve) => (pmsSeeded = resolve));
  const admin = uuids.get(spec.users.find((u) => u.roles.includes(Role.CompanyAdmin))?.username ?? '') ?? '';
  later.push(
    seedInspections(spec, uuids)
      .then(() => tasksReady)
      .then(() => seedMaintenance(spec, uuids))
      // The parts' 90 days of movements (tied to the work orders) and the downtimes of the closed
      // issues and PM work orders (issue 25 item 7): once the parts (below) are written too.
      .then((workOrders) =>
        pmsReady.then(() =>
          Promise.all([seedPartsHistory(spec, admin, workOrders), seedDowntime(spec, uuids, workOrders)]),
        ),
      )
      .then(() => seedNotifications(spec, uuids))
      .then(
        () => null,
        (error: unknown) => error,
      ),
  );
  await seedDevices(spec);
  // Written by the tenant's first company admin (the catalogue's keepers, spec maintenance 1).
  await seedTasks(spec, admin);
  tasksSeeded();
  // The parts catalogue with stock at the PM sites, by the same admin (issue 25 item 7).
  await seedParts(spec, admin);
  // Asset PMs on the demo fleet's PM sites (after the assets and the tasks they use).
  await seedAssetPms(spec);
  pmsSeeded();
  return true;
}

/** The seeded forms of each company the tenant names, through the forms store, and submissions of the work procedure. */
async function seedForms(spec: SeedTenant, uuids: Map<string, string>): Promise<void> {
  for (const { company, site, submittedBy } of spec.forms ?? []) {
    const forms = [];
    for (const seedForm of SEED_FORMS) {
      const { form, ...fields } = seedForm;
      forms.push({
        seedForm,
        stored: await putForm(spec.code, company, { ...fields, form_data: JSON.stringify(form) }),
      });
    }
    const procedure = forms.find((f) => f.seedForm === SEED_LOCKOUT_TAGOUT)!.stored;
    const user = spec.users.find((u) => u.username === submittedBy)!;
    for (const [data, hoursAgo] of SEED_LOCKOUT_SUBMISSIONS) {
      await insertSubmission(
        spec.code,
        {
          form: procedure,
          site: { site_id: site, timezone: SEED_TIMEZONE },
          user: { uuid: uuids.get(submittedBy)!, firstname: user.firstname, lastname: user.lastname },
          data,
        },
        new Date(Date.now() - hoursAgo * 3600_000),
      );
    }
  }
}

/** The tenants (and the platform) are seeded side by side: each writes only its own keys and pool. */
export async function seed(cognitoUrl: string, tenants: SeedTenant[] = SEED_TENANTS): Promise<SeedResult> {
  const later: Promise<unknown>[] = [];
  const settled = await Promise.allSettled([
    ...tenants.map(async (spec) => ({ code: spec.code, created: await seedTenant(spec, cognitoUrl, later) })),
    seedPlatform(cognitoUrl).then(() => null),
  ]);
  // Every tenant's history settled too before a failure is reported: nothing is left writing.
  const errors = [
    ...settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : [])),
    ...(await Promise.all(later)).filter(Boolean),
  ];
  if (errors.length) throw errors[0];
  return {
    tenants: settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : [])),
  };
}

/**
 * The platform's own pool (shared/platform/rules.ts: the reserved registry code `platform`) and
 * one operator, who may call the Platform/* routes. No companies, sites or data: it holds no tenant.
 */
async function seedPlatform(cognitoUrl: string): Promise<void> {
  const existing = await getTenant(PLATFORM_TENANT);
  if (existing && (await poolExists(existing.user_pool_id))) {
    await putTenant({
      ...existing,
      issuer: `${cognitoUrl}/${existing.user_pool_id}`,
      user_pool_endpoint: cognitoUrl,
    });
    return;
  }
  const { poolId, clientId } = await createTenantPool(PLATFORM_TENANT);
  const tenant: Tenant = {
    company_code: PLATFORM_TENANT,
    name: 'AssetCare Platform',
    region: 'us-east-1',
    user_pool_id: poolId,
    user_pool_web_client_id: clientId,
    issuer: `${cognitoUrl}/${poolId}`,
    user_pool_endpoint: cognitoUrl,
    status: 1,
  };
  await putTenant(tenant);
  await seedUser(tenant, PLATFORM_OPERATOR);
}
