/** Every handler of the reliability Lambda. */
export * from './failure-codes.js';
export * from './availability.js';
