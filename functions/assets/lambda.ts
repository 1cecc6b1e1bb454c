/** The assets Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { assetsDomain } from './routes.js';

export const handler = dispatcher(assetsDomain, handlers);
