/**
 * Ops: CloudWatch alarms to an SNS topic that e-mails the configured address (API 5xx, errors
 * and throttles of every app Lambda, each queue's depth and oldest message), the stage's
 * CloudWatch dashboard (docs/operations.md reads it), and the SES events handler that suppresses
 * bounced and complaining addresses (functions/users/mail-events.ts) behind an EventBridge rule.
 * Metrics are found by the resources' fixed names, so nothing is exported.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  Metric,
  TextWidget,
  TreatMissingData,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { jobs } from '#functions/jobs.js';
import { API_LAMBDAS } from '#functions/routes.js';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '#lib/metrics.js';
import { AppFunction } from './app-function.js';
import { appEnvironment, sharedResources } from './api-stack.js';
import { isDevStage, type AppConfig } from './config.js';
import { PRE_SIGN_UP_LAMBDA, QUEUES, queueName, sesConfigurationSetName } from './names.js';
import { acknowledge } from './nag.js';

export interface OpsStackProps extends StackProps {
  config: AppConfig;
  api: IHttpApi;
}

const PERIOD = Duration.minutes(5);
/** 5xx answers in five minutes before paging: one is a blip, five is a fault. */
export const API_5XX_THRESHOLD = 5;
/**
 * A dead-letter message this old has waited a day for someone: the queues keep messages 14 days,
 * so the alarm leaves almost two weeks to replay it before it is gone.
 */
export const OTHER_LAMBDAS = ['outbox', 'thumbnails', 'mail-events', PRE_SIGN_UP_LAMBDA];
export const OLDEST_MESSAGE_SECONDS = 24 * 3600;

