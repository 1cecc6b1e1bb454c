/** The create issue screen's calls (spec 7 'Issues'): the Asset # check and the create, which reloads the issue lists. */
import type * as z from 'zod';
import { IssuesApi } from '@shared/issues/api';
import type { createIssueBody } from '@shared/issues/schemas';
import { callApi } from '../../../app/api/client';
import { queryClient } from '../../../components/query/query-client';
import { refreshAfterWrite } from '../../../components/query/refresh-after-write';
import { issuesKeys } from '../issues-keys';

export type CreateIssuePayload = z.input<typeof createIssueBody>;

/** GET Issue/validateAssetId/{userUuid}/{assetNumber}: the asset, or a toast with the server's message and null. */
export async function validateAssetNumber(userUuid: string, assetNumber: string) {
  try {
    const { data } = await callApi(IssuesApi.validateAssetId, { params: { userUuid, assetNumber } });
    return data;
  } catch {
    return null;
  }
}

/** POST Issue/CreateIssue; a refusal throws (the API client shows the server's message). */
export async function createIssue(payload: CreateIssuePayload) {
  const answer = await callApi(IssuesApi.createIssue, { body: payload });
  // The lists (their entries follow through the outbox), the asset's open-issue count, the
  // inspection it may have approved, the dashboard's panels.
  const views = [issuesKeys.list, issuesKeys.allOfAssets, ['assets'], ['inspections'], ['dashboard']];
  await refreshAfterWrite(queryClient, { now: views, later: views });
  return answer;
}
