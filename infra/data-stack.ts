/**
 * Data: the one DynamoDB table (the same keys, indexes and TTL attribute as the twin's table,
 * from TABLE_SHAPE) and the S3 buckets for photos/attachments, report files and access logs.
 * Outside dev stages everything here is retained on stack deletion and the table is protected.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { EventBus, Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  CfnBucket,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
  type CorsRule,
} from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { PORTAL_UPLOAD_DAYS, PORTAL_UPLOAD_PREFIX } from '#shared/requests/rules.js';
import { TABLE_SHAPE } from '#lib/db.js';
import { isDevStage, type AppConfig } from './config.js';
import { bucketName, sesConfigurationSetName, tableName, webhookSecretKeyName } from './names.js';
import { acknowledge } from './nag.js';

export interface DataStackProps extends StackProps {
  config: AppConfig;
}

/** Days a generated report file stays downloadable. */
export const REPORT_FILE_DAYS = 90;
export const ACCESS_LOG_DAYS = 90;
/** Days each daily AWS Backup recovery point (and its cross-region copy) is kept. */
export const BACKUP_DAYS = 35;
/** AWS Backup's own service-role policies (backups and restores of DynamoDB, and of S3). */
export const BACKUP_MANAGED_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

export class DataStack extends Stack {
  readonly table: TableV2;
  readonly filesBucket: Bucket;
  readonly reportsBucket: Bucket;
  readonly logsBucket: Bucket;
  readonly webhookSecretKey: Secret;
  readonly backupPlan: BackupPlan;
  readonly mailEvents: ConfigurationSet;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const dev = isDevStage(config);
    const removalPolicy = dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

    this.table = new TableV2(this, 'Table', {
      tableName: tableName(config),
      partitionKey: { name: TABLE_SHAPE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SHAPE.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE_SHAPE.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute: TABLE_SHAPE.ttlAttribute,
      // The outbox's deferred writes are applied from the stream (functions/lib/outbox.ts; the Jobs stack's consumer reads new images only).
      dynamoStream: StreamViewType.NEW_IMAGE,
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: !dev,
      removalPolicy,
    });

    const common: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // No auto-delete even in dev: CDK's auto-delete provider runs with a managed policy on every
      // log group ('*'). A dev stage's buckets are emptied by hand before `cdk destroy` (docs/deploy.md).
      removalPolicy,
    };

