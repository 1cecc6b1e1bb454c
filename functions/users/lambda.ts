/** The users Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { usersDomain } from './routes.js';

export const handler = dispatcher(usersDomain, handlers);
