/**
 * Assertions on the synthesized stacks (no bundling: infra/bundles.test.ts covers the code) and
 * the cdk-nag AwsSolutions result for the shipped config and its variants.
 */
import { App, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { TABLE_SHAPE } from '#lib/db.js';
import { jobs } from '#functions/jobs.js';
import { API_LAMBDAS, API_PREFIX, domains, routeKey } from '#functions/routes.js';
import { PASSWORD_MIN_LENGTH } from '#shared/passwords.js';
import {
  STAGE_TAG,
  TENANT_TAG,
  poolTags,
  userPoolSettings,
  webClientSettings,
} from '#shared/tenancy/pool-settings.js';
import { SECURITY_HEADERS, spaIndexFor } from '#shared/web-headers.js';
import { buildApp, type AssetCareApp } from './app.js';
import { cdkContext } from './bundles.js';
import { readConfig } from './config.js';
import { BACKUP_DAYS, BACKUP_MANAGED_POLICIES } from './data-stack.js';
import { findingText } from './nag.js';
import { OLDEST_MESSAGE_SECONDS, OTHER_LAMBDAS } from './ops-stack.js';
import { BUSINESS_METRICS } from '#lib/metrics.js';

const TENANTS = [
  { code: 'demo', name: 'Demo' },
  { code: 'acme', name: 'Acme' },
  { code: 'globex', name: 'Globex', threatProtection: true },
];

function synth(overrides: Record<string, unknown> = {}): AssetCareApp {
  const app = new App({
    context: { ...cdkContext(), tenants: TENANTS, ...overrides, 'aws:cdk:bundling-stacks': [] },
  });
  return buildApp(app);
}

const prod = synth();
const templates = (built: AssetCareApp) =>
  [
    built.data,
    built.tenants,
    built.api,
    built.jobs,
    built.web,
    built.ops,
    ...(built.insights ? [built.insights] : []),
  ].map((stack: Stack) => ({
    stack: stack.stackName,
    template: Template.fromStack(stack),
  }));
const prodTemplates = templates(prod);
const template = (stack: Stack) => prodTemplates.find((t) => t.stack === stack.stackName)!.template;

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every statement of every identity policy (inline, attached or managed) in the app. */
function policyStatements(all: { stack: string; template: Template }[]) {
  const found: { stack: string; id: string; statement: Statement }[] = [];
  for (const { stack, template: t } of all) {
    for (const [id, resource] of Object.entries(
      t.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>,
    )) {
      const documents: { Statement: Statement[] }[] = [];
      if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy')
        documents.push(resource.Properties.PolicyDocument as { Statement: Statement[] });
      if (resource.Type === 'AWS::IAM::Role') {
        for (const policy of (resource.Properties.Policies as
          { PolicyDocument: { Statement: Statement[] } }[] | undefined) ?? [])
          documents.push(policy.PolicyDocument);
        // Only AWS Backup's service role uses AWS managed policies: its own service-role policies.
        if (id.startsWith('BackupRole'))
          expect(
            (resource.Properties.ManagedPolicyArns as unknown[]).map((arn) =>
              findingText(arn).replace('arn:<AWS::Partition>:iam::aws:policy/', ''),
            ),
          ).toEqual(BACKUP_MANAGED_POLICIES);
        else
          expect(
            resource.Properties.ManagedPolicyArns,
            `${stack}/${id} uses AWS managed policies`,
          ).toBeUndefined();
      }
      for (const document of documents)
        for (const statement of document.Statement) found.push({ stack, id, statement });
    }
  }
  return found;
}
const asList = (value: unknown) => (Array.isArray(value) ? value : [value]);

describe('Tenants stack', () => {
  const t = template(prod.tenants);

  it('has one user pool per configured tenant, with the spec password policy and admin-created users', () => {
    t.resourceCountIs('AWS::Cognito::UserPool', TENANTS.length);
    for (const tenant of TENANTS) {
      t.hasResourceProperties('AWS::Cognito::UserPool', {
        UserPoolName: `assetcare-prod-${tenant.code}`,
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_MIN_LENGTH,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameConfiguration: { CaseSensitive: false },
        // Usernames may be e-mail addresses, so e-mail is not an alias.
        AliasAttributes: Match.absent(),
        UsernameAttributes: Match.absent(),
        UserPoolTier: tenant.threatProtection ? 'PLUS' : 'ESSENTIALS',
        DeletionProtection: 'ACTIVE',
      });
    }
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it('gives each listed tenant the pool and web client of shared/tenancy/pool-settings.ts, field for field, tagged', () => {
    type Resource = { Properties: Record<string, unknown> };
    const pools = Object.values(t.findResources('AWS::Cognito::UserPool')) as Resource[];
    const clients = Object.values(t.findResources('AWS::Cognito::UserPoolClient')) as Resource[];
    for (const tenant of TENANTS) {
      const expected: Record<string, unknown> = userPoolSettings({
        stage: 'prod',
        code: tenant.code,
        threatProtection: tenant.threatProtection,
      });
      const pool = pools.find((p) => p.Properties.UserPoolName === expected.PoolName);
      expect(pool, String(expected.PoolName)).toBeDefined();
      for (const [field, value] of Object.entries(expected))
        if (field !== 'PoolName') expect(pool!.Properties[field], `${tenant.code} ${field}`).toEqual(value);
      expect(pool!.Properties.UserPoolTags).toMatchObject(poolTags('prod', tenant.code));

      const expectedClient: Record<string, unknown> = webClientSettings(tenant.code);
      const client = clients.find((c) => c.Properties.ClientName === expectedClient.ClientName);
      expect(client, String(expectedClient.ClientName)).toBeDefined();
      for (const [field, value] of Object.entries(expectedClient))
        expect(client!.Properties[field], `${tenant.code} ${field}`).toEqual(value);
    }
  });

  it('gives each pool a web client with USER_PASSWORD_AUTH and SRP, and writes its registry item', () => {
    t.resourceCountIs('AWS::Cognito::UserPoolClient', TENANTS.length);
    t.allResourcesProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
      GenerateSecret: false,
      // An unknown username and a wrong password get the same refusal; forgot password answers alike.
      PreventUserExistenceErrors: 'ENABLED',
    });
    t.resourceCountIs('Custom::TenantRegistryItem', TENANTS.length);
    const create = JSON.stringify(t.findResources('Custom::TenantRegistryItem'));
    for (const tenant of TENANTS) expect(create).toContain(`\\"sk\\":{\\"S\\":\\"TENANT#${tenant.code}\\"}`);
    // An UpdateItem (infra/tenant-pool.ts): the entity marker is set, branding edited in the app is kept.
    expect(create).toContain('\\"action\\":\\"updateItem\\"');
    expect(create).toContain('\\":et\\":{\\"S\\":\\"Tenant\\"}');
    expect(create).toContain('https://cognito-idp.us-east-1.amazonaws.com/');
  });

  it("gives every pool the pre sign-up trigger, which Cognito may invoke for this account's pools only", () => {
    const functions = t.findResources('AWS::Lambda::Function', {
      Properties: { FunctionName: 'assetcare-prod-pre-sign-up' },
    });
    const [triggerId] = Object.keys(functions);
    expect(Object.keys(functions)).toHaveLength(1);
    expect(functions[triggerId].Properties).toMatchObject({
      Handler: 'index.handler',
      Runtime: 'nodejs22.x',
      TracingConfig: { Mode: 'Active' },
    });
    const pools = Object.values(t.findResources('AWS::Cognito::UserPool')) as {
      Properties: { LambdaConfig?: unknown };
    }[];
    expect(pools).toHaveLength(TENANTS.length);
    for (const pool of pools)
      expect(pool.Properties.LambdaConfig).toEqual({ PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } });
    // One permission for every tenant pool, listed or made at run time: none per pool.
    const permissions = Object.values(t.findResources('AWS::Lambda::Permission')) as {
      Properties: Record<string, unknown>;
    }[];
    expect(
      permissions.map((p) => ({ ...p.Properties, SourceArn: findingText(p.Properties.SourceArn) })),
    ).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
        SourceAccount: { Ref: 'AWS::AccountId' },
        SourceArn: 'arn:<AWS::Partition>:cognito-idp:us-east-1:<AWS::AccountId>:userpool/*',
      },
    ]);
  });

  it('lets the trigger list users and link a provider identity on tenant pools of the stage, nothing more', () => {
    const policies = Object.entries(t.findResources('AWS::IAM::Policy')).filter(([id]) =>
      id.startsWith('PreSignUpRole'),
    ) as [
      string,
      { Properties: { PolicyDocument: { Statement: (Statement & { Condition?: unknown })[] } } },
    ][];
    expect(policies).toHaveLength(1);
    const statements = policies[0][1].Properties.PolicyDocument.Statement.filter(
      (s) => !asList(s.Action).some((a) => String(a).startsWith('xray:')),
    );
    const cognito = statements.filter((s) =>
      asList(s.Action).some((a) => String(a).startsWith('cognito-idp:')),
    );
    expect(cognito).toEqual([
      {
        Effect: 'Allow',
        Action: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
        Resource: { 'Fn::Join': expect.anything() },
        Condition: {
          StringEquals: { [`aws:ResourceTag/${STAGE_TAG}`]: 'prod' },
          Null: { [`aws:ResourceTag/${TENANT_TAG}`]: 'false' },
        },
      },
    ]);
    expect(findingText(cognito[0].Resource)).toBe(
      'arn:<AWS::Partition>:cognito-idp:us-east-1:<AWS::AccountId>:userpool/*',
    );
    // Besides: its own log stream only (no table, bucket or mail rights).
    expect(statements.flatMap((s) => asList(s.Action)).sort()).toEqual([
      'cognito-idp:AdminLinkProviderForUser',
      'cognito-idp:ListUsers',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
    ]);
  });
});

