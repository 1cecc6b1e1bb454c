/** PLACEHOLDER: built by its slice. */
import { IssuesApi } from '../../../shared/issues/api.js';
import { route } from '../../route.js';

export const createIssue = route(IssuesApi.createIssue, async () => {
  throw new Error('not built yet');
});
export const validateAssetId = route(IssuesApi.validateAssetId, async () => {
  throw new Error('not built yet');
});
export const updateIssue = route(IssuesApi.updateIssue, async () => {
  throw new Error('not built yet');
});
export const addIssueComment = route(IssuesApi.addIssueComment, async () => {
  throw new Error('not built yet');
});
export const getIssueDetails = route(IssuesApi.getIssueDetails, async () => {
  throw new Error('not built yet');
});
