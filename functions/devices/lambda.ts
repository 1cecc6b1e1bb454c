/** The devices Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { devicesDomain } from './routes.js';

export const handler = dispatcher(devicesDomain, handlers);
