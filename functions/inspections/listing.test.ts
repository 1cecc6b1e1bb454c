/** Unit tests of the inspection list index rules (listing.ts): entries, moves, counts, plans, filters, the photo range. */
import { describe, expect, it } from 'vitest';
import { shardOf } from '#lib/list-index/counts.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import {
  assetOfWordSub,
  assetWordPrefix,
  assetWordPuts,
  entriesOf,
  indexChanges,
  invertedTime,
  orderOf,
  Sub,
  valueOfSub,
  type Counts,
  type IndexedInspection,
} from './listing.js';
import { candidatesFor, countOf, noFilter, passes, photoRange, planCompany } from './list-plan.js';

const inspection = (over: Partial<IndexedInspection> = {}): IndexedInspection => ({
  inspection_id: 'i-1',
  company_id: 1,
  site_id: 2,
  asset_id: 7,
  asset_name: 'Alpha Loader',
  internal_asset_id: '1007',
  status: 8,
  operator_uuid: 'op-1',
  operator_firstname: 'Olga',
  operator_lastname: 'Ops',
  shift: 2,
  submitted_at: '2026-03-01T10:00:00.000Z',
  checkout_requested_at: '2026-03-01T09:00:00.000Z',
  new_notok_count: 0,
  image_names: [],
  ...over,
});
const subsOf = (i: IndexedInspection) =>
  entriesOf(i)
    .map((e) => e.sub)
    .sort();

describe('entries', () => {
  it('lists nothing for a draft', () => {
    expect(entriesOf(inspection({ status: 0 }))).toEqual([]);
    expect(indexChanges(null, inspection({ status: 0 }))).toEqual({ deletes: [], puts: [], counts: [] });
  });

  it('puts a pending inspection in the company, status, site, asset, operator and shift partitions; new issues and photos when it has them', () => {
    expect(subsOf(inspection())).toEqual(
      ['A#7#2', 'ALL', 'O#op-1#2', 'S#2', 'SH#2#2', 'SS#2#8', 'ST#8'].sort(),
    );
    const withMore = inspection({
      new_notok_count: 2,
      image_names: ['a.jpg', 'b.jpg'],
      manager_uuid: 'mg-1',
      manager_name: 'Mona',
    });
    expect(subsOf(withMore)).toEqual(expect.arrayContaining(['N#2', 'MG#mg-1#2', 'P#2', 'P#2']));
    const photos = entriesOf(withMore).filter((e) => e.sub === 'P#2');
    expect(photos.map((p) => p.image_name)).toEqual(['a.jpg', 'b.jpg']);
    expect(photos.every((p) => p.entry_key.startsWith(orderOf(withMore)))).toBe(true);
  });

  it('orders newest first by submission time, then by id', () => {
    const older = orderOf(inspection({ inspection_id: 'b', submitted_at: '2026-03-01T10:00:00.000Z' }));
    const newer = orderOf(inspection({ inspection_id: 'a', submitted_at: '2026-03-02T10:00:00.000Z' }));
    expect(newer < older).toBe(true);
    const merged = mergeEntries([
      [{ inspection_id: 'b', order: older }],
      [
        { inspection_id: 'a', order: newer },
        { inspection_id: 'b', order: older },
      ],
    ]);
    expect(merged.map((e) => e.inspection_id)).toEqual(['a', 'b']);
  });

  it('encodes values in subs and reads them back', () => {
    expect(valueOfSub(Sub.operator('a#b c', 3))).toEqual({ value: 'a#b c', site: 3 });
    expect(valueOfSub(Sub.asset(12, 4))).toEqual({ value: '12', site: 4 });
  });
});

