/** Every handler of the parts Lambda. */
export * from './catalogue.js';
export * from './stock.js';
export * from './work-order-parts.js';
export * from './pm-parts.js';
export * from './library-pm-parts.js';
export * from './dashboard.js';
export * from './imports.js';
export * from './photo.js';
