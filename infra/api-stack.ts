/**
 * Api: the HTTP API under /api/, built entirely from functions/routes.ts: one Lambda per domain
 * (its entry is functions/<folder>/lambda.ts), one more for each extra Lambda a domain's routes
 * name (functions/<folder>/lambda-<name>.ts, e.g. the documents that load pdfkit), and one route per
 * table entry, so a new domain or route needs nothing here. IAM rights come from `permissions`.
 */
import { ArnFormat, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { API_LAMBDAS, API_PREFIX } from '#functions/routes.js';
import { AppFunction } from './app-function.js';
import { isDevStage, webUrlTemplate, type AppConfig } from './config.js';
import {
  bucketName,
  jobFunctionPrefix,
  preSignUpFunctionName,
  sesConfigurationSetName,
  tableName,
} from './names.js';
import { acknowledge } from './nag.js';
import { sesIdentityArns, type SharedResources } from './permissions.js';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
}

const IN_LAMBDA_AUTH =
  "Authorisation is done in the domain's Lambda: the token is verified against the JWKS of the tenant pool that issued it (looked up in the tenant registry, one pool per tenant), then the user, role and site are checked against the user's record. A Cognito or JWT authorizer takes one fixed pool or issuer list and cannot check roles and sites; the public routes (tenant lookup before sign-in) need none.";

/** Shared resources by name: the Data stack owns them (see names.ts). */
export function sharedResources(scope: Construct, config: AppConfig): SharedResources {
  return {
    table: TableV2.fromTableName(scope, 'Table', tableName(config)),
    buckets: {
      files: Bucket.fromBucketName(scope, 'FilesBucket', bucketName(config, 'files')),
      reports: Bucket.fromBucketName(scope, 'ReportsBucket', bucketName(config, 'reports')),
    },
    sesSender: config.sesSender,
    stage: config.stage,
    jobFunctionArn: (job) =>
      Stack.of(scope).formatArn({
        service: 'lambda',
        resource: 'function',
        resourceName: `${jobFunctionPrefix(config)}${job}`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
  };
}

/** What every app Lambda reads through functions/lib/config.ts. */
export function appEnvironment(config: AppConfig): Record<string, string> {
  return {
    TABLE_NAME: tableName(config),
    FILES_BUCKET: bucketName(config, 'files'),
    REPORTS_BUCKET: bucketName(config, 'reports'),
    SES_SENDER: config.sesSender,
    SES_CONFIGURATION_SET: sesConfigurationSetName(config),
    WEB_URL_TEMPLATE: webUrlTemplate(config),
    JOB_FUNCTION_PREFIX: jobFunctionPrefix(config),
    LOG_LEVEL: 'info',
  };
}

/**
 * What the tenant provisioning needs beyond appEnvironment: the stage its pools are named and
 * tagged with (shared/tenancy/pool-settings.ts), and the SES identity (the sender's domain, as the
 * CDK pools use) their Cognito e-mails are sent as, and the pre sign-up trigger every pool gets.
 */
export function tenantPoolEnvironment(scope: Construct, config: AppConfig): Record<string, string> {
  return {
    STAGE: config.stage,
    SES_IDENTITY_ARN: sesIdentityArns(scope, config.sesSender)[1],
    PRE_SIGN_UP_FUNCTION_ARN: Stack.of(scope).formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: preSignUpFunctionName(config),
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    }),
  };
}

/**
 * The QuickSight settings of the Lambdas that embed the dashboard (`permissions.quicksight`,
 * User/GetQuickSightUrl; functions/reports/quicksight.ts): none without a configured dashboard,
 * so the page shows the built-in insights. The account is the stack's (the dashboard lives in it).
 */
export function quickSightEnvironment(config: AppConfig, account: string): Record<string, string> {
  return config.quicksightDashboardId
    ? { QUICKSIGHT_DASHBOARD_ID: config.quicksightDashboardId, QUICKSIGHT_ACCOUNT_ID: account }
    : {};
}

export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** By Lambda name: the domain's (`users`) and its extra ones (`users-documents`). */
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = isDevStage(config) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    const resources = sharedResources(this, config);

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `assetcare-${config.stage}`,
      createDefaultStage: false,
      // No CORS: the web app calls /api/ on its own host (CloudFront's /api/* behaviour, same
      // origin), and the public API's clients are servers. It used to list every tenant's origin,
      // which tenants made at run time cannot join (HTTP API origins are exact: no `*.domain`).
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      logGroupName: `/aws/apigateway/assetcare-${config.stage}`,
      retention: config.logRetentionDays,
      removalPolicy,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    // The routes anyone may call (sign-in screen, request portal) get a stage throttle of their own,
    // far below the API's, before their Lambdas count per address (functions/lib/rate-limit.ts).
    // CloudFormation's RouteSettings is a map CDK passes through as written, hence its own key case.
    const publicRouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> =
      {};
    const routeResources: HttpRoute[] = [];

    for (const lambda of API_LAMBDAS) {
      const { name } = lambda;
      const fn = new AppFunction(this, `Domain-${name}`, {
        name,
        stage: config.stage,
        entry: `functions/${lambda.entry}`,
        handler: 'handler',
        description: `AssetCare API: ${name} (${lambda.routes.length} routes)`,
        memoryMb: lambda.memoryMb,
        timeoutSeconds: lambda.timeoutSeconds,
        permissions: lambda.permissions,
        bundleFiles: lambda.bundleFiles,
        resources,
        environment: {
          ...appEnvironment(config),
          ...(lambda.permissions?.quicksight ? quickSightEnvironment(config, this.account) : {}),
        },
        logRetention: config.logRetentionDays,
        removalPolicy,
      });
      this.functions.set(name, fn);
      // One invoke permission for the whole API rather than one per route: a Lambda's resource
      // policy has a size limit that a large domain's routes would reach.
      const integration = new HttpLambdaIntegration(`Integration-${name}`, fn.function, {
        scopePermissionToRoute: false,
      });
      for (const route of lambda.routes) {
        const path = `${API_PREFIX}${route.path}`;
        const routeResource = new HttpRoute(this, `Route ${route.method} ${path}`, {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(path, HttpMethod[route.method]),
          integration,
        });
        acknowledge(routeResource, 'APIG4', IN_LAMBDA_AUTH);
        acknowledge(routeResource, 'COG4', IN_LAMBDA_AUTH);
        routeResources.push(routeResource);
        if (route.endpoint.auth === 'public')
          publicRouteSettings[`${route.method} ${path}`] = {
            ThrottlingRateLimit: config.publicRouteRateLimit,
            ThrottlingBurstLimit: config.publicRouteBurstLimit,
          };
      }
    }
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = publicRouteSettings;
    // A stage's route settings name routes that must exist first.
    for (const routeResource of routeResources) this.stage.node.addDependency(routeResource);

    new CfnOutput(this, 'ApiUrl', { value: this.api.apiEndpoint });
  }
}
