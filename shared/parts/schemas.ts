/**
 * The parts calls' contract (issue 25 items 1, 2, 4): zod request and response schemas. The web
 * forms check their values with the same body schemas.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, paging, pageNumber, readId, searchText } from '../common/readers.js';
import { Messages } from '../messages.js';
import { AssetPmMessages } from '../pm/messages.js';
import { serverId } from '../pm/schemas.js';
import { PartMessages } from './messages.js';
import {
  MOVEMENT_PAGE_SIZE,
  PART_BIN_MAX,
  PART_CATEGORY_MAX,
  PART_COST_MAX,
  PART_DESCRIPTION_MAX,
  PART_NAME_MAX,
  PART_NUMBER_MAX,
  PART_QUANTITY_MAX,
  PART_REASON_MAX,
  PART_UNIT_MAX,
  PM_PARTS_MAX,
  PM_PARTS_STATUS_MAX,
} from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const requiredText = (v: unknown) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v);
const optionalText = (v: unknown) => (blank(v) ? '' : typeof v === 'number' ? String(v) : v);
const numberOf = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);

const required = (max: number, missing: string, tooLong: string) =>
  z.preprocess(requiredText, z.string({ error: missing }).trim().max(max, { error: tooLong }));
const optional = (max: number, tooLong: string) =>
  z.preprocess(
    optionalText,
    z.string({ error: Messages.invalidRequest }).trim().max(max, { error: tooLong }),
  );

const siteId = lazySchema(() =>
  z.preprocess((v) => readId(v) ?? undefined, z.number({ error: PartMessages.siteRequired })),
);
/** A whole quantity above 0. */
const quantity = lazySchema(() =>
  z.preprocess(
    numberOf,
    z
      .number({ error: PartMessages.quantityInvalid })
      .int({ error: PartMessages.quantityInvalid })
      .positive({ error: PartMessages.quantityInvalid })
      .max(PART_QUANTITY_MAX, { error: PartMessages.quantityInvalid }),
  ),
);
const cost = lazySchema(() =>
  z.preprocess(
    numberOf,
    z
      .number({ error: PartMessages.unitCostInvalid })
      .min(0, { error: PartMessages.unitCostInvalid })
      .max(PART_COST_MAX, { error: PartMessages.unitCostInvalid }),
  ),
);
const minimum = lazySchema(() =>
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
const movementId = lazySchema(() => z.uuid({ error: PartMessages.movementIdInvalid }).optional());

/** A site's stock settings on a part: its reorder point and bin. */
export const stockSetting = lazySchema(() =>
  z.object({
    site_id: siteId,
    minimum_quantity: minimum,
    bin_location: optional(PART_BIN_MAX, PartMessages.binTooLong),
  }),
);
export type StockSetting = z.infer<typeof stockSetting>;

const partFields = {
  part_number: required(PART_NUMBER_MAX, PartMessages.partNumberRequired, PartMessages.partNumberTooLong),
  name: required(PART_NAME_MAX, PartMessages.nameRequired, PartMessages.nameTooLong),
  description: optional(PART_DESCRIPTION_MAX, PartMessages.descriptionTooLong),
  category: required(PART_CATEGORY_MAX, PartMessages.categoryRequired, PartMessages.categoryTooLong),
  unit: required(PART_UNIT_MAX, PartMessages.unitRequired, PartMessages.unitTooLong),
  unit_cost: z.preprocess((v) => (blank(v) ? 0 : v), cost),
  /** An existing service dealer of the company, or none ('', 0, null). */
  preferred_dealer_id: z.preprocess(
    (v) => (blank(v) || v === 0 || v === '0' ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: PartMessages.dealerNotFound })
      .int({ error: PartMessages.dealerNotFound })
      .positive({ error: PartMessages.dealerNotFound })
      .max(Number.MAX_SAFE_INTEGER, { error: PartMessages.dealerNotFound })
      .nullable(),
  ),
  /** The sites it is stocked at, with their minimum and bin (absent: none, or unchanged on an update). */
  stock: z
    .array(stockSetting, { error: Messages.invalidRequest })
    .max(100, { error: Messages.invalidRequest })
    .optional()
    .refine((list) => !list || new Set(list.map((s) => s.site_id)).size === list.length, {
      error: PartMessages.siteRepeated,
    }),
};

