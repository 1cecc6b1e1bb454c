/**
 * The field readers the parts schemas share (a blank cell or value read as absent, numbers typed
 * as text, the quantity, cost and minimum rules with the parts' texts). The subjects' schemas are in
 * catalogue-schemas.ts, stock-schemas.ts and work-schemas.ts; schemas.ts re-exports them all.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { readId } from '../common/readers.js';
import { Messages } from '../messages.js';
import { PartMessages } from './messages.js';
import { PART_COST_MAX, PART_QUANTITY_MAX } from './rules.js';

export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
export const requiredText = (v: unknown) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v);
export const optionalText = (v: unknown) => (blank(v) ? '' : typeof v === 'number' ? String(v) : v);
export const numberOf = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);

export const required = (max: number, missing: string, tooLong: string) =>
  z.preprocess(requiredText, z.string({ error: missing }).trim().max(max, { error: tooLong }));
export const optional = (max: number, tooLong: string) =>
  z.preprocess(
    optionalText,
    z.string({ error: Messages.invalidRequest }).trim().max(max, { error: tooLong }),
  );

export const siteId = lazySchema(() =>
  z.preprocess((v) => readId(v) ?? undefined, z.number({ error: PartMessages.siteRequired })),
);
/** A whole quantity above 0. */
export const quantity = lazySchema(() =>
  z.preprocess(
    numberOf,
    z
      .number({ error: PartMessages.quantityInvalid })
      .int({ error: PartMessages.quantityInvalid })
      .positive({ error: PartMessages.quantityInvalid })
      .max(PART_QUANTITY_MAX, { error: PartMessages.quantityInvalid }),
  ),
);
export const cost = lazySchema(() =>
  z.preprocess(
    numberOf,
    z
      .number({ error: PartMessages.unitCostInvalid })
      .min(0, { error: PartMessages.unitCostInvalid })
      .max(PART_COST_MAX, { error: PartMessages.unitCostInvalid }),
  ),
);
export const minimum = lazySchema(() =>
  z.preprocess(
    (v) => (blank(v) ? 0 : numberOf(v)),
    z
      .number({ error: PartMessages.minimumInvalid })
      .int({ error: PartMessages.minimumInvalid })
      .min(0, { error: PartMessages.minimumInvalid })
      .max(PART_QUANTITY_MAX, { error: PartMessages.minimumInvalid }),
  ),
);
/** A client-made movement id (a uuid): the same id again answers the first result and moves nothing. */
export const movementId = lazySchema(() => z.uuid({ error: PartMessages.movementIdInvalid }).optional());
