/** Every handler of the notifications Lambda. */
export * from './notifications.js';
