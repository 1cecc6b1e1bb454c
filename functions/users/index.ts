import { dispatcher } from '../lib/dispatch.js';
import * as handlers from './handlers.js';

export const handler = dispatcher('users', handlers);
