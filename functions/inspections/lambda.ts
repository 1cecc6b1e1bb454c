/** The inspections Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { inspectionsDomain } from './routes.js';

export const handler = dispatcher(inspectionsDomain, handlers);
