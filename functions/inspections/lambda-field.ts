/** The inspections field Lambda: the operator's calls (assets, checkout, photo upload URL, check-in) and the submit. */
import { dispatcher } from '#lib/dispatch.js';
import * as operator from './handlers/operator.js';
import * as submit from './handlers/submit.js';
import { inspectionsDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(inspectionsDomain, { ...operator, ...submit }, 'field');
