/** The users documents Lambda: the routes that render files (pdfkit and bwip-js load here only). */
import { dispatcher } from '#lib/dispatch.js';
import { generateBarcodeUser } from './handlers/labels.js';
import { usersDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(usersDomain, { generateBarcodeUser }, 'documents');
