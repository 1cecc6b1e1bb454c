/**
 * Insights: the IAM rights to generate QuickSight embed URLs for the configured dashboard, given
 * to the Lambdas of the domains whose `permissions.quicksight` is set (User/GetQuickSightUrl),
 * and how the data reaches QuickSight: a daily DynamoDB export of the table (point-in-time
 * recovery is on) into the reports bucket under `analytics/` (an EventBridge Scheduler universal
 * target, no Lambda), a Glue table over the exported roll-up items (DynamoDB JSON) and an Athena
 * workgroup whose results stay in the same bucket. The dashboard's dataset (Athena, this
 * workgroup) filters rows by the session tags tenant, company_id and site_id.
 * Only created when `quicksightDashboardId` is configured; without it the app shows its built-in
 * charts. Embedding is anonymous (no QuickSight user per app user) with the tenant passed as a
 * session tag, which the dashboard's row-level security filters on.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import type { AppConfig } from './config.js';
import { bucketName, tableName } from './names.js';
import { acknowledgeWildcardResources } from './nag.js';

/** Where the exports and the query results live in the reports bucket. */
export const ANALYTICS_PREFIX = 'analytics/';
export const ATHENA_RESULTS_PREFIX = 'analytics-results/';

export interface InsightsStackProps extends StackProps {
  config: AppConfig & { quicksightDashboardId: string };
  /** Roles of the Lambdas that generate embed URLs. */
  roles: IRole[];
}

export class InsightsStack extends Stack {
  readonly embedPolicy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: InsightsStackProps) {
    super(scope, id, props);
    const quicksight = (resource: string, resourceName: string) =>
      this.formatArn({ service: 'quicksight', resource, resourceName });
    this.embedPolicy = new ManagedPolicy(this, 'QuickSightEmbed', {
      managedPolicyName: `assetcare-${props.config.stage}-quicksight-embed`,
      description: 'Generate anonymous embed URLs for the AssetCare dashboard',
      statements: [
        new PolicyStatement({
          actions: ['quicksight:GenerateEmbedUrlForAnonymousUser'],
          // The call names the namespace it runs in and the dashboards the URL may open.
          resources: [
            quicksight('namespace', 'default'),
            quicksight('dashboard', props.config.quicksightDashboardId),
          ],
        }),
      ],
      roles: props.roles,
    });
    this.dataPath(props.config);
  }

  private dataPath(config: AppConfig) {
    const bucket = bucketName(config, 'reports');
    const tableArn = this.formatArn({
      service: 'dynamodb',
      resource: 'table',
      resourceName: tableName(config),
    });
    const exportObjects = `arn:${this.partition}:s3:::${bucket}/${ANALYTICS_PREFIX}*`;
    const exporter = new Role(this, 'ExportRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'Daily DynamoDB export of the AssetCare table for insights',
    });
    exporter.addToPolicy(
      new PolicyStatement({ actions: ['dynamodb:ExportTableToPointInTime'], resources: [tableArn] }),
    );
    exporter.addToPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:PutObjectAcl'],
        resources: [exportObjects],
      }),
    );
    acknowledgeWildcardResources(
      exporter,
      [exportObjects],
      'An export writes objects whose names DynamoDB chooses, under the analytics/ prefix only',
    );
    new CfnSchedule(this, 'DailyExport', {
      description: 'DynamoDB export of the table to the reports bucket for insights',
      scheduleExpression: 'cron(0 3 * * ? *)',
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: 'arn:aws:scheduler:::aws-sdk:dynamodb:exportTableToPointInTime',
        roleArn: exporter.roleArn,
        input: JSON.stringify({
          TableArn: tableArn,
          S3Bucket: bucket,
          S3Prefix: ANALYTICS_PREFIX.slice(0, -1),
          ExportFormat: 'DYNAMODB_JSON',
          ExportType: 'FULL_EXPORT',
        }),
      },
    });
    const database = new CfnDatabase(this, 'Database', {
      catalogId: this.account,
      databaseInput: {
        name: `assetcare_${config.stage}_insights`,
        description: 'AssetCare insights: the exported table',
      },
    });
    // Exported items as DynamoDB JSON: {"Item": {"pk": {"S": ...}, ...}}; the roll-up items are those whose pk holds '#ROLLUP#'.
    const table = new CfnTable(this, 'ExportTable', {
      catalogId: this.account,
      databaseName: `assetcare_${config.stage}_insights`,
      tableInput: {
        name: 'table_export',
        tableType: 'EXTERNAL_TABLE',
        parameters: { classification: 'json', compressionType: 'gzip' },
        storageDescriptor: {
          location: `s3://${bucket}/${ANALYTICS_PREFIX}AWSDynamoDB/`,
          inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
          serdeInfo: { serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe' },
          columns: [
            {
              name: 'item',
              type: 'struct<pk:struct<s:string>,sk:struct<s:string>,company_id:struct<n:string>,month:struct<s:string>,asset_type:struct<s:string>,asset_id:struct<n:string>>',
            },
          ],
        },
      },
    });
    table.addDependency(database);
    new CfnWorkGroup(this, 'WorkGroup', {
      name: `assetcare-${config.stage}-insights`,
      description: 'AssetCare insights queries (QuickSight dataset)',
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        resultConfiguration: {
          outputLocation: `s3://${bucket}/${ATHENA_RESULTS_PREFIX}`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });
  }
}
