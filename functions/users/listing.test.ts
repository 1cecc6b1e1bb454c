/** The users list index rules: units, count changes, shards and the read plan. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Role, UserStatus } from '#shared/codes.js';
import {
  COUNT_SHARDS,
  countChanges,
  listingStateOf,
  planRead,
  shardOf,
  type ListCounts,
  type ListedUser,
} from './listing.js';

const companyOf = (site: number) => (site < 5 ? 1 : 2);
const user = (over: Partial<ListedUser> = {}): ListedUser => ({
  tenant: 't',
  uuid: randomUUID(),
  username: 'a@x.test',
  firstname: 'A',
  lastname: 'B',
  status: UserStatus.Active,
  roles: [Role.Operator],
  sites: [2],
  is_registration_succeed: true,
  ...over,
});

describe('users list index', () => {
  it('lists a user under each site, its company and the tenant', () => {
    expect(listingStateOf(user({ sites: [2, 6] }), companyOf)?.units).toEqual(['S2', 'S6', 'C1', 'C2', 'T']);
    expect(listingStateOf(user({ roles: [] }), companyOf)).toBeNull();
  });

  it('counts a new user once per unit in every-role and in each role, and moves counts on a status change', () => {
    const state = listingStateOf(user({ roles: [Role.Manager, Role.Executive] }), companyOf)!;
    const created = countChanges(null, state);
    expect(created.get('S2#ALL')).toEqual({ [UserStatus.Active]: 1 });
    expect(created.get(`S2#R${Role.Manager}`)).toEqual({ [UserStatus.Active]: 1 });
    expect(created.get(`T#R${Role.Executive}`)).toEqual({ [UserStatus.Active]: 1 });
    expect(created.size).toBe(3 * 3);
    const inactive = { ...state, status: UserStatus.Inactive };
    expect(countChanges(state, inactive).get('T#ALL')).toEqual({
      [UserStatus.Active]: -1,
      [UserStatus.Inactive]: 1,
    });
    expect(countChanges(state, state).size).toBe(0);
  });

  it('spreads the tenant-wide counts of many users over every shard (no item every write touches)', () => {
    const shards = new Set(Array.from({ length: 200 }, () => shardOf(randomUUID())));
    expect(shards.size).toBe(COUNT_SHARDS);
    const uuid = randomUUID();
    expect(shardOf(uuid)).toBe(shardOf(uuid));
  });

  it('lets the counts answer the total only for one unit, at most one role and no search', () => {
    const counts: ListCounts = new Map([
      ['S2#ALL', { 1: 30, 2: 2 }],
      [`S2#R${Role.Operator}`, { 1: 25, 2: 0 }],
      [`S2#R${Role.Manager}`, { 1: 5, 2: 2 }],
    ]);
    const base = { units: ['S2'], roles: [], status: 0, search: '', pageSize: 20, pageIndex: 2 };
    const plan = planRead(base, counts);
    expect(plan).toMatchObject({ countedTotal: 32, limit: 40 });
    expect([...plan.partitions].sort()).toEqual([`S2#R${Role.Manager}`, `S2#R${Role.Operator}`].sort());
    expect(planRead({ ...base, status: UserStatus.Inactive }, counts)).toMatchObject({
      partitions: [`S2#R${Role.Manager}`],
      countedTotal: 2,
    });
    expect(planRead({ ...base, search: 'x' }, counts).countedTotal).toBeUndefined();
    expect(planRead({ ...base, units: ['S2', 'S3'] }, counts).countedTotal).toBeUndefined();
  });
});
