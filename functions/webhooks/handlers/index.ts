/** Every handler of the webhooks Lambda. */
export * from './webhooks.js';
