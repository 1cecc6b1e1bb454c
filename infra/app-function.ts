/**
 * One Lambda of the app (a domain's API entry or a scheduled job): bundled locally by esbuild as
 * minified ES modules for Node 22 on arm64, its own log group with a retention, and its own role
 * holding only the rights its `permissions` entry declares.
 *
 * Bundled with code splitting: the entry `index.mjs` holds what every request needs, and what
 * the code imports with `await import()` (the QuickSight client, exceljs, pdfkit, the mail
 * renderer, the Lambda client...) goes to chunk files beside it, read only when first used. A cold
 * start compiles the entry's chunks only: V8 spends about 90 ms per MB of bundle before the first
 * line runs. NodejsFunction's esbuild command writes one `--outfile`, which splitting cannot use,
 * so the asset is built here with esbuild's API (the same options it passed).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions } from 'esbuild';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Permissions } from '#functions/routes.js';
import { webhookSecretKeyName } from './names.js';
import { acknowledge, acknowledgeWildcardResources } from './nag.js';
import {
  objectPrefixArn,
  statementsFor,
  TENANT_POOLS_REASON,
  tenantPoolsArn,
  type SharedResources,
} from './permissions.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The sharp the project tests with, installed for the thumbnail Lambda. */
const SHARP_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/sharp/package.json'), 'utf8')) as { version: string }
).version;
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
/**
 * X-Ray's PutTraceSegments and PutTelemetryRecords take no resource (IAM accepts only "*"); CDK
 * adds them to the role of a Lambda with active tracing.
 */
export const XRAY_REASON =
  'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource to name (IAM takes only * for them).';
/**
 * What every app Lambda's environment adds for Powertools: the Tracer on (functions/lib/tracing.ts
 * loads it on the first request only where this is set) and the namespace of the business
 * metrics (functions/lib/metrics.ts; the Ops stack's dashboard reads the same namespace).
 */
export const POWERTOOLS_ENVIRONMENT = {
  POWERTOOLS_TRACE_ENABLED: 'true',
  POWERTOOLS_METRICS_NAMESPACE: 'AssetCare',
};
export const LOG_STREAMS_REASON =
  'The log group ARN ends in :* (its log streams): Lambda names a new stream per execution environment at run time.';

/**
 * The AWS SDK is bundled (and tree-shaken) rather than taken from the runtime, except the
 * credential providers the SDK imports lazily for profiles, SSO, web identity and instance
 * metadata: in Lambda, credentials come from environment variables, the first link of the chain,
 * so those imports never run (and the Node 22 runtime ships them if they ever did).
 */
export const LAZY_SDK_MODULES = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

/**
 * Imports in bundled libraries that never run in the app's Lambdas, left out of the bundles:
 * React Email's render imports prettier only for its `pretty` option, which no template uses
 * (lib/mail/templates/layout.tsx), and that import alone is 250 kB of every bundle that sends mail.
 */
export const UNUSED_LAZY_MODULES = ['prettier', 'prettier/*'];

/**
 * Node's flags in every Lambda (none): `--enable-source-maps` parsed each chunk's source map while
 * it loaded, about 50 ms of CPU in a cold start of the larger bundles (bundle bench, CPU medians of
 * importing the pm bundle with and without it). The maps still ship beside each bundle, so a stack
 * trace from the logs can be mapped back to the source offline.
 */
export const LAMBDA_NODE_FLAGS: readonly string[] = [];

/** The context key infra/bundles.ts sets so each bundle also gets esbuild's metafile (index.meta.json) for the bench. */
export const METAFILE_CONTEXT = 'assetcare:bundle-metafile';

export const LAMBDA_BUNDLING = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  splitting: true,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  outExtension: { '.js': '.mjs' },
  // Prefer packages' ES module builds: esbuild can only tree-shake those.
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  external: [...LAZY_SDK_MODULES, ...UNUSED_LAZY_MODULES],
  // Libraries' production builds (React's server renderer is the largest): without it a bundle
  // carries both builds, and the one that runs (NODE_ENV is unset in Lambda) is the development one.
  define: { 'process.env.NODE_ENV': '"production"' },
  // CommonJS dependencies bundled into an ES module still call require() for Node built-ins.
  banner: {
    js: "import{createRequire as __acRequire}from'node:module';const require=__acRequire(import.meta.url);",
  },
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * Files some libraries read at run time by a path esbuild cannot follow. pdfkit loads its 14
 * standard fonts with require('#standard-fonts/<name>') (a package "imports" entry): the fonts
 * are copied beside the bundle with a package.json mapping that entry to them.
 */
const BUNDLE_FILES: Record<'pdfkit-fonts' | 'sharp', (inputDir: string, outputDir: string) => string[]> = {
  'pdfkit-fonts': (inputDir, outputDir) => [
    `cp -r "${inputDir}/node_modules/pdfkit/js/standard-fonts" "${outputDir}/standard-fonts"`,
    `echo '{"imports":{"#standard-fonts/*":"./standard-fonts/*.cjs"}}' > "${outputDir}/package.json"`,
  ],
  // sharp's native library cannot be bundled: it stays external and is installed beside the bundle
  // for the Lambda's platform (Linux arm64, glibc), whatever machine synthesizes.
  sharp: (_inputDir, outputDir) => [
    `cd "${outputDir}" && npm install --no-save --no-package-lock --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc sharp@${SHARP_VERSION}`,
  ],
};

