/** The webhooks domain's public module: what the outbox consumer (above it) calls with each applied item. */
export { deliverOutboxEvents } from './events.js';