describe('Api stack', () => {
  const t = template(prod.api);
  const domainNames = API_LAMBDAS.map((lambda) => lambda.name);

  it('has one Lambda per domain of functions/routes.ts and per extra Lambda its routes name: ESM bundle, Node 22, arm64', () => {
    expect(domainNames).toContain('users-documents');
    t.resourceCountIs('AWS::Lambda::Function', domainNames.length);
    for (const name of domainNames) {
      t.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: `assetcare-prod-${name}`,
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: {
          Variables: Match.objectLike({
            TABLE_NAME: 'assetcare-prod',
            WEB_URL_TEMPLATE: 'https://{tenant}.assetcare.example.com',
            NODE_OPTIONS: Match.absent(),
          }),
        },
      });
    }
  });

  it('has one route per table entry, under /api/', () => {
    const routes = Object.values(domains).flatMap((domain) => domain.routes);
    t.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    for (const route of routes)
      t.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey(route) });
    expect(routes.every((route) => routeKey(route).includes(` ${API_PREFIX}`))).toBe(true);
  });

  it('throttles the stage, logs access and has no CORS (the app calls /api/ on its own origin)', () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
    // It listed every tenant's origin, which run-time tenants cannot join (HTTP API origins are exact).
    t.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
    t.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('throttles each public route far below the stage, and no other route', () => {
    const publicRoutes = Object.values(domains)
      .flatMap((domain) => domain.routes)
      .filter((route) => route.endpoint.auth === 'public');
    expect(publicRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['company/GetUserPoolDetails', 'User/ResendTemporaryPassword']),
    );
    const [stage] = Object.values(t.findResources('AWS::ApiGatewayV2::Stage'));
    const settings = stage.Properties.RouteSettings as Record<string, Record<string, number>>;
    expect(Object.keys(settings).sort()).toEqual(publicRoutes.map(routeKey).sort());
    for (const key of Object.keys(settings))
      expect(settings[key]).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
  });
});

