/** The pm Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { pmDomain } from './routes.js';

export const handler = dispatcher(pmDomain, handlers);
