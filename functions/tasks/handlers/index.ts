/** Every handler of the tasks Lambda. */
export * from './tasks.js';
