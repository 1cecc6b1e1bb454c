/** Every handler of the forms Lambda. */
export * from './form-types.js';
export * from './forms.js';
export * from './submissions.js';
