/**
 * What a server-side list shows (spec 2.6, 4 'Filters', 9): search, filters, page and page size,
 * with the rules every list follows, as pure functions. The state lives in the URL (see
 * use-list-url-state.ts), so Back after opening a row and a shared link show the same page.
 *
 * - any change of search, a filter or the page size goes back to page 1;
 * - a filter may empty others when it changes (changing company clears site);
 * - the first filter applied is the primary one: its option list is not narrowed (so not refreshed)
 *   by the others, while the others' options are narrowed by the current filters;
 * - Reset Filters is enabled only while a search or a filter is set.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shared/codes';

/** A chosen filter option: its id as the server knows it and the text it showed. */
export interface FilterOption {
  value: string;
  label: string;
}

/** One page of a filter's options (spec 7 'POST …/{option}': list and listsize). */
export interface OptionPage {
  items: FilterOption[];
  total: number;
}

/** What a filter's options are narrowed by: the other filters as they stand, and the search. */
export interface ListNarrowing {
  search: string;
  /** Chosen values per filter id. */
  filters: Record<string, string[]>;
}

export interface OptionQuery {
  /** What was typed in the dropdown's own search box. */
  text: string;
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  narrowing: ListNarrowing;
}

export type LoadOptionPage = (query: OptionQuery) => Promise<OptionPage>;

/** One filter of a list's filter row. */
export interface ListFilterDef {
  /** Its name in the URL (not q, page or size). */
  id: string;
  label: string;
  multiple: boolean;
  /** Fixed options (a status, say): the URL then carries only their values. */
  options?: FilterOption[];
  /** Options from the server, 20 a page (spec 9). */
  loadOptions?: LoadOptionPage;
  /** The value while the filter is not set (default: nothing chosen). */
  defaultValue?: FilterOption[];
  /** The spec's empty text ('No company found'). */
  emptyText?: string;
  /** Filters reset to their default when this one changes (spec 4: changing company clears site). */
  clears?: string[];
}

export interface ListState {
  /** The applied search (the box may hold unapplied text until Enter). */
  search: string;
  /** Every filter's value, defaults included. */
  filters: Record<string, FilterOption[]>;
  /** Filters set away from their default, in the order they were applied: the first is the primary one. */
  applied: string[];
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
}

/** What a list asks its server for. */
export interface ListRequest extends ListNarrowing {
  pageIndex: number;
  pageSize: number;
}

export const SEARCH_PARAM = 'q';
export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'size';
const RESERVED = new Set([SEARCH_PARAM, PAGE_PARAM, PAGE_SIZE_PARAM]);

export function assertFilterIds(defs: readonly ListFilterDef[]) {
  const seen = new Set<string>();
  for (const def of defs) {
    if (RESERVED.has(def.id) || seen.has(def.id))
      throw new Error(`list filter id '${def.id}' is reserved or repeated`);
    seen.add(def.id);
  }
}

const defaultOf = (def: ListFilterDef) => def.defaultValue ?? [];

const sameValues = (a: readonly FilterOption[], b: readonly FilterOption[]) => {
  if (a.length !== b.length) return false;
  const values = new Set(a.map((o) => o.value));
  return b.every((o) => values.has(o.value));
};

export const isFilterSet = (def: ListFilterDef, value: readonly FilterOption[]) =>
  !sameValues(value, defaultOf(def));

export function initialListState(defs: readonly ListFilterDef[], pageSize = DEFAULT_PAGE_SIZE): ListState {
  return {
    search: '',
    filters: Object.fromEntries(defs.map((def) => [def.id, defaultOf(def)])),
    applied: [],
    pageIndex: 1,
    pageSize,
  };
}

/** Reset Filters is enabled only while a search or a filter is set (spec 2.6, 4). */
export const hasActiveFilter = (state: ListState) => state.search !== '' || state.applied.length > 0;

/** The first filter applied (spec 2.6), or null. */
export const primaryFilter = (state: ListState): string | null => state.applied[0] ?? null;

export function changeFilter(
  state: ListState,
  defs: readonly ListFilterDef[],
  id: string,
  value: FilterOption[],
): ListState {
  const def = defs.find((d) => d.id === id);
  if (!def) return state;
  const chosen = def.multiple ? value : value.slice(0, 1);
  const filters = { ...state.filters, [id]: chosen };
  const emptied = new Set((def.clears ?? []).filter((other) => other !== id));
  for (const other of defs) if (emptied.has(other.id)) filters[other.id] = defaultOf(other);
  // The order of application: emptied filters and one back at its default leave it, a newly set
  // one joins at the end, one changed while set keeps its place.
  let applied = state.applied.filter((f) => !emptied.has(f));
  if (!isFilterSet(def, chosen)) applied = applied.filter((f) => f !== id);
  else if (!applied.includes(id)) applied = [...applied, id];
  return { ...state, filters, applied, pageIndex: 1 };
}

/** The search applies on Enter or when cleared; either goes back to page 1 (spec 4). */
export const changeSearch = (state: ListState, text: string): ListState => ({
  ...state,
  search: text.trim(),
  pageIndex: 1,
});

export const changePage = (state: ListState, pageIndex: number): ListState => ({
  ...state,
  pageIndex: Math.max(1, Math.floor(pageIndex)),
});

