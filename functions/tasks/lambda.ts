/** The tasks Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { tasksDomain } from './routes.js';

export const handler = dispatcher(tasksDomain, handlers);
