/** Every handler of the session Lambda. */
export * from './selection.js';
export * from './sign-in.js';