export const changePageSize = (state: ListState, pageSize: number): ListState => ({
  ...state,
  pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  pageIndex: 1,
});

/** Reset Filters: no search, every filter at its default, page 1; the page size stays. */
export const resetFilters = (state: ListState, defs: readonly ListFilterDef[]): ListState =>
  initialListState(defs, state.pageSize);

const valuesOf = (filters: Record<string, FilterOption[]>) =>
  Object.fromEntries(Object.entries(filters).map(([id, options]) => [id, options.map((o) => o.value)]));

export const listRequest = (state: ListState): ListRequest => ({
  pageIndex: state.pageIndex,
  pageSize: state.pageSize,
  search: state.search,
  filters: valuesOf(state.filters),
});

/**
 * What a filter's options are narrowed by (spec 2.6 'the first filter applied is the primary one
 * and its option list is not refreshed'). The primary filter's options follow the search only, not
 * the other filters, so they do not change while those change; every other filter's options are
 * narrowed by the search and the other filters as they stand (not by its own choice, which would
 * hide the options not yet chosen).
 */
export function optionNarrowing(state: ListState, defs: readonly ListFilterDef[], id: string): ListNarrowing {
  const own = (filters: Record<string, FilterOption[]>) => {
    const def = defs.find((d) => d.id === id);
    return { ...filters, ...(def ? { [id]: defaultOf(def) } : {}) };
  };
  const base = primaryFilter(state) === id ? initialListState(defs).filters : state.filters;
  return { search: state.search, filters: valuesOf(own(base)) };
}

// ---- the URL: ?q=…&role=3:Operator&site=2:Reno+Yard&page=2&size=40 ----
//
// Options loaded from the server keep their label beside their value ('value:label'): the option
// calls find options by typed text and page, not by id, so a link could not name its chosen
// options again without reading every page; and a label that has since left the list still says
// what the list is filtered by. Fixed options carry only their value (the label is known).
// Filters are written in the order they were applied, so a link keeps its primary filter.

const encodeOption = (def: ListFilterDef, option: FilterOption) =>
  def.options ? option.value : `${encodeURIComponent(option.value)}:${option.label}`;

function decodeOption(def: ListFilterDef, raw: string): FilterOption | null {
  if (def.options) return def.options.find((o) => o.value === raw) ?? null;
  const colon = raw.indexOf(':');
  const encoded = colon < 0 ? raw : raw.slice(0, colon);
  let value: string;
  try {
    value = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (value === '') return null;
  const label = colon < 0 ? '' : raw.slice(colon + 1);
  return { value, label: label || value };
}

export function encodeListState(state: ListState, defs: readonly ListFilterDef[]): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(SEARCH_PARAM, state.search);
  for (const id of state.applied) {
    const def = defs.find((d) => d.id === id);
    const value = state.filters[id] ?? [];
    if (!def || !isFilterSet(def, value)) continue;
    // An empty choice that differs from a non-empty default is written as 'id='.
    if (value.length === 0) params.append(id, '');
    for (const option of value) params.append(id, encodeOption(def, option));
  }
  if (state.pageIndex !== 1) params.set(PAGE_PARAM, String(state.pageIndex));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set(PAGE_SIZE_PARAM, String(state.pageSize));
  return params;
}

/** Reads a list's URL; anything unreadable falls back to its default. */
export function decodeListState(params: URLSearchParams, defs: readonly ListFilterDef[]): ListState {
  const state = initialListState(defs);
  state.search = (params.get(SEARCH_PARAM) ?? '').trim();
  const page = Number(params.get(PAGE_PARAM));
  state.pageIndex = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const size = Number(params.get(PAGE_SIZE_PARAM));
  state.pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;

  const order = [...new Set(params.keys())];
  for (const id of order) {
    const def = defs.find((d) => d.id === id);
    if (!def) continue;
    const seen = new Set<string>();
    const value: FilterOption[] = [];
    for (const raw of params.getAll(id)) {
      const option = raw === '' ? null : decodeOption(def, raw);
      if (option && !seen.has(option.value)) {
        seen.add(option.value);
        value.push(option);
      }
    }
    const chosen = def.multiple ? value : value.slice(0, 1);
    // A single filter with fixed options always has one (an unreadable value leaves the default).
    if (!def.multiple && def.options && chosen.length === 0) continue;
    state.filters[id] = chosen;
    if (isFilterSet(def, chosen)) state.applied.push(id);
  }
  return state;
}

// ---- a list sharing its page's URL with others: its params carry a prefix ('issues.q') ----

/** The params of one list, its prefix taken off (no prefix: all of them). */
export function listParamsOf(params: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return params;
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  return own;
}

/** The page's params with this list's replaced by `own` (prefixed); the page's others stay. */
export function withListParams(
  params: URLSearchParams,
  prefix: string,
  own: URLSearchParams,
): URLSearchParams {
  if (!prefix) return own;
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!key.startsWith(prefix)) next.append(key, value);
  for (const [key, value] of own) next.append(`${prefix}${key}`, value);
  return next;
}

/** A list's scope: a new active role, company or site starts a fresh list (filters of another scope are dropped). */
export const sessionListScope = (session: {
  roleId: number | null;
  companyId: number | null;
  siteId: number | null;
}) => `${session.roleId}:${session.companyId}:${session.siteId}`;
