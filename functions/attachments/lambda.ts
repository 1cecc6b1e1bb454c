/** The attachments Lambda. */
import { dispatcher } from '#lib/dispatch.js';
import * as handlers from './handlers/index.js';
import { attachmentsDomain } from './routes.js';

export const handler = dispatcher(attachmentsDomain, handlers);
