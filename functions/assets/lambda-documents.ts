/** The assets documents Lambda: the routes that render files (pdfkit and bwip-js load here only). */
import { dispatcher } from '#lib/dispatch.js';
import { generateBarcode } from './handlers/labels.js';
import { assetsDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(assetsDomain, { generateBarcode }, 'documents');