export class OpsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  readonly mailEvents: AppFunction;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = new Topic(this, 'Alarms', {
      topicName: `assetcare-${config.stage}-alarms`,
      enforceSSL: true,
    });
    this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarm = (id: string, description: string, metric: Metric, threshold: number) => {
      const created = new Alarm(this, id, {
        alarmName: `assetcare-${config.stage}-${id}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
    };

    alarm(
      'api-5xx',
      `The API answered ${API_5XX_THRESHOLD} or more 5xx in 5 minutes`,
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName: '5xx',
        dimensionsMap: { ApiId: props.api.apiId },
        statistic: 'Sum',
        period: PERIOD,
      }),
      API_5XX_THRESHOLD,
    );

    const functionNames = [
      ...API_LAMBDAS.map((lambda) => lambda.name),
      ...Object.keys(jobs).map((name) => `job-${name}`),
      // The Lambdas outside the routes and jobs tables: the outbox consumer (Jobs stack), the
      // thumbnail maker (Media stack), the SES events handler (below) and the tenant pools' pre
      // sign-up trigger (Tenants stack).
      ...OTHER_LAMBDAS,
    ];
    for (const name of functionNames) {
      const functionName = `assetcare-${config.stage}-${name}`;
      const lambdaMetric = (metricName: string) =>
        new Metric({
          namespace: 'AWS/Lambda',
          metricName,
          dimensionsMap: { FunctionName: functionName },
          statistic: 'Sum',
          period: PERIOD,
        });
      // Handlers turn expected failures into envelopes, so any Lambda error is a fault worth a look.
      alarm(
        `${name}-errors`,
        `${functionName} failed (unhandled error or timeout)`,
        lambdaMetric('Errors'),
        1,
      );
      alarm(`${name}-throttles`, `${functionName} was throttled`, lambdaMetric('Throttles'), 1);
    }

    // The SES events handler: bounces and complaints of the configuration set (Data stack) arrive on
    // the default event bus; a delivery that keeps failing lands in its dead-letter queue.
    this.mailEvents = new AppFunction(this, 'MailEvents', {
      name: 'mail-events',
      stage: config.stage,
      entry: 'functions/users/mail-events.ts',
      handler: 'handler',
      description: 'Suppresses e-mail addresses SES reports as bounced (permanent) or complaining',
      memoryMb: 256,
      timeoutSeconds: 30,
      permissions: { table: 'readWrite' },
      resources: sharedResources(this, config),
      environment: appEnvironment(config),
      logRetention: config.logRetentionDays,
      removalPolicy: isDevStage(config) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    const mailEventsDlq = new Queue(this, 'MailEventsDeadLetters', {
      queueName: queueName(config, 'mail-events-dlq'),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      mailEventsDlq,
      'SQS3',
      'This queue is itself the dead-letter queue of the SES events rule (events EventBridge could not deliver).',
    );
    new Rule(this, 'MailBouncedOrComplained', {
      description: 'SES reported a bounce or a complaint for a mail of the app',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [sesConfigurationSetName(config)] } } },
      },
      targets: [
        new LambdaFunction(this.mailEvents.function, {
          deadLetterQueue: mailEventsDlq,
          retryAttempts: 4,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    const queueMetric = (kind: (typeof QUEUES)[number], metricName: string) =>
      new Metric({
        namespace: 'AWS/SQS',
        metricName,
        dimensionsMap: { QueueName: queueName(config, kind) },
        statistic: 'Maximum',
        period: PERIOD,
      });
    // Every queue of the app is a dead-letter queue: one message in it is a failure nobody retried.
    for (const kind of QUEUES) {
      alarm(
        kind,
        `${queueName(config, kind)} holds a message: a run or event failed after its retries (docs/operations.md)`,
        queueMetric(kind, 'ApproximateNumberOfMessagesVisible'),
        1,
      );
      alarm(
        `${kind}-age`,
        `${queueName(config, kind)}: a message has waited a day (replay or drop it before the 14 days run out)`,
        queueMetric(kind, 'ApproximateAgeOfOldestMessage'),
        OLDEST_MESSAGE_SECONDS,
      );
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `assetcare-${config.stage}`,
      defaultInterval: Duration.hours(24),
      widgets: dashboardRows(config, props.api.apiId, functionNames),
    });
  }
}

/** The dashboard, row by row: the API, the Lambdas by domain, the queues, the business metrics. */
function dashboardRows(config: AppConfig, apiId: string, functionNames: string[]): IWidget[][] {
  const api = (metricName: string, statistic: string, label = metricName) =>
    new Metric({
      namespace: 'AWS/ApiGateway',
      metricName,
      dimensionsMap: { ApiId: apiId },
      statistic,
      period: PERIOD,
      label,
    });
  const lambda = (metricName: string, statistic: string) =>
    functionNames.map(
      (name) =>
        new Metric({
          namespace: 'AWS/Lambda',
          metricName,
          dimensionsMap: { FunctionName: `assetcare-${config.stage}-${name}` },
          statistic,
          period: PERIOD,
          label: name,
        }),
    );
  const wide = { width: 24, height: 6 };
  return [
    [
      new TextWidget({
        markdown: `# AssetCare ${config.stage}\nWhat each graph means and what to do: docs/operations.md ("Reading the dashboard").`,
        width: 24,
        height: 2,
      }),
    ],
    [
      new GraphWidget({
        title: 'API requests and errors (5 min sums)',
        left: [api('Count', 'Sum', 'requests')],
        right: [api('4xx', 'Sum', '4xx'), api('5xx', 'Sum', '5xx')],
        width: 12,
        height: 6,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: [api('Latency', 'p50', 'p50'), api('Latency', 'p95', 'p95'), api('Latency', 'p99', 'p99')],
        width: 12,
        height: 6,
      }),
    ],
    [new GraphWidget({ title: 'Lambda errors by domain', left: lambda('Errors', 'Sum'), ...wide })],
    [
      new GraphWidget({
        title: 'Lambda duration p95 by domain (ms)',
        left: lambda('Duration', 'p95'),
        ...wide,
      }),
    ],
    [new GraphWidget({ title: 'Lambda throttles by domain', left: lambda('Throttles', 'Sum'), ...wide })],
    [
      new GraphWidget({
        title: 'Queue depths (dead-letter queues: should be 0)',
        left: QUEUES.map(
          (kind) =>
            new Metric({
              namespace: 'AWS/SQS',
              metricName: 'ApproximateNumberOfMessagesVisible',
              dimensionsMap: { QueueName: queueName(config, kind) },
              statistic: 'Maximum',
              period: PERIOD,
              label: kind,
            }),
        ),
        ...wide,
      }),
    ],
    [
      new GraphWidget({
        title: 'Business events (hourly sums, all tenants)',
        left: Object.keys(BUSINESS_METRICS).map(
          (metricName) =>
            new Metric({
              namespace: METRICS_NAMESPACE,
              metricName,
              dimensionsMap: { service: METRICS_SERVICE },
              statistic: 'Sum',
              period: Duration.hours(1),
              label: metricName,
            }),
        ),
        ...wide,
      }),
    ],
  ];
}
