/**
 * The integrations domain's public module. Nothing sits above it that needs it yet: its routes
 * are composed by functions/routes.ts, and it offers other domains nothing.
 */
export { integrationsDomain } from './routes.js';
