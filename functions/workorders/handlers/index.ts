/** Every handler of the work orders Lambda (helpers.ts holds no handler, so it is not listed). */
export * from './add-update.js';
export * from './attachments.js';
export * from './assign.js';
export * from './details.js';
export * from './lifecycle.js';
export * from './list.js';
export * from './requests.js';
export * from './tasks.js';
export * from './downtime.js';
