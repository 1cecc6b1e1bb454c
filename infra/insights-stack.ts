/**
 * Insights: the IAM rights to generate QuickSight embed URLs for the configured dashboard, given
 * to the Lambdas of the domains whose `permissions.quicksight` is set (User/GetQuickSightUrl).
 * Only created when `quicksightDashboardId` is configured; without it the app shows its built-in
 * charts. Embedding is anonymous (no QuickSight user per app user) with the tenant passed as a
 * session tag, which the dashboard's row-level security filters on.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { AppConfig } from './config.js';

export interface InsightsStackProps extends StackProps {
  config: AppConfig & { quicksightDashboardId: string };
  /** Roles of the Lambdas that generate embed URLs. */
  roles: IRole[];
}

export class InsightsStack extends Stack {
  readonly embedPolicy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: InsightsStackProps) {
    super(scope, id, props);
    const quicksight = (resource: string, resourceName: string) => this.formatArn({ service: 'quicksight', resource, resourceName });
    this.embedPolicy = new ManagedPolicy(this, 'QuickSightEmbed', {
      managedPolicyName: `assetcare-${props.config.stage}-quicksight-embed`,
      description: 'Generate anonymous embed URLs for the AssetCare dashboard',
      statements: [
        new PolicyStatement({
          actions: ['quicksight:GenerateEmbedUrlForAnonymousUser'],
          // The call names the namespace it runs in and the dashboards the URL may open.
          resources: [quicksight('namespace', 'default'), quicksight('dashboard', props.config.quicksightDashboardId)],
        }),
      ],
      roles: props.roles,
    });
  }
}
