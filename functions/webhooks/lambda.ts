/** The webhooks Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { webhooksDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(webhooksDomain, handlers);
