/** The public API v1 Lambda (/api/v1/...): API key tokens, not users' (public/chain.ts). */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './public/handlers.js';
import { integrationsDomain, PUBLIC_API_LAMBDA } from './routes.js';

export const handler = dispatcher(integrationsDomain, handlers, PUBLIC_API_LAMBDA);
