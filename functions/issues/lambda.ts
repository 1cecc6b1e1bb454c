/** The issues Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { issuesDomain } from './routes.js';

export const handler = dispatcher(issuesDomain, handlers);
