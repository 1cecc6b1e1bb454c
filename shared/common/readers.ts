/**
 * Lenient readers of request fields: clients (the web app, the mobile app, spreadsheets) send
 * ids as numbers, numeric strings, '' or null, and lists as arrays, single values or objects.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages, tooLong } from '../messages.js';

/** A positive id, or null for '', null and anything unreadable; undefined when absent. */
export function readId(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const MAX_LIST = 100;

/** A list of ids from `[1, '2', {site_id: 3}]`, a single id, '' or null; repeats dropped. */
export function readIdList(key: string) {
  return (value: unknown): unknown => {
    if (value === undefined || value === null || value === '') return [];
    const items = Array.isArray(value) ? value : [value];
    if (items.length > MAX_LIST) return value; // left for the schema to refuse
    const ids = items.map((item) =>
      readId(item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : item),
    );
    return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  };
}

export const idList = (key: string, max = MAX_LIST) =>
  z.preprocess(
    readIdList(key),
    z.array(z.number(), { error: Messages.invalidRequest }).max(max, { error: Messages.invalidRequest }),
  );

export const optionalId = lazySchema(() => z.preprocess(readId, z.number().nullish()));

/** An optional text; `tooLong` is the message past `max` (a field a user types names its limit). */
export const text = (max: number, tooLong: string = Messages.invalidRequest) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: Messages.invalidRequest }).trim().max(max, { error: tooLong }).nullish(),
  );

/** The longest search a list takes. */
export const SEARCH_MAX = 100;
/** A list's (or a filter's) typed search, '' when absent; a longer one names its limit. */
export const searchText = lazySchema(() =>
  text(SEARCH_MAX, tooLong('Search', SEARCH_MAX)).transform((s) => s ?? ''),
);

/** A list of short texts from an array, a single value, '' or null; blanks and repeats dropped. */
export const textList = (maxLength: number, max = MAX_LIST) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      const items = Array.isArray(value) ? value : [value];
      if (items.length > max) return value;
      return [
        ...new Set(
          items
            .map((v) => (typeof v === 'number' ? String(v) : v))
            .map((v) => (typeof v === 'string' ? v.trim() : v))
            .filter((v) => v !== ''),
        ),
      ];
    },
    z
      .array(
        z.string({ error: Messages.invalidRequest }).max(maxLength, { error: Messages.invalidRequest }),
        { error: Messages.invalidRequest },
      )
      .max(max, { error: Messages.invalidRequest }),
  );

export const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: Messages.invalidRequest })
      .int({ error: Messages.invalidRequest })
      .min(0, { error: Messages.invalidRequest })
      .max(max, { error: Messages.invalidRequest }),
  );

/** The paging fields every list body has: page size 1 to 100 (0 reads as 20), 1-based page index (0 reads as 1). */
export const paging = {
  pagesize: pageNumber(20, 100).transform((n) => n || 20),
  pageindex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
};
