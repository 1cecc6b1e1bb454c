/**
 * Runtime settings from the environment: set by CDK in the cloud and by the twin locally. In a
 * Lambda runtime a missing required variable stops the cold start with its name (fail fast,
 * rather than a request writing to a default table); elsewhere (the twin, tests, CDK synth)
 * the local defaults below apply.
 */
const LOCAL_DEFAULTS = {
  TABLE_NAME: 'assetcare',
  FILES_BUCKET: 'assetcare-files',
  REPORTS_BUCKET: 'assetcare-reports',
  SES_SENDER: 'no-reply@assetcare.local',
  /** Base web address with a `{tenant}` placeholder, used in e-mails. */
  WEB_URL_TEMPLATE: 'http://{tenant}.localhost:5173',
} as const;

export type RequiredSetting = keyof typeof LOCAL_DEFAULTS;

/** Lambda sets AWS_LAMBDA_FUNCTION_NAME; the twin and the tests run the handlers without it. */
const inLambdaRuntime = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

/** The required settings missing from this environment (always none outside a Lambda runtime). */
export function missingSettings(env: NodeJS.ProcessEnv = process.env): RequiredSetting[] {
  if (!env.AWS_LAMBDA_FUNCTION_NAME) return [];
  return (Object.keys(LOCAL_DEFAULTS) as RequiredSetting[]).filter((name) => !env[name]);
}

function setting(name: RequiredSetting): string {
  const value = process.env[name];
  if (value) return value;
  if (inLambdaRuntime()) throw new Error(`Missing environment variable ${name}`);
  return LOCAL_DEFAULTS[name];
}

const missing = missingSettings();
if (missing.length)
  throw new Error(
    `Missing environment variables: ${missing.join(', ')} (set by the CDK stacks; see infra/api-stack.ts appEnvironment)`,
  );

export const config = {
  get tableName() {
    return setting('TABLE_NAME');
  },
  get filesBucket() {
    return setting('FILES_BUCKET');
  },
  get reportsBucket() {
    return setting('REPORTS_BUCKET');
  },
  get sesSender() {
    return setting('SES_SENDER');
  },
  /**
   * The SES configuration set every mail is sent with (its bounce and complaint events feed the
   * suppression list, infra/data-stack.ts); none on the twin, whose emulator has no events.
   */
  get sesConfigurationSet(): string | undefined {
    return process.env.SES_CONFIGURATION_SET || undefined;
  },
  get webUrlTemplate() {
    return setting('WEB_URL_TEMPLATE');
  },
  /** The job Lambdas' name before the job's (functions/jobs.ts) name, for starting one at once. */
  get jobFunctionPrefix() {
    return process.env.JOB_FUNCTION_PREFIX ?? 'assetcare-local-job-';
  },
  get region() {
    return process.env.AWS_REGION ?? 'us-east-1';
  },
  /** Emulators need path-style S3 addressing; set by the twin. */
  get s3ForcePathStyle() {
    return Boolean(process.env.AWS_ENDPOINT_URL_S3);
  },
};

/** The web address of a tenant (its branded subdomain), from WEB_URL_TEMPLATE. */
export const tenantWebUrl = (tenant: string) => config.webUrlTemplate.replace('{tenant}', tenant);
