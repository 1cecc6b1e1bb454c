/** Every handler of the inspections Lambda (lambda.ts); the review, field and imports Lambdas import theirs by file. */
export * from './history.js';
export * from './list.js';
export * from './list-options.js';
