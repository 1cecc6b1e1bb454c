/**
 * One tenant: its own Cognito user pool and web client, and its registry item in the table
 * (written at deploy time), which is how the API maps a token's issuer and a subdomain to the
 * tenant. Removing a tenant from the config marks its registry item inactive (status 2); the
 * pool itself is retained outside dev stages, so no user is lost by a config mistake.
 */
import { Duration, RemovalPolicy, Stack, Tags } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClient,
  type CfnUserPool,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { TenantEntity, tenancyKeys } from '#functions/tenancy/store.js';
import type { Tenant } from '#functions/tenancy/store.js';
import { poolTags, userPoolSettings, webClientSettings } from '#shared/tenancy/pool-settings.js';
import type { TenantConfig } from './config.js';
import { acknowledge } from './nag.js';

export interface TenantPoolProps {
  tenant: TenantConfig;
  stage: string;
  region: string;
  tableName: string;
  sesSender: string;
  removalPolicy: RemovalPolicy;
  /** The custom-resource provider's role and log group, shared by every tenant of the stack. */
  registryWriterRole: IRole;
  registryWriterLogs: ILogGroup;
  /** The pre sign-up trigger every tenant pool gets (Tenants stack; its invoke permission is there). */
  preSignUp: IFunction;
}

export class TenantPool extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: TenantPoolProps) {
    super(scope, id);
    const { tenant } = props;
    const retained = props.removalPolicy === RemovalPolicy.RETAIN;

    // Every tenant's settings (shared/tenancy/pool-settings.ts, also what the run-time provisioning
    // sends to Cognito), through CDK's props; infra/stacks.test.ts checks the synthesized pool and
    // client carry exactly those fields.
    const pool = userPoolSettings({
      stage: props.stage,
      code: tenant.code,
      threatProtection: tenant.threatProtection,
    });
    const password = pool.Policies.PasswordPolicy;
    const attribute = (name: string) => {
      const found = pool.Schema.find((a) => a.Name === name)!;
      return { required: found.Required, mutable: found.Mutable };
    };
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: pool.PoolName,
      selfSignUpEnabled: !pool.AdminCreateUserConfig.AllowAdminCreateUserOnly,
      signInAliases: { username: true },
      signInCaseSensitive: pool.UsernameConfiguration.CaseSensitive,
      autoVerify: { email: pool.AutoVerifiedAttributes.includes('email') },
      standardAttributes: {
        email: attribute('email'),
        givenName: attribute('given_name'),
        familyName: attribute('family_name'),
      },
      passwordPolicy: {
        minLength: password.MinimumLength,
        requireLowercase: password.RequireLowercase,
        requireUppercase: password.RequireUppercase,
        requireDigits: password.RequireNumbers,
        requireSymbols: password.RequireSymbols,
        tempPasswordValidity: Duration.days(password.TemporaryPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      email: UserPoolEmail.withSES({
        fromEmail: props.sesSender,
        fromName: tenant.name,
        sesRegion: props.region,
        sesVerifiedDomain: props.sesSender.slice(props.sesSender.indexOf('@') + 1),
      }),
      featurePlan: pool.UserPoolTier === 'PLUS' ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      ...(tenant.threatProtection
        ? { standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : {}),
      deletionProtection: retained,
      removalPolicy: props.removalPolicy,
    });
    // The trigger set on the pool itself, not through CDK's lambdaTriggers, which would add an
    // invoke permission per pool: the Tenants stack's one permission covers every tenant pool.
    (this.userPool.node.defaultChild as CfnUserPool).lambdaConfig = {
      preSignUp: props.preSignUp.functionArn,
    };
    // The tags the Lambdas' IAM for Cognito admin calls is scoped by (infra/permissions.ts).
    for (const [key, value] of Object.entries(poolTags(props.stage, tenant.code)))
      Tags.of(this.userPool).add(key, value);
    acknowledge(
      this.userPool,
      'COG1',
      'The spec fixes the password rule at 6 to 99 characters with all four character classes; existing users and mobile clients rely on it. Cognito lockout after failed attempts still applies.',
    );
    acknowledge(
      this.userPool,
      'COG2',
      'The spec sign-in flow (web and the existing mobile app) has no second-factor step; requiring MFA would lock every user out. Revisit with an MFA-capable client.',
    );
    if (!tenant.threatProtection) {
      acknowledge(
        this.userPool,
        'COG8',
        'Threat protection (Plus plan) is billed per monthly active user on top of Essentials; it is a per-tenant choice (tenants[].threatProtection in cdk.json), off by default for small tenants.',
      );
    }

    const client = webClientSettings(tenant.code);
    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: client.ClientName,
      authFlows: {
        userPassword: client.ExplicitAuthFlows.includes('ALLOW_USER_PASSWORD_AUTH'),
        userSrp: client.ExplicitAuthFlows.includes('ALLOW_USER_SRP_AUTH'),
      },
      generateSecret: client.GenerateSecret,
      disableOAuth: true,
      preventUserExistenceErrors: client.PreventUserExistenceErrors === 'ENABLED',
      enableTokenRevocation: client.EnableTokenRevocation,
      accessTokenValidity: Duration.minutes(client.AccessTokenValidity),
      idTokenValidity: Duration.minutes(client.IdTokenValidity),
      refreshTokenValidity: Duration.minutes(client.RefreshTokenValidity),
    });

    const registry: Tenant = {
      company_code: tenant.code,
      name: tenant.name,
      logo_url: tenant.logoUrl,
      color: tenant.color,
      region: props.region,
      user_pool_id: this.userPool.userPoolId,
      user_pool_web_client_id: this.webClient.userPoolClientId,
      issuer: `https://cognito-idp.${props.region}.amazonaws.com/${this.userPool.userPoolId}`,
      status: 1,
    };
    const key = { pk: { S: tenancyKeys.registry }, sk: { S: tenancyKeys.tenant(tenant.code) } };
    const write = (on: 'create' | 'update') => ({
      service: 'DynamoDB',
      action: 'updateItem',
      parameters: registryWrite(props.tableName, registry, on),
      physicalResourceId: PhysicalResourceId.of(`tenant-registry-${tenant.code}`),
    });
    new AwsCustomResource(this, 'RegistryItem', {
      resourceType: 'Custom::TenantRegistryItem',
      onCreate: write('create'),
      onUpdate: write('update'),
      onDelete: {
        service: 'DynamoDB',
        action: 'updateItem',
        parameters: {
          TableName: props.tableName,
          Key: key,
          UpdateExpression: 'SET #status = :inactive',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':inactive': { N: '2' } },
        },
      },
      role: props.registryWriterRole,
      logGroup: props.registryWriterLogs,
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [
          Stack.of(this).formatArn({ service: 'dynamodb', resource: 'table', resourceName: props.tableName }),
        ],
      }),
    });
  }
}

