/** The inspections Lambda: the list, its options and the per-asset history and photos (routes.ts names the other three). */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { inspectionsDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(inspectionsDomain, handlers);
