/** The work orders Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { workordersDomain } from './routes.js';

export const handler = dispatcher(workordersDomain, handlers);
