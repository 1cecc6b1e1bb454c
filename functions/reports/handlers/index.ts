/** Every handler of the reports Lambda. */
export * from './history.js';
export * from './insights.js';
export * from './reports.js';
export * from './exports.js';
export * from './reliability.js';
