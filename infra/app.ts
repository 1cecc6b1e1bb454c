/**
 * The CDK app: every stack, composed from the config in cdk.json context, with cdk-nag's
 * AwsSolutions checks on all of them (a finding fails synthesis unless acknowledged with a reason).
 */
import { App, Tags, Validations, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { API_LAMBDAS } from '#functions/routes.js';
import { ApiStack } from './api-stack.js';
import { isDevStage, readConfig, stackId, type AppConfig } from './config.js';
import { DataStack } from './data-stack.js';
import { InsightsStack } from './insights-stack.js';
import { JobsStack } from './jobs-stack.js';
import { MediaStack } from './media-stack.js';
import { OpsStack } from './ops-stack.js';
import { TenantsStack } from './tenants-stack.js';
import { WebStack } from './web-stack.js';

export interface AssetCareApp {
  app: App;
  config: AppConfig;
  data: DataStack;
  tenants: TenantsStack;
  api: ApiStack;
  jobs: JobsStack;
  media: MediaStack;
  web: WebStack;
  insights?: InsightsStack;
  ops: OpsStack;
}

/** Adds the stacks to `app` (whose context holds the config) and registers cdk-nag. */
export function buildApp(app: App): AssetCareApp {
  const config = readConfig(app);
  const env: Environment = { account: process.env.CDK_DEFAULT_ACCOUNT, region: config.region };
  const common = { env, config, terminationProtection: !isDevStage(config) };
  Tags.of(app).add('app', 'assetcare');
  Tags.of(app).add('stage', config.stage);

  const data = new DataStack(app, stackId(config, 'Data'), {
    ...common,
    description: 'AssetCare data: table and buckets',
  });
  const tenants = new TenantsStack(app, stackId(config, 'Tenants'), {
    ...common,
    description: 'AssetCare tenants: user pools, web clients, registry items',
  });
  tenants.addStackDependency(data, 'registry items are written to the table');
  const api = new ApiStack(app, stackId(config, 'Api'), {
    ...common,
    description: 'AssetCare HTTP API: one Lambda per domain',
  });
  api.addStackDependency(data, 'the Lambdas use the table and buckets by name');
  const jobs = new JobsStack(app, stackId(config, 'Jobs'), {
    ...common,
    description: 'AssetCare scheduled jobs and the outbox consumer',
    tableStreamArn: data.table.tableStreamArn!,
  });
  jobs.addStackDependency(data, 'the jobs use the table and buckets by name');
  jobs.addStackDependency(tenants, "the provisioning runner names the pools' pre sign-up trigger");
  const media = new MediaStack(app, stackId(config, 'Media'), {
    ...common,
    description: 'AssetCare media: inspection photo thumbnails',
  });
  media.addStackDependency(data, 'the thumbnail rule listens to the files bucket by name');
  const web = new WebStack(app, stackId(config, 'Web'), {
    ...common,
    description: 'AssetCare web app: S3 and CloudFront',
    api: api.api,
  });
  web.addStackDependency(data, 'CloudFront logs to the logs bucket');

  let insights: InsightsStack | undefined;
  if (config.quicksightDashboardId) {
    const embedders = API_LAMBDAS.filter((lambda) => lambda.permissions?.quicksight);
    insights = new InsightsStack(app, stackId(config, 'Insights'), {
      ...common,
      config: { ...config, quicksightDashboardId: config.quicksightDashboardId },
      description: 'AssetCare insights: QuickSight embedding rights',
      roles: embedders.map(({ name }) => api.functions.get(name)!.role),
    });
  }
  const ops = new OpsStack(app, stackId(config, 'Ops'), {
    ...common,
    description: 'AssetCare alarms',
    api: api.api,
  });
  ops.addStackDependency(jobs, 'alarms watch the jobs and their dead-letter queue');

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, config, data, tenants, api, jobs, media, web, insights, ops };
}
