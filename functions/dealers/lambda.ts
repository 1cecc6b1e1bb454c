/** The service dealers Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { dealersDomain } from './routes.js';

export const handler = dispatcher(dealersDomain, handlers);
