/** The issue index rules (listing.ts): entries and their order, moves between partitions, summed counts, the search's key word, the residual filter. */
import { describe, expect, it } from 'vitest';
import { shardOf } from '#lib/list-index/counts.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { keyWord } from '#lib/list-index/words.js';
import {
  entriesOf,
  indexChanges,
  orderOf,
  passes,
  statusSubsOf,
  Sub,
  sumCounts,
  type IndexedIssue,
} from './listing.js';

const issue = (over: Partial<IndexedIssue> = {}): IndexedIssue => ({
  issue_uuid: 'u1',
  company_id: 1,
  site_id: 2,
  asset_id: 7,
  asset_name: 'Alpha Loader',
  internal_asset_id: 'A-100',
  name: 'Hydraulic leak',
  status: 12,
  priority: 2,
  created_at: '2026-01-01T10:00:00.000Z',
  ...over,
});

describe('entries', () => {
  it('puts an issue in its status, site + status, asset and title partitions and one token entry per title word', () => {
    const subs = entriesOf(issue()).map((e) => e.sub);
    expect(subs).toEqual([
      Sub.status(12),
      Sub.siteStatus(2, 12),
      Sub.asset(7),
      Sub.title('Hydraulic leak'),
      'T',
      'T',
    ]);
    expect(
      entriesOf(issue())
        .filter((e) => e.sub === 'T')
        .map((e) => e.entry_key.split('#')[0]),
    ).toEqual(['hydraulic', 'leak']);
    expect(entriesOf(issue())[0].search).toBe('hydraulic leak alpha loader a-100');
  });

  it('orders newer issues first', () => {
    const older = orderOf(issue({ issue_uuid: 'a', created_at: '2026-01-01T00:00:00Z' }));
    const newer = orderOf(issue({ issue_uuid: 'b', created_at: '2026-02-01T00:00:00Z' }));
    expect(newer < older).toBe(true);
    expect(
      mergeEntries([[{ issue_uuid: 'a', order: older }], [{ issue_uuid: 'b', order: newer }]]).map(
        (e) => e.issue_uuid,
      ),
    ).toEqual(['b', 'a']);
  });
});

describe('indexChanges', () => {
  it('moves a status change between the status partitions, leaving the asset and title entries but rewriting them', () => {
    const { deletes, puts, counts } = indexChanges(issue(), issue({ status: 15 }));
    expect(deletes.map((e) => e.sub).sort()).toEqual([Sub.siteStatus(2, 12), Sub.status(12)].sort());
    expect(puts.map((e) => e.sub)).toContain(Sub.status(15));
    expect(counts.map((c) => [c.sub, c.n]).sort()).toEqual(
      [
        [Sub.status(12), -1],
        [Sub.siteStatus(2, 12), -1],
        [Sub.status(15), 1],
        [Sub.siteStatus(2, 15), 1],
      ].sort(),
    );
  });

  it('counts a new issue with option labels, in the shard of its asset; sums a lot per count item', () => {
    const a = indexChanges(null, issue()).counts;
    expect(a.every((c) => c.shard === shardOf(7))).toBe(true);
    expect(a.find((c) => c.sub === Sub.asset(7))).toMatchObject({
      n: 1,
      label: 'A-100\u0000Alpha Loader',
      site_id: 2,
    });
    expect(a.find((c) => c.sub === Sub.title('Hydraulic leak'))).toMatchObject({
      n: 1,
      label: 'Hydraulic leak',
    });
    const lot = sumCounts([...a, ...indexChanges(null, issue({ issue_uuid: 'u2', name: 'Horn' })).counts]);
    expect(lot.find((c) => c.sub === Sub.status(12))?.n).toBe(2);
    expect(lot.filter((c) => c.sub.startsWith('TI#'))).toHaveLength(2);
  });
});

describe('reading', () => {
  it('keys a search on a word with digits, else the longest word', () => {
    expect(keyWord(['hydraulic', '10042'])).toBe('10042');
    expect(keyWord(['brake', 'hydraulic'])).toBe('hydraulic');
  });

  it('filters entries by site, status, priority, title, asset and every word', () => {
    const [e] = entriesOf(issue());
    const f = { statuses: [12, 13, 14], sites: [2], priorities: [], titles: [], words: [], assets: [] };
    expect(passes(e, f)).toBe(true);
    expect(passes(e, { ...f, sites: [3] })).toBe(false);
    expect(passes(e, { ...f, statuses: [15] })).toBe(false);
    expect(passes(e, { ...f, priorities: [1] })).toBe(false);
    expect(passes(e, { ...f, titles: ['hydraulic leak'] })).toBe(true);
    expect(passes(e, { ...f, assets: [8] })).toBe(false);
    expect(passes(e, { ...f, words: ['a-100', 'leak'] })).toBe(true);
    expect(passes(e, { ...f, words: ['brake'] })).toBe(false);
  });

  it('reads a scope of sites from the site + status partitions, a whole company from the status ones', () => {
    expect(statusSubsOf({ company_id: 1, sites: [2, 3] }, [12])).toEqual([
      Sub.siteStatus(2, 12),
      Sub.siteStatus(3, 12),
    ]);
    expect(statusSubsOf({ company_id: 1, sites: null }, [12, 13])).toEqual([Sub.status(12), Sub.status(13)]);
  });
});
