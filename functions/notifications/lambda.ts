/** The notifications Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { notificationsDomain } from './routes.js';

export const handler = dispatcher(notificationsDomain, handlers);
