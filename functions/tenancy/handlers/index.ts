/** Every handler of the tenancy Lambda. */
export * from './companies.js';
export * from './user-pool.js';
export * from './settings.js';
export * from './branding.js';
export * from './sso.js';
