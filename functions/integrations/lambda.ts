/** The integrations Lambda: the web app's API key and held-reading routes. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { integrationsDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(integrationsDomain, handlers);
