/** Every handler of the requests Lambda. */
export * from './portal.js';
export * from './requests.js';
