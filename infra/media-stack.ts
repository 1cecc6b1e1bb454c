/**
 * Media: the thumbnail maker (functions/inspections/thumbnails.ts), run by an EventBridge rule on
 * the files bucket's Object Created events under inspections/ (the Data stack turns the bucket's
 * EventBridge notifications on). EventBridge rather than an S3 notification: no custom resource
 * in the bucket's stack, and no dependency from Data on this stack's function.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { PHOTO_PREFIX } from '#functions/inspections/store/photos.js';
import { AppFunction } from './app-function.js';
import { appEnvironment, sharedResources } from './api-stack.js';
import { isDevStage, type AppConfig } from './config.js';
import { bucketName, queueName } from './names.js';
import { acknowledge } from './nag.js';

export interface MediaStackProps extends StackProps {
  config: AppConfig;
}

export class MediaStack extends Stack {
  readonly thumbnails: AppFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: MediaStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = isDevStage(config) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

    this.thumbnails = new AppFunction(this, 'Thumbnails', {
      name: 'thumbnails',
      stage: config.stage,
      entry: 'functions/inspections/thumbnails.ts',
      handler: 'handler',
      description: 'Inspection photo thumbnails (JPEG, longest side 320) on upload',
      memoryMb: 1024,
      timeoutSeconds: 60,
      permissions: { buckets: [{ bucket: 'files', prefix: PHOTO_PREFIX, access: 'readWrite' }] },
      bundleFiles: ['sharp'],
      resources: sharedResources(this, config),
      environment: appEnvironment(config),
      logRetention: config.logRetentionDays,
      removalPolicy,
    });

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      queueName: queueName(config, 'thumbnails-dlq'),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.deadLetterQueue,
      'SQS3',
      'This queue is itself the dead-letter queue of the thumbnail rule (events EventBridge could not deliver).',
    );

    new Rule(this, 'PhotoUploaded', {
      description: 'An inspection photo was uploaded to the files bucket',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [bucketName(config, 'files')] },
          object: { key: [{ prefix: PHOTO_PREFIX }] },
        },
      },
      targets: [
        new LambdaFunction(this.thumbnails.function, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
        }),
      ],
    });
  }
}
