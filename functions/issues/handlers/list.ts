/** PLACEHOLDER: built by its slice. */
import { IssuesApi } from '../../../shared/issues/api.js';
import { route } from '../../route.js';

export const filterIssues = route(IssuesApi.filterIssues, async () => {
  throw new Error('not built yet');
});
export const filterIssueAssetOptions = route(IssuesApi.filterIssueAssetOptions, async () => {
  throw new Error('not built yet');
});
export const filterIssueTitleOptions = route(IssuesApi.filterIssueTitleOptions, async () => {
  throw new Error('not built yet');
});
export const filterIssueSiteOptions = route(IssuesApi.filterIssueSiteOptions, async () => {
  throw new Error('not built yet');
});
export const dashboardOutstandingIssues = route(IssuesApi.dashboardOutstandingIssues, async () => {
  throw new Error('not built yet');
});
