/** The reports Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { reportsDomain } from './routes.js';

export const handler = dispatcher(reportsDomain, handlers);
