/** The session Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { sessionDomain } from './routes.js';

export const handler = dispatcher(sessionDomain, handlers);
