/** The pm-library domain's public module: what the domains above it (and the composition) may import. */
export { getLibraryPm, getPlan, listPmsOfPlan } from './store/library.js';
export { setLibraryPmParts } from './operations/pms.js';
export type { LibraryPmRecord } from './store/entities.js';