/** POST Part/CreatePart. */
export const createPartBody = lazySchema(() => z.object(partFields));
export type CreatePartBody = z.infer<typeof createPartBody>;

export const partIdParams = lazySchema(() =>
  z.object({
    id: z.uuid({ error: PartMessages.partNotFound }),
  }),
);

/** POST Part/UpdatePart: the whole part again, with its id. */
export const updatePartBody = lazySchema(() =>
  z.object({
    part_id: z.uuid({ error: PartMessages.partNotFound }),
    ...partFields,
  }),
);
export type UpdatePartBody = z.infer<typeof updatePartBody>;

/** POST Part/DeactivatePart. */
export const deactivatePartBody = lazySchema(() =>
  z.object({ part_id: z.uuid({ error: PartMessages.partNotFound }) }),
);

/** POST Part/FilterParts: the list kit's body (search, filters, page). */
export const partListBody = lazySchema(() =>
  z.object({
    ...paging,
    search_string: searchText,
    category: z
      .array(z.string({ error: Messages.invalidRequest }).trim().max(PART_CATEGORY_MAX), {
        error: Messages.invalidRequest,
      })
      .max(20, { error: Messages.invalidRequest })
      .optional()
      .transform((l) => (l ?? []).filter(Boolean)),
    site_id: idList('site_id', 20),
    /** Only parts at or below their minimum (at the chosen sites, else at any). */
    low_stock: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
    /** 'active' (default), 'inactive' or 'all'. */
    status: z.enum(['active', 'inactive', 'all'], { error: Messages.invalidRequest }).default('active'),
  }),
);
export type PartListBody = z.infer<typeof partListBody>;

/** GET Part/GetPart/{id}?pageIndex: the part, its stock per site and a page of its movements (newest first). */
export const partDetailQuery = lazySchema(() =>
  z.object({
    pageIndex: pageNumber(1, 10_000).transform((n) => Math.max(n, 1)),
    pageSize: pageNumber(MOVEMENT_PAGE_SIZE, 100).transform((n) => n || MOVEMENT_PAGE_SIZE),
  }),
);

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

// ---- responses ----

export const partRow = lazySchema(() =>
  z.object({
    part_id: z.string(),
    part_number: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    unit: z.string(),
    unit_cost: z.number(),
    average_cost: z.number(),
    preferred_dealer_id: z.number().nullable(),
    is_active: z.boolean(),
    /** On hand over every site. */
    total_on_hand: z.number(),
    /** Sites at or below their minimum. */
    low_stock_site_ids: z.array(z.number()),
  }),
);
export type PartRow = z.infer<typeof partRow>;

export const stockRow = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    on_hand: z.number(),
    minimum_quantity: z.number(),
    bin_location: z.string(),
    is_low: z.boolean(),
  }),
);
export type StockRow = z.infer<typeof stockRow>;

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

export const partDetail = lazySchema(() =>
  partRow.extend({
    stock: z.array(stockRow),
    movements: z.object({ list: z.array(movementRow), has_more: z.boolean() }),
  }),
);
export type PartDetail = z.infer<typeof partDetail>;

/** What a movement answers: the movement(s) and the part's stock after it. */
export const movementResult = lazySchema(() =>
  z.object({
    movements: z.array(movementRow),
    part: partRow,
  }),
);
export type MovementResult = z.infer<typeof movementResult>;

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

/** POST Part/SetPmParts: the PM's whole list of parts (an empty list clears it). */
export const setPmPartsBody = lazySchema(() =>
  z.object({
    asset_pm_id: serverId(AssetPmMessages.pmNotFound),
    parts: z
      .array(pmPartLineBody, { error: Messages.invalidRequest })
      .max(PM_PARTS_MAX, { error: PartMessages.pmPartsTooMany })
      .refine((list) => new Set(list.map((p) => p.part_id)).size === list.length, {
        error: PartMessages.pmPartRepeated,
      }),
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
