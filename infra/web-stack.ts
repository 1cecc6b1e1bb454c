/**
 * Web: the built single-page app (web/dist) in a private S3 bucket behind CloudFront with origin
 * access control, under the wildcard alias `*.{domain}` (one subdomain per tenant). `/api/*` goes
 * to the HTTP API on the same host, so the app never makes a cross-origin call.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  Annotations,
  Aws,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, HSTS_MAX_AGE_DAYS } from '#shared/web-headers.js';
import { API_LAMBDAS, API_PREFIX } from '#functions/routes.js';
import { LOG_STREAMS_REASON, ROOT } from './app-function.js';
import { isDevStage, type AppConfig } from './config.js';
import { bucketName } from './names.js';
import { acknowledge, acknowledgeWildcardActions, acknowledgeWildcardResources } from './nag.js';

export interface WebStackProps extends StackProps {
  config: AppConfig;
  api: IHttpApi;
}

export const WEB_DIST = path.join(ROOT, 'web', 'dist');

/**
 * Viewer-request function: app routes (no file extension) get their app's index.html, the field
 * app's under /field/ (shared/web-headers.ts spaIndexFor), else the manager app's; files are served
 * as they are.
 */
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.split('/').pop();
  if (last.indexOf('.') === -1)
    request.uri = uri === '/field' || uri.indexOf('/field/') === 0 ? '/field/index.html' : '/index.html';
  return request;
}`;

/** Where CloudFront's web ACLs live. */
const EDGE_REGION = 'us-east-1';
/** Requests per client address in 5 minutes: any /api/ call (a busy office behind one NAT stays far below). */
export const WAF_API_LIMIT = 6_000;
/** Requests per client address in 5 minutes to the public routes (sign-in page, resend, portal). */
export const WAF_PUBLIC_LIMIT = 100;

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const dev = isDevStage(config);

    this.siteBucket = new Bucket(this, 'Site', {
      bucketName: bucketName(config, 'web'),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Rebuilt by every deployment, yet kept on stack deletion like the other buckets (see data-stack.ts).
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.siteBucket,
      'S1',
      "Only CloudFront reads this bucket (origin access control); CloudFront's access logs record every viewer request, so S3 access logs would only repeat them.",
    );

    const filesBucketHost = Bucket.fromBucketName(
      this,
      'FilesBucket',
      bucketName(config, 'files'),
    ).bucketRegionalDomainName;
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `assetcare-${config.stage}-security-headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognito: `https://cognito-idp.${this.region}.amazonaws.com`,
            files: `https://${filesBucketHost}`,
            // Single sign-on: the tenant pools' hosted-UI domains (functions/tenancy/identity-providers.ts).
            oauth: `https://*.auth.${this.region}.amazoncognito.com`,
            quicksight: config.quicksightDashboardId
              ? `https://${this.region}.quicksight.aws.amazon.com`
              : undefined,
          }),
          override: true,
        },
        // Two years, every tenant subdomain included.
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(HSTS_MAX_AGE_DAYS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      functionName: `assetcare-${config.stage}-spa-fallback`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_FALLBACK),
    });

    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      readTimeout: Duration.seconds(30),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `AssetCare ${config.stage}`,
      domainNames: [`*.${config.domainName}`],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: Bucket.fromBucketName(this, 'LogsBucket', bucketName(config, 'logs')),
      logFilePrefix: 'cloudfront/',
      webAclId: config.webAclArn ?? this.edgeWebAcl(config)?.attrArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every header, query string and cookie of the caller, but not Host (API Gateway needs its own).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });
    acknowledge(
      this.distribution,
      'CFR1',
      'Tenants are businesses whose staff may work from any country; there is no country to block.',
    );
    if (!config.webAclArn && this.region !== EDGE_REGION) {
      acknowledge(
        this.distribution,
        'CFR2',
        `This stack is not in ${EDGE_REGION}, where CloudFront's web ACLs must be created, and no webAclArn is configured: create the ACL of WebStack.edgeWebAcl there and set webAclArn. The API keeps its stage and per-route throttles meanwhile.`,
      );
    }

    this.deploySite(config);
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }

  /**
   * The distribution's WAF web ACL (issue 23 item 3), when this stack is in us-east-1 (a
   * CLOUDFRONT-scope ACL can be created nowhere else; elsewhere set webAclArn to one made there):
   * rate-based rules per client address, counted over 5 minutes at the edge, before API Gateway:
   * every /api/ call, and far fewer for the routes anyone may call (sign-in's pool details, the
   * temporary password resend, the request portal). Requests over a limit get 429.
   */
  private edgeWebAcl(config: AppConfig): CfnWebACL | undefined {
    if (this.region !== EDGE_REGION) return undefined;
    const publicPrefixes = [
      ...new Set(
        API_LAMBDAS.flatMap((lambda) => lambda.routes)
          .filter((route) => route.endpoint.auth === 'public')
          .map((route) => `${API_PREFIX}${route.path.split('{')[0]}`),
      ),
    ].sort();
    const startsWith = (prefix: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      scopeDown: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: { customResponse: { responseCode: 429 } } },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          evaluationWindowSec: 300,
          limit,
          scopeDownStatement: scopeDown,
        },
      },
      visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: name },
    });
    return new CfnWebACL(this, 'EdgeWebAcl', {
      name: `assetcare-${config.stage}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: {
        sampledRequestsEnabled: true,
        cloudWatchMetricsEnabled: true,
        metricName: `assetcare-${config.stage}-edge`,
      },
      rules: [
        rateRule(
          'public-routes-per-address',
          0,
          WAF_PUBLIC_LIMIT,
          publicPrefixes.length === 1
            ? startsWith(publicPrefixes[0])
            : { orStatement: { statements: publicPrefixes.map(startsWith) } },
        ),
        rateRule('api-per-address', 1, WAF_API_LIMIT, startsWith(API_PREFIX)),
      ],
    });
  }

  /**
   * Uploads web/dist: hashed files under assets/ and field/assets/ first (cached a year), then index.html and the
   * rest (revalidated on every load), so a new index.html never points at files not yet there.
   * Old hashed files are kept (prune off) for pages still open on the previous version.
   */
  private deploySite(config: AppConfig) {
    const built = existsSync(path.join(WEB_DIST, 'index.html'));
    if (!built) {
      Annotations.of(this).addWarning(
        'web/dist/index.html is missing: run `npm run build:web` before `cdk deploy`; a placeholder page is deployed instead.',
      );
    }
    const source = built
      ? Source.asset(WEB_DIST)
      : Source.data(
          'index.html',
          '<!doctype html><title>AssetCare</title><p>The web app was not built before this deployment.</p>',
        );

    const logs = new LogGroup(this, 'DeploymentLogs', {
      logGroupName: `/aws/lambda/assetcare-${config.stage}-site-deployment`,
      retention: 7,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built web app into the site bucket at deploy time',
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logs.logGroupArn],
      }),
    );

    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      // The manager app's and the field app's hashed files.
      include: ['assets/*', 'field/assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      role,
      logGroup: logs,
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.siteBucket,
      // The pages, the field app's manifest, icons and service worker (sw.js must be revalidated).
      exclude: ['assets/*', 'field/assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('no-cache')],
      role,
      logGroup: logs,
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);

    const why =
      "CDK's BucketDeployment copies the built app from the CDK asset bucket into this stack's site bucket; these are its own read/write grants, limited to those two buckets.";
    acknowledgeWildcardActions(
      role,
      ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'],
      why,
    );
    const assetBucket = `arn:${Aws.PARTITION}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${Aws.ACCOUNT_ID}-${this.region}/*`;
    acknowledgeWildcardResources(role, [this.siteBucket.arnForObjects('*'), assetBucket], why);
    acknowledgeWildcardResources(role, [logs.logGroupArn], LOG_STREAMS_REASON);
    for (const child of this.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        acknowledge(
          child,
          'L1',
          "CDK's BucketDeployment provider picks its own Python runtime; it runs only during deployments, to copy the built app.",
        );
      }
    }
  }
}
