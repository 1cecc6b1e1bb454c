/**
 * Physical names of the shared data resources. The stacks that use the table and buckets refer
 * to them by these names (plus an explicit stack dependency) rather than by cross-stack exports:
 * exports pin the producer (a retained table could never be changed while they exist), and names
 * keep IAM resources readable in the synthesized templates.
 */
import { Aws } from 'aws-cdk-lib';
import type { AppConfig } from './config.js';

export type BucketKind = 'files' | 'reports' | 'web' | 'logs';

export const tableName = (config: Pick<AppConfig, 'stage'>) => `assetcare-${config.stage}`;

/** A job's Lambda (infra/jobs-stack.ts names it `job-<name>`; infra/app-function.ts adds the prefix). */
export const jobFunctionPrefix = (config: Pick<AppConfig, 'stage'>) => `assetcare-${config.stage}-job-`;

/**
 * The tenant pools' pre sign-up trigger (Tenants stack; functions/tenancy/pre-sign-up.ts): the
 * tenant provisioning names it in every pool it makes (PRE_SIGN_UP_FUNCTION_ARN), by name, so the
 * Jobs stack needs no export from the Tenants stack.
 */
export const PRE_SIGN_UP_LAMBDA = 'pre-sign-up';
export const preSignUpFunctionName = (config: Pick<AppConfig, 'stage'>) =>
  `assetcare-${config.stage}-${PRE_SIGN_UP_LAMBDA}`;

/** Globally unique: account and region are part of the name. */
export const bucketName = (config: Pick<AppConfig, 'stage'>, kind: BucketKind) =>
  `assetcare-${config.stage}-${kind}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/**
 * The Secrets Manager secret holding WEBHOOK_SECRET_KEY (functions/webhooks/secret.ts), made by the
 * Data stack; the Lambdas whose permissions ask for it get its value by this name (app-function.ts).
 */
export const webhookSecretKeyName = (config: Pick<AppConfig, 'stage'>) =>
  `assetcare-${config.stage}/webhook-secret-key`;

/**
 * The SES configuration set every app mail is sent with (Data stack; lib/mail.ts names it from
 * SES_CONFIGURATION_SET): its bounce and complaint events feed the suppression list.
 */
export const sesConfigurationSetName = (config: Pick<AppConfig, 'stage'>) => `assetcare-${config.stage}`;

/** The app's SQS queues (all dead-letter queues), by the stack that makes each; the Ops stack alarms on every one. */
export const QUEUES = ['jobs-dlq', 'thumbnails-dlq', 'mail-events-dlq'] as const;
export type QueueKind = (typeof QUEUES)[number];
export const queueName = (config: Pick<AppConfig, 'stage'>, kind: QueueKind) =>
  `assetcare-${config.stage}-${kind}`;
