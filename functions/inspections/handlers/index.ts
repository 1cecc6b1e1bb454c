/** Every handler of the inspections Lambda. */
export * from './history.js';
export * from './issues.js';
export * from './list.js';
export * from './list-options.js';
export * from './operator.js';
export * from './review.js';
export * from './submit.js';
export * from './upload.js';
export * from './imports.js';
