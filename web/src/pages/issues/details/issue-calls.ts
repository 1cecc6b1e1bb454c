/**
 * The issue details' calls (spec 7 'Issues'): the detail (work order detail /{workOrderId}), the
 * update (update work order with the issue payload) and a comment; a change reloads the detail,
 * the issue lists, the asset's counts and the dashboard.
 */
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { IssuesApi } from '@shared/issues/api';
import type { updateIssueBody } from '@shared/issues/schemas';
import { callApi } from '../../../app/api/client';
import { queryClient } from '../../../components/query/query-client';
import { refreshAfterWrite } from '../../../components/query/refresh-after-write';
import { issuesKeys } from '../issues-keys';

export type UpdateIssuePayload = z.input<typeof updateIssueBody>;

export function useIssueDetail(issueUuid: string) {
  return useQuery({
    queryKey: issuesKeys.detail(issueUuid),
    queryFn: async () =>
      (await callApi(IssuesApi.getIssueDetails, { params: { workOrderId: issueUuid } })).data,
    enabled: issueUuid !== '',
  });
}

async function changed(issueUuid: string) {
  // The lists' entries follow through the outbox.
  const views = [issuesKeys.list, issuesKeys.allOfAssets, ['assets'], ['dashboard']];
  await refreshAfterWrite(queryClient, { now: [issuesKeys.detail(issueUuid), ...views], later: views });
}

/** POST Issue/UpdateWorkOrder; a refusal throws (the API client shows the server's message). */
export async function updateIssue(payload: UpdateIssuePayload) {
  const answer = await callApi(IssuesApi.updateIssue, { body: payload });
  await changed(String(payload.issue_uuid));
  return answer;
}

/** POST Issue/AddComment. */
export async function addIssueComment(issueUuid: string, comment: string) {
  const answer = await callApi(IssuesApi.addIssueComment, { body: { issue_uuid: issueUuid, comment } });
  await changed(issueUuid);
  return answer;
}
