/**
 * The users list index (spec 2.11: search, Company, Status, Site and Role filters, paged by index
 * with a total). Lists are read by key, never scanned:
 *
 * - Each user has one entry per scope unit and role: units are each of their sites (`S2`), each
 *   company of those sites (`C1`) and the tenant (`T`); the entry's partition is
 *   `{tenant}#ULIST#{unit}#R{role}` and its sort key `{status}#{username}#{uuid}`, so a status
 *   filter is a key condition and pages come out sorted (active first, then by username). The
 *   entry carries what a list row shows, so a page needs no other read.
 * - One counter item per tenant holds, per unit, role (and `ALL`) and status, how many users
 *   there are. It changes in the same transaction as the entries it counts, and it answers
 *   `listsize` without reading the partitions.
 * - A first page with one unit and at most one role reads the counters and `pageindex *
 *   pagesize` entries of each non-empty partition. Several units or roles (a user can sit in
 *   several) or a search read the candidate partitions whole and count what they find.
 *
 * Which entries a user has is stored beside the user (`LISTING`), so a later change removes
 * exactly what was written even if the organisation changed in between.
 */
import { BatchGetCommand, GetCommand, QueryCommand, type BatchGetCommandInput, type BatchGetCommandOutput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ALL_ROLE_IDS, UserStatus } from '../../shared/codes.js';
import { getDocumentClient } from '../lib/aws.js';
import { config } from '../lib/config.js';
import { keys } from '../lib/db.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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

export const LISTING_SK = 'LISTING';
const COUNTS_SK = 'COUNTS';
const ALL = 'ALL';

export const siteUnit = (siteId: number) => `S${siteId}`;
export const companyUnit = (companyId: number) => `C${companyId}`;
export const TENANT_UNIT = 'T';

const partitionOf = (unit: string, role: number) => `${unit}#R${role}`;
const counterName = (unit: string, role: number | typeof ALL, status: number) => `${unit}_${role === ALL ? ALL : `R${role}`}_${status}`;
export const sortKeyOf = (status: number, username: string, uuid: string) => `${status}#${username.toLowerCase()}#${uuid}`;
const searchTextOf = (u: Pick<ListedUser, 'username' | 'firstname' | 'lastname'>) => `${u.username}\n${u.firstname} ${u.lastname}`.toLowerCase();

/** Units a user is listed under: their sites, those sites' companies and the tenant. */
export function listingStateOf(user: ListedUser, companyOfSite: (siteId: number) => number | undefined): ListingState | null {
  if (user.roles.length === 0) return null;
  const companies = new Set<number>();
  for (const site of user.sites) {
    const company = companyOfSite(site);
    if (company !== undefined) companies.add(company);
  }
  const units = [...user.sites.map(siteUnit), ...[...companies].map(companyUnit), TENANT_UNIT];
  return { units, roles: [...user.roles], status: user.status, sk: sortKeyOf(user.status, user.username, user.uuid) };
}

const partitionsOf = (state: ListingState) => state.units.flatMap((unit) => state.roles.map((role) => partitionOf(unit, role)));

function addCounts(deltas: Map<string, number>, state: ListingState, sign: 1 | -1) {
  for (const unit of state.units) {
    deltas.set(counterName(unit, ALL, state.status), (deltas.get(counterName(unit, ALL, state.status)) ?? 0) + sign);
    for (const role of state.roles) {
      const name = counterName(unit, role, state.status);
      deltas.set(name, (deltas.get(name) ?? 0) + sign);
    }
  }
}

