/** The list kit's pure rules (spec 2.6, 4 'Filters', 9): URL encode/decode, page 1 on change, the primary filter. */
import { describe, expect, it } from 'vitest';
import {
  assertFilterIds,
  changeFilter,
  changePage,
  changePageSize,
  changeSearch,
  decodeListState,
  encodeListState,
  hasActiveFilter,
  initialListState,
  listRequest,
  optionNarrowing,
  primaryFilter,
  resetFilters,
  type ListFilterDef,
} from './list-state';

const noOptions = async () => ({ items: [], total: 0 });
const STATUS = [
  { value: '0', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '2', label: 'Inactive' },
];
const DEFS: ListFilterDef[] = [
  { id: 'company', label: 'Company', multiple: true, loadOptions: noOptions, clears: ['site'] },
  { id: 'status', label: 'Status', multiple: false, options: STATUS, defaultValue: [STATUS[0]] },
  { id: 'site', label: 'Site', multiple: true, loadOptions: noOptions },
  { id: 'role', label: 'Role', multiple: true, loadOptions: noOptions },
];
const opt = (value: string, label: string) => ({ value, label });

describe('list state changes', () => {
  it('starts with no search, every filter at its default, page 1 of 20', () => {
    // Prepare / Act
    const state = initialListState(DEFS);
    // Assess
    expect(state).toEqual({
      search: '',
      filters: { company: [], status: [STATUS[0]], site: [], role: [] },
      applied: [],
      pageIndex: 1,
      pageSize: 20,
    });
    expect(hasActiveFilter(state)).toBe(false);
  });

  it('goes back to page 1 on any filter, search or page size change, not on a page change', () => {
    const onPage3 = changePage(initialListState(DEFS), 3);
    expect(onPage3.pageIndex).toBe(3);
    expect(changeFilter(onPage3, DEFS, 'role', [opt('3', 'Operator')]).pageIndex).toBe(1);
    expect(changeSearch(onPage3, '  maria ').pageIndex).toBe(1);
    expect(changeSearch(onPage3, '  maria ').search).toBe('maria');
    expect(changeSearch(onPage3, '').pageIndex).toBe(1);
    expect(changePageSize(onPage3, 40)).toMatchObject({ pageIndex: 1, pageSize: 40 });
    expect(changePageSize(onPage3, 33).pageSize).toBe(20);
  });

  it('changing company clears site', () => {
    let state = changeFilter(initialListState(DEFS), DEFS, 'company', [opt('1', 'Northwind')]);
    state = changeFilter(state, DEFS, 'site', [opt('2', 'Reno Yard')]);
    expect(state.applied).toEqual(['company', 'site']);
    state = changeFilter(state, DEFS, 'company', [opt('2', 'Blue Ridge')]);
    expect(state.filters.site).toEqual([]);
    expect(state.applied).toEqual(['company']);
  });

  it('Reset Filters is enabled for a search or a filter away from its default, and resets all but the page size', () => {
    const sized = changePageSize(initialListState(DEFS), 60);
    expect(hasActiveFilter(changeSearch(sized, 'x'))).toBe(true);
    const inactive = changeFilter(sized, DEFS, 'status', [STATUS[2]]);
    expect(hasActiveFilter(inactive)).toBe(true);
    // Choosing the default again is no filter.
    expect(hasActiveFilter(changeFilter(inactive, DEFS, 'status', [STATUS[0]]))).toBe(false);
    expect(resetFilters(changeSearch(inactive, 'x'), DEFS)).toEqual({
      ...initialListState(DEFS),
      pageSize: 60,
    });
  });

  it('a single filter keeps one choice', () => {
    const state = changeFilter(initialListState(DEFS), DEFS, 'status', [STATUS[1], STATUS[2]]);
    expect(state.filters.status).toEqual([STATUS[1]]);
  });

  it('the request carries the chosen values', () => {
    let state = changeFilter(initialListState(DEFS), DEFS, 'role', [
      opt('3', 'Operator'),
      opt('1', 'Manager'),
    ]);
    state = changePage(changeSearch(state, 'reyes'), 2);
    expect(listRequest(state)).toEqual({
      pageIndex: 2,
      pageSize: 20,
      search: 'reyes',
      filters: { company: [], status: ['0'], site: [], role: ['3', '1'] },
    });
  });

  it('refuses filter ids that clash with the page parameters or repeat', () => {
    expect(() => assertFilterIds(DEFS)).not.toThrow();
    expect(() => assertFilterIds([...DEFS, { id: 'page', label: 'Page', multiple: false }])).toThrow();
    expect(() => assertFilterIds([...DEFS, DEFS[0]])).toThrow();
  });
});

