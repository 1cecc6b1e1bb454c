/** Every handler of the PM library Lambda. */
export * from './library.js';
export * from './pms.js';
