/**
 * Parts on work orders and PMs (issue 25 item 3): a work order's part lines and parts cost, the
 * parts a PM needs and whether its site has them.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { readId } from '../common/readers.js';
import { Messages } from '../messages.js';
import { AssetPmMessages } from '../pm/messages.js';
import { serverId } from '../pm/schemas.js';
import { PartMessages } from './messages.js';
import { PM_PARTS_MAX, PM_PARTS_STATUS_MAX } from './rules.js';
import { quantity } from './field-schemas.js';

/** GET Part/GetWorkOrderParts/{wo_id}. */
export const workOrderPartsParams = lazySchema(() =>
  z.object({
    wo_id: z.preprocess((v) => readId(v) ?? undefined, z.number({ error: PartMessages.workOrderNotFound })),
  }),
);

/** A part used on a work order's task: its quantity and the unit cost when it was used. */
export const workOrderPartLine = lazySchema(() =>
  z.object({
    movement_id: z.string(),
    task_id: z.number(),
    part_id: z.string(),
    part_number: z.string(),
    name: z.string(),
    unit: z.string(),
    quantity: z.number(),
    unit_cost: z.number(),
    /** quantity × unit cost. */
    cost: z.number(),
    by_uuid: z.string(),
    at: z.string(),
  }),
);
export type WorkOrderPartLine = z.infer<typeof workOrderPartLine>;

/** A work order's parts: every line, each task's parts cost, and the total. */
export const workOrderParts = lazySchema(() =>
  z.object({
    wo_id: z.number(),
    lines: z.array(workOrderPartLine),
    tasks: z.array(z.object({ task_id: z.number(), parts_cost: z.number() })),
    parts_cost: z.number(),
  }),
);
export type WorkOrderParts = z.infer<typeof workOrderParts>;

// ---- Parts on PMs (issue 25 item 3): what a PM needs, and whether its site has it ----

/** A part a PM needs: a part of the company and a whole quantity above 0. */
export const pmPartLineBody = lazySchema(() =>
  z.object({
    part_id: z.uuid({ error: PartMessages.pmPartUnknown }),
    quantity,
  }),
);

/** A PM's (or library PM's) whole list of parts: at most PM_PARTS_MAX, each part once. */
export const pmPartsList = lazySchema(() =>
  z
    .array(pmPartLineBody, { error: Messages.invalidRequest })
    .max(PM_PARTS_MAX, { error: PartMessages.pmPartsTooMany })
    .refine((list) => new Set(list.map((p) => p.part_id)).size === list.length, {
      error: PartMessages.pmPartRepeated,
    }),
);

/** POST Part/SetPmParts: the PM's whole list of parts (an empty list clears it). */
export const setPmPartsBody = lazySchema(() =>
  z.object({
    asset_pm_id: serverId(AssetPmMessages.pmNotFound),
    parts: pmPartsList,
  }),
);
export type SetPmPartsBody = z.infer<typeof setPmPartsBody>;

/** POST Part/GetPmPartsStatus: the PMs (a PM list page, or one PM) to answer for. */
export const pmPartsStatusBody = lazySchema(() =>
  z.object({
    asset_pm_ids: z
      .array(serverId(AssetPmMessages.pmNotFound), { error: PartMessages.pmIdsInvalid })
      .min(1, { error: PartMessages.pmIdsInvalid })
      .max(PM_PARTS_STATUS_MAX, { error: PartMessages.pmIdsInvalid }),
  }),
);

/** One part a PM needs, with what its site holds. */
export const pmPartStatusLine = lazySchema(() =>
  z.object({
    part_id: z.string(),
    part_number: z.string(),
    name: z.string(),
    unit: z.string(),
    is_active: z.boolean(),
    /** Needed by the PM. */
    quantity: z.number(),
    /** On hand at the PM's asset's site. */
    on_hand: z.number(),
    short: z.boolean(),
  }),
);
/** A PM's parts at its site: every line, whether any is short, and the text shown ('Parts on hand', 'Short: ...', '' without parts). */
export const pmPartsStatus = lazySchema(() =>
  z.object({
    asset_pm_id: z.string(),
    site_id: z.number(),
    lines: z.array(pmPartStatusLine),
    short: z.boolean(),
    text: z.string(),
  }),
);
export type PmPartsStatus = z.infer<typeof pmPartsStatus>;
export const pmPartsStatusList = lazySchema(() => z.object({ list: z.array(pmPartsStatus) }));
