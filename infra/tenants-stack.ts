/**
 * Tenants deployed by CDK: one TenantPool (user pool, web client, registry item) per tenant still
 * listed in cdk.json `tenants`. New tenants are not added here: they are provisioned at run time
 * (functions/platform, issue 27), and nothing in any stack names them, so the templates do not
 * grow with them. The list is the migration path for the tenants deployed before: listed, they keep
 * their pools as they are (the same settings, shared/tenancy/pool-settings.ts, and the same tags,
 * which is what IAM reaches them by); a deployment may list none (docs/tenants.md).
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LOG_STREAMS_REASON } from './app-function.js';
import { isDevStage, type AppConfig } from './config.js';
import { acknowledge, acknowledgeWildcardResources } from './nag.js';
import { tableName } from './names.js';
import { TenantPool } from './tenant-pool.js';

export interface TenantsStackProps extends StackProps {
  config: AppConfig;
}

export class TenantsStack extends Stack {
  readonly pools: TenantPool[] = [];

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
