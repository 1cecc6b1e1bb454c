/**
 * Ops: CloudWatch alarms to an SNS topic that e-mails the configured address: API 5xx, errors
 * and throttles of every app Lambda (domains and jobs, from their tables) and the jobs'
 * dead-letter queue. Metrics are found by the resources' fixed names, so nothing is exported.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { jobs } from '#functions/jobs.js';
import { API_LAMBDAS } from '#functions/routes.js';
import type { AppConfig } from './config.js';

export interface OpsStackProps extends StackProps {
  config: AppConfig;
  api: IHttpApi;
}

const PERIOD = Duration.minutes(5);
/** 5xx answers in five minutes before paging: one is a blip, five is a fault. */
export const API_5XX_THRESHOLD = 5;

export class OpsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

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

    alarm(
      'jobs-dlq',
      'A scheduled job run failed after its retries and is in the dead-letter queue',
      new Metric({
        namespace: 'AWS/SQS',
        metricName: 'ApproximateNumberOfMessagesVisible',
        dimensionsMap: { QueueName: `assetcare-${config.stage}-jobs-dlq` },
        statistic: 'Maximum',
        period: PERIOD,
      }),
      1,
    );
  }
}
