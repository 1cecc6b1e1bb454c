/** The requests domain's public module: what the domains above it (and the composition) may import. */
export { indexWrites, orderOf, type Indexed } from './listing.js';
export { newestFirst, pageSlice, readAll, readCounts, readEntries, readPage } from './store/list-reads.js';
export type { ListEntry } from './store/list-entities.js';
export { assetInScope, fullName, inScope, maintScope, requestInScope, type MaintScope } from './scope.js';
export {
  getRequest,
  newRequest,
  nextId,
  requestCreateWrites,
  requestUpdateWrites,
  type RequestRecord,
} from './store/requests.js';
export { searchEntries, searchMatcher, searchTerms, termsOf } from './store/terms.js';
export { issueNumberOf, photoUrlOf, requestDetailOf } from './views.js';
export { requestListPage } from './operations/find-requests.js';
