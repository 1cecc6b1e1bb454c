/** Every handler of the work orders Lambda. */
export * from './workorders.js';
