/** The inspections review Lambda: one inspection's details and approval, the pending dashboard, and the issues a manager opens from it. */
import { dispatcher } from '#lib/dispatch.js';
import * as issues from './handlers/issues.js';
import * as review from './handlers/review.js';
import { inspectionsDomain } from './routes.js';
import { provideAuthLoaders } from '#lib/auth-loaders.js';
import { authLoaders } from '#functions/auth-loaders.js';

provideAuthLoaders(authLoaders);
export const handler = dispatcher(inspectionsDomain, { ...review, ...issues }, 'review');