/**
 * What the tenant's super admin edits in the app (Company/UpdateBranding): the deployment sets
 * these only on an item that has none, so a deploy never undoes a rebranding. The uploaded logo
 * (logo_file) and the save counter are never written here at all; logo_url is the deployment's
 * own logo (cdk.json logoUrl), which the app never writes and shows only while no logo is uploaded.
 */
const APP_OWNED = new Set(['name', 'color']);

/**
 * The deploy-time registry write: an UpdateItem, never a whole-item put, so attributes the app
 * keeps on the item (branding, identity pool, provisioning marks) survive every deploy. It sets
 * what the deployment owns (the entity marker, pool and client ids, issuer, region, its logo),
 * the app-owned fields only where missing, and the status: active when the resource is created
 * (a tenant added, or added back after removal marked it inactive), kept on a later update so a
 * deploy does not lift a suspension.
 */
export function registryWrite(tableName: string, tenant: Tenant, on: 'create' | 'update') {
  const { pk, sk, ...fields } = registryItem(tenant);
  const names: Record<string, string> = {};
  const values: Record<string, { S: string } | { N: string }> = {};
  const sets: string[] = [];
  for (const [attr, value] of Object.entries(fields)) {
    const token = attr.replace(/[^A-Za-z0-9]/g, '');
    names[`#${token}`] = attr;
    values[`:${token}`] = value;
    const keep = APP_OWNED.has(attr) || (attr === 'status' && on === 'update');
    sets.push(keep ? `#${token} = if_not_exists(#${token}, :${token})` : `#${token} = :${token}`);
  }
  return {
    TableName: tableName,
    Key: { pk, sk },
    UpdateExpression: `SET ${sets.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * The registry item exactly as the app writes it (functions/tenancy/store.ts TenantEntity, with
 * its entity marker and key attributes), in DynamoDB JSON for the deploy-time write.
 */
function registryItem(tenant: Tenant): Record<string, { S: string } | { N: string }> {
  const { Item = {} } = TenantEntity.build(PutItemCommand).item(tenant).params();
  const json: Record<string, { S: string } | { N: string }> = {};
  for (const [name, value] of Object.entries(Item)) {
    if (value === undefined) continue;
    if (typeof value === 'number') json[name] = { N: String(value) };
    else if (typeof value === 'string') json[name] = { S: value };
    else throw new Error(`registry attribute ${name} has a type the deploy-time writer does not handle`);
  }
  return json;
}
