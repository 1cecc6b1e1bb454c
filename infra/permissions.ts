/**
 * Turns a domain's or job's declared `permissions` (functions/routes.ts) into IAM statements on
 * the exact resources: the table and its named indexes, bucket key prefixes, the sender's SES
 * identities, the tenant user pools. No statement has a `*` resource; the only wildcards are the
 * `prefix*` of S3 object keys, which IAM has no other way to name, and the tenant user pools
 * (`userpool/*`), which are made at run time (issue 27) and reached by their tags instead.
 */
import { Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_SHAPE } from '#lib/db.js';
import type { Permissions } from '#functions/routes.js';
import { STAGE_TAG, TENANT_TAG } from '#shared/tenancy/pool-settings.js';
import { sesConfigurationSetName } from './names.js';

export interface SharedResources {
  table: ITableV2;
  buckets: { files: IBucket; reports: IBucket };
  sesSender: string;
  /** The stage: a Lambda may call Cognito's admin actions on its own stage's tenant pools only. */
  stage: string;
  /** The ARN of a job's Lambda (functions/jobs.ts name). */
  jobFunctionArn: (job: string) => string;
}

const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
// Transactions are authorised per item action, so these cover TransactWriteItems too.
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const OBJECT_ACTIONS = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
} as const;

export const tableResourceArns = (table: ITableV2) => [
  table.tableArn,
  ...TABLE_SHAPE.indexes.map((index) => `${table.tableArn}/index/${index.name}`),
];

export function sesIdentityArns(scope: Construct, sender: string): string[] {
  const stack = Stack.of(scope);
  const domain = sender.slice(sender.indexOf('@') + 1);
  // SES checks the identity the message is sent as: the address if verified itself, else its domain.
  return [sender, domain].map((identity) =>
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
  );
}

/**
 * Tenant pools are made at run time (functions/platform) as well as by CDK for the tenants still
 * listed in cdk.json, so no list of ARNs can name them, and a list would make every template grow
 * with the tenants. Every tenant pool carries the tenant tag and its stage's tag
 * (shared/tenancy/pool-settings.ts poolTags): a statement reaches `userpool/*` of the account and
 * region only where both tags say it is a tenant pool of this stage.
 */
export const tenantPoolsArn = (scope: Construct) =>
  Stack.of(scope).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });

export const tenantPoolConditions = (stage: string) => ({
  StringEquals: { [`aws:ResourceTag/${STAGE_TAG}`]: stage },
  Null: { [`aws:ResourceTag/${TENANT_TAG}`]: 'false' },
});

export const TENANT_POOLS_REASON =
  'Tenant user pools are created at run time (tenant provisioning, issue 27) and cannot be listed in the template; the statement is limited by condition to pools tagged as tenant pools of this stage (assetcare:tenant present, assetcare:stage equal to the stage).';

type BucketAccess = NonNullable<Permissions['buckets']>[number];

/** Object keys under a prefix are made at run time (tenant, ids), so only `prefix*` can name them. */
export const objectPrefixArn = (resources: SharedResources, access: BucketAccess) =>
  resources.buckets[access.bucket].arnForObjects(`${access.prefix}*`);

export function statementsFor(
  scope: Construct,
  permissions: Permissions | undefined,
  resources: SharedResources,
): PolicyStatement[] {
  if (!permissions) return [];
  const statements: PolicyStatement[] = [];
  if (permissions.table) {
    statements.push(
      new PolicyStatement({
        actions: permissions.table === 'read' ? TABLE_READ : [...TABLE_READ, ...TABLE_WRITE],
        resources: tableResourceArns(resources.table),
      }),
    );
  }
  for (const access of permissions.buckets ?? []) {
    statements.push(
      new PolicyStatement({
        actions: [...OBJECT_ACTIONS[access.access]],
        resources: [objectPrefixArn(resources, access)],
      }),
    );
  }
  if (permissions.tenantData) {
    // A tenant's partitions cannot be enumerated for Queries (tenant-data.ts says why): its export
    // Scans the table with a key filter, and lists the buckets for its objects (tenant second).
    statements.push(
      new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [resources.table.tableArn] }),
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [resources.buckets.files.bucketArn, resources.buckets.reports.bucketArn],
      }),
    );
  }
  if (permissions.ses) {
    statements.push(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        // SES v2 checks the configuration set the mail names too (lib/mail.ts sends every mail with it).
        resources: [
          ...sesIdentityArns(scope, resources.sesSender),
          Stack.of(scope).formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: sesConfigurationSetName(resources),
          }),
        ],
      }),
    );
  }
  if (permissions.cognitoAdmin?.length) {
    statements.push(
      new PolicyStatement({
        actions: permissions.cognitoAdmin.map((action) => `cognito-idp:${action}`),
        resources: [tenantPoolsArn(scope)],
        conditions: tenantPoolConditions(resources.stage),
      }),
    );
  }
  if (permissions.createsTenantPools) {
    // Neither action has a resource to name (a pool does not exist before CreateUserPool): IAM
    // takes only `*` for them. CreateUserPool is allowed only with this stage's tags on the new
    // pool, so a pool it makes is one the tag-scoped statement above reaches, and no other.
    statements.push(
      new PolicyStatement({
        actions: ['cognito-idp:CreateUserPool', 'cognito-idp:TagResource'],
        resources: ['*'],
        conditions: {
          StringEquals: { [`aws:RequestTag/${STAGE_TAG}`]: resources.stage },
          Null: { [`aws:RequestTag/${TENANT_TAG}`]: 'false' },
        },
      }),
      new PolicyStatement({ actions: ['cognito-idp:ListUserPools'], resources: ['*'] }),
    );
  }
  if (permissions.startsJobs?.length) {
    statements.push(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: permissions.startsJobs.map((job) => resources.jobFunctionArn(job)),
      }),
    );
  }
  return statements;
}
