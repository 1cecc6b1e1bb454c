/**
 * Tenants deployed by CDK: one TenantPool (user pool, web client, registry item) per tenant still
 * listed in cdk.json `tenants`. New tenants are not added here: they are provisioned at run time
 * (functions/platform, issue 27), and nothing in any stack names them, so the templates do not
 * grow with them. The list is the migration path for the tenants deployed before: listed, they keep
 * their pools as they are (the same settings, shared/tenancy/pool-settings.ts, and the same tags,
 * which is what IAM reaches them by); a deployment may list none (docs/tenants.md).
 *
 * Also the pre sign-up trigger of every tenant pool, listed or provisioned
 * (functions/tenancy/pre-sign-up.ts: single sign-on's link to the existing user), which Cognito
 * may invoke for any tenant pool of the account.
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { AppFunction, LOG_STREAMS_REASON } from './app-function.js';
import { appEnvironment, sharedResources } from './api-stack.js';
import { isDevStage, type AppConfig } from './config.js';
import { acknowledge, acknowledgeWildcardResources } from './nag.js';
import { PRE_SIGN_UP_LAMBDA, tableName } from './names.js';
import { tenantPoolsArn } from './permissions.js';
import { TenantPool } from './tenant-pool.js';

export interface TenantsStackProps extends StackProps {
  config: AppConfig;
}

export class TenantsStack extends Stack {
  readonly pools: TenantPool[] = [];
  readonly preSignUp: AppFunction;

  constructor(scope: Construct, id: string, props: TenantsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = isDevStage(config) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

    // The deploy-time writer of registry items: CDK's AwsCustomResource provider, one per stack.
    const writerLogs = new LogGroup(this, 'RegistryWriterLogs', {
      logGroupName: `/aws/lambda/assetcare-${config.stage}-tenant-registry-writer`,
      retention: config.logRetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const writerRole = new Role(this, 'RegistryWriterRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Writes the tenant registry items at deploy time',
    });
    writerRole.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [writerLogs.logGroupArn],
      }),
    );
    acknowledgeWildcardResources(writerRole, [writerLogs.logGroupArn], LOG_STREAMS_REASON);

    this.preSignUp = new AppFunction(this, 'PreSignUp', {
      name: PRE_SIGN_UP_LAMBDA,
      stage: config.stage,
      entry: 'functions/tenancy/pre-sign-up.ts',
      handler: 'handler',
      description:
        "Tenant pools' pre sign-up trigger: links a first single sign-on to the existing user with that e-mail",
      memoryMb: 256,
      timeoutSeconds: 5,
      permissions: { cognitoAdmin: ['ListUsers', 'AdminLinkProviderForUser'] },
      resources: sharedResources(this, config),
      environment: appEnvironment(config),
      logRetention: config.logRetentionDays,
      removalPolicy,
    });
    // Cognito invokes it for the pools made at run time too, which no template names: any user
    // pool of this account (the trigger's own rights reach only this stage's tenant pools).
    this.preSignUp.function.addPermission('InvokedByTenantPools', {
      principal: new ServicePrincipal('cognito-idp.amazonaws.com'),
      action: 'lambda:InvokeFunction',
      sourceAccount: this.account,
      sourceArn: tenantPoolsArn(this),
    });

    for (const tenant of config.tenants) {
      this.pools.push(
        new TenantPool(this, `Tenant-${tenant.code}`, {
          tenant,
          stage: config.stage,
          region: this.region,
          tableName: tableName(config),
          sesSender: config.sesSender,
          removalPolicy,
          registryWriterRole: writerRole,
          registryWriterLogs: writerLogs,
          preSignUp: this.preSignUp.function,
        }),
      );
      new CfnOutput(this, `UserPool-${tenant.code}`, { value: this.pools.at(-1)!.userPool.userPoolId });
    }

    const provider = this.node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    if (provider) {
      acknowledge(
        provider,
        'L1',
        "CDK's AwsCustomResource provider picks its own Node.js runtime; it runs only during deployments, to write registry items.",
      );
    }
  }
}
