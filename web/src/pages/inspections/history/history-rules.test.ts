/** The history page's pure rules: the asset choice's value, and 'fewer than 20 returned means no more' (spec 2.9). */
import { describe, expect, it } from 'vitest';
import { historyAssetValue, nextHistoryPage, readHistoryAsset } from './history-rules';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the history pages', () => {
  it('asks for the next page only after a full page of 20', () => {
    // Prepare / Act / Assess
    expect(nextHistoryPage(rows(20), [rows(20)])).toBe(2);
    expect(nextHistoryPage(rows(20), [rows(20), rows(20)])).toBe(3);
    expect(nextHistoryPage(rows(19), [rows(20), rows(19)])).toBeUndefined();
    expect(nextHistoryPage([], [[]])).toBeUndefined();
  });
});

describe('the asset choice', () => {
  it('keeps both ids of the asset and reads them back', () => {
    const value = historyAssetValue({ assetId: 42, internalAssetId: '100200' });
    expect(value).toBe('42:100200');
    expect(readHistoryAsset(value, 'Loader 7')).toEqual({
      assetId: 42,
      internalAssetId: '100200',
      name: 'Loader 7',
    });
  });

  it('reads nothing from a value that names no asset', () => {
    for (const value of [null, undefined, '', '42', ':100', 'x:100', '0:100', '42:'])
      expect(readHistoryAsset(value, 'n')).toBeNull();
  });
});
