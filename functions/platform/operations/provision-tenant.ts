/**
 * Provisions a tenant at run time (issue 27 item 1): its registry item, user pool and web client
 * (shared/tenancy/pool-settings.ts, the settings CDK's pools get too), its defaults, and its
 * first admin, who gets the temporary-password e-mail of the users screens.
 *
 * Idempotent and resumable: every step first looks whether it is already done, so a run stopped
 * anywhere and run again ends in one active tenant with one pool. The registry item is written
 * first, conditionally (a second run of the same code cannot start from nothing too), and the pool
 * is found again by its name and tag when a run stopped between creating it and recording it.
 */
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type UserPoolType,
} from '@aws-sdk/client-cognito-identity-provider';
import { TENANT_CODE, TenantStatus, tenantStatusName } from '#shared/tenancy/rules.js';
import {
  LOCAL_STAGE,
  TENANT_TAG,
  poolTags,
  userPoolName,
  userPoolSettings,
  webClientName,
  webClientSettings,
  type PoolSettingsInput,
} from '#shared/tenancy/pool-settings.js';
import { getCognito } from '#lib/aws.js';
import { getTenant, putNewTenant, updateTenant, type Tenant } from '#functions/tenancy/index.js';
import { seedFormTypes } from '#functions/forms/index.js';
import {
  createIdentity,
  createFirstAdminRecord,
  deleteIdentity,
  generateTemporaryPassword,
  getUserByUsername,
  sendTemporaryPassword,
} from '#functions/users/index.js';

export interface NewTenant {
  code: string;
  name: string;
  admin: { email: string; name: string };
  logoUrl?: string;
  color?: string;
}

/** The steps in order; a test stops a run after one of them to play a crash. */
export const PROVISIONING_STEPS = ['registry', 'pool', 'client', 'registered', 'defaults', 'admin'] as const;
export type ProvisioningStep = (typeof PROVISIONING_STEPS)[number];

export interface ProvisionOptions {
  /** Names and tags the pool (shared/tenancy/pool-settings.ts userPoolName); STAGE, else 'local'. */
  stage?: string;
  region?: string;
  /** The tenant pools' pre sign-up trigger (PRE_SIGN_UP_FUNCTION_ARN, set in the cloud; none on the twin). */
  preSignUpArn?: string;
  /** cognito-local's address on the twin: the issuer and the endpoint Amplify calls. */
  cognitoLocalUrl?: string;
  onProgress?: (step: ProvisioningStep, detail: string) => void;
  /** Tests: throw right after this step, as a crash there would. */
  failAfter?: ProvisioningStep;
}

export class ProvisioningStopped extends Error {
  constructor(step: ProvisioningStep) {
    super(`provisioning stopped after step ${step} (failAfter)`);
    this.name = 'ProvisioningStopped';
  }
}

/**
 * Step 1 alone: the registry item, status provisioning (pool fields empty until the pool exists),
 * with the first admin asked for, written only if the code is free. Platform/CreateTenant writes
 * it before it answers and leaves the rest to the runner (functions/platform/jobs.ts).
 */
export async function requestTenant(
  input: NewTenant,
  options: ProvisionOptions = {},
  /** Platform/CreateTenant: the runner (functions/platform/jobs.ts) provisions it. */
  byRunner = false,
): Promise<boolean> {
  const code = input.code.trim().toLowerCase();
  if (!TENANT_CODE.test(code))
    throw new Error(`tenant code "${input.code}" must be 2 to 30 of a-z, 0-9 and inner hyphens`);
  return putNewTenant({
    company_code: code,
    name: input.name,
    logo_url: input.logoUrl,
    color: input.color,
    region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
    user_pool_id: '',
    user_pool_web_client_id: '',
    issuer: '',
    user_pool_endpoint: options.cognitoLocalUrl ?? process.env.COGNITO_LOCAL_URL,
    status: TenantStatus.Provisioning,
    admin_email: input.admin.email,
    admin_name: input.admin.name,
    ...(byRunner ? { provisioning_runner: true } : {}),
  });
}

