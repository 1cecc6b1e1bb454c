/** The tenancy Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { tenancyDomain } from './routes.js';

export const handler = dispatcher(tenancyDomain, handlers);
