/** The asset list index rules: entries and counts an asset has, their moves, planning, merging, scope. */
import { describe, expect, it } from 'vitest';
import { shardOf } from '#lib/list-index/counts.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import {
  candidatesFor,
  countedSubsOf,
  entriesOf,
  indexChanges,
  orderOf,
  passes,
  planCompany,
  searchPlan,
  statusPrefix,
  Sub,
  tokensOf,
  valuesOfSub,
  type Counts,
  type IndexedAsset,
} from './listing.js';
import { listScope } from './list-scope.js';

const asset = (over: Partial<IndexedAsset> = {}): IndexedAsset => ({
  asset_id: 7,
  company_id: 1,
  site_id: 2,
  name: 'Caterpillar 320 GC Excavator',
  internal_asset_id: '1001',
  model_name: '320 GC',
  model_year: '2019',
  asset_serial_number: 'CAT320GC000120',
  status: 3,
  open_issues: 0,
  ...over,
});

describe('entries of an asset', () => {
  it('orders active before inactive, then by name, then by id', () => {
    expect(orderOf(asset())).toBe('1#caterpillar 320 gc excavator#000000000007');
    expect(orderOf(asset({ status: 5 })).startsWith('2#')).toBe(true);
    expect([orderOf(asset({ status: 4, name: 'A' })), orderOf(asset({ name: 'Z' }))].sort()[0]).toMatch(
      /^1#z/,
    );
    expect(statusPrefix(1)).toBe('1#');
    expect(statusPrefix(2)).toBe('2#');
    expect(statusPrefix(0)).toBe('');
  });

  it('lists it in the company, site, parent, site and parent, model, year and model+year partitions, and the open ones only with open issues', () => {
    expect(countedSubsOf(asset()).sort()).toEqual(
      [
        Sub.all,
        Sub.model('320 GC'),
        Sub.modelYear('320 GC', '2019'),
        Sub.parent(''),
        Sub.parentSite(2, ''),
        Sub.site(2),
        Sub.year('2019'),
      ].sort(),
    );
    const open = countedSubsOf(asset({ open_issues: 2, parent_internal_asset_id: '1000' }));
    expect(open).toContain(Sub.open);
    expect(open).toContain(Sub.siteOpen(2));
    expect(open).toContain(Sub.parent('1000'));
    expect(open).toContain(Sub.parentSite(2, '1000'));
    expect(countedSubsOf(asset({ model_name: '', model_year: '' }))).not.toContain(Sub.model(''));
  });

  it('has search tokens of the internal id, name, model and serial, lower case and distinct', () => {
    const tokens = tokensOf(asset());
    expect(tokens[0]).toBe('1001');
    expect(tokens).toEqual(
      expect.arrayContaining(['caterpillar', '320', 'gc', 'excavator', 'cat320gc000120']),
    );
    expect(new Set(tokens).size).toBe(tokens.length);
    const tokenEntries = entriesOf(asset()).filter((e) => e.sub === Sub.tokens);
    expect(tokenEntries.map((e) => e.entry_key)).toContain(`excavator#${orderOf(asset())}`);
    expect(tokenEntries[0].search).toContain('cat320gc000120');
  });

  it('encodes values in partition names and reads them back', () => {
    expect(valuesOfSub(Sub.model('A#B 1'))).toEqual(['A#B 1']);
    expect(valuesOfSub(Sub.modelYear('PC210LC-11', '2020'))).toEqual(['PC210LC-11', '2020']);
  });
});

