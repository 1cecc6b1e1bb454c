/**
 * The issues domain's public module: what the domains above it (and the composition) may import.
 * Issues sit below inspections: an inspection's submit opens issues (or comments on open ones) in
 * the SAME transaction as the asset's open-issue count, so the issue writes are transaction items
 * this module builds for the caller (nothing is half made, and no event could give that).
 */
export { readEntries } from './store/list-index.js';
export { OPEN_STATUSES, Sub } from './listing.js';
export { failedItemWrites, openIssueCount } from './operations/open-issues.js';
export { newIssueNotice } from './operations/notices.js';
export { getIssue, getIssues, openSentinels, type IssueRecord } from './store/issues.js';
export { timeElapsed } from './views.js';
export { issueActivity, newIssueRecord, notifySiteManagers, openIssuesWrites } from './operations/issues.js';
export { issueRowPages, type Caller as IssueListCaller } from './operations/find-issues.js';