describe('moves and counts', () => {
  it('counts a first listing once per counted sub, all in one shard, with labels', () => {
    const { counts, deletes } = indexChanges(null, inspection());
    expect(deletes).toEqual([]);
    expect(counts.map((c) => c.sub).sort()).toEqual(['A#7#2', 'ALL', 'O#op-1#2', 'S#2', 'SH#2#2'].sort());
    expect(new Set(counts.map((c) => c.shard))).toEqual(new Set([shardOf('i-1')]));
    expect(counts.every((c) => c.pending === 1 && c.accepted === 0)).toBe(true);
    expect(counts.find((c) => c.sub === 'A#7#2')?.label).toEqual({
      name: 'Alpha Loader',
      internal_asset_id: '1007',
    });
  });

  it('moves pending to accepted: status partitions swapped, others rewritten, counts moved, the manager added', () => {
    const before = inspection();
    const after = inspection({ status: 10, manager_uuid: 'mg-1', manager_name: 'Mona' });
    const { deletes, puts, counts } = indexChanges(before, after);
    expect(deletes.map((e) => e.sub).sort()).toEqual(['SS#2#8', 'ST#8']);
    expect(puts.map((e) => e.sub)).toEqual(expect.arrayContaining(['ST#10', 'SS#2#10', 'ALL', 'MG#mg-1#2']));
    expect(puts.every((e) => e.status === 10)).toBe(true);
    const withPhotos = inspection({ image_names: ['a.jpg'] });
    const approvedWithPhotos = { ...withPhotos, status: 10, manager_uuid: 'mg-1', manager_name: 'Mona' };
    expect(indexChanges(withPhotos, approvedWithPhotos).puts.some((e) => e.sub === 'P#2')).toBe(false);
    const all = counts.find((c) => c.sub === 'ALL')!;
    expect([all.pending, all.accepted]).toEqual([-1, 1]);
    expect(counts.find((c) => c.sub === 'MG#mg-1#2')).toMatchObject({
      pending: 0,
      accepted: 1,
      label: { name: 'Mona' },
    });
  });

  it('changes nothing when nothing the index holds changed', () => {
    expect(indexChanges(inspection(), inspection())).toEqual({ deletes: [], puts: [], counts: [] });
  });

  it('reads status partitions from their company or site count', () => {
    const counts: Counts = new Map([
      ['ALL', { pending: 3, accepted: 5 }],
      ['S#2', { pending: 1, accepted: 2 }],
    ]);
    expect(countOf(counts, 'ALL', 0)).toBe(8);
    expect(countOf(counts, 'ALL', 10)).toBe(5);
    expect(countOf(counts, Sub.status(8), 0)).toBe(3);
    expect(countOf(counts, Sub.siteStatus(2, 10), 0)).toBe(2);
    expect(countOf(counts, 'S#9', 0)).toBe(0);
  });
});

describe('plans', () => {
  const sites = [2, 3];
  const counts: Counts = new Map([
    ['ALL', { pending: 10, accepted: 90 }],
    ['S#2', { pending: 5, accepted: 45 }],
    ['S#3', { pending: 5, accepted: 45 }],
    ['A#7#2', { pending: 1, accepted: 4 }],
    ['SH#1#2', { pending: 3, accepted: 20 }],
  ]);

  it('reads the company partition, counted, with no filter; the status partition with a status', () => {
    const company = { company_id: 1, sites: null };
    expect(planCompany(company, candidatesFor(company, sites, noFilter), counts, 0)).toMatchObject({
      subs: ['ALL'],
      countedTotal: 100,
    });
    const f = { ...noFilter, status: 8 };
    expect(planCompany(company, candidatesFor(company, sites, f), counts, 8)).toMatchObject({
      subs: ['ST#8'],
      countedTotal: 10,
    });
  });

  it('reads only the scope sites, by status', () => {
    const site = { company_id: 1, sites: [2] };
    const f = { ...noFilter, status: 10 };
    expect(planCompany(site, candidatesFor(site, sites, f), counts, 10)).toMatchObject({
      subs: ['SS#2#10'],
      countedTotal: 45,
    });
  });

  it('reads an asset filter from the asset partitions, counted even with a status (the counts split it)', () => {
    const site = { company_id: 1, sites: [2] };
    const f = { ...noFilter, status: 10, assets: [7] };
    const plan = planCompany(site, candidatesFor(site, sites, f), counts, 10);
    expect(plan).toMatchObject({ subs: ['A#7#2'], countedTotal: 4 });
    expect(plan.residual.status).toBe(10);
  });

  it('reads two value filters from the smaller side, whole, filtering the other', () => {
    const site = { company_id: 1, sites: [2] };
    const f = { ...noFilter, assets: [7], shifts: [1] };
    const plan = planCompany(site, candidatesFor(site, sites, f), counts, 0);
    expect(plan.countedTotal).toBeUndefined();
    expect(plan.subs).toEqual(['A#7#2']);
    expect(plan.residual.shifts).toEqual([1]);
  });

  it('does not trust the counts of a search matching both assets and operators', () => {
    const company = { company_id: 1, sites: null };
    const f = { ...noFilter, search: { assets: [7], operators: ['op-1'], subs: ['A#7#2', 'O#op-1#2'] } };
    const plan = planCompany(company, candidatesFor(company, sites, f), counts, 0);
    expect(plan.countedTotal).toBeUndefined();
    const onlyAssets = { ...noFilter, search: { assets: [7], operators: [], subs: ['A#7#2'] } };
    expect(planCompany(company, candidatesFor(company, sites, onlyAssets), counts, 0)).toMatchObject({
      subs: ['A#7#2'],
      countedTotal: 5,
    });
  });
});

