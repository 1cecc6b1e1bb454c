/** The issue handlers' shared check (not a handler, so handlers/index.ts does not list it). */
import { IssueMessages } from '#shared/issues/messages.js';
import { seesAsset, type AssetViewer } from '#functions/assets/index.js';
import { notFound } from '#lib/errors.js';
import type { Org } from '#functions/tenancy/index.js';
import { getIssue, type IssueRecord } from '../store/issues.js';

/** An issue the caller sees (another tenant's, company's or site's is simply not found). */
export async function seenIssue(
  tenant: string,
  viewer: AssetViewer,
  org: Org,
  uuid: string,
): Promise<IssueRecord> {
  const issue = await getIssue(tenant, uuid);
  if (!issue || !seesAsset(viewer, org, issue)) throw notFound(IssueMessages.issueNotFound);
  return issue;
}
