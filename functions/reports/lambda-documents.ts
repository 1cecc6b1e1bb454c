/** The reports documents Lambda: the asset maintenance record PDF (pdfkit loads here only). */
import { dispatcher } from '#lib/dispatch.js';
import { maintenanceRecord } from './handlers/maintenance-record.js';
import { reportsDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(reportsDomain, { maintenanceRecord }, 'documents');