export async function provisionTenant(input: NewTenant, options: ProvisionOptions = {}): Promise<Tenant> {
  const code = input.code.trim().toLowerCase();
  const stage = options.stage ?? process.env.STAGE ?? LOCAL_STAGE;
  const region = options.region ?? process.env.AWS_REGION ?? 'us-east-1';
  const local = options.cognitoLocalUrl ?? process.env.COGNITO_LOCAL_URL;
  const progress = options.onProgress ?? (() => undefined);
  const done = (step: ProvisioningStep, detail: string) => {
    progress(step, detail);
    if (options.failAfter === step) throw new ProvisioningStopped(step);
  };

  // 1. The registry item (requestTenant).
  const created = await requestTenant(input, options);
  let tenant = (await getTenant(code))!;
  if (!created) {
    if (tenant.status === TenantStatus.Active) {
      done('registry', 'already active');
      return tenant;
    }
    if (tenant.status !== TenantStatus.Provisioning && tenant.status !== TenantStatus.Failed)
      throw new Error(`tenant ${code} exists and is ${tenantStatusName(tenant.status)}`);
    tenant = await updateTenant(code, { status: TenantStatus.Provisioning });
  }
  done('registry', created ? 'registry item written' : 'resuming');

  try {
    // 2. The pool: the recorded one, else one an earlier run made (name and tag), else a new one.
    const poolName = userPoolName(stage, code);
    let poolId = tenant.user_pool_id || (created ? undefined : await findPool(poolName, code));
    if (!poolId)
      poolId = await createPool(
        { stage, code, preSignUpArn: options.preSignUpArn ?? process.env.PRE_SIGN_UP_FUNCTION_ARN },
        input.name,
      );
    if (tenant.user_pool_id !== poolId) tenant = await updateTenant(code, { user_pool_id: poolId });
    done('pool', poolId);

    // 3. The web client, likewise.
    let clientId = tenant.user_pool_web_client_id || (await findClient(poolId, webClientName(code)));
    if (!clientId) clientId = await createWebClient(poolId, code);
    done('client', clientId);

    // 4. The issuer: from now on the API accepts this pool's tokens (registry, cached briefly).
    const issuer = local ? `${local}/${poolId}` : `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
    tenant = await updateTenant(code, { user_pool_web_client_id: clientId, issuer });
    done('registered', issuer);

    // 5. The defaults a deployed tenant gets (roles and languages are the app's constants;
    //    failure codes are seeded per company on first read, as for the deployed tenants).
    await seedFormTypes(code);
    done('defaults', 'form types');

    // 6. The first admin: a SuperAdmin with a temporary password, e-mailed as the users screens do.
    const adminUsername = await ensureFirstAdmin(tenant, input.admin);
    done('admin', adminUsername);

    tenant = await updateTenant(code, { status: TenantStatus.Active });
    return tenant;
  } catch (error) {
    if (!(error instanceof ProvisioningStopped))
      await updateTenant(code, {
        status: TenantStatus.Failed,
        failure_reason: (error as Error).message.slice(0, 500),
      }).catch(() => undefined);
    throw error;
  }
}

async function findPool(name: string, code: string): Promise<string | undefined> {
  const cognito = getCognito();
  let nextToken: string | undefined;
  const candidates: string[] = [];
  do {
    const page = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken: nextToken }));
    for (const pool of page.UserPools ?? []) if (pool.Name === name && pool.Id) candidates.push(pool.Id);
    nextToken = page.NextToken;
  } while (nextToken);
  for (const id of candidates) {
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: id }));
    if (tagOf(UserPool) === code) return id;
  }
  return undefined;
}

const tagOf = (pool: UserPoolType | undefined) => pool?.UserPoolTags?.[TENANT_TAG];

async function createPool(settings: PoolSettingsInput, tenantName: string): Promise<string> {
  const sender = process.env.SES_SENDER;
  const { UserPool } = await getCognito().send(
    new CreateUserPoolCommand({
      ...userPoolSettings(settings),
      UserPoolTags: poolTags(settings.stage, settings.code),
      // In the cloud, Cognito's own e-mails go through SES as the tenant (as infra/tenant-pool.ts).
      ...(sender && !process.env.COGNITO_LOCAL_URL
        ? {
            EmailConfiguration: {
              EmailSendingAccount: 'DEVELOPER',
              From: `${tenantName} <${sender}>`,
              SourceArn: process.env.SES_IDENTITY_ARN,
            },
          }
        : {}),
    }),
  );
  return UserPool!.Id!;
}

async function findClient(poolId: string, name: string): Promise<string | undefined> {
  let nextToken: string | undefined;
  do {
    const page = await getCognito().send(
      new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60, NextToken: nextToken }),
    );
    const found = page.UserPoolClients?.find((c) => c.ClientName === name)?.ClientId;
    if (found) return found;
    nextToken = page.NextToken;
  } while (nextToken);
  return undefined;
}

async function createWebClient(poolId: string, code: string): Promise<string> {
  const { UserPoolClient } = await getCognito().send(
    new CreateUserPoolClientCommand({ UserPoolId: poolId, ...webClientSettings(code) }),
  );
  return UserPoolClient!.ClientId!;
}

/** The first SuperAdmin (the way infra/first-admin.ts and the users screens create users). */
async function ensureFirstAdmin(tenant: Tenant, admin: NewTenant['admin']): Promise<string> {
  const username = admin.email.trim().toLowerCase();
  if (await getUserByUsername(tenant.company_code, username)) return username;
  const [firstname, ...rest] = admin.name.trim().split(/\s+/);
  const lastname = rest.join(' ') || firstname;
  const temporaryPassword = generateTemporaryPassword();
  const identity = { username, email: username, firstname, lastname, temporaryPassword };
  let uuid: string;
  try {
    uuid = await createIdentity(tenant, identity);
  } catch (error) {
    // A pool user without its record: an earlier run stopped between the two. Made again.
    if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    await deleteIdentity(tenant, username);
    uuid = await createIdentity(tenant, identity);
  }
  try {
    await createFirstAdminRecord(tenant.company_code, { uuid, username, firstname, lastname });
  } catch (error) {
    await deleteIdentity(tenant, username).catch(() => undefined);
    throw error;
  }
  await sendTemporaryPassword({
    tenant,
    user: { username, email: username, firstname, lastname },
    temporaryPassword,
    requester: { email: username, firstname, lastname },
  });
  return username;
}

/** Suspends or resumes a tenant: its users are refused (sign-in page and API) while suspended; data is kept. */
export async function setTenantSuspended(code: string, suspended: boolean): Promise<Tenant> {
  const tenant = await getTenant(code);
  if (!tenant) throw new Error(`no tenant ${code}`);
  const from = suspended ? TenantStatus.Active : TenantStatus.Suspended;
  const to = suspended ? TenantStatus.Suspended : TenantStatus.Active;
  if (tenant.status === to) return tenant;
  if (tenant.status !== from)
    throw new Error(`tenant ${code} is ${tenantStatusName(tenant.status)}, not ${tenantStatusName(from)}`);
  return updateTenant(code, { status: to });
}