/** A counter update adding the deltas (top-level ADD creates missing attributes and the item). */
export function counterUpdate(tenant: string, deltas: Map<string, number>): TransactItem | null {
  const changes = [...deltas].filter(([, delta]) => delta !== 0);
  if (changes.length === 0) return null;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const clauses = changes.map(([name, delta], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = delta;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      TableName: config.tableName,
      Key: { pk: keys.userListCounts(tenant), sk: COUNTS_SK },
      UpdateExpression: `ADD ${clauses.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * The writes that move a user's list entries from `before` to `after` (either may be absent):
 * entries no longer wanted are deleted, wanted ones written (overwriting same keys), the counters
 * moved, and the stored listing state replaced. `recordMustBeNew` guards a rebuild against
 * indexing a user twice.
 */
export function listingWrites(
  tenant: string,
  uuid: string,
  before: ListingState | null,
  after: { state: ListingState; user: ListedUser } | null,
  options: { recordMustBeNew?: boolean } = {},
): TransactItem[] {
  const writes: TransactItem[] = [];
  const wanted = new Set(after ? partitionsOf(after.state) : []);
  if (before) {
    for (const partition of partitionsOf(before)) {
      if (after && wanted.has(partition) && after.state.sk === before.sk) continue;
      writes.push({ Delete: { TableName: config.tableName, Key: { pk: keys.userList(tenant, partition), sk: before.sk } } });
    }
  }
  if (after) {
    const { user, state } = after;
    const entry = {
      uuid: user.uuid,
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      status: user.status,
      roles: user.roles,
      sites: user.sites,
      default_role_web: user.default_role_web,
      default_role_app: user.default_role_app,
      is_registration_succeed: user.is_registration_succeed,
      search: searchTextOf(user),
    };
    for (const partition of wanted) {
      writes.push({ Put: { TableName: config.tableName, Item: { pk: keys.userList(tenant, partition), sk: state.sk, ...entry } } });
    }
  }
  const recordKey = { pk: keys.user(tenant, uuid), sk: LISTING_SK };
  if (after) {
    writes.push({
      Put: {
        TableName: config.tableName,
        Item: { ...recordKey, units: after.state.units, roles: after.state.roles, status: after.state.status, sk_value: after.state.sk },
        ...(options.recordMustBeNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      },
    });
  } else if (before) {
    writes.push({ Delete: { TableName: config.tableName, Key: recordKey } });
  }
  const deltas = new Map<string, number>();
  if (before) addCounts(deltas, before, -1);
  if (after) addCounts(deltas, after.state, 1);
  const counter = counterUpdate(tenant, deltas);
  if (counter) writes.push(counter);
  return writes;
}

/** Counter deltas for many users at once (bulk seeding writes one counter update). */
export function countDeltas(states: ListingState[]): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const state of states) addCounts(deltas, state, 1);
  return deltas;
}

/** Which of these users already have list entries (their listing record). */
export async function usersWithListing(tenant: string, uuids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < uuids.length; i += 100) {
    let request: BatchGetCommandInput['RequestItems'] = {
      [config.tableName]: { Keys: uuids.slice(i, i + 100).map((uuid) => ({ pk: keys.user(tenant, uuid), sk: LISTING_SK })), ProjectionExpression: 'pk' },
    };
    while (request && Object.keys(request).length) {
      const page: BatchGetCommandOutput = await getDocumentClient().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of page.Responses?.[config.tableName] ?? []) found.add((item.pk as string).slice(keys.user(tenant, '').length));
      request = page.UnprocessedKeys;
    }
  }
  return found;
}

export async function readListingState(tenant: string, uuid: string): Promise<ListingState | null> {
  const { Item } = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: { pk: keys.user(tenant, uuid), sk: LISTING_SK }, ConsistentRead: true }),
  );
  return Item ? { units: Item.units as string[], roles: Item.roles as number[], status: Item.status as number, sk: Item.sk_value as string } : null;
}

export type ListCounts = Record<string, number>;

/**
 * The tenant's list counters (one small item). Until its `indexed` mark is set (after a rebuild
 * has made sure every user has entries) the list is not trusted.
 * Read beside the org so a list page costs one round trip less.
 */
export async function readListCounts(tenant: string): Promise<ListCounts | undefined> {
  const { Item } = await getDocumentClient().send(new GetCommand({ TableName: config.tableName, Key: { pk: keys.userListCounts(tenant), sk: COUNTS_SK } }));
  return Item as ListCounts | undefined;
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

export interface ListPage {
  entries: ListEntry[];
  total: number;
  /** False when the tenant has no counters yet (never indexed). */
  indexed: boolean;
}

const toEntry = (item: Record<string, unknown>): ListEntry => ({
  sk: item.sk as string,
  uuid: item.uuid as string,
  username: item.username as string,
  firstname: item.firstname as string,
  lastname: item.lastname as string,
  status: item.status as number,
  roles: (item.roles as number[]) ?? [],
  sites: (item.sites as number[]) ?? [],
  default_role_web: item.default_role_web as number | undefined,
  default_role_app: item.default_role_app as number | undefined,
  is_registration_succeed: Boolean(item.is_registration_succeed),
});

/** Reads up to `limit` entries of one partition (all when limit is undefined), in key order. */
async function readPartition(tenant: string, partition: string, q: ListQuery, limit?: number): Promise<ListEntry[]> {
  const entries: ListEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': keys.userList(tenant, partition) };
  let condition = 'pk = :pk';
  if (q.status) {
    condition += ' AND begins_with(sk, :status)';
    values[':status'] = `${q.status}#`;
  }
  let filter: string | undefined;
  if (q.search) {
    filter = 'contains(#search, :search)';
    names['#search'] = 'search';
    values[':search'] = q.search.toLowerCase();
  }
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: condition,
        FilterExpression: filter,
        ExpressionAttributeNames: filter ? names : undefined,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: startKey,
        Limit: limit === undefined ? undefined : limit - entries.length,
      }),
    );
    for (const item of page.Items ?? []) entries.push(toEntry(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (limit === undefined || entries.length < limit));
  return entries;
}

