/**
 * The QuickSight embed URL of User/GetQuickSightUrl (spec core 2.13): an anonymous embedding of
 * the configured dashboard with the tenant, company and allowed sites as session tags, which the
 * dashboard's row-level security (tag-based rules on tenant, company_id, site_id) filters on.
 * Anonymous embedding needs no QuickSight user per app user. The client is loaded only here, with
 * `await import()`, so the other report calls do not pay for it.
 */
import type { QuickSightClient } from '@aws-sdk/client-quicksight';
import { ReportMessages } from '#shared/reports/messages.js';
import { HttpError } from '#lib/errors.js';
import { config, tenantWebUrl } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import type { Site } from '#functions/tenancy/index.js';
import { quickSightSessionTags } from './build.js';

/** The configured dashboard (QUICKSIGHT_DASHBOARD_ID, set by CDK with the account id), or null (the twin: built-in insights). */
export function quickSightSettings(
  env: NodeJS.ProcessEnv = process.env,
): { dashboardId: string; accountId: string; region: string } | null {
  const dashboardId = env.QUICKSIGHT_DASHBOARD_ID;
  const accountId = env.QUICKSIGHT_ACCOUNT_ID;
  if (!dashboardId || !accountId) return null;
  return { dashboardId, accountId, region: env.QUICKSIGHT_REGION || config.region };
}

/** How long an embedded session lasts (minutes; QuickSight allows 15 to 600). */
export const EMBED_SESSION_MINUTES = 60;

let client: QuickSightClient | undefined;

/**
 * The embed URL for a caller whose insights cover `sites`. No active site: '' (there is nothing
 * of theirs to show; the page shows the built-in insights, which are then empty too). A QuickSight
 * failure is a 502 with a message the page can show, never an unhandled error.
 */
export async function quickSightEmbedUrl(
  tenant: string,
  sites: Site[],
  settings = quickSightSettings(),
): Promise<string> {
  if (!settings) return '';
  const tags = quickSightSessionTags(tenant, sites);
  // QuickSight refuses an empty tag value; no allowed site means nothing to embed.
  if (tags.some((t) => !t.Value)) return '';
  const { QuickSightClient, GenerateEmbedUrlForAnonymousUserCommand } =
    await import('@aws-sdk/client-quicksight');
  client ??= new QuickSightClient({ region: settings.region });
  const dashboardArn = `arn:aws:quicksight:${settings.region}:${settings.accountId}:dashboard/${settings.dashboardId}`;
  try {
    const out = await client.send(
      new GenerateEmbedUrlForAnonymousUserCommand({
        AwsAccountId: settings.accountId,
        Namespace: 'default',
        SessionLifetimeInMinutes: EMBED_SESSION_MINUTES,
        AuthorizedResourceArns: [dashboardArn],
        ExperienceConfiguration: { Dashboard: { InitialDashboardId: settings.dashboardId } },
        SessionTags: tags,
        AllowedDomains: [tenantWebUrl(tenant)],
      }),
    );
    if (!out.EmbedUrl) throw new Error('QuickSight answered without an EmbedUrl');
    return out.EmbedUrl;
  } catch (error) {
    logger.error('QuickSight embed URL failed', {
      error: error instanceof Error ? error.message : String(error),
      dashboardId: settings.dashboardId,
    });
    throw new HttpError(502, ReportMessages.insightsUnavailable);
  }
}

/** Tests: forget the cached client (aws-sdk-client-mock patches the class's prototype, so this is seldom needed). */
export const resetQuickSightClient = () => (client = undefined);
