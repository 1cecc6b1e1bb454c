/** The parts sheet read as the import's rows: headers matched loosely, each site's stock columns as one entry when filled. */
import { describe, expect, it } from 'vitest';
import { partsOfSheet, templateHeaders } from './sheet-rows';

describe('partsOfSheet', () => {
  it('reads the part columns and the filled site columns, keeping the sheet row numbers', () => {
    const headers = templateHeaders(['Reno Yard', 'Sparks Depot']);
    expect(headers).toEqual([
      'Part number',
      'Name',
      'Description',
      'Category',
      'Unit',
      'Unit cost',
      'Preferred dealer id',
      'Reno Yard minimum',
      'Reno Yard bin',
      'Sparks Depot minimum',
      'Sparks Depot bin',
    ]);
    const rows = partsOfSheet({
      headers: [
        'part_number',
        'NAME',
        'category',
        'Unit',
        'Unit-Cost',
        'Reno Yard Minimum',
        'Reno Yard bin',
        'Sparks Depot minimum',
        'Notes',
      ],
      rows: [{ row: 4, cells: [' F-1 ', 'Filter', 'Filters', 'each', '2.5', '3', '', '', 'x'] }],
    });
    expect(rows).toEqual([
      {
        row: 4,
        part_number: 'F-1',
        name: 'Filter',
        description: '',
        category: 'Filters',
        unit: 'each',
        unit_cost: '2.5',
        preferred_dealer_id: '',
        stock: [{ site: 'Reno Yard', minimum_quantity: '3', bin_location: '' }],
      },
    ]);
  });

  it('is null without a part number column or without rows', () => {
    expect(partsOfSheet({ headers: ['Name'], rows: [{ row: 2, cells: ['a'] }] })).toBeNull();
    expect(partsOfSheet({ headers: ['Part number'], rows: [] })).toBeNull();
  });
});
