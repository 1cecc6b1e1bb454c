/** The PM list's wire body from the list kit's state, and the hand-over to and from the asset page (pure). */
import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  initialListState,
  listRequest,
  resetFilters,
} from '../../../components/list-kit/list-state';
import { pmListBody } from './pm-list-body';
import { FILTER_TYPE_OPTIONS, pmListFilters, STATUS_OPTIONS } from './pm-list-filters';
import { backToPmList, fromDashboard, fromPmList, pmListAction, PM_LIST_PATH } from './pm-list-navigation';

const noOptions = async () => ({ items: [], total: 0 });
const loaders = { title: noOptions, asset: noOptions, plan: noOptions, site: noOptions };

describe('PM list body', () => {
  it('starts with All, no status, page 1 of 20', () => {
    const filters = pmListFilters(loaders, false);
    expect(pmListBody(listRequest(initialListState(filters)))).toEqual({
      pageIndex: 1,
      pageSize: 20,
      pm_id: [],
      internal_asset_id: [],
      pm_plan_id: [],
      site_id: [],
      search_string: '',
      pm_filter_type: 0,
      pm_status: 0,
    });
  });

  it('sends each filter in its own field, the type and the tile status as numbers', () => {
    // Prepare
    const filters = pmListFilters(loaders, true);
    let state = initialListState(filters);
    // Act
    state = changeFilter(state, filters, 'type', [FILTER_TYPE_OPTIONS[1]]);
    state = changeFilter(state, filters, 'status', [STATUS_OPTIONS[0]]);
    state = changeFilter(state, filters, 'title', [{ value: '7', label: '250 hour service' }]);
    state = changeFilter(state, filters, 'asset', [{ value: 'EX-01', label: 'Excavator' }]);
    state = changeFilter(state, filters, 'plan', [{ value: '3', label: 'Loaders' }]);
    state = changeFilter(state, filters, 'site', [{ value: '12', label: 'Reno' }]);
    const body = pmListBody(listRequest(state));
    // Assess
    expect(body).toMatchObject({
      pm_filter_type: 1,
      pm_status: 31,
      pm_id: [7],
      internal_asset_id: ['EX-01'],
      pm_plan_id: [3],
      site_id: [12],
    });
    // Reset Filters: All, no status, nothing chosen.
    expect(pmListBody(listRequest(resetFilters(state, filters)))).toMatchObject({
      pm_filter_type: 0,
      pm_status: 0,
      pm_id: [],
    });
  });

  it('offers Site only under all sites', () => {
    expect(pmListFilters(loaders, false).map((f) => f.id)).toEqual([
      'type',
      'status',
      'title',
      'asset',
      'plan',
    ]);
    expect(pmListFilters(loaders, true).map((f) => f.id)).toContain('site');
  });
});

describe('PM list hand-over', () => {
  it('goes to the asset page with fromPMList, the row and the action, and back to the list as left', () => {
    const { to, state } = pmListAction(
      { asset_pm_id: 'A9-PM5', asset_id: 9, title: 'Oil' },
      'COMPLETE',
      `${PM_LIST_PATH}?type=1`,
    );
    expect(to).toBe('/assets/details/9');
    const read = fromPmList(state);
    expect(read).toMatchObject({ fromPMList: true, action: 'COMPLETE', value: { asset_pm_id: 'A9-PM5' } });
    expect(backToPmList(read!)).toBe(`${PM_LIST_PATH}?type=1`);
  });

  it('ignores other states and other return addresses', () => {
    expect(fromPmList(null)).toBeNull();
    expect(
      fromPmList({ fromPMList: true, value: { asset_pm_id: 'x', asset_id: 1 }, action: 'FLY' }),
    ).toBeNull();
    expect(fromPmList({ openPmPlan: true })).toBeNull();
    const { state } = pmListAction({ asset_pm_id: 'A9-PM5', asset_id: 9 }, 'EDIT', '/assets?q=x');
    expect(backToPmList(fromPmList(state)!)).toBe(PM_LIST_PATH);
    // The PM calendar opens a PM the same way and is gone back to as it was left.
    const fromCalendar = pmListAction(
      { asset_pm_id: 'A9-PM5', asset_id: 9 },
      'VIEW',
      '/pm-calendar?view=week',
    );
    expect(backToPmList(fromPmList(fromCalendar.state)!)).toBe('/pm-calendar?view=week');
    const lookalike = pmListAction({ asset_pm_id: 'A9-PM5', asset_id: 9 }, 'VIEW', '/pm-calendarx');
    expect(backToPmList(fromPmList(lookalike.state)!)).toBe(PM_LIST_PATH);
    expect(fromDashboard({ fromDashboard: true })).toEqual({ fromDashboard: true });
    expect(fromDashboard({})).toBeNull();
  });
});