export interface AppFunctionProps {
  /** Short name: `assetcare-<stage>-<name>` becomes the function's name. */
  name: string;
  stage: string;
  /** Source file under functions/, and its export. */
  entry: string;
  handler: string;
  description: string;
  memoryMb?: number;
  timeoutSeconds?: number;
  permissions?: Permissions;
  bundleFiles?: (keyof typeof BUNDLE_FILES)[];
  resources: SharedResources;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
}

export class AppFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const functionName = `assetcare-${props.stage}-${props.name}`;
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${functionName}: its own log group and the rights of its permissions entry`,
    });
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    for (const statement of statementsFor(this, props.permissions, props.resources))
      this.role.addToPolicy(statement);
    acknowledgeWildcardResources(this.role, [this.logGroup.logGroupArn], LOG_STREAMS_REASON);
    if (props.permissions?.cognitoAdmin?.length)
      acknowledgeWildcardResources(this.role, [tenantPoolsArn(this)], TENANT_POOLS_REASON);
    // One acknowledgement of "*" per role, its reasons joined (X-Ray's for every role).
    acknowledgeWildcardResources(
      this.role,
      ['*'],
      props.permissions?.createsTenantPools
        ? `${XRAY_REASON} cognito-idp:CreateUserPool and ListUserPools have no resource to name (IAM takes only * for them); CreateUserPool is allowed only with this stage's assetcare:stage and an assetcare:tenant tag on the new pool, so it can make only pools the tag-scoped statement reaches.`
        : XRAY_REASON,
    );
    acknowledgeWildcardResources(
      this.role,
      (props.permissions?.buckets ?? []).map((access) => objectPrefixArn(props.resources, access)),
      'Object keys are created at run time under this prefix (tenant and record ids in the key); the statement is limited to the prefix the code writes or reads.',
    );

    const entry = path.join(ROOT, props.entry);
    const metafile = this.node.tryGetContext(METAFILE_CONTEXT) === true;
    this.function = new LambdaFunction(this, 'Function', {
      functionName,
      description: props.description,
      code: Code.fromAsset(ROOT, {
        // The asset's hash is its bundle's: the source tree is not fingerprinted.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never used: the local bundling below always runs (esbuild is a dependency). The command
          // names the entry and the extra files: CDK tells one asset's bundling from another's by
          // these serializable options (the local bundler is a function, which it cannot compare).
          image: DockerImage.fromRegistry('scratch'),
          command: [
            'esbuild',
            props.entry,
            ...(props.bundleFiles ?? []),
            ...(metafile ? ['--metafile'] : []),
          ],
          local: {
            tryBundle: (outputDir) => {
              bundleLambda(entry, outputDir, props.bundleFiles ?? [], metafile);
              return true;
            },
          },
        },
      }),
      handler: `index.${props.handler}`,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 15),
      role: this.role,
      logGroup: this.logGroup,
      // X-Ray on every app Lambda: Lambda samples the requests itself (the HTTP API cannot trace:
      // API Gateway's X-Ray integration is for REST APIs only, so a trace starts at the Lambda).
      tracing: Tracing.ACTIVE,
      environment: {
        ...props.environment,
        ...POWERTOOLS_ENVIRONMENT,
        ...(props.permissions?.webhookSecretKey ? webhookSecretKeyEnvironment(props.stage) : {}),
        ...(LAMBDA_NODE_FLAGS.length ? { NODE_OPTIONS: LAMBDA_NODE_FLAGS.join(' ') } : {}),
      },
    });
    acknowledge(
      this.function,
      'L1',
      'Node.js 22 is the runtime the project targets (esbuild target node22, tests and the twin on the same major); moving to 24 is a deliberate upgrade, not drift.',
    );
  }
}

/**
 * WEBHOOK_SECRET_KEY for the Lambdas whose permissions ask for it (the webhooks domain, its retry
 * sweep, the outbox consumer that makes first attempts). The key lives in Secrets Manager (not SSM:
 * a SecureString cannot be resolved into a Lambda's environment by CloudFormation), made by the
 * Data stack (names.ts webhookSecretKeyName); CloudFormation resolves this dynamic reference at
 * deploy time, so the Lambda reads it synchronously at its first use and its role needs no
 * secretsmanager:GetSecretValue. The key is never rotated by itself: the endpoints' stored secrets
 * are encrypted with it.
 */
export function webhookSecretKeyEnvironment(stage: string): Record<string, string> {
  return {
    WEBHOOK_SECRET_KEY: SecretValue.secretsManager(webhookSecretKeyName({ stage })).unsafeUnwrap(),
  };
}

/** Bundles one Lambda entry into `outputDir` (index.mjs, its chunks and their source maps), with the library files it needs beside it. */
function bundleLambda(
  entry: string,
  outputDir: string,
  bundleFiles: (keyof typeof BUNDLE_FILES)[],
  metafile: boolean,
): void {
  const result = buildSync({
    ...LAMBDA_BUNDLING,
    entryPoints: { index: entry },
    outdir: outputDir,
    absWorkingDir: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    external: [...LAMBDA_BUNDLING.external, ...(bundleFiles.includes('sharp') ? ['sharp'] : [])],
    metafile,
  });
  if (metafile) writeFileSync(path.join(outputDir, 'index.meta.json'), JSON.stringify(result.metafile));
  for (const command of bundleFiles.flatMap((files) => BUNDLE_FILES[files](ROOT, outputDir)))
    execSync(command, { stdio: 'inherit' });
}