describe('index changes', () => {
  it('a new asset puts every entry and adds one per counted partition in its shard', () => {
    const { deletes, puts, counts } = indexChanges(null, asset());
    expect(deletes).toEqual([]);
    expect(puts.length).toBe(entriesOf(asset()).length);
    expect(counts.every((c) => c.active === 1 && c.inactive === 0 && c.shard === shardOf(7))).toBe(true);
  });

  it('a status change moves every entry (new sort key) and moves the counts from active to inactive', () => {
    const { deletes, puts, counts } = indexChanges(asset(), asset({ status: 4 }));
    expect(deletes.length).toBe(entriesOf(asset()).length);
    expect(puts.every((e) => e.order.startsWith('2#'))).toBe(true);
    const all = counts.find((c) => c.sub === Sub.all)!;
    expect([all.active, all.inactive]).toEqual([-1, 1]);
  });

  it('open issues crossing 0 adds and removes the open-issues entries; a change above 0 touches no partition membership', () => {
    const opened = indexChanges(asset(), asset({ open_issues: 1 }));
    expect(opened.deletes).toEqual([]);
    expect(opened.puts.filter((e) => e.sub === Sub.open || e.sub === Sub.siteOpen(2))).toHaveLength(2);
    expect(opened.counts.map((c) => c.sub).sort()).toEqual([Sub.open, Sub.siteOpen(2)].sort());
    const more = indexChanges(asset({ open_issues: 1 }), asset({ open_issues: 3 }));
    expect(more).toEqual({ deletes: [], puts: [], counts: [] });
    const closed = indexChanges(asset({ open_issues: 1 }), asset());
    expect(closed.deletes.map((e) => e.sub).sort()).toEqual([Sub.open, Sub.siteOpen(2)].sort());
    expect(closed.counts.every((c) => c.active === -1)).toBe(true);
  });

  it('a removed asset deletes everything and takes its counts back', () => {
    const { deletes, puts, counts } = indexChanges(asset(), null);
    expect(puts).toEqual([]);
    expect(deletes.length).toBe(entriesOf(asset()).length);
    expect(counts.every((c) => c.active === -1)).toBe(true);
  });

  it('a model change moves only the model partitions and the carried model', () => {
    const { deletes, counts } = indexChanges(asset(), asset({ model_name: 'D6T' }));
    expect(deletes.map((e) => e.sub).sort()).toEqual(
      [Sub.model('320 GC'), Sub.modelYear('320 GC', '2019')].sort(),
    );
    expect(counts.map((c) => c.sub).sort()).toEqual(
      [
        Sub.model('320 GC'),
        Sub.model('D6T'),
        Sub.modelYear('320 GC', '2019'),
        Sub.modelYear('D6T', '2019'),
        Sub.yearModel('2019', '320 GC'),
        Sub.yearModel('2019', 'D6T'),
      ].sort(),
    );
  });
});

describe('planning', () => {
  const counts = (entries: Record<string, [number, number]>): Counts =>
    new Map(Object.entries(entries).map(([sub, [active, inactive]]) => [sub, { active, inactive }]));
  const f = { status: 0, models: [] as string[], years: [] as string[], openOnly: false };

  it('reads the company partition, counted, without filters', () => {
    const plan = planCompany({ company_id: 1, sites: null }, f, counts({ ALL: [90, 10] }));
    expect(plan).toMatchObject({ subs: [Sub.all], countedTotal: 100 });
    expect(
      planCompany({ company_id: 1, sites: null }, { ...f, status: 2 }, counts({ ALL: [90, 10] }))
        .countedTotal,
    ).toBe(10);
  });

  it('reads the site partitions for sites (skipping empty ones), the open-issue ones with open issues only', () => {
    const c = counts({
      ALL: [100, 0],
      [Sub.site(2)]: [5, 0],
      [Sub.site(3)]: [0, 0],
      [Sub.siteOpen(2)]: [1, 0],
    });
    expect(planCompany({ company_id: 1, sites: [2, 3] }, f, c)).toMatchObject({
      subs: [Sub.site(2)],
      countedTotal: 5,
    });
    expect(planCompany({ company_id: 1, sites: [2, 3] }, { ...f, openOnly: true }, c)).toMatchObject({
      subs: [Sub.siteOpen(2)],
      countedTotal: 1,
    });
  });

  it('reads the model+year partitions for models and a year', () => {
    const c = counts({
      [Sub.modelYear('A', '2019')]: [3, 0],
      [Sub.modelYear('B', '2019')]: [2, 1],
      [Sub.model('A')]: [30, 0],
    });
    const plan = planCompany(
      { company_id: 1, sites: null },
      { ...f, models: ['A', 'B'], years: ['2019'] },
      c,
    );
    expect(plan.subs.sort()).toEqual([Sub.modelYear('A', '2019'), Sub.modelYear('B', '2019')]);
    expect(plan.countedTotal).toBe(6);
  });

  it('without a dedicated partition reads the smallest candidate and filters the rest', () => {
    const c = counts({ ALL: [1000, 0], [Sub.site(2)]: [400, 0], [Sub.model('A')]: [50, 0] });
    const plan = planCompany({ company_id: 1, sites: [2] }, { ...f, models: ['A'] }, c);
    expect(plan.countedTotal).toBeUndefined();
    expect(plan.subs).toEqual([Sub.model('A')]);
    expect(plan.residual).toMatchObject({ sites: [2], models: null });
    expect(passes({ site_id: 2, model_name: 'A', model_year: '', open: 0 }, plan.residual)).toBe(true);
    expect(passes({ site_id: 3, model_name: 'A', model_year: '', open: 0 }, plan.residual)).toBe(false);
  });

  it('offers open issues + model as either partition with the other filtered', () => {
    const kinds = candidatesFor({ company_id: 1, sites: null }, { ...f, models: ['A'], openOnly: true }).map(
      (c) => c.subs[0],
    );
    expect(kinds).toEqual(expect.arrayContaining([Sub.all, Sub.open, Sub.model('A')]));
  });

  it('merges partitions in list order, each asset once', () => {
    const merged = mergeEntries([
      [
        { asset_id: 1, order: '1#b#1' },
        { asset_id: 3, order: '2#a#3' },
      ],
      [
        { asset_id: 2, order: '1#a#2' },
        { asset_id: 1, order: '1#b#1' },
      ],
    ]);
    expect(merged.map((e) => e.asset_id)).toEqual([2, 1, 3]);
  });

  it('searches by the longest word and filters by the others', () => {
    expect(searchPlan('  CAT320gc0001  cat ')).toEqual({ prefix: 'cat320gc0001', others: ['cat'] });
    expect(searchPlan(' - ')).toBeNull();
  });
});

