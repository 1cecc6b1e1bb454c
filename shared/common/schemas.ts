import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';

/** A positive integer id, accepted as a number or a numeric string (mobile clients send both). */
export const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

export const optionalText = lazySchema(() => z.string().trim().max(500).optional().nullable());
