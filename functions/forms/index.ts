/** The forms domain's public module: what the domains above it (and the composition) may import. */
export { findForm, listAllForms, type Form } from './store.js';
export { seedFormTypes } from './store.js';
