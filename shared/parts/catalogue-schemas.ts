/**
 * The parts catalogue's contract (issue 25 item 1): a part's fields and its sites' stock settings
 * (create, update, deactivate), the list kit's body, one part's query, and the part and stock
 * rows (the detail, with its movements, is in stock-schemas.ts), and the photo's calls. The web forms check their values with the same body schemas.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { paging, pageNumber, idList, searchText } from '../common/readers.js';
import { Messages } from '../messages.js';
import { PartMessages } from './messages.js';
import {
  MOVEMENT_PAGE_SIZE,
  PART_BIN_MAX,
  PART_CATEGORY_MAX,
  PART_DESCRIPTION_MAX,
  PART_NAME_MAX,
  PART_NUMBER_MAX,
  PART_UNIT_MAX,
} from './rules.js';
import { isPartPhotoFile, PART_PHOTO_CONTENT_TYPES, PART_PHOTO_MAX_BYTES } from './photo-rules.js';
import { blank, cost, minimum, optional, required, siteId } from './field-schemas.js';

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
    /** A presigned GET of its photo; null without one (and in a movement's answer, which does not show it). */
    photo_url: z.string().nullable(),
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

/** POST Part/PartPhotoUploadUrl: the photo's type and size (no bytes). */
export const partPhotoUploadBody = lazySchema(() =>
  z.object({
    part_id: z.uuid({ error: PartMessages.partNotFound }),
    content_type: z.enum(PART_PHOTO_CONTENT_TYPES, { error: PartMessages.photoTypeInvalid }),
    size: z.coerce
      .number({ error: PartMessages.photoTooLarge })
      .int({ error: PartMessages.photoTooLarge })
      .min(1, { error: PartMessages.photoMissing })
      .max(PART_PHOTO_MAX_BYTES, { error: PartMessages.photoTooLarge }),
  }),
);

export const partPhotoUpload = lazySchema(() =>
  z.object({
    /** The stored name to save with Part/SetPartPhoto once the bytes are PUT. */
    photo_file: z.string(),
    /** PUT the bytes here with exactly these headers before it expires. */
    upload_url: z.string(),
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
);
export type PartPhotoUpload = z.infer<typeof partPhotoUpload>;

/** POST Part/SetPartPhoto: an uploaded photo's stored name, or null to remove the photo. */
export const setPartPhotoBody = lazySchema(() =>
  z.object({
    part_id: z.uuid({ error: PartMessages.partNotFound }),
    photo_file: z
      .string({ error: PartMessages.photoMissing })
      .refine(isPartPhotoFile, { error: PartMessages.photoMissing })
      .nullable(),
  }),
);
