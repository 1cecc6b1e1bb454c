/** Every handler of the assets Lambda (the label sheet is served by assets/lambda-documents.ts). */
export * from './activity.js';
export * from './add.js';
export * from './cluster.js';
export * from './details.js';
export * from './edit.js';
export * from './list.js';
export * from './list-options.js';
export * from './hierarchy.js';
export * from './imports.js';