describe('IAM', () => {
  const statements = policyStatements(prodTemplates);

  const isXRay = (statement: Statement) =>
    asList(statement.Action).every((action) => String(action).startsWith('xray:'));

  it('gives every app Lambda X-Ray tracing: active, its role only the two X-Ray write actions', () => {
    const lambdas = (
      prodTemplates.flatMap(({ template: t }) => Object.values(t.findResources('AWS::Lambda::Function'))) as {
        Properties: {
          FunctionName?: string;
          TracingConfig?: unknown;
          Environment: { Variables: Record<string, string> };
        };
      }[]
    ).filter((fn) => fn.Properties.FunctionName?.startsWith('assetcare-')); // not CDK's custom-resource Lambdas
    expect(lambdas.length).toBeGreaterThan(API_LAMBDAS.length + Object.keys(jobs).length);
    for (const fn of lambdas) {
      expect(fn.Properties.TracingConfig, fn.Properties.FunctionName).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables.POWERTOOLS_TRACE_ENABLED).toBe('true');
    }
    const xray = statements.filter(({ statement }) => isXRay(statement));
    expect(new Set(xray.map(({ id }) => id)).size).toBe(lambdas.length);
    for (const { statement } of xray)
      expect(statement).toEqual({
        Effect: 'Allow',
        Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
        Resource: '*',
      });
  });

  it('has no statement on every resource ("*") but X-Ray\'s and the tenant runner\'s pool creation, tag-conditioned', () => {
    const everything = statements.filter(
      ({ statement }) =>
        asList(statement.Resource).some((resource) => resource === '*') && !isXRay(statement),
    );
    // CreateUserPool and ListUserPools have no resource to name; CreateUserPool only with this stage's tags.
    expect(everything.map(({ id, statement }) => [id.replace(/[0-9A-F]{8}$/, ''), statement])).toEqual([
      [
        'JobtenantProvisioningRoleDefaultPolicy',
        {
          Effect: 'Allow',
          Action: ['cognito-idp:CreateUserPool', 'cognito-idp:TagResource'],
          Resource: '*',
          Condition: {
            StringEquals: { [`aws:RequestTag/${STAGE_TAG}`]: 'prod' },
            Null: { [`aws:RequestTag/${TENANT_TAG}`]: 'false' },
          },
        },
      ],
      [
        'JobtenantProvisioningRoleDefaultPolicy',
        { Effect: 'Allow', Action: 'cognito-idp:ListUserPools', Resource: '*' },
      ],
    ]);
  });

  it('uses wildcards only inside ARNs that cannot be named otherwise', () => {
    // Object keys under a prefix (reports/, and a domain's folder of the files bucket), a function's versions, the CDK asset bucket's objects.
    const allowed = [
      /^arn:<AWS::Partition>:s3:::assetcare-prod-reports-<AWS::AccountId>-<AWS::Region>\/reports\/\*$/,
      /^arn:<AWS::Partition>:s3:::assetcare-prod-files-<AWS::AccountId>-<AWS::Region>\/[a-z-]+\/\*$/,
      /^<Job\w+Function\w+\.Arn>:\*$/,
      /^arn:<AWS::Partition>:s3:::.*cdk-hnb659fds-assets-.*\/\*$/,
      /^<Site\w+\.Arn>\/\*$/,
      // Tenant pools (made at run time), limited by their tags: the next test.
      /^arn:<AWS::Partition>:cognito-idp:us-east-1:<AWS::AccountId>:userpool\/\*$/,
    ];
    // Every resource ("*"): the provisioning runner's two statements only, the test above.
    const everything = 'AssetCare-prod-Jobs/JobtenantProvisioningRoleDefaultPolicy';
    const wildcards = statements
      .filter(({ statement }) => !isXRay(statement))
      .flatMap(({ stack, id, statement }) =>
        asList(statement.Resource).map((resource) => ({
          where: `${stack}/${id}`,
          text: findingText(resource),
        })),
      )
      .filter(({ text }) => text.includes('*'))
      .filter(({ where, text }) => !(text === '*' && where.startsWith(everything)));
    expect(wildcards.filter(({ text }) => !allowed.some((pattern) => pattern.test(text)))).toEqual([]);
  });

  it('reaches tenant pools only by their tags (tenant present, stage equal), never by a list of ARNs', () => {
    // (The provisioning runner's CreateUserPool and ListUserPools, which have no resource, are the
    // "*" test's: CreateUserPool conditioned on the same tags of the pool it makes.)
    const cognito = statements.filter(
      ({ statement }) =>
        asList(statement.Action).some((action) => String(action).startsWith('cognito-idp:')) &&
        statement.Resource !== '*',
    );
    expect(cognito.length).toBeGreaterThan(0);
    for (const { statement } of cognito) {
      expect(asList(statement.Resource).map(findingText)).toEqual([
        'arn:<AWS::Partition>:cognito-idp:us-east-1:<AWS::AccountId>:userpool/*',
      ]);
      expect((statement as Statement & { Condition?: unknown }).Condition).toEqual({
        StringEquals: { [`aws:ResourceTag/${STAGE_TAG}`]: 'prod' },
        Null: { [`aws:ResourceTag/${TENANT_TAG}`]: 'false' },
      });
    }
  });

  it('gives each domain only its declared table, bucket, SES and Cognito rights', () => {
    const api = template(prod.api).toJSON().Resources as Record<
      string,
      { Type: string; Properties: { PolicyDocument?: { Statement: Statement[] } } }
    >;
    const actionsOf = (domain: string) =>
      Object.entries(api)
        .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && id.startsWith(`Domain${domain}Role`))
        .flatMap(([, r]) =>
          r.Properties.PolicyDocument!.Statement.flatMap((s) => asList(s.Action) as string[]),
        );
    // Tenancy writes the company settings (automatic issues from failed checklist items).
    expect(
      actionsOf('tenancy')
        .filter((a) => a.startsWith('dynamodb:'))
        .sort(),
    ).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    // S3 only for the branding logo (functions/tenancy/routes.ts: the files bucket's branding/ prefix).
    expect(actionsOf('tenancy').some((a) => a.startsWith('ses:'))).toBe(false);
    // Cognito only for single sign-on: the pool's identity provider, hosted-UI domain and web client.
    expect(
      actionsOf('tenancy')
        .filter((a) => a.startsWith('cognito-idp:'))
        .sort(),
    ).toEqual([
      'cognito-idp:CreateIdentityProvider',
      'cognito-idp:CreateUserPoolDomain',
      'cognito-idp:DeleteIdentityProvider',
      'cognito-idp:DescribeUserPool',
      'cognito-idp:UpdateIdentityProvider',
      'cognito-idp:UpdateUserPoolClient',
    ]);
    expect(actionsOf('tenancy').some((a) => a.startsWith('s3:'))).toBe(true);
    expect(
      actionsOf('session')
        .filter((a) => a.startsWith('cognito-idp:'))
        .sort(),
    ).toEqual(['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUpdateUserAttributes']);
    expect(actionsOf('notifications').some((a) => /^(s3|ses|cognito-idp):/.test(a))).toBe(false);
    // An import's start invokes its runner at once, as a queued report job does the report runner:
    // only those domains, only their runner.
    const invokedBy = (domain: string) =>
      Object.entries(api)
        .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && id.startsWith(`Domain${domain}Role`))
        .flatMap(([, r]) => r.Properties.PolicyDocument!.Statement)
        .filter((s) => asList(s.Action).includes('lambda:InvokeFunction'))
        .flatMap((s) => asList(s.Resource).map(findingText));
    const runner = (job: keyof typeof jobs) =>
      `arn:<AWS::Partition>:lambda:us-east-1:<AWS::AccountId>:function:assetcare-prod-job-${job}`;
    expect(invokedBy('assets')).toEqual([runner('assetImportRunner')]);
    // The inspections imports Lambda (functions/inspections/lambda-imports.ts).
    expect(invokedBy('inspectionsimports')).toEqual([runner('inspectionImportRunner')]);
    expect(invokedBy('parts')).toEqual([runner('partImportRunner')]);
    expect(invokedBy('reports')).toEqual([runner('reportRunner')]);
    // Platform/CreateTenant starts the tenant provisioning runner, and nothing else.
    expect(invokedBy('platform')).toEqual([runner('tenantProvisioning')]);
    const domainActions = Object.entries(api)
      .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && id.startsWith('Domain'))
      .filter(([id]) => !/^Domain(assets|inspectionsimports|parts|platform|reports)Role/.test(id))
      .flatMap(([, r]) =>
        r.Properties.PolicyDocument!.Statement.flatMap((s) => asList(s.Action) as string[]),
      );
    expect(domainActions.some((a) => a.startsWith('lambda:'))).toBe(false);
    // DynamoDB rights name the table and its two indexes, nothing else.
    const tableResources = statements
      .filter(
        ({ statement }) =>
          asList(statement.Action).some((a) => String(a).startsWith('dynamodb:')) &&
          !String(statement.Action).includes('dynamodb:Describe'),
      )
      .flatMap(({ statement }) => asList(statement.Resource).map(findingText));
    expect(new Set(tableResources)).toEqual(
      new Set([
        'arn:<AWS::Partition>:dynamodb:us-east-1:<AWS::AccountId>:table/assetcare-prod',
        ...TABLE_SHAPE.indexes.map(
          (index) =>
            `arn:<AWS::Partition>:dynamodb:us-east-1:<AWS::AccountId>:table/assetcare-prod/index/${index.name}`,
        ),
      ]),
    );
  });
});

