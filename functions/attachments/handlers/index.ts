/** Every handler of the attachments Lambda. */
export * from './attachments.js';
