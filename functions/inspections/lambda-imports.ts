/** The inspections imports Lambda: the spec's forms upload and the forms import job's calls. */
import { dispatcher } from '#lib/dispatch.js';
import * as imports from './handlers/imports.js';
import * as upload from './handlers/upload.js';
import { inspectionsDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(inspectionsDomain, { ...upload, ...imports }, 'imports');