describe('filters', () => {
  const entry = { status: 8, asset_id: 7, operator_uuid: 'op-1', manager_uuid: '', shift: 2, fresh: 1 };
  it('checks every residual filter', () => {
    expect(passes(entry, noFilter)).toBe(true);
    expect(passes(entry, { ...noFilter, status: 10 })).toBe(false);
    expect(passes(entry, { ...noFilter, assets: [8] })).toBe(false);
    expect(passes(entry, { ...noFilter, operators: ['op-1'] })).toBe(true);
    expect(passes(entry, { ...noFilter, managers: ['mg'] })).toBe(false);
    expect(passes(entry, { ...noFilter, shifts: [1, 3] })).toBe(false);
    expect(passes({ ...entry, fresh: 0 }, { ...noFilter, newOnly: true })).toBe(false);
    expect(passes(entry, { ...noFilter, search: { assets: [], operators: ['op-1'], subs: [] } })).toBe(true);
    expect(passes(entry, { ...noFilter, search: { assets: [9], operators: [], subs: [] } })).toBe(false);
  });

  it('turns a day range into a newest-first key range', () => {
    const from = Date.parse('2026-03-01T00:00:00Z');
    const to = Date.parse('2026-03-02T00:00:00Z');
    const range = photoRange(from, to);
    const inside = orderOf(inspection({ submitted_at: '2026-03-01T12:00:00Z' }));
    const after = orderOf(inspection({ submitted_at: '2026-03-03T12:00:00Z' }));
    const before = orderOf(inspection({ submitted_at: '2026-02-28T12:00:00Z' }));
    const within = (k: string) => k >= range.start && k <= range.end;
    expect([within(inside), within(after), within(before)]).toEqual([true, false, false]);
    expect(range.start).toBe(invertedTime(to));
    expect(photoRange(null, null).start).toBe('0');
  });
});

describe('plans for a search of many assets', () => {
  const sites = [2];
  const many = Array.from({ length: 30 }, (_, i) => i + 1);
  const counts: Counts = new Map([
    ['S#2', { pending: 0, accepted: 1000 }],
    ...many.map((a) => [Sub.asset(a, 2), { pending: 0, accepted: 20 }] as const),
  ]);
  const site = { company_id: 1, sites: [2] };
  const search = { assets: many, operators: [], subs: many.map((a) => Sub.asset(a, 2)) };

  it('reads the site partition in order when the matches are dense, the total still from the counts', () => {
    const plan = planCompany(site, candidatesFor(site, sites, { ...noFilter, search }), counts, 0, 20);
    expect(plan).toMatchObject({ subs: ['S#2'], countedTotal: 600 });
    expect(plan.residual.search).toEqual(search);
  });

  it('reads the matched partitions when they are few or sparse', () => {
    const few = { assets: [1, 2], operators: [], subs: [Sub.asset(1, 2), Sub.asset(2, 2)] };
    expect(
      planCompany(site, candidatesFor(site, sites, { ...noFilter, search: few }), counts, 0, 20).subs,
    ).toEqual(few.subs);
    const sparse: Counts = new Map([
      ['S#2', { pending: 0, accepted: 1_000_000 }],
      ...many.map((a) => [Sub.asset(a, 2), { pending: 0, accepted: 1 }] as const),
    ]);
    expect(
      planCompany(site, candidatesFor(site, sites, { ...noFilter, search }), sparse, 0, 20).subs,
    ).toHaveLength(30);
  });
});

describe('asset-word markers (the search finds assets by key)', () => {
  it('puts one marker per word of the asset label on first listing, none for a draft or an approval', () => {
    const listed = inspection();
    expect(assetWordPuts(null, listed).sort()).toEqual(['AW#1007#7#2', 'AW#alpha#7#2', 'AW#loader#7#2']);
    expect(assetWordPuts(null, inspection({ status: 0 }))).toEqual([]);
    expect(assetWordPuts(inspection({ status: 0 }), listed)).toHaveLength(3);
    expect(assetWordPuts(listed, { ...listed, status: 10, manager_uuid: 'mg-1' })).toEqual([]);
  });

  it('reads a marker back as its asset and site, and a word prefix as a key prefix', () => {
    const [marker] = assetWordPuts(null, inspection({ asset_name: 'Grue #5 été' }));
    expect(assetOfWordSub(marker)).toEqual({ asset: 7, site: 2 });
    expect(Sub.assetWord('été', 7, 2).startsWith(assetWordPrefix('ét'))).toBe(true);
    expect(assetWordPuts(null, inspection({ asset_name: 'Grue #5 été' })).map(assetOfWordSub)).toEqual(
      Array(4).fill({ asset: 7, site: 2 }),
    );
  });
});
