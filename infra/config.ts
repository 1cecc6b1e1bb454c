/**
 * Deployment settings, from CDK context (`cdk.json`, or `-c key=value` on the command line).
 * Everything is checked up front so a typo fails `cdk synth` with a readable message instead of
 * a half-created stack.
 */
import type { Construct } from 'constructs';

export interface TenantConfig {
  /** The subdomain label and registry key: `{code}.{domainName}`. */
  code: string;
  name: string;
  logoUrl?: string;
  color?: string;
  /**
   * Cognito threat protection (the Plus feature plan: compromised-credential and adaptive
   * sign-in checks). Billed per monthly active user on top of Essentials, so it is a choice.
   */
  threatProtection?: boolean;
}

export interface AppConfig {
  /** 'dev' stacks can be deleted with their data; any other stage keeps data and blocks deletion. */
  stage: string;
  /** The AWS region of every stack (CloudFront's certificate is in us-east-1 whatever this is). */
  region: string;
  /** Tenants live at `{tenant}.{domainName}`. */
  domainName: string;
  /** ACM certificate in us-east-1 (CloudFront's region) covering `*.{domainName}`. */
  certificateArn: string;
  /** SES-verified sender address (its domain verified too) for app and Cognito e-mail. */
  sesSender: string;
  /** Where CloudWatch alarms are sent. */
  alarmEmail: string;
  /** QuickSight dashboard embedded on the Insights page; the built-in charts are used without it. */
  quicksightDashboardId?: string;
  /**
   * Optional: the ARN of an AWS Backup vault in another region (made there beforehand,
   * docs/operations.md) that each daily backup of the table and the files bucket is copied to.
   */
  backupCopyVaultArn?: string;
  /** Optional WAF web ACL (CLOUDFRONT scope, created in us-east-1) to put in front of the site and API. */
  webAclArn?: string;
  logRetentionDays: number;
  /** Steady requests per second and burst allowed on the API's stage. */
  apiRateLimit: number;
  apiBurstLimit: number;
  /** Stage throttle of each public route (requests per second, burst). */
  publicRouteRateLimit: number;
  publicRouteBurstLimit: number;
  /**
   * Optional, and empty for a new deployment: tenants are provisioned at run time (issue 27,
   * functions/platform; `npm run tenant -- create`, or the Platform/CreateTenant route), their
   * pools made through the Cognito API, so the stacks do not grow with them. The tenants listed
   * here are the ones deployed before that: they keep their CDK-made pools (the migration path:
   * leave them listed; removing one marks it inactive, docs/tenants.md).
   */
  tenants: TenantConfig[];
}

export const isDevStage = (config: Pick<AppConfig, 'stage'>) => config.stage === 'dev';
export const stackId = (config: Pick<AppConfig, 'stage'>, name: string) =>
  `AssetCare-${config.stage}-${name}`;
/** The tenant web address template the Lambdas use in e-mails. */
export const webUrlTemplate = (config: Pick<AppConfig, 'domainName'>) =>
  `https://{tenant}.${config.domainName}`;

const LABEL = /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/;
/** Short: it is part of globally unique bucket names, which S3 caps at 63 characters. */
const STAGE = /^[a-z][a-z0-9-]{0,10}[a-z0-9]$/;
const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CLOUDFRONT_CERTIFICATE = /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;
const WEB_ACL = /^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/;
const BACKUP_VAULT = /^arn:aws:backup:[a-z]{2}(-gov)?-[a-z]+-\d:\d{12}:backup-vault:[\w.-]{2,50}$/;
const RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
];

/** Context values given with `-c` arrive as strings: JSON lists and numbers are parsed. */
function contextValue(scope: Construct, key: string): unknown {
  const value: unknown = scope.node.tryGetContext(key);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) return JSON.parse(trimmed);
  return trimmed;
}

export function readConfig(scope: Construct): AppConfig {
  const problems: string[] = [];
  const text = (key: string, pattern?: RegExp, optional = false): string => {
    const value = contextValue(scope, key);
    if (value === undefined || value === null || value === '') {
      if (!optional) problems.push(`context "${key}" is missing`);
      return '';
    }
    if (typeof value !== 'string' || (pattern && !pattern.test(value)))
      problems.push(`context "${key}" is not valid: ${JSON.stringify(value)}`);
    return String(value);
  };
  const num = (key: string, fallback: number, allowed?: number[]): number => {
    const raw = contextValue(scope, key);
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(value) || value <= 0 || (allowed && !allowed.includes(value)))
      problems.push(`context "${key}" is not valid: ${JSON.stringify(raw)}`);
    return value;
  };

  const stage = text('stage', STAGE);
  const config: AppConfig = {
    stage,
    region: text('region', /^[a-z]{2}(-gov)?-[a-z]+-\d$/),
    domainName: text('domainName', DOMAIN),
    certificateArn: text('certificateArn', CLOUDFRONT_CERTIFICATE),
    sesSender: text('sesSender', EMAIL),
    alarmEmail: text('alarmEmail', EMAIL),
    quicksightDashboardId: text('quicksightDashboardId', /^[\w-]{1,512}$/, true) || undefined,
    webAclArn: text('webAclArn', WEB_ACL, true) || undefined,
    backupCopyVaultArn: text('backupCopyVaultArn', BACKUP_VAULT, true) || undefined,
    logRetentionDays: num('logRetentionDays', stage === 'dev' ? 7 : 30, RETENTION_DAYS),
    apiRateLimit: num('apiRateLimit', 50),
    apiBurstLimit: num('apiBurstLimit', 100),
    publicRouteRateLimit: num('publicRouteRateLimit', 5),
    publicRouteBurstLimit: num('publicRouteBurstLimit', 10),
    tenants: [],
  };

  const tenants = contextValue(scope, 'tenants') ?? [];
  if (!Array.isArray(tenants))
    problems.push('context "tenants", when given, is a list: [{ "code": "demo", "name": "Demo" }]');
  else {
    const seen = new Set<string>();
    for (const entry of tenants as Partial<TenantConfig>[]) {
      const code = String(entry?.code ?? '');
      if (!LABEL.test(code))
        problems.push(
          `tenant code ${JSON.stringify(code)} must be a lowercase subdomain label (a-z, 0-9, -)`,
        );
      else if (seen.has(code)) problems.push(`tenant code "${code}" is listed twice`);
      if (!entry?.name) problems.push(`tenant "${code}" needs a name`);
      seen.add(code);
      config.tenants.push({
        code,
        name: String(entry?.name ?? ''),
        logoUrl: entry?.logoUrl,
        color: entry?.color,
        threatProtection: entry?.threatProtection === true,
      });
    }
  }
  if (problems.length)
    throw new Error(`AssetCare configuration (cdk.json context):\n - ${problems.join('\n - ')}`);
  return config;
}
