/** Every handler of the users Lambda (the label sheet is served by users/lambda-documents.ts). */
export * from './choices.js';
export * from './details.js';
export * from './list.js';
export * from './save-user.js';
export * from './status.js';
