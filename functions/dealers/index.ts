/** The dealers domain's public module: what the domains above it (and the composition) may import. */
export { getCompanyDealer, getDealers, type DealerRecord } from './store.js';
export { dealerRow } from './views.js';