    // S3 server access logs of the other buckets, and CloudFront's standard logs (which need ACLs).
    this.logsBucket = new Bucket(this, 'AccessLogs', {
      ...common,
      bucketName: bucketName(config, 'logs'),
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(ACCESS_LOG_DAYS) }],
    });
    acknowledge(
      this.logsBucket,
      'S1',
      'This is the access-log destination bucket; logging it into itself would log its own log writes.',
    );

    const tenantOrigins = [`https://*.${config.domainName}`, `https://${config.domainName}`];
    const browserAccess = (methods: HttpMethods[]): CorsRule => ({
      allowedOrigins: tenantOrigins,
      allowedMethods: methods,
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });

    // Photos and attachments, uploaded and read by browsers through presigned URLs.
    this.filesBucket = new Bucket(this, 'Files', {
      ...common,
      bucketName: bucketName(config, 'files'),
      versioned: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'files/',
      cors: [browserAccess([HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD])],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        { id: 'expire-replaced-versions', noncurrentVersionExpiration: Duration.days(30) },
        // Portal photos nobody's report claimed (a claimed one is copied under requests/).
        {
          id: 'expire-unclaimed-portal-uploads',
          prefix: PORTAL_UPLOAD_PREFIX,
          expiration: Duration.days(PORTAL_UPLOAD_DAYS),
        },
      ],
    });

    // S3 events go to EventBridge (the Media stack's thumbnail rule listens); set on the L1: the L2
    // option would add a notifications custom resource (a Lambda) to this stack.
    (this.filesBucket.node.defaultChild as CfnBucket).addPropertyOverride(
      'NotificationConfiguration.EventBridgeConfiguration.EventBridgeEnabled',
      true,
    );

    // Generated report files, downloaded through presigned URLs.
    this.reportsBucket = new Bucket(this, 'Reports', {
      ...common,
      bucketName: bucketName(config, 'reports'),
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'reports/',
      cors: [browserAccess([HttpMethods.GET, HttpMethods.HEAD])],
      lifecycleRules: [
        { id: 'expire-report-files', prefix: 'reports/', expiration: Duration.days(REPORT_FILE_DAYS) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    // The key that encrypts webhook endpoints' signing secrets in the table (functions/webhooks/secret.ts:
    // AES-256-GCM, 32 bytes in base64). Secrets Manager generates it: 43 letters and digits are
    // all base64 characters and decode to 32 bytes (about 256 random bits). Retained like the
    // table outside dev: without it, the stored endpoint secrets cannot be read.
    this.webhookSecretKey = new Secret(this, 'WebhookSecretKey', {
      secretName: webhookSecretKeyName(config),
      description: 'AssetCare: the key encrypting webhook endpoint secrets (WEBHOOK_SECRET_KEY)',
      generateSecretString: { passwordLength: 43, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
    acknowledge(
      this.webhookSecretKey,
      'SMG4',
      'Not rotated automatically: the endpoint secrets stored in the table are encrypted with this key, so a rotation must re-encrypt them first (docs/deploy.md, cdk-nag acknowledgements).',
    );

    // Every app mail names this configuration set (lib/mail.ts, SES_CONFIGURATION_SET): its bounce
    // and complaint events go to the account's default event bus, where the Ops stack's rule hands
    // them to the suppression handler (functions/users/mail-events.ts). Made here, with the table,
    // so it exists before any Lambda sends with it.
    this.mailEvents = new ConfigurationSet(this, 'MailEvents', {
      configurationSetName: sesConfigurationSetName(config),
      // SES's account-level list as well: a hard bounce anywhere is not retried by any tenant.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.mailEvents.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    // AWS Backup: the table and the files bucket daily, kept BACKUP_DAYS days (PITR covers the
    // table's last 35 days to the second; this is the copy that survives a deleted table or an
    // account-level mistake), and copied to another region's vault when one is configured.
    // Restoring one tenant from a restored table: `npm run tenant -- export/restore` (docs/operations.md).
    const vault = new BackupVault(this, 'BackupVault', {
      backupVaultName: `assetcare-${config.stage}`,
      removalPolicy,
    });
    const copyVault = config.backupCopyVaultArn
      ? BackupVault.fromBackupVaultArn(this, 'BackupCopyVault', config.backupCopyVaultArn)
      : undefined;
    this.backupPlan = new BackupPlan(this, 'Backup', {
      backupPlanName: `assetcare-${config.stage}-daily`,
      backupVault: vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'daily',
          scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: Duration.days(BACKUP_DAYS),
          copyActions: copyVault
            ? [{ destinationBackupVault: copyVault, deleteAfter: Duration.days(BACKUP_DAYS) }]
            : undefined,
        }),
      ],
    });
    const backupRole = new Role(this, 'BackupRole', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      description: 'AWS Backup: backs up and restores the table and the files bucket',
      managedPolicies: BACKUP_MANAGED_POLICIES.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    for (const name of BACKUP_MANAGED_POLICIES)
      acknowledge(
        backupRole,
        `IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
        "AWS Backup's own service-role policy: the documented rights of its service role (DynamoDB and S3 backups and restores); a hand-written copy would drift as AWS adds what the service needs.",
      );
    this.backupPlan.addSelection('TableAndFiles', {
      backupSelectionName: 'table-and-files',
      resources: [
        BackupResource.fromArn(this.table.tableArn),
        BackupResource.fromArn(this.filesBucket.bucketArn),
      ],
      role: backupRole,
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });
    new CfnOutput(this, 'ReportsBucketName', { value: this.reportsBucket.bucketName });
  }
}
