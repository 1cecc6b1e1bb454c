/** The PM library Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { pmLibraryDomain } from './routes.js';

export const handler = dispatcher(pmLibraryDomain, handlers);