describe('Data stack', () => {
  const t = template(prod.data);

  it('keeps the table: PITR, deletion protection, retained, encrypted, with the twin indexes and TTL', () => {
    t.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        TableName: 'assetcare-prod',
        KeySchema: [
          { AttributeName: TABLE_SHAPE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_SHAPE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_SHAPE.indexes.map((index) =>
          Match.objectLike({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
          }),
        ),
        TimeToLiveSpecification: { AttributeName: TABLE_SHAPE.ttlAttribute, Enabled: true },
        SSESpecification: Match.objectLike({ SSEEnabled: true }),
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });

  it('a dev stage can be deleted, still with PITR', () => {
    const dev = synth({ stage: 'dev' });
    Template.fromStack(dev.data).hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: false,
          }),
        ],
      }),
    });
  });

  it('keeps the reports bucket tidy and lets browsers upload files from tenant subdomains', () => {
    t.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'reports/', ExpirationInDays: 90, Status: 'Enabled' }),
        ]),
      },
    });
    // Portal photos nobody's report claimed go after a day (issue 23 item 3).
    t.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'portal-uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
    t.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: ['https://*.assetcare.example.com', 'https://assetcare.example.com'],
            AllowedMethods: Match.arrayWith(['GET', 'PUT']),
          }),
        ],
      },
    });
  });
});

