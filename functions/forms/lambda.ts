/** The forms Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { formsDomain } from './routes.js';

export const handler = dispatcher(formsDomain, handlers);
