/** The requests Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { requestsDomain } from './routes.js';

export const handler = dispatcher(requestsDomain, handlers);
