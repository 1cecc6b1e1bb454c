/**
 * Jobs: one Lambda and one EventBridge Scheduler schedule per entry of functions/jobs.ts (the
 * table the twin's scheduler fires too). A run that keeps failing ends in the dead-letter queue,
 * whose depth the Ops stack alarms on.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleGroup,
  ScheduleTargetInput,
  TimeWindow,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { jobs, type JobDef, type JobName } from '#functions/jobs.js';
import { AppFunction } from './app-function.js';
import { appEnvironment, sharedResources, tenantPoolEnvironment } from './api-stack.js';
import { isDevStage, type AppConfig } from './config.js';
import { queueName } from './names.js';
import { acknowledge, acknowledgeWildcardResources } from './nag.js';

export interface JobsStackProps extends StackProps {
  config: AppConfig;
  /** The table's stream (Data stack), which the outbox consumer reads. */
  tableStreamArn: string;
}

/** Retries after the first failed run: the jobs are safe to repeat (see each job's comment). */
const RETRY_ATTEMPTS = 2;
const MAX_EVENT_AGE = Duration.hours(1);

export class JobsStack extends Stack {
  readonly deadLetterQueue: Queue;
  readonly functions = new Map<JobName, AppFunction>();
  readonly schedules: Schedule[] = [];
  /** The outbox consumer (functions/outbox/handler.ts) on the table's stream. */
  readonly outbox: AppFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = isDevStage(config) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    const resources = sharedResources(this, config);

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      queueName: queueName(config, 'jobs-dlq'),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.deadLetterQueue,
      'SQS3',
      'This queue is itself the dead-letter queue of the scheduled jobs (the scheduler and the Lambdas send failed runs here).',
    );

    // The outbox consumer: inserted outbox items only (the filter), in order per shard, a failed
    // batch retried (split in halves to find a bad item) until it passes; past MAX_EVENT_AGE its
    // pointer goes to the dead-letter queue (the outbox item itself stays in the table to replay).
    this.outbox = new AppFunction(this, 'Outbox', {
      name: 'outbox',
      stage: config.stage,
      entry: 'functions/outbox/handler.ts',
      handler: 'handler',
      description:
        'Applies deferred writes (list indexes, dashboard rows, activity, notices) from the table stream',
      memoryMb: 512,
      timeoutSeconds: 60,
      // Its webhook first attempts (functions/webhooks/events.ts) decrypt the endpoints' secrets, and
      // mail an endpoint's creator when a day of failures pauses it; low-stock mails go from here too,
      // and the PM notices an inspection's meter reading brings (functions/pm/operations/meter-reading.ts).
      permissions: { table: 'readWrite', ses: true, webhookSecretKey: true },
      resources,
      environment: appEnvironment(config),
      logRetention: config.logRetentionDays,
      removalPolicy,
    });
    this.outbox.function.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:DescribeStream',
          'dynamodb:GetRecords',
          'dynamodb:GetShardIterator',
          'dynamodb:ListStreams',
        ],
        resources: [props.tableStreamArn],
      }),
    );
    this.outbox.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
        resources: [this.deadLetterQueue.queueArn],
      }),
    );
    new EventSourceMapping(this, 'OutboxStream', {
      target: this.outbox.function,
      eventSourceArn: props.tableStreamArn,
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 100,
      bisectBatchOnError: true,
      retryAttempts: 10_000,
      maxRecordAge: Duration.days(1),
      onFailure: new SqsDlq(this.deadLetterQueue),
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: { NewImage: { _et: { S: FilterRule.isEqual('Outbox') } } },
        }),
      ],
    });

    const group = new ScheduleGroup(this, 'Schedules', { scheduleGroupName: `assetcare-${config.stage}` });

    for (const [name, job] of Object.entries(jobs) as [JobName, JobDef][]) {
      const fn = new AppFunction(this, `Job-${name}`, {
        name: `job-${name}`,
        stage: config.stage,
        entry: `functions/${job.folder}/jobs.ts`,
        handler: job.handler,
        description: job.description,
        memoryMb: job.memoryMb,
        timeoutSeconds: job.timeoutSeconds,
        permissions: job.permissions,
        bundleFiles: job.bundleFiles,
        resources,
        environment: {
          ...appEnvironment(config),
          ...(job.permissions?.createsTenantPools ? tenantPoolEnvironment(this, config) : {}),
        },
        logRetention: config.logRetentionDays,
        removalPolicy,
      });
      // The scheduler invokes asynchronously: Lambda's own retries and failure destination apply to
      // failed runs, the scheduler's retry policy and DLQ to failed deliveries.
      fn.function.configureAsyncInvoke({
        retryAttempts: RETRY_ATTEMPTS,
        maxEventAge: MAX_EVENT_AGE,
        onFailure: new SqsDestination(this.deadLetterQueue),
      });
      this.functions.set(name, fn);

      // The scheduler's own role (CDK would make one per target); the condition stops other accounts' schedules using it.
      const schedulerRole = new Role(this, `SchedulerRole-${name}`, {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
        }),
        description: `Lets the ${name} schedule invoke its job`,
      });
      acknowledgeWildcardResources(
        schedulerRole,
        [`${fn.function.functionArn}:*`],
        "CDK's LambdaInvoke target grants invoke on this one function and its versions and aliases (the :* suffix); no other function is reachable.",
      );

      this.schedules.push(
        new Schedule(this, `Schedule-${name}`, {
          scheduleName: `assetcare-${config.stage}-${name}`,
          scheduleGroup: group,
          description: job.description,
          schedule: ScheduleExpression.expression(job.schedule),
          timeWindow: TimeWindow.off(),
          target: new LambdaInvoke(fn.function, {
            // The same shape the twin's scheduler sends (functions/jobs.ts SchedulerEvent).
            input: ScheduleTargetInput.fromObject({
              id: ContextAttribute.executionId,
              'detail-type': 'Scheduled Event',
              source: 'aws.scheduler',
              time: ContextAttribute.scheduledTime,
              detail: { job: name },
            }),
            role: schedulerRole,
            deadLetterQueue: this.deadLetterQueue,
            retryAttempts: RETRY_ATTEMPTS,
            maxEventAge: MAX_EVENT_AGE,
          }),
        }),
      );
    }
  }
}