describe('buckets', () => {
  it('are all private, encrypted, TLS-only and retained outside dev', () => {
    for (const { template: t } of prodTemplates) {
      const buckets = t.findResources('AWS::S3::Bucket');
      for (const [id, bucket] of Object.entries(buckets) as [
        string,
        { DeletionPolicy: string; Properties: Record<string, unknown> },
      ][]) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption, id).toBeDefined();
        expect(bucket.DeletionPolicy, id).toBe('Retain');
        const policies = Object.values(t.findResources('AWS::S3::BucketPolicy')) as {
          Properties: { Bucket: { Ref: string }; PolicyDocument: { Statement: Record<string, unknown>[] } };
        }[];
        const policy = policies.find((p) => p.Properties.Bucket.Ref === id);
        expect(policy?.Properties.PolicyDocument.Statement, `${id} has no TLS-only policy`).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    }
  });
});

/** The parts of a synthesized WAF rule the web stack's test reads. */
interface WafRule {
  Name: string;
  Action: unknown;
  Statement: {
    RateBasedStatement: {
      AggregateKeyType: string;
      Limit: number;
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: string };
        OrStatement: { Statements: { ByteMatchStatement: { SearchString: string } }[] };
      };
    };
  };
}

describe('Web stack', () => {
  const t = template(prod.web);

  it('puts a WAF web ACL with rate-based rules per address in front of the distribution (us-east-1; elsewhere webAclArn)', () => {
    const acls = t.findResources('AWS::WAFv2::WebACL');
    const [id, acl] = Object.entries(acls)[0] as [
      string,
      { Properties: { Scope: string; Rules: WafRule[] } },
    ];
    expect(Object.keys(acls)).toHaveLength(1);
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const byName = Object.fromEntries(acl.Properties.Rules.map((r) => [r.Name, r]));
    const api = byName['api-per-address'];
    expect(api.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(api.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: 6000 });
    expect(api.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement.SearchString).toBe('/api/');
    const publicRule = byName['public-routes-per-address'];
    expect(publicRule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: 100 });
    const prefixes = publicRule.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map(
      (st: { ByteMatchStatement: { SearchString: string } }) => st.ByteMatchStatement.SearchString,
    );
    expect(prefixes).toEqual(
      expect.arrayContaining(['/api/company/GetUserPoolDetails', '/api/User/ResendTemporaryPassword']),
    );
    expect(prefixes.some((p: string) => p.startsWith('/api/Portal/'))).toBe(true);
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [id, 'Arn'] } }),
    });
    // Outside us-east-1 no ACL can be made here: an ARN from the context is attached instead.
    const elsewhere = synth({
      region: 'eu-west-1',
      webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/x/y',
    });
    const web = Template.fromStack(elsewhere.web);
    web.resourceCountIs('AWS::WAFv2::WebACL', 0);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/x/y',
      }),
    });
  });

  it('serves the site bucket through origin access control only, on the wildcard tenant alias', () => {
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['*.assetcare.example.com'],
        ViewerCertificate: Match.objectLike({
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginAccessControlId: Match.anyValue(),
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
          }),
        ],
      }),
    });
    t.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
  });

  it('answers with security headers: CSP fit for Cloudscape and Amplify, HSTS', () => {
    const policy = Object.values(t.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as {
      Properties: {
        ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> };
      };
    };
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = findingText(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain(
      "connect-src 'self' https://cognito-idp.us-east-1.amazonaws.com https://assetcare-prod-files-",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    // The field app's service worker and manifest, from this origin only.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 730 * 86400,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    // The twin sends the same values (shared/web-headers.ts).
    expect(SECURITY_HEADERS['x-frame-options']).toBe(headers.FrameOptions.FrameOption);
    expect(SECURITY_HEADERS['referrer-policy']).toBe(headers.ReferrerPolicy.ReferrerPolicy);
    expect(SECURITY_HEADERS['x-xss-protection']).toBe('1; mode=block');
    expect(headers.XSSProtection).toMatchObject({ Protection: true, ModeBlock: true });
  });

  it('rewrites app routes to index.html but leaves files alone', () => {
    const fn = Object.values(t.findResources('AWS::CloudFront::Function'))[0] as {
      Properties: { FunctionCode: string };
    };
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (e: {
      request: { uri: string };
    }) => { uri: string };
    expect(handler({ request: { uri: '/assets/details/42' } }).uri).toBe('/index.html');
    expect(handler({ request: { uri: '/' } }).uri).toBe('/index.html');
    expect(handler({ request: { uri: '/assets/index-abc123.js' } }).uri).toBe('/assets/index-abc123.js');
  });

  it('gives the field app its own index.html, service worker and files under /field/', () => {
    const fn = Object.values(t.findResources('AWS::CloudFront::Function'))[0] as {
      Properties: { FunctionCode: string };
    };
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (e: {
      request: { uri: string };
    }) => { uri: string };
    for (const uri of ['/field', '/field/', '/field/assets', '/field/inspect/42']) {
      expect(handler({ request: { uri } }).uri, uri).toBe('/field/index.html');
      // The twin serves the same (shared/web-headers.ts).
      expect(spaIndexFor(uri), uri).toBe('/field/index.html');
    }
    for (const uri of ['/field/sw.js', '/field/manifest.webmanifest', '/field/assets/index-abc.js'])
      expect(handler({ request: { uri } }).uri).toBe(uri);
    expect(handler({ request: { uri: '/fieldwork' } }).uri).toBe('/index.html');
    expect(spaIndexFor('/fieldwork')).toBe('/index.html');
    // The service worker and manifest are revalidated on every load; the hashed files cached for a year.
    const deployments = Object.values(t.findResources('Custom::CDKBucketDeployment')) as {
      Properties: { Include?: string[]; Exclude?: string[]; SystemMetadata?: Record<string, string> };
    }[];
    const hashed = deployments.find((d) => d.Properties.Include?.includes('field/assets/*'));
    expect(hashed?.Properties.SystemMetadata?.['cache-control']).toContain('immutable');
    const pages = deployments.find(
      (d) => d.Properties.Exclude?.includes('field/assets/*') && !d.Properties.Include,
    );
    expect(pages?.Properties.SystemMetadata?.['cache-control']).toBe('no-cache');
  });
});

