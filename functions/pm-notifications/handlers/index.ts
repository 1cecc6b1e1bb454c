/** Every handler of the pm-notifications Lambda. */
export * from './email-settings.js';
export * from './settings.js';
