/** The pm-notifications domain's public module: what the domains above it (and the composition) may import. */
export { emailSettingsRow } from './views.js';