describe('Jobs stack', () => {
  const t = template(prod.jobs);

  it('has a schedule per job of functions/jobs.ts with retries and a dead-letter queue', () => {
    t.resourceCountIs('AWS::Scheduler::Schedule', Object.keys(jobs).length);
    for (const [name, job] of Object.entries(jobs)) {
      t.hasResourceProperties('AWS::Scheduler::Schedule', {
        Name: `assetcare-prod-${name}`,
        ScheduleExpression: job.schedule,
        State: 'ENABLED',
        Target: Match.objectLike({
          DeadLetterConfig: { Arn: Match.anyValue() },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
          Input: Match.stringLikeRegexp(`"job":"${name}"`),
        }),
      });
      t.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: `assetcare-prod-job-${name}`,
        Handler: `index.${job.handler}`,
      });
    }
    t.resourceCountIs('AWS::Lambda::EventInvokeConfig', Object.keys(jobs).length);
    t.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'assetcare-prod-jobs-dlq',
      SqsManagedSseEnabled: true,
    });
  });

  it('tells the tenant provisioning runner the pre sign-up trigger to put on every pool it makes', () => {
    const [runner] = Object.values(
      t.findResources('AWS::Lambda::Function', {
        Properties: { FunctionName: 'assetcare-prod-job-tenantProvisioning' },
      }),
    ) as { Properties: { Environment: { Variables: Record<string, unknown> } } }[];
    expect(findingText(runner.Properties.Environment.Variables.PRE_SIGN_UP_FUNCTION_ARN)).toBe(
      'arn:<AWS::Partition>:lambda:us-east-1:<AWS::AccountId>:function:assetcare-prod-pre-sign-up',
    );
  });
});

describe('Ops stack', () => {
  const t = template(prod.ops);
  const functionNames = [
    ...API_LAMBDAS.map(({ name }) => name),
    ...Object.keys(jobs).map((name) => `job-${name}`),
    ...OTHER_LAMBDAS,
  ];

  it('alarms on API 5xx, every Lambda error and throttle, to the alarm topic', () => {
    t.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: '5xx', Namespace: 'AWS/ApiGateway' });
    // Every Lambda of every stack has its two alarms.
    const lambdas = prodTemplates
      .concat([{ stack: prod.media.stackName, template: Template.fromStack(prod.media) }])
      .flatMap(({ template: other }) => Object.values(other.findResources('AWS::Lambda::Function')))
      .map((fn) => String((fn as { Properties: { FunctionName: string } }).Properties.FunctionName))
      // CDK's own custom-resource Lambdas (no name of ours) are not the app's.
      .filter((name) => name.startsWith('assetcare-'));
    expect(new Set(lambdas)).toEqual(new Set(functionNames.map((name) => `assetcare-prod-${name}`)));
    for (const name of functionNames) {
      for (const metric of ['Errors', 'Throttles']) {
        t.hasResourceProperties('AWS::CloudWatch::Alarm', {
          MetricName: metric,
          Dimensions: [{ Name: 'FunctionName', Value: `assetcare-prod-${name}` }],
          AlarmActions: [Match.anyValue()],
        });
      }
    }
    t.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@assetcare.example.com',
    });
  });

  it("alarms on every SQS queue of every stack: a message in it, and its oldest message's age", () => {
    const queues = [
      ...prodTemplates,
      { stack: prod.media.stackName, template: Template.fromStack(prod.media) },
    ]
      .flatMap(({ template: other }) => Object.values(other.findResources('AWS::SQS::Queue')))
      .map((queue) => String((queue as { Properties: { QueueName: string } }).Properties.QueueName));
    expect(queues.sort()).toEqual(
      ['assetcare-prod-jobs-dlq', 'assetcare-prod-mail-events-dlq', 'assetcare-prod-thumbnails-dlq'].sort(),
    );
    const alarmsOn = (queue: string) =>
      Object.values(t.findResources('AWS::CloudWatch::Alarm')).filter(
        (alarm) =>
          JSON.stringify((alarm as { Properties: { Dimensions?: unknown } }).Properties.Dimensions) ===
          JSON.stringify([{ Name: 'QueueName', Value: queue }]),
      ) as { Properties: { MetricName: string; Threshold: number; AlarmActions: unknown[] } }[];
    for (const queue of queues) {
      const found = alarmsOn(queue);
      expect(found.map((a) => [a.Properties.MetricName, a.Properties.Threshold]).sort(), queue).toEqual([
        ['ApproximateAgeOfOldestMessage', OLDEST_MESSAGE_SECONDS],
        ['ApproximateNumberOfMessagesVisible', 1],
      ]);
      for (const alarm of found) expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
  });

  it('has a dashboard per stage: API 4xx/5xx/latency, each Lambda, the queues and every business metric', () => {
    const dashboards = Object.values(t.findResources('AWS::CloudWatch::Dashboard')) as {
      Properties: { DashboardName: string; DashboardBody: unknown };
    }[];
    expect(dashboards.map((d) => d.Properties.DashboardName)).toEqual(['assetcare-prod']);
    const body = JSON.stringify(prod.ops.resolve(dashboards[0].Properties.DashboardBody));
    for (const text of ['\\"4xx\\"', '\\"5xx\\"', '\\"Latency\\"', 'ApproximateNumberOfMessagesVisible'])
      expect(body, text).toContain(text);
    for (const name of functionNames) expect(body, name).toContain(`assetcare-prod-${name}\\"`);
    for (const metric of ['Errors', 'Duration', 'Throttles']) expect(body).toContain(`\\"${metric}\\"`);
    for (const metric of Object.keys(BUSINESS_METRICS)) expect(body, metric).toContain(`\\"${metric}\\"`);
    expect(Object.keys(BUSINESS_METRICS)).toEqual(
      expect.arrayContaining([
        'InspectionsSubmitted',
        'IssuesOpened',
        'PmsDue',
        'EmailsSent',
        'ImportsCompleted',
      ]),
    );
  });

  it('hands SES bounces and complaints of the configuration set to the suppression Lambda, with a dead-letter queue', () => {
    t.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': ['assetcare-prod'] } } },
      },
      Targets: [Match.objectLike({ DeadLetterConfig: { Arn: Match.anyValue() } })],
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'assetcare-prod-mail-events',
      Handler: 'index.handler',
    });
    const data = template(prod.data);
    data.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'assetcare-prod' });
    data.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: Match.anyValue(),
      }),
    });
    // Every Lambda that sends mail names the configuration set, and may send with it.
    const api = template(prod.api);
    api.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SES_CONFIGURATION_SET: 'assetcare-prod' }) },
    });
    const sesResources = policyStatements(prodTemplates)
      .filter(({ statement }) => asList(statement.Action).includes('ses:SendEmail'))
      .map(({ statement }) => asList(statement.Resource).map(findingText));
    expect(sesResources.length).toBeGreaterThan(0);
    for (const resources of sesResources)
      expect(resources).toContain(
        'arn:<AWS::Partition>:ses:us-east-1:<AWS::AccountId>:configuration-set/assetcare-prod',
      );
  });
});

