/** The platform Lambda (the platform-admin routes). */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { platformDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(platformDomain, handlers);
