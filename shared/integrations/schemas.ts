/**
 * The integrations contract (issue 28 items 1 and 3), one file a resource: the company admin's API
 * key calls (./key-schemas.ts), meter readings: the public batch, the held readings review and the
 * manager's upload (./reading-schemas.ts), and the rest of the public API v1 (./public-schemas.ts).
 * Re-exported here so the contract has one import path.
 */
export * from './key-schemas.js';
export * from './reading-schemas.js';
export * from './public-schemas.js';
