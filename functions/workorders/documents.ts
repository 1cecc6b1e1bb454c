/** The work orders documents Lambda: sending a work order to its dealer (pdfkit loads here only). */
import { dispatcher } from '#lib/dispatch.js';
import { sendToServiceDealer } from './handlers/send-dealer.js';
import { workordersDomain } from './routes.js';

export const handler = dispatcher(workordersDomain, { sendToServiceDealer }, 'documents');
