/** The reliability domain's public module: what the domains above it (and the composition, the seed) may import. */
export { seedStandardCodes } from './store/failure-codes.js';
