/** The issues domain's public module: what the domains above it (and the composition) may import. */
export { readEntries } from './list-store.js';
export { OPEN_STATUSES, Sub, keyWord } from './listing.js';
export { failedItemWrites, openIssueCount } from './open-issues.js';
export { getIssue, getIssues, openSentinels, type IssueRecord } from './store.js';
export { timeElapsed } from './views.js';
