/**
 * The parts calls' contract (issue 25 items 1, 2, 3, 4): zod request and response schemas, by
 * subject: the catalogue (catalogue-schemas.ts), stock movements (stock-schemas.ts), parts on work
 * orders and PMs (work-schemas.ts), with the field readers they share (field-schemas.ts). This
 * module re-exports them, so a caller names one module.
 */
export * from './catalogue-schemas.js';
export * from './stock-schemas.js';
export * from './work-schemas.js';
