/** Every handler of the inspections Lambda. */
export * from './list.js';
export * from './operator.js';
export * from './review.js';
export * from './upload.js';