describe('the primary filter (spec 2.6)', () => {
  it('is the first filter applied, and passes to the next when it is cleared', () => {
    let state = changeFilter(initialListState(DEFS), DEFS, 'role', [opt('3', 'Operator')]);
    state = changeFilter(state, DEFS, 'status', [STATUS[2]]);
    state = changeFilter(state, DEFS, 'site', [opt('2', 'Reno Yard')]);
    expect(primaryFilter(state)).toBe('role');
    // Changing the primary filter's choice keeps it primary.
    state = changeFilter(state, DEFS, 'role', [opt('3', 'Operator'), opt('1', 'Manager')]);
    expect(state.applied).toEqual(['role', 'status', 'site']);
    state = changeFilter(state, DEFS, 'role', []);
    expect(primaryFilter(state)).toBe('status');
    // Set again, it joins at the end.
    state = changeFilter(state, DEFS, 'role', [opt('1', 'Manager')]);
    expect(state.applied).toEqual(['status', 'site', 'role']);
  });

  it("keeps the primary filter's options unnarrowed by the others, which are narrowed by the current filters", () => {
    const searched = changeSearch(initialListState(DEFS), 'reyes');
    const unfiltered = { search: 'reyes', filters: { company: [], status: ['0'], site: [], role: [] } };
    // Picking the first filter does not change its own narrowing (its open list stays as it is).
    expect(optionNarrowing(searched, DEFS, 'role')).toEqual(unfiltered);
    const first = changeFilter(searched, DEFS, 'role', [opt('3', 'Operator')]);
    expect(optionNarrowing(first, DEFS, 'role')).toEqual(unfiltered);
    // Other filters change: the primary's narrowing stays the same.
    let later = changeFilter(first, DEFS, 'status', [STATUS[2]]);
    later = changeFilter(later, DEFS, 'company', [opt('1', 'Northwind')]);
    expect(optionNarrowing(later, DEFS, 'role')).toEqual(unfiltered);
    // Others: every other filter and the search, not their own choice.
    expect(optionNarrowing(later, DEFS, 'site')).toEqual({
      search: 'reyes',
      filters: { company: ['1'], status: ['2'], site: [], role: ['3'] },
    });
    expect(optionNarrowing(later, DEFS, 'company')).toEqual({
      search: 'reyes',
      filters: { company: [], status: ['2'], site: [], role: ['3'] },
    });
  });

  it('with no filter applied, every filter is narrowed by the search only', () => {
    const state = changeSearch(initialListState(DEFS), 'maria');
    expect(primaryFilter(state)).toBeNull();
    expect(optionNarrowing(state, DEFS, 'site')).toEqual({
      search: 'maria',
      filters: { company: [], status: ['0'], site: [], role: [] },
    });
  });

  it('once the primary filter is cleared, its options are narrowed by the filters still set', () => {
    let state = changeFilter(initialListState(DEFS), DEFS, 'role', [opt('3', 'Operator')]);
    state = changeFilter(state, DEFS, 'status', [STATUS[2]]);
    state = changeFilter(state, DEFS, 'role', []);
    expect(optionNarrowing(state, DEFS, 'role').filters.status).toEqual(['2']);
    expect(optionNarrowing(state, DEFS, 'status').filters.status).toEqual(['0']);
  });
});

describe('URL encoding', () => {
  it('writes nothing for the initial state', () => {
    expect(encodeListState(initialListState(DEFS), DEFS).toString()).toBe('');
  });

  it('round-trips search, filters with their labels in applied order, page and size', () => {
    // Prepare
    let state = changeFilter(initialListState(DEFS), DEFS, 'site', [
      opt('2', 'Reno Yard'),
      opt('3', 'Sparks: Depot'),
    ]);
    state = changeFilter(state, DEFS, 'status', [STATUS[2]]);
    state = changeFilter(state, DEFS, 'role', [opt('3', 'Operator')]);
    state = changePage(changePageSize(changeSearch(state, 'a&b=c'), 40), 2);
    // Act
    const params = encodeListState(state, DEFS);
    const decoded = decodeListState(new URLSearchParams(params.toString()), DEFS);
    // Assess
    expect(params.toString()).toBe(
      'q=a%26b%3Dc&site=2%3AReno+Yard&site=3%3ASparks%3A+Depot&status=2&role=3%3AOperator&page=2&size=40',
    );
    expect(decoded).toEqual(state);
    expect(primaryFilter(decoded)).toBe('site');
  });

  it('keeps values that hold the separator', () => {
    const state = changeFilter(initialListState(DEFS), DEFS, 'role', [opt('a:b', 'Odd')]);
    expect(decodeListState(encodeListState(state, DEFS), DEFS).filters.role).toEqual([opt('a:b', 'Odd')]);
  });

  it('writes an emptied filter whose default is not empty', () => {
    const defs: ListFilterDef[] = [
      {
        id: 'status',
        label: 'Status',
        multiple: true,
        loadOptions: noOptions,
        defaultValue: [opt('12', 'Open')],
      },
    ];
    const state = changeFilter(initialListState(defs), defs, 'status', []);
    const params = encodeListState(state, defs);
    expect(params.toString()).toBe('status=');
    expect(decodeListState(params, defs)).toEqual(state);
  });

  it('falls back to defaults for what it cannot read, and ignores unknown parameters', () => {
    const decoded = decodeListState(
      new URLSearchParams(
        'page=-2&size=33&status=9&role=&site=%E0%A4%A:Bad&site=4&other=1&role=3:Operator&role=3:Again',
      ),
      DEFS,
    );
    expect(decoded).toEqual({
      search: '',
      filters: { company: [], status: [STATUS[0]], site: [opt('4', '4')], role: [opt('3', 'Operator')] },
      // The order of the filters' first appearance.
      applied: ['role', 'site'],
      pageIndex: 1,
      pageSize: 20,
    });
  });

  it('reads a filter given at its default as not applied', () => {
    const decoded = decodeListState(new URLSearchParams('status=0&role=1:Manager'), DEFS);
    expect(decoded.applied).toEqual(['role']);
  });
});
