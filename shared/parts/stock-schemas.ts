/**
 * The stock movements' contract (issue 25 item 2): receive, adjust, transfer and use on a work
 * order's task, each a record; the movement row, what a movement answers, and one part's detail (its stock and movements).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { readId } from '../common/readers.js';
import { PartMessages } from './messages.js';
import { PART_QUANTITY_MAX, PART_REASON_MAX } from './rules.js';
import { cost, movementId, numberOf, optional, quantity, required, siteId } from './field-schemas.js';
import { partRow, stockRow } from './catalogue-schemas.js';

const movementBase = {
  part_id: z.uuid({ error: PartMessages.partNotFound }),
  movement_id: movementId,
};

/** POST Part/ReceiveStock. */
export const receiveStockBody = lazySchema(() =>
  z.object({
    ...movementBase,
    site_id: siteId,
    quantity,
    unit_cost: cost,
    reason: optional(PART_REASON_MAX, PartMessages.reasonTooLong),
  }),
);
export type ReceiveStockBody = z.infer<typeof receiveStockBody>;

/** POST Part/AdjustStock: a signed quantity with its reason. */
export const adjustStockBody = lazySchema(() =>
  z.object({
    ...movementBase,
    site_id: siteId,
    quantity: z.preprocess(
      numberOf,
      z
        .number({ error: PartMessages.adjustQuantityInvalid })
        .int({ error: PartMessages.adjustQuantityInvalid })
        .min(-PART_QUANTITY_MAX, { error: PartMessages.adjustQuantityInvalid })
        .max(PART_QUANTITY_MAX, { error: PartMessages.adjustQuantityInvalid })
        .refine((n) => n !== 0, { error: PartMessages.adjustQuantityInvalid }),
    ),
    reason: required(PART_REASON_MAX, PartMessages.reasonRequired, PartMessages.reasonTooLong),
  }),
);
export type AdjustStockBody = z.infer<typeof adjustStockBody>;

/** POST Part/TransferStock. */
export const transferStockBody = lazySchema(() =>
  z
    .object({
      ...movementBase,
      from_site_id: siteId,
      to_site_id: siteId,
      quantity,
      reason: optional(PART_REASON_MAX, PartMessages.reasonTooLong),
    })
    .refine((b) => b.from_site_id !== b.to_site_id, { error: PartMessages.sameSite }),
);
export type TransferStockBody = z.infer<typeof transferStockBody>;

/** POST Part/UseStock: parts used on a work order's task, from the work order's site. */
export const useStockBody = lazySchema(() =>
  z.object({
    ...movementBase,
    wo_id: z.preprocess((v) => readId(v) ?? undefined, z.number({ error: PartMessages.workOrderNotFound })),
    task_id: z.preprocess((v) => readId(v) ?? undefined, z.number({ error: PartMessages.taskNotFound })),
    quantity,
  }),
);
export type UseStockBody = z.infer<typeof useStockBody>;

export const movementRow = lazySchema(() =>
  z.object({
    movement_id: z.string(),
    kind: z.string(),
    site_id: z.number(),
    /** Signed: what the site's quantity changed by. */
    quantity: z.number(),
    on_hand_after: z.number(),
    unit_cost: z.number(),
    reason: z.string(),
    wo_id: z.number().nullable(),
    task_id: z.number().nullable(),
    other_site_id: z.number().nullable(),
    by_uuid: z.string(),
    at: z.string(),
  }),
);
export type MovementRow = z.infer<typeof movementRow>;

/** What a movement answers: the movement(s) and the part's stock after it. */
export const movementResult = lazySchema(() =>
  z.object({
    movements: z.array(movementRow),
    part: partRow,
  }),
);
export type MovementResult = z.infer<typeof movementResult>;

export const partDetail = lazySchema(() =>
  partRow.extend({
    stock: z.array(stockRow),
    movements: z.object({ list: z.array(movementRow), has_more: z.boolean() }),
  }),
);
export type PartDetail = z.infer<typeof partDetail>;
