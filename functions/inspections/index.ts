/** The inspections domain's public module: what the domains above it (and the composition) may import. */
export { approveInspection, visibleInspection } from './operations/approve.js';
export { Sub, invertedTime } from './listing.js';
export { photoKey, signedGet } from './store/photos.js';
export { readPending } from './store/dashboard.js';
export { type InspectionRecord } from './store/entities.js';
export { getInspection } from './store/inspections.js';
export { assetSubs, getInspections, latestInspectionId, readEntries } from './store/list-index.js';
export { inspectionListPage } from './operations/find-inspections.js';
export {
  companyInspection,
  companyInspectionsAfter,
  type CompanyInspectionsQuery,
} from './operations/company-inspections.js';
export { type InspectionRowFields } from './store/entities.js';
