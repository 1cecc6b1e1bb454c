/** The inspection list's wire body (spec 7 'Inspection/FilterInspections'): every filter id to its field, the timezone, the asset tab's asset. */
import { describe, expect, it } from 'vitest';
import { requestTimezone } from '../../../app/api/request-timezone';
import { inspectionListBody } from './inspection-list-body';

const request = (filters: Record<string, string[]>, search = '') => ({
  pageIndex: 3,
  pageSize: 40,
  search,
  filters,
});

describe('the inspection list body', () => {
  it('sends every filter of the row as its field', () => {
    // Prepare / Act
    const body = inspectionListBody(
      request(
        {
          asset: ['7', '9'],
          company: ['1'],
          issues: ['1'],
          status: ['8'],
          shift: ['2'],
          requestor: ['op-1'],
          supervisor: ['mg-1', 'mg-2'],
          site: ['2', '3'],
        },
        'loader',
      ),
      { userId: 'me', timezone: 'America-Los_Angeles' },
    );
    // Assess
    expect(body).toEqual({
      pagesize: 40,
      pageindex: 3,
      user_id: 'me',
      site_id: [2, 3],
      company_id: [1],
      status: 8,
      asset_id: [7, 9],
      internal_asset_id: [],
      shift_number: [2],
      requestor_id: ['op-1'],
      manager_id: ['mg-1', 'mg-2'],
      new_not_ok_attribute: 1,
      search_string: 'loader',
      timezone: 'America-Los_Angeles',
    });
  });

  it('asks for every status and all issues when those filters are not set', () => {
    const body = inspectionListBody(request({}), { userId: undefined, timezone: 'UTC' });
    expect(body).toMatchObject({
      status: 0,
      new_not_ok_attribute: 0,
      asset_id: [],
      site_id: [],
      search_string: '',
    });
  });

  it('keeps the asset tab to its asset whatever the filters say', () => {
    const body = inspectionListBody(request({ asset: ['5'], requestor: ['op-2'] }), {
      userId: 'me',
      assetId: 42,
    });
    expect(body.asset_id).toEqual([42]);
    expect(body.requestor_id).toEqual(['op-2']);
  });
});

describe('the request timezone', () => {
  it("writes the zone's slashes as dashes (spec 7)", () => {
    expect(requestTimezone('America/Los_Angeles')).toBe('America-Los_Angeles');
    expect(requestTimezone('America/Argentina/Buenos_Aires')).toBe('America-Argentina-Buenos_Aires');
    expect(requestTimezone('')).toBe('UTC');
  });
});
