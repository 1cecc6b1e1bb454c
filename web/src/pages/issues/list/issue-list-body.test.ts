/** The issue lists' wire body (spec 7 POST Issue/FilterIssues) from the list kit's request. */
import { describe, expect, it } from 'vitest';
import { issueListBody as issueListSchema } from '@shared/issues/schemas';
import { assetOption, issueListBody } from './issue-list-body';

const request = (filters: Record<string, string[]>, search = '') => ({
  pageIndex: 2,
  pageSize: 40,
  search,
  filters,
});

describe('issue list body', () => {
  it('maps each filter to its wire field, ids as numbers, titles as text', () => {
    // Prepare / Act
    const body = issueListBody(
      request(
        { status: ['12', '13'], priority: ['2'], asset: ['7', '9'], site: ['3'], title: ['Leak'] },
        'boom',
      ),
      { userId: 'u-1' },
    );
    // Assess
    expect(body).toMatchObject({
      pagesize: 40,
      pageindex: 2,
      user_id: 'u-1',
      status: [12, 13],
      priority: [2],
      asset_id: [7, 9],
      site_id: [3],
      issue_title: ['Leak'],
      search_string: 'boom',
    });
    expect(String(body.timezone)).not.toContain('/');
    expect(issueListSchema.safeParse(body).success).toBe(true);
  });

  it("an asset's tab asks for that asset only, whatever the asset filter says", () => {
    const body = issueListBody(request({ asset: ['9'] }), { userId: 'u-1', assetId: 5 });
    expect(body.asset_id).toEqual([5]);
  });

  it('an empty status filter is sent empty (the server reads it as every status)', () => {
    expect(issueListBody(request({}), { userId: undefined }).status).toEqual([]);
  });

  it("an asset's option shows its name and number", () => {
    expect(assetOption({ asset_id: 5, name: 'Crane 01', internal_asset_id: '1001' })).toEqual({
      value: '5',
      label: 'Crane 01 (#1001)',
    });
  });
});
