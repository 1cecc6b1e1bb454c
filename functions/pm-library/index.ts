/** The pm-library domain's public module: what the domains above it (and the composition) may import. */
export { getPlan, listPmsOfPlan } from './store/library.js';
