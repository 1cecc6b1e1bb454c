/** Every handler of the service dealers Lambda. */
export * from './dealers.js';
