/**
 * The users list index (spec 2.11: search, Company, Status, Site and Role filters, paged with a
 * total), as pure rules; store/ reads and writes it. Lists are read by key, never scanned:
 *
 * - Each user has one entry per scope unit and role: units are each of their sites (`S2`), each
 *   company of those sites (`C1`) and the tenant (`T`); an entry's partition is `{unit}#R{role}`
 *   and its sort key `{status}#{username}#{uuid}`, so a status filter is a key condition and
 *   pages come out sorted (active first, then by username). The entry carries what a row shows.
 * - Counts answer `listsize` without reading the partitions: per partition (`{unit}#R{role}`, and
 *   `{unit}#ALL` counting each user once), split into COUNT_SHARDS items. A user always counts
 *   in the shard its uuid picks, so no item is touched by every write (a tenant-wide counter
 *   would be a ceiling on the tenant's write rate); reading a count sums its shards.
 * - A first page with one unit and at most one role reads the counts and `pageindex * pagesize`
 *   entries of each non-empty partition. Several units or roles, or a search, read the candidate
 *   partitions whole and count what they find.
 *
 * Which entries a user has is stored beside the user (its listing record), so a later change
 * removes exactly what was written even if the organisation changed in between.
 */
import { ALL_ROLE_IDS, UserStatus } from '#shared/codes.js';
import { mergeEntries as mergeInOrder } from '#lib/list-index/entries.js';

/** The shard a user counts in (by uuid, so an increment and its later decrement meet), and how many there are. */
export { COUNT_SHARDS, shardOf } from '#lib/list-index/counts.js';

/** The fields of a user the list shows, searches and filters on. */
export interface ListedUser {
  tenant: string;
  uuid: string;
  username: string;
  firstname: string;
  lastname: string;
  status: number;
  roles: number[];
  sites: number[];
  default_role_web?: number;
  default_role_app?: number;
  is_registration_succeed: boolean;
}

/** One list entry as read back. */
export type ListEntry = Omit<ListedUser, 'tenant'> & { sk: string };

/** What was written for a user, so the next write can remove exactly that. */
export interface ListingState {
  units: string[];
  roles: number[];
  status: number;
  sk: string;
}

export const ALL_ROLES = 'ALL';

export const siteUnit = (siteId: number) => `S${siteId}`;
export const companyUnit = (companyId: number) => `C${companyId}`;
export const TENANT_UNIT = 'T';

export const partitionOf = (unit: string, role: number) => `${unit}#R${role}`;
/** The partition a count is kept for: one role's, or every role's (each user once). */
export const countPartitionOf = (unit: string, role: number | typeof ALL_ROLES) =>
  role === ALL_ROLES ? `${unit}#${ALL_ROLES}` : partitionOf(unit, role);
export const sortKeyOf = (status: number, username: string, uuid: string) =>
  `${status}#${username.toLowerCase()}#${uuid}`;
export const searchTextOf = (u: Pick<ListedUser, 'username' | 'firstname' | 'lastname'>) =>
  `${u.username}\n${u.firstname} ${u.lastname}`.toLowerCase();

/** Units a user is listed under: their sites, those sites' companies and the tenant. */
export function listingStateOf(
  user: ListedUser,
  companyOfSite: (siteId: number) => number | undefined,
): ListingState | null {
  if (user.roles.length === 0) return null;
  const companies = new Set<number>();
  for (const site of user.sites) {
    const company = companyOfSite(site);
    if (company !== undefined) companies.add(company);
  }
  const units = [...user.sites.map(siteUnit), ...[...companies].map(companyUnit), TENANT_UNIT];
  return {
    units,
    roles: [...user.roles],
    status: user.status,
    sk: sortKeyOf(user.status, user.username, user.uuid),
  };
}

export const partitionsOf = (state: ListingState) =>
  state.units.flatMap((unit) => state.roles.map((role) => partitionOf(unit, role)));

/** Count changes by count partition and status (`{partition}|{status}` -> delta). */
export type CountDeltas = Map<string, number>;
export const deltaKey = (countPartition: string, status: number) => `${countPartition}|${status}`;

export function addCounts(deltas: CountDeltas, state: ListingState, sign: 1 | -1): CountDeltas {
  for (const unit of state.units) {
    for (const role of [ALL_ROLES, ...state.roles] as const) {
      const key = deltaKey(countPartitionOf(unit, role), state.status);
      deltas.set(key, (deltas.get(key) ?? 0) + sign);
    }
  }
  return deltas;
}

/** The non-zero count changes of moving a user from `before` to `after`, grouped by count partition. */
export function countChanges(
  before: ListingState | null,
  after: ListingState | null,
): Map<string, Record<number, number>> {
  const deltas: CountDeltas = new Map();
  if (before) addCounts(deltas, before, -1);
  if (after) addCounts(deltas, after, 1);
  const byPartition = new Map<string, Record<number, number>>();
  for (const [key, delta] of deltas) {
    if (delta === 0) continue;
    const [partition, status] = key.split('|');
    byPartition.set(partition, { ...byPartition.get(partition), [Number(status)]: delta });
  }
  return byPartition;
}

export interface ListQuery {
  units: string[];
  /** Empty for every role. */
  roles: number[];
  /** 0 for every status. */
  status: number;
  search: string;
  pageSize: number;
  pageIndex: number;
}

/** Counts by count partition and status, summed over shards. */
export type ListCounts = Map<string, Record<number, number>>;

export const statusesOf = (q: Pick<ListQuery, 'status'>) =>
  q.status ? [q.status] : [UserStatus.Active, UserStatus.Inactive];

export function countOf(
  counts: ListCounts,
  q: Pick<ListQuery, 'status'>,
  unit: string,
  role: number | typeof ALL_ROLES,
): number {
  const byStatus = counts.get(countPartitionOf(unit, role)) ?? {};
  return statusesOf(q).reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
}

/** The count partitions a query needs: each unit's roles (or all of them) and its every-role count. */
export const countPartitionsFor = (q: ListQuery) =>
  q.units.flatMap((unit) => [
    countPartitionOf(unit, ALL_ROLES),
    ...(q.roles.length ? q.roles : ALL_ROLE_IDS).map((role) => countPartitionOf(unit, role)),
  ]);

export interface ReadPlan {
  /** Entry partitions to read (those with a count above zero). */
  partitions: string[];
  /** Set when the counts answer the total: read only the first `limit` entries of each partition. */
  countedTotal?: number;
  limit?: number;
}

/** Which partitions to read, and whether the counts give the total (one unit, at most one role, no search). */
export function planRead(q: ListQuery, counts: ListCounts): ReadPlan {
  const roles = q.roles.length ? q.roles : ALL_ROLE_IDS;
  const partitions = q.units.flatMap((unit) =>
    roles.filter((role) => countOf(counts, q, unit, role) > 0).map((role) => partitionOf(unit, role)),
  );
  if (q.search || q.units.length !== 1 || q.roles.length > 1) return { partitions };
  // The first n distinct entries of the merge are among the first n of each partition.
  const countedTotal = countOf(counts, q, q.units[0], q.roles.length === 1 ? q.roles[0] : ALL_ROLES);
  return { partitions, countedTotal, limit: (q.pageIndex - 1) * q.pageSize + q.pageSize };
}

/** Merges partitions' entries in key order; a user listed in several partitions appears once. */
export const mergeEntries = (lists: ListEntry[][]): ListEntry[] => mergeInOrder(lists, (e) => e.sk);