describe('scope', () => {
  const org = {
    companies: [{ company_id: 1 }, { company_id: 2 }],
    sites: [
      { site_id: 1, company_id: 1, status: 20 },
      { site_id: 2, company_id: 1, status: 1 },
      { site_id: 3, company_id: 1, status: 1 },
      { site_id: 4, company_id: 1, status: 2 },
      { site_id: 5, company_id: 2, status: 20 },
      { site_id: 6, company_id: 2, status: 1 },
    ],
  };

  it('gives a super admin every company, narrowed by the Company and Site filters', () => {
    expect(listScope({ roleId: 2, siteId: 1, sites: [] }, org)).toEqual([
      { company_id: 1, sites: null },
      { company_id: 2, sites: null },
    ]);
    expect(listScope({ roleId: 2, siteId: 1, sites: [] }, org, { company_id: [2] })).toEqual([
      { company_id: 2, sites: null },
    ]);
    expect(listScope({ roleId: 2, siteId: 1, sites: [] }, org, { site_id: [3] })).toEqual([
      { company_id: 1, sites: [3] },
    ]);
  });

  it('gives a company admin the companies of their sites only', () => {
    expect(listScope({ roleId: 6, siteId: 1, sites: [1, 2, 3, 4] }, org)).toEqual([
      { company_id: 1, sites: null },
    ]);
    expect(listScope({ roleId: 6, siteId: 1, sites: [1, 2, 3, 4] }, org, { company_id: [2] })).toEqual([]);
  });

  it('gives a manager the active site, or under All Sites their own sites but the all-sites entries', () => {
    expect(listScope({ roleId: 1, siteId: 2, sites: [2, 3] }, org)).toEqual([{ company_id: 1, sites: [2] }]);
    expect(listScope({ roleId: 1, siteId: 1, sites: [2, 3] }, org)).toEqual([
      { company_id: 1, sites: [2, 3] },
    ]);
    // Every site of the company: the company's own partitions.
    expect(listScope({ roleId: 5, siteId: 1, sites: [1, 2, 3, 4] }, org)).toEqual([
      { company_id: 1, sites: null },
    ]);
  });

  it('never widens the scope from the body', () => {
    expect(listScope({ roleId: 1, siteId: 2, sites: [2, 3] }, org, { site_id: [3, 6] })).toEqual([]);
    expect(listScope({ roleId: 1, siteId: 2, sites: [2, 3] }, org, { company_id: [2] })).toEqual([]);
    expect(listScope({ roleId: 1, siteId: 1, sites: [2, 3] }, org, { site_id: [3, 6] })).toEqual([
      { company_id: 1, sites: [3] },
    ]);
  });
});
