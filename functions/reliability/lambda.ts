/** The reliability Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { reliabilityDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(reliabilityDomain, handlers);
