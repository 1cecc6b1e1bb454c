/** The inspection-form sheet to upload rows: fixed columns by header, the rest as answers, dates as YYYY-MM-DD, row numbers kept. */
import { describe, expect, it } from 'vitest';
import { inspectionsOfSheet, sheetDate } from './upload-rows';

describe('inspectionsOfSheet', () => {
  it('maps fixed columns by header (any case, spaces), the other columns as answers, and keeps row numbers', () => {
    const result = inspectionsOfSheet({
      headers: [
        'Internal Asset ID',
        'inspection_date',
        'Meter Hours',
        'shift',
        'operator_username',
        'operator_notes',
        'Lights',
        'Horn',
        '',
      ],
      rows: [
        { row: 2, cells: ['7001', '2026-02-10', '1250.7', '2', '', 'Yard check', 'Ok', 'Not ok', 'stray'] },
        { row: 5, cells: ['7002', '02/11/2026', '10', '1', 'op@demo.test', '', '', 'Ok'] },
      ],
    });
    expect(result?.sheetRows).toEqual([2, 5]);
    expect(result?.rows[0]).toEqual({
      internal_asset_id: '7001',
      inspection_date: '2026-02-10',
      meter_hours: '1250.7',
      shift: '2',
      operator_username: '',
      operator_notes: 'Yard check',
      inspection_form: [
        { name: 'Lights', value: 'Ok' },
        { name: 'Horn', value: 'Not ok' },
      ],
    });
    expect(result?.rows[1].inspection_date).toBe('2026-02-11');
    expect(result?.rows[1].inspection_form).toEqual([{ name: 'Horn', value: 'Ok' }]);
  });

  it('refuses a sheet without an internal_asset_id column or without rows', () => {
    expect(
      inspectionsOfSheet({ headers: ['name', 'shift'], rows: [{ row: 2, cells: ['a', '1'] }] }),
    ).toBeNull();
    expect(inspectionsOfSheet({ headers: ['internal_asset_id'], rows: [] })).toBeNull();
  });
});

describe('sheetDate', () => {
  it('rewrites the dates the app shows, strictly, and leaves the rest to the server', () => {
    expect(sheetDate('03-08-2026')).toBe('2026-03-08');
    expect(sheetDate('3/8/2026')).toBe('2026-03-08');
    expect(sheetDate('2026-03-08')).toBe('2026-03-08');
    expect(sheetDate('02-30-2026')).toBe('02-30-2026');
    expect(sheetDate('tomorrow')).toBe('tomorrow');
  });
});
