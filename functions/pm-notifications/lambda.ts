/** The pm-notifications Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { pmNotificationsDomain } from './routes.js';

export const handler = dispatcher(pmNotificationsDomain, handlers);
