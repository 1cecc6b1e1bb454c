/** The work orders documents Lambda: sending a work order to its dealer (pdfkit loads here only). */
import { dispatcher } from '#lib/dispatch.js';
import { sendToServiceDealer } from './handlers/send-dealer.js';
import { workordersDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(workordersDomain, { sendToServiceDealer }, 'documents');
