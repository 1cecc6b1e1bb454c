/**
 * Downtime from an issue (issue 25 item 5): "Mark asset down" and "Back in service" on the issue's
 * page. The issue must be one the caller sees; the downtime itself (one open per asset, the
 * conditional transaction, the retry key) is the reliability domain's operation. An issue's
 * downtime is unplanned.
 */
import { IssuesApi } from '#shared/issues/api.js';
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import { displayName, getAsset } from '#functions/assets/index.js';
import {
  markAssetDown as openDowntime,
  markAssetUp as closeDowntime,
  type DowntimeSource,
} from '#functions/reliability/index.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import type { IssueRecord } from '../store/issues.js';
import { seenIssue } from './seen-issue.js';

const sourceOf = (issue: IssueRecord): DowntimeSource => ({
  kind: 'issue',
  id: issue.issue_uuid,
  label: issue.name,
});

/** POST Issue/MarkAssetDown. */
export const markAssetDown = route(
  IssuesApi.markAssetDown,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const issue = await seenIssue(
      tenant.company_code,
      { user, roleId, siteId },
      await org(),
      body.issue_uuid,
    );
    // The asset's model and the issue's codes: where the reliability roll-ups count it.
    const asset = await getAsset(tenant.company_code, issue.asset_id);
    const row = await openDowntime(
      { tenant: tenant.company_code, user: { uuid: user.uuid, name: displayName(user) } },
      {
        asset: {
          asset_id: issue.asset_id,
          site_id: issue.site_id,
          company_id: issue.company_id,
          model_name: asset?.model_name ?? '',
        },
        codes: {
          problem_code: issue.problem_code,
          cause_code: issue.cause_code,
          remedy_code: issue.remedy_code,
        },
        downtime_id: body.downtime_id,
        reason: body.reason,
        planned: false,
        source: sourceOf(issue),
      },
    );
    return ok(row, ReliabilityMessages.markedDown);
  },
);

/** POST Issue/MarkAssetUp. */
export const markAssetUp = route(
  IssuesApi.markAssetUp,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const issue = await seenIssue(
      tenant.company_code,
      { user, roleId, siteId },
      await org(),
      body.issue_uuid,
    );
    const row = await closeDowntime(
      { tenant: tenant.company_code, user: { uuid: user.uuid, name: displayName(user) } },
      { asset_id: issue.asset_id, request_id: body.request_id, source: sourceOf(issue) },
    );
    return ok(row, ReliabilityMessages.backInService);
  },
);
