/** The roll-up changes of inspection writes (pure): which items, which day, which counters. */
import { describe, expect, it, vi } from 'vitest';
import {
  mergeRollupChanges,
  rollupChanges,
  rollupKeys,
  rollupUpdate,
  rollupUpdateByToolbox,
  type RolledInspection,
} from './rollups.js';

const draft: RolledInspection = {
  tenant: 't1',
  inspection_id: 'i1',
  company_id: 1,
  site_id: 2,
  asset_id: 7,
  internal_asset_id: 'LD-7',
  asset_name: 'Loader 7',
  status: 0,
  meter_hours: 0,
};
const pending = { ...draft, status: 8, submitted_at: '2026-03-08T05:30:00.000Z', meter_hours: 120 };

describe('rollupChanges', () => {
  it('counts a submit on the site-local day: site, type, asset month and the asset summary', () => {
    // 05:30 UTC on the 8th is the evening of the 7th in Los Angeles.
    const changes = rollupChanges(
      draft,
      pending,
      { asset_type: 'Loader', meter_hours: 100 },
      'America/Los_Angeles',
    );
    expect(changes.map((c) => c.key.rollup)).toEqual([
      rollupKeys.site('2026-03'),
      rollupKeys.type('2026-03', 'Loader'),
      rollupKeys.asset('2026-03', 7),
      rollupKeys.summary(7),
    ]);
    expect(changes[0].add).toEqual({ s07: 1, u07: 20 });
    expect(changes[2]).toMatchObject({ set: { l07: 120 }, setIfAbsent: { f07: 120 } });
    expect(changes[3]).toMatchObject({
      add: { submitted: 1 },
      set: { latest_inspection_at: pending.submitted_at, latest_hours: 120 },
      setIfAbsent: { first_inspection_at: pending.submitted_at },
    });
    // In UTC it is the 8th.
    expect(rollupChanges(draft, pending, { asset_type: 'Loader', meter_hours: 100 }, 'UTC')[0].add).toEqual({
      s08: 1,
      u08: 20,
    });
  });

  it('counts an approval on the submit day with the minutes it took, and a corrected reading as usage', () => {
    const accepted = { ...pending, status: 10, approved_at: '2026-03-08T07:00:00.000Z', meter_hours: 125 };
    const changes = rollupChanges(
      pending,
      accepted,
      { asset_type: 'Loader', meter_hours: 120 },
      'America/Los_Angeles',
    );
    expect(changes[0].add).toEqual({ a07: 1, m07: 90, u07: 5 });
    expect(changes[3]).toMatchObject({ set: { latest_hours: 125 }, add: {} });
    // Approving without a change of hours: no summary write.
    expect(
      rollupChanges(pending, { ...accepted, meter_hours: 120 }, {}, 'UTC').map((c) => c.key.rollup),
    ).toHaveLength(3);
  });

  it('counts an auto-approved submit as submitted and approved; drafts and check-ins not at all', () => {
    const auto = { ...pending, status: 10, approved_at: pending.submitted_at };
    expect(rollupChanges(draft, auto, { meter_hours: 120 }, 'UTC')[0].add).toEqual({
      s08: 1,
      a08: 1,
      m08: 0,
    });
    expect(rollupChanges(null, draft, {}, 'UTC')).toEqual([]);
    expect(rollupChanges(auto, { ...auto }, {}, 'UTC')).toEqual([]);
    expect(rollupChanges(draft, pending, {}, 'UTC')[1].key.rollup).toBe(
      rollupKeys.type('2026-03', 'Unspecified'),
    );
  });

  it('sums many inspections per item, the latest summary values from the latest inspection', () => {
    const a = rollupChanges(
      null,
      { ...pending, status: 10, submitted_at: '2026-03-02T12:00:00.000Z', meter_hours: 10 },
      {},
      'UTC',
    );
    const b = rollupChanges(
      null,
      { ...pending, status: 10, submitted_at: '2026-03-01T12:00:00.000Z', meter_hours: 5 },
      {},
      'UTC',
    );
    const merged = mergeRollupChanges([...a, ...b]);
    expect(merged).toHaveLength(4);
    expect(merged[0].add).toMatchObject({ s02: 1, a02: 1, s01: 1, a01: 1 });
    expect(merged[3]).toMatchObject({
      add: { submitted: 2 },
      set: { latest_inspection_at: '2026-03-02T12:00:00.000Z', latest_hours: 10 },
      setIfAbsent: { first_inspection_at: '2026-03-01T12:00:00.000Z' },
    });
  });
});

/** An Update's clauses with names and values put in ('SET x = if_not_exists(x, 5)'), sorted: two spellings of one update compare equal. */
function clauses(update: {
  UpdateExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}) {
  const put = (text: string) =>
    text.replace(/[#:][A-Za-z0-9_]+/g, (token) =>
      token.startsWith('#')
        ? update.ExpressionAttributeNames![token]
        : JSON.stringify(update.ExpressionAttributeValues![token]),
    );
  const [, set = '', add = ''] = /^SET (.*?)(?: ADD (.*))?$/.exec(update.UpdateExpression)!;
  return [
    ...set.split(/, (?![^(]*\))/).map((c) => `SET ${put(c)}`),
    ...(add ? add.split(', ').map((c) => `ADD ${put(c)}`) : []),
  ].sort();
}

describe('rollupUpdate (the submit’s hand-built Update)', () => {
  it('writes what the toolbox’s Update of the entity writes, for every kind of change', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-08T06:00:00.000Z'));
    try {
      const now = new Date().toISOString();
      const accepted = { ...pending, status: 10, approved_at: '2026-03-08T07:00:00.000Z', meter_hours: 125 };
      const changes = [
        ...rollupChanges(
          draft,
          pending,
          { asset_type: 'Loader', meter_hours: 100, asset_serial_number: 'SN-1' },
          'America/Los_Angeles',
        ),
        ...rollupChanges(pending, accepted, { asset_type: 'Loader', meter_hours: 120 }, 'UTC'),
      ];
      expect(changes.length).toBeGreaterThanOrEqual(8);
      for (const change of changes) {
        const mine = rollupUpdate(change, now);
        const theirs = (
          rollupUpdateByToolbox(change) as unknown as {
            params(): { Update: Parameters<typeof clauses>[0] & { Key: unknown } };
          }
        ).params().Update;
        expect(mine.Key).toEqual(theirs.Key);
        expect(clauses(mine)).toEqual(clauses(theirs));
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
