/** The parts list's wire body (POST Part/FilterParts) from the list kit's request, and the category options. */
import { describe, expect, it } from 'vitest';
import { partListBody as partListSchema } from '@shared/parts/schemas';
import { categoriesOf, partListBody } from './part-list-body';

const request = (filters: Record<string, string[]>, search = '') => ({
  pageIndex: 3,
  pageSize: 40,
  search,
  filters,
});

describe('part list body', () => {
  it('maps each filter to its wire field, sites as numbers, and the schema accepts it', () => {
    const body = partListBody(
      request(
        {
          category: ['Filters'],
          site: ['2'],
          stock: ['low'],
          status: ['inactive'],
        },
        'oil',
      ),
    );
    expect(body).toEqual({
      pagesize: 40,
      pageindex: 3,
      search_string: 'oil',
      category: ['Filters'],
      site_id: [2],
      low_stock: true,
      status: 'inactive',
    });
    expect(partListSchema.safeParse(body).success).toBe(true);
  });

  it('no filter set: every category and site, not only low stock, active parts', () => {
    expect(partListBody(request({}))).toMatchObject({
      category: [],
      site_id: [],
      low_stock: false,
      status: 'active',
    });
  });

  it('category options: distinct (case folded), matching the typed text, sorted', () => {
    const rows = [
      { category: 'Oils' },
      { category: 'filters' },
      { category: 'Filters ' },
      { category: 'Belts' },
    ];
    expect(categoriesOf(rows, '')).toEqual(['Belts', 'filters', 'Oils']);
    expect(categoriesOf(rows, 'IL')).toEqual(['filters', 'Oils']);
  });
});