describe('Backup', () => {
  const planOf = (built: AssetCareApp) => {
    const t = Template.fromStack(built.data);
    const plans = Object.values(t.findResources('AWS::Backup::BackupPlan')) as {
      Properties: { BackupPlan: { BackupPlanRule: Record<string, unknown>[] } };
    }[];
    expect(plans).toHaveLength(1);
    return { t, rules: plans[0].Properties.BackupPlan.BackupPlanRule };
  };

  it('backs up the table and the files bucket daily, kept 35 days, with no copy unless configured', () => {
    const { t, rules } = planOf(prod);
    expect(BACKUP_DAYS).toBe(35);
    expect(rules).toEqual([
      expect.objectContaining({
        RuleName: 'daily',
        ScheduleExpression: 'cron(0 3 * * ? *)',
        Lifecycle: { DeleteAfterDays: 35 },
      }),
    ]);
    expect(rules[0].CopyActions).toBeUndefined();
    const selection = Object.values(t.findResources('AWS::Backup::BackupSelection'))[0] as {
      Properties: { BackupSelection: { Resources: unknown[] } };
    };
    const resources = selection.Properties.BackupSelection.Resources.map((r) =>
      findingText(prod.data.resolve(r)),
    );
    expect(resources).toHaveLength(2);
    expect(resources[0]).toMatch(/^<Table[0-9A-F]+\.Arn>$/);
    expect(resources[1]).toMatch(/^<Files[0-9A-F]+\.Arn>$/);
    t.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain' });
  });

  it('copies each backup to the configured vault in another region, kept 35 days there too', () => {
    const copyVault = 'arn:aws:backup:us-west-2:123456789012:backup-vault:assetcare-prod-copy';
    const { rules } = planOf(synth({ backupCopyVaultArn: copyVault }));
    expect(rules[0].CopyActions).toEqual([
      { DestinationBackupVaultArn: copyVault, Lifecycle: { DeleteAfterDays: 35 } },
    ]);
    expect(() => synth({ backupCopyVaultArn: 'not-an-arn' })).toThrow(/backupCopyVaultArn/);
  });
});

describe('Insights stack', () => {
  it('exists only with a dashboard id, and grants embedding of that dashboard only', () => {
    expect(prod.insights).toBeUndefined();
    const withDashboard = synth({ quicksightDashboardId: 'dash-123' });
    const t = Template.fromStack(withDashboard.insights!);
    t.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: 'quicksight:GenerateEmbedUrlForAnonymousUser',
            Resource: [
              Match.objectLike({ 'Fn::Join': Match.anyValue() }),
              Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([':dashboard/dash-123'])] }),
            ],
          }),
        ],
      },
    });
  });
});

describe('Insights embedding Lambda', () => {
  it('gives the reports Lambda (User/GetQuickSightUrl) the dashboard and account, and the embed policy; other Lambdas neither', () => {
    const withDashboard = synth({ quicksightDashboardId: 'dash-123' });
    const api = Template.fromStack(withDashboard.api);
    api.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'assetcare-prod-reports',
      Environment: {
        Variables: Match.objectLike({
          QUICKSIGHT_DASHBOARD_ID: 'dash-123',
          QUICKSIGHT_ACCOUNT_ID: { Ref: 'AWS::AccountId' },
        }),
      },
    });
    const others = Object.values(api.findResources('AWS::Lambda::Function')).filter(
      (r) => r.Properties.FunctionName !== 'assetcare-prod-reports' && r.Properties.Environment,
    );
    expect(others.length).toBeGreaterThan(3);
    for (const other of others)
      expect(other.Properties.Environment.Variables.QUICKSIGHT_DASHBOARD_ID).toBeUndefined();
    // Without a dashboard the reports Lambda has no QuickSight settings (the page shows the built-in insights).
    const plain = Object.values(Template.fromStack(prod.api).findResources('AWS::Lambda::Function')).find(
      (r) => r.Properties.FunctionName === 'assetcare-prod-reports',
    )!;
    expect(plain.Properties.Environment.Variables.QUICKSIGHT_DASHBOARD_ID).toBeUndefined();
    // The embed policy is attached to the reports Lambda's role.
    const policy = Object.values(
      Template.fromStack(withDashboard.insights!).findResources('AWS::IAM::ManagedPolicy'),
    )[0];
    expect(JSON.stringify(policy.Properties.Roles)).toMatch(/Domainreports/);
  });
});

