/** Every handler of the issues Lambda. */
export * from './edit.js';
export * from './list.js';
export * from './downtime.js';
