/**
 * The Service dealer calls' contract (spec maintenance 3 'Service dealer', 7 'Service dealers:
 * pageIndex, searchString (page 10); reads data.list'): zod request and response schemas. The
 * picker's add form checks its values with the same body schema.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { pageNumber, searchText } from '../common/readers.js';
import { Messages } from '../messages.js';
import { DealerMessages } from './messages.js';
import { DEALER_EMAIL_MAX, DEALER_NAME_MAX, DEALER_PAGE_SIZE } from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const requiredText = (v: unknown) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v);

/** POST ServiceDealer/AddServiceDealer. */
export const dealerBody = lazySchema(() =>
  z.object({
    name: z.preprocess(
      requiredText,
      z
        .string({ error: DealerMessages.nameRequired })
        .trim()
        .max(DEALER_NAME_MAX, { error: DealerMessages.nameTooLong }),
    ),
    email: z.preprocess(
      requiredText,
      z
        .string({ error: DealerMessages.emailRequired })
        .trim()
        .max(DEALER_EMAIL_MAX, { error: DealerMessages.emailInvalid })
        .pipe(z.email({ error: DealerMessages.emailInvalid })),
    ),
  }),
);
export type DealerBody = z.infer<typeof dealerBody>;

/** GET ServiceDealer/GetServiceDealers?pageIndex&searchString[&pageSize]: 1-based page (0 reads as 1), 10 a page unless asked. */
export const dealerListQuery = lazySchema(() =>
  z.object({
    pageIndex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
    pageSize: pageNumber(DEALER_PAGE_SIZE, 100).transform((n) => n || DEALER_PAGE_SIZE),
    searchString: searchText,
  }),
);
export type DealerListQuery = z.infer<typeof dealerListQuery>;

export const dealerIdParams = lazySchema(() =>
  z.object({
    service_dealer_id: z.coerce
      .number({ error: DealerMessages.dealerNotFound })
      .int({ error: DealerMessages.dealerNotFound })
      .positive({ error: DealerMessages.dealerNotFound })
      .max(Number.MAX_SAFE_INTEGER, { error: DealerMessages.dealerNotFound }),
  }),
);

/** A dealer id field of another payload (PM, asset PM, work order): absent, '', 0 or null is none. */
export const dealerIdField = lazySchema(() =>
  z.preprocess(
    (v) => (blank(v) || v === 0 || v === '0' ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: Messages.invalidRequest })
      .int({ error: Messages.invalidRequest })
      .positive({ error: Messages.invalidRequest })
      .max(Number.MAX_SAFE_INTEGER)
      .nullable(),
  ),
);

// ---- responses ----

/** Spec 3 'Service dealer'. */
export const dealerRow = lazySchema(() =>
  z.object({
    service_dealer_id: z.number(),
    name: z.string(),
    email: z.string(),
  }),
);
export type DealerRow = z.infer<typeof dealerRow>;