/** Merges partitions' entries in key order; a user listed in several partitions appears once. */
function mergeEntries(lists: ListEntry[][]): ListEntry[] {
  const bySk = new Map<string, ListEntry>();
  for (const list of lists) for (const entry of list) bySk.set(entry.sk, entry);
  return [...bySk.values()].sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0));
}

export async function queryListing(tenant: string, q: ListQuery, counts: ListCounts | undefined): Promise<ListPage> {
  if (!counts?.indexed) return { entries: [], total: 0, indexed: false };
  const roles = q.roles.length ? q.roles : ALL_ROLE_IDS;
  const statuses = q.status ? [q.status] : [UserStatus.Active, UserStatus.Inactive];
  const count = (unit: string, role: number | typeof ALL) => statuses.reduce((sum, status) => sum + (counts[counterName(unit, role, status)] ?? 0), 0);
  const partitions = q.units.flatMap((unit) => roles.filter((role) => count(unit, role) > 0).map((role) => partitionOf(unit, role)));
  const start = (q.pageIndex - 1) * q.pageSize;

  const countersAnswer = !q.search && q.units.length === 1 && q.roles.length <= 1;
  if (countersAnswer) {
    const total = count(q.units[0], q.roles.length === 1 ? q.roles[0] : ALL);
    if (start >= total || partitions.length === 0) return { entries: [], total, indexed: true };
    // The first n distinct entries of the merge are among the first n of each partition.
    const need = start + q.pageSize;
    const lists = await Promise.all(partitions.map((partition) => readPartition(tenant, partition, q, need)));
    return { entries: mergeEntries(lists).slice(start, need), total, indexed: true };
  }
  const lists = await Promise.all(partitions.map((partition) => readPartition(tenant, partition, q)));
  const merged = mergeEntries(lists);
  return { entries: merged.slice(start, start + q.pageSize), total: merged.length, indexed: true };
}

/** Marks the tenant as indexed: every user has list entries (the item exists even with no users). */
export function markIndexed(tenant: string): TransactItem {
  return {
    Update: {
      TableName: config.tableName,
      Key: { pk: keys.userListCounts(tenant), sk: COUNTS_SK },
      UpdateExpression: 'SET #indexed = :one',
      ExpressionAttributeNames: { '#indexed': 'indexed' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}