describe('Webhook secret key', () => {
  it('is a generated Secrets Manager secret of the Data stack, retained, resolved into the environment of the webhooks Lambda, its sweep and the outbox consumer only', () => {
    const data = template(prod.data);
    data.hasResource('AWS::SecretsManager::Secret', {
      Properties: {
        Name: 'assetcare-prod/webhook-secret-key',
        GenerateSecretString: { PasswordLength: 43, ExcludePunctuation: true, IncludeSpace: false },
      },
      DeletionPolicy: 'Retain',
    });
    const withKey: string[] = [];
    for (const stack of [prod.api, prod.jobs])
      for (const fn of Object.values(template(stack).findResources('AWS::Lambda::Function'))) {
        const value = fn.Properties.Environment?.Variables?.WEBHOOK_SECRET_KEY as unknown;
        if (value === undefined) continue;
        withKey.push(fn.Properties.FunctionName as string);
        expect(value).toBe('{{resolve:secretsmanager:assetcare-prod/webhook-secret-key:SecretString:::}}');
      }
    expect(withKey.sort()).toEqual([
      'assetcare-prod-job-webhookRetrySweep',
      'assetcare-prod-outbox',
      'assetcare-prod-webhooks',
    ]);
  });
});

describe('Insights data path', () => {
  it('exports the table daily to the reports bucket, with a Glue table and an Athena workgroup over it', () => {
    const t = Template.fromStack(synth({ quicksightDashboardId: 'dash-123' }).insights!);
    t.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      Target: Match.objectLike({
        Arn: 'arn:aws:scheduler:::aws-sdk:dynamodb:exportTableToPointInTime',
        Input: Match.anyValue(),
      }),
    });
    t.hasResourceProperties('AWS::Glue::Table', {
      TableInput: Match.objectLike({ Name: 'table_export', TableType: 'EXTERNAL_TABLE' }),
    });
    t.hasResourceProperties('AWS::Athena::WorkGroup', {
      WorkGroupConfiguration: Match.objectLike({ EnforceWorkGroupConfiguration: true }),
    });
    t.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: 'dynamodb:ExportTableToPointInTime' })]),
      },
    });
  });
});

describe('tenants provisioned at run time (issue 27)', () => {
  const withoutList = (() => {
    const { tenants: _listed, ...context } = cdkContext();
    return buildApp(new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } }));
  })();
  const none = synth({ tenants: [] });
  const byStack = (built: AssetCareApp) =>
    new Map(templates(built).map(({ stack, template: t }) => [stack, t.toJSON() as { Resources: object }]));
  const resourceCount = (built: AssetCareApp) =>
    [...byStack(built).values()].reduce((n, t) => n + Object.keys(t.Resources).length, 0);

  it('synthesizes with no tenant in cdk.json (key absent or an empty list): no pool anywhere', () => {
    expect(withoutList.config.tenants).toEqual([]);
    for (const built of [withoutList, none]) {
      expect(built.tenants.pools).toEqual([]);
      for (const [, t] of byStack(built)) expect(JSON.stringify(t)).not.toContain('AWS::Cognito::UserPool');
    }
  });

  it('gives every stack but Tenants the same template with 0 and with 3 listed tenants', () => {
    // Provisioned tenants are registry items, never synth input: a template that does not change
    // with the listed ones cannot change with the provisioned ones (200 or 20,000).
    const zero = byStack(none);
    const three = byStack(prod);
    expect([...three.keys()]).toEqual([...zero.keys()]);
    for (const [stack, t] of zero)
      if (stack !== prod.tenants.stackName) expect(three.get(stack), stack).toEqual(t);
  });

  it('grows the Tenants stack only by the listed tenants, a fixed set of resources each', () => {
    // The first listed tenant also brings CDK's registry-writer provider (one per stack).
    const one = synth({ tenants: TENANTS.slice(0, 1) });
    const two = synth({ tenants: TENANTS.slice(0, 2) });
    const perTenant = resourceCount(two) - resourceCount(one);
    expect(perTenant).toBeGreaterThan(0);
    expect(resourceCount(one)).toBeGreaterThan(resourceCount(none));
    expect(resourceCount(prod) - resourceCount(one)).toBe(perTenant * (TENANTS.length - 1));
  });
});

describe('cdk-nag AwsSolutions', () => {
  const unacknowledged = (built: AssetCareApp) =>
    new AwsSolutionsChecks()
      .validateScope(built.app)
      .violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

  it('finds nothing unacknowledged in the shipped config', () => {
    expect(unacknowledged(prod)).toEqual([]);
  });

  it('finds nothing unacknowledged in a deployment with no tenant in cdk.json', () => {
    expect(unacknowledged(synth({ tenants: [] }))).toEqual([]);
  });

  it('finds nothing unacknowledged in a dev stage with a dashboard and a web ACL', () => {
    const variant = synth({
      stage: 'dev',
      quicksightDashboardId: 'dash-1',
      webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/assetcare/abc',
    });
    expect(unacknowledged(variant)).toEqual([]);
  });
});

describe('config', () => {
  it('refuses a config with readable reasons', () => {
    const app = new App({
      context: {
        ...cdkContext(),
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x',
        tenants: [{ code: 'Bad Code' }, { code: 'ok', name: 'Ok' }, { code: 'ok', name: 'Twice' }],
      },
    });
    expect(() => readConfig(app)).toThrow(
      /certificateArn[\s\S]*Bad Code[\s\S]*needs a name[\s\S]*listed twice/,
    );
  });
});
