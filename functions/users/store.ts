/**
 * Users: the tenant's user records, their uniqueness sentinels, and the users list index whose
 * rules are in listing.ts. Every write that changes what the list shows moves the list entries
 * and counts in the same transaction.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { BatchGetCommand, execute as executeBatchGet } from 'dynamodb-toolbox/table/actions/batchGet';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { UserStatus } from '../../shared/codes.js';
import { Messages } from '../../shared/messages.js';
import { table } from '../lib/db.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { failedCondition, isTransactionConflict, withRetry } from '../lib/retry.js';
import { getOrg, type Org } from '../tenancy/store.js';
import {
  COUNT_SHARDS,
  countChanges,
  countPartitionsFor,
  listingStateOf,
  mergeEntries,
  partitionsOf,
  planRead,
  searchTextOf,
  shardOf,
  type ListCounts,
  type ListedUser,
  type ListEntry,
  type ListingState,
  type ListQuery,
} from './listing.js';

export const userKeys = {
  user: (tenant: string, uuid: string) => `${tenant}#USER#${uuid}`,
  /** gsi1: every user of the tenant, by username. */
  usersIndex: (tenant: string) => `${tenant}#USERS`,
  unique: (tenant: string, kind: string, value: string) => `${tenant}#UNIQUE#${kind}#${value.toLowerCase()}`,
  /** A users list partition (`{unit}#R{role}`, listing.ts). */
  userList: (tenant: string, partition: string) => `${tenant}#ULIST#${partition}`,
  /** The shards of a users list count (`{unit}#R{role}` or `{unit}#ALL`). */
  userListCount: (tenant: string, countPartition: string) => `${tenant}#ULISTCOUNT#${countPartition}`,
  userListState: (tenant: string) => `${tenant}#ULIST`,
};

/** What a user record and its list entries both carry. */
const listedAttributes = {
    username: string(),
    firstname: string(),
    lastname: string(),
    status: number(),
    roles: list(number()),
    sites: list(number()),
    default_role_web: number().optional(),
    default_role_app: number().optional(),
};

export const UserEntity = new Entity({
  name: 'User',
  table,
  schema: item({
    tenant: string().key(),
    uuid: string().key(),
    ...listedAttributes,
    email: string(),
    active_role_web: number().optional(),
    active_role_app: number().optional(),
    default_site: number().optional(),
    active_site: number().optional(),
    default_company: number().optional(),
    active_company: number().optional(),
    prefer_language_id: number().default(1),
    is_registration_succeed: boolean().default(false),
    notification_token: string().optional(),
    email_notification_status: boolean().default(true),
    executive_report_status: boolean().default(false),
    operator_usage_report_email_not_status: boolean().default(false),
    manager_pm_notification_status: boolean().default(true),
    /** Badge counter, changed only in the same transaction as the notification write it counts. */
    unread_notifications: number().default(0),
    total_notifications: number().default(0),
    /** Optimistic lock: every profile update checks and bumps it. */
    version: number().default(1),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
  }),
  computeKey: ({ tenant, uuid }: { tenant: string; uuid: string }) => ({
    pk: userKeys.user(tenant, uuid),
    sk: 'USER',
  }),
});

/** Uniqueness sentinel (username, e-mail): written in the same transaction as the item it guards. */
export const UniqueEntity = new Entity({
  name: 'Unique',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    kind: string().key(),
    value: string().key(),
    ref: string(),
  }),
  computeKey: ({ tenant, kind, value }: { tenant: string; kind: string; value: string }) => ({
    pk: userKeys.unique(tenant, kind, value),
    sk: 'UNIQUE',
  }),
});

/** A users list entry: what a list row shows, in one partition of the index. */
export const UserListEntryEntity = new Entity({
  name: 'UserListEntry',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    list_partition: string().key(),
    entry_key: string().key(),
    uuid: string(),
    ...listedAttributes,
    is_registration_succeed: boolean(),
    search: string(),
  }),
  computeKey: ({ tenant, list_partition, entry_key }: { tenant: string; list_partition: string; entry_key: string }) => ({
    pk: userKeys.userList(tenant, list_partition),
    sk: entry_key,
  }),
});

/** Which list entries a user has (beside the user), so the next write removes exactly those. */
export const UserListingEntity = new Entity({
  name: 'UserListing',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    uuid: string().key(),
    units: list(string()),
    roles: list(number()),
    status: number(),
    entry_key: string(),
  }),
  computeKey: ({ tenant, uuid }: { tenant: string; uuid: string }) => ({ pk: userKeys.user(tenant, uuid), sk: 'LISTING' }),
});

/** One shard of a users list count, by status (1 active, 2 inactive). */
export const UserListCountEntity = new Entity({
  name: 'UserListCount',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    count_partition: string().key(),
    shard: number().key(),
    /** Absent until a user of that status counts here. */
    status_1: number().optional(),
    status_2: number().optional(),
  }),
  computeKey: ({ tenant, count_partition, shard }: { tenant: string; count_partition: string; shard: number }) => ({
    pk: userKeys.userListCount(tenant, count_partition),
    sk: `SHARD#${shard}`,
  }),
});

/** Set once every user of the tenant has list entries (a rebuild made sure); until then the index is not trusted. */
export const UserListStateEntity = new Entity({
  name: 'UserListState',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), indexed: boolean() }),
  computeKey: ({ tenant }: { tenant: string }) => ({ pk: userKeys.userListState(tenant), sk: 'INDEXED' }),
});

export type User = FormattedItem<typeof UserEntity>;
export type NewUser = Omit<User, 'created' | 'modified' | 'version' | 'unread_notifications' | 'total_notifications'>;

/** username -> uuid never changes once written, so each process can keep what it has looked up. */
const uuidByUsername = new Map<string, string>();

export async function getUser(tenant: string, uuid: string): Promise<User | undefined> {
  const { Item } = await UserEntity.build(GetItemCommand).key({ tenant, uuid }).options({ consistent: true }).send();
  return Item;
}

/** The user, or the 404 'user not found' answer. */
export async function getUserOrNotFound(tenant: string, uuid: string): Promise<User> {
  const user = await getUser(tenant, uuid);
  if (!user) throw notFound(Messages.userNotFound);
  return user;
}

export async function findUuidByUsername(tenant: string, username: string): Promise<string | undefined> {
  const cacheKey = `${tenant}#${username.toLowerCase()}`;
  const cached = uuidByUsername.get(cacheKey);
  if (cached) return cached;
  const { Item } = await UniqueEntity.build(GetItemCommand)
    .key({ tenant, kind: 'USERNAME', value: username.toLowerCase() })
    .send();
  if (Item) uuidByUsername.set(cacheKey, Item.ref);
  return Item?.ref;
}

export async function getUserByUsername(tenant: string, username: string): Promise<User | undefined> {
  const uuid = await findUuidByUsername(tenant, username);
  return uuid ? getUser(tenant, uuid) : undefined;
}

/** Whether a username or an e-mail is already taken in the tenant (a pre-check; the write's condition decides). */
export async function identityTaken(tenant: string, username: string, email: string): Promise<string | null> {
  const [byName, byEmail] = await Promise.all([
    UniqueEntity.build(GetItemCommand).key({ tenant, kind: 'USERNAME', value: username.toLowerCase() }).send(),
    UniqueEntity.build(GetItemCommand).key({ tenant, kind: 'EMAIL', value: email.toLowerCase() }).send(),
  ]);
  if (byName.Item) return Messages.usernameTaken;
  if (byEmail.Item) return Messages.emailTaken;
  return null;
}

// ---- transactions ----

const MAX_TRANSACTION_ITEMS = 100;

type Transaction = Parameters<typeof execute>[number];
type Transactions = Parameters<typeof execute>;

/** Writes all or nothing; another attempt when a concurrent transaction held one of the items. */
async function writeAll(transactions: Transaction[]): Promise<void> {
  if (transactions.length > MAX_TRANSACTION_ITEMS) throw badRequest(Messages.tooManyAssignments);
  await withRetry(() => execute(...(transactions as Transactions)), { retryIf: isTransactionConflict });
}

const companyLookup = (org: Org) => {
  const companyOf = new Map(org.sites.map((site) => [site.site_id, site.company_id]));
  return (siteId: number) => companyOf.get(siteId);
};

function uniqueWrites(user: Pick<User, 'tenant' | 'uuid' | 'username' | 'email'>): Transaction[] {
  return (['USERNAME', 'EMAIL'] as const).map((kind) =>
    UniqueEntity.build(PutTransaction)
      .item({ tenant: user.tenant, kind, value: (kind === 'USERNAME' ? user.username : user.email).toLowerCase(), ref: user.uuid })
      .options({ condition: { attr: 'tenant', exists: false } }),
  );
}

function userItem(user: NewUser) {
  return {
    ...user,
    unread_notifications: 0,
    total_notifications: 0,
    version: 1,
    gsi1pk: userKeys.usersIndex(user.tenant),
    gsi1sk: user.username.toLowerCase(),
  };
}

const entryOf = (tenant: string, partition: string, state: ListingState, user: ListedUser) => ({
  tenant,
  list_partition: partition,
  entry_key: state.sk,
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
});

/**
 * The writes that move a user's list entries from `before` to `after` (either may be absent):
 * entries no longer wanted are deleted, wanted ones written (overwriting same keys), the counts
 * moved in the user's shard, and the listing record replaced. `recordMustBeNew` guards a rebuild
 * against indexing a user twice.
 */
function listingWrites(
  tenant: string,
  uuid: string,
  before: ListingState | null,
  after: { state: ListingState; user: ListedUser } | null,
  options: { recordMustBeNew?: boolean } = {},
): Transaction[] {
  const writes: Transaction[] = [];
  const wanted = new Set(after ? partitionsOf(after.state) : []);
  if (before) {
    for (const partition of partitionsOf(before)) {
      if (after && wanted.has(partition) && after.state.sk === before.sk) continue;
      writes.push(UserListEntryEntity.build(DeleteTransaction).key({ tenant, list_partition: partition, entry_key: before.sk }));
    }
  }
  if (after) {
    for (const partition of wanted) writes.push(UserListEntryEntity.build(PutTransaction).item(entryOf(tenant, partition, after.state, after.user)));
    const record = { tenant, uuid, units: after.state.units, roles: after.state.roles, status: after.state.status, entry_key: after.state.sk };
    const put = UserListingEntity.build(PutTransaction).item(record);
    // A record without entry_key was written by an older index: rebuild it too.
    writes.push(options.recordMustBeNew ? put.options({ condition: { or: [{ attr: 'tenant', exists: false }, { attr: 'entry_key', exists: false }] } }) : put);
  } else if (before) {
    writes.push(UserListingEntity.build(DeleteTransaction).key({ tenant, uuid }));
  }
  const shard = shardOf(uuid);
  for (const [partition, byStatus] of countChanges(before, after?.state ?? null)) {
    writes.push(
      UserListCountEntity.build(UpdateTransaction).item({
        tenant,
        count_partition: partition,
        shard,
        ...(byStatus[UserStatus.Active] ? { status_1: $add(byStatus[UserStatus.Active]) } : {}),
        ...(byStatus[UserStatus.Inactive] ? { status_2: $add(byStatus[UserStatus.Inactive]) } : {}),
      }),
    );
  }
  return writes;
}

async function readListingState(tenant: string, uuid: string): Promise<ListingState | null> {
  const { Item } = await UserListingEntity.build(GetItemCommand).key({ tenant, uuid }).options({ consistent: true }).send();
  return Item?.entry_key ? { units: Item.units, roles: Item.roles, status: Item.status, sk: Item.entry_key } : null;
}

/**
 * Writes the user, its username and e-mail sentinels and its list entries in one transaction:
 * a taken username or e-mail writes nothing.
 */
export async function createUserRecord(user: NewUser, org?: Org): Promise<void> {
  const companyOf = companyLookup(org ?? (await getOrg(user.tenant)));
  const state = listingStateOf(user, companyOf);
  try {
    await writeAll([
      UserEntity.build(PutTransaction).item(userItem(user)).options({ condition: { attr: 'tenant', exists: false } }),
      ...uniqueWrites(user),
      ...listingWrites(user.tenant, user.uuid, null, state ? { state, user } : null),
    ]);
  } catch (error) {
    if (failedCondition(error, 1)) throw conflict(Messages.usernameTaken);
    if (failedCondition(error, 2)) throw conflict(Messages.emailTaken);
    throw error;
  }
}

/** Removes the user, its sentinels and its list entries (undoing a create whose later step failed). */
export async function deleteUserRecord(user: User): Promise<void> {
  const before = await readListingState(user.tenant, user.uuid);
  await writeAll([
    UserEntity.build(DeleteTransaction).key({ tenant: user.tenant, uuid: user.uuid }),
    UniqueEntity.build(DeleteTransaction).key({ tenant: user.tenant, kind: 'USERNAME', value: user.username.toLowerCase() }),
    UniqueEntity.build(DeleteTransaction).key({ tenant: user.tenant, kind: 'EMAIL', value: user.email.toLowerCase() }),
    ...listingWrites(user.tenant, user.uuid, before, null),
  ]);
  uuidByUsername.delete(`${user.tenant}#${user.username.toLowerCase()}`);
}

export type UserChanges = Partial<
  Pick<
    User,
    | 'firstname'
    | 'lastname'
    | 'status'
    | 'roles'
    | 'sites'
    | 'default_role_web'
    | 'default_role_app'
    | 'active_role_web'
    | 'active_role_app'
    | 'default_site'
    | 'active_site'
    | 'default_company'
    | 'active_company'
    | 'prefer_language_id'
    | 'is_registration_succeed'
    | 'notification_token'
  >
>;

/** Fields a users-list entry carries: changing one moves the entries too. */
const LISTED_FIELDS: readonly (keyof UserChanges)[] = ['firstname', 'lastname', 'status', 'roles', 'sites', 'default_role_web', 'default_role_app', 'is_registration_succeed'];

/** Applies changes only if nobody else changed the user since `user.version` was read (else 409 'changed by someone else'). */
export async function updateUser(user: User, changes: UserChanges): Promise<User> {
  // A key given as undefined means "clear it".
  const update: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes)) update[name] = value === undefined ? $remove() : value;
  const condition = { attr: 'version', eq: user.version } as const;
  const changed = { tenant: user.tenant, uuid: user.uuid, ...update, version: user.version + 1 };

  if (!LISTED_FIELDS.some((field) => field in changes)) {
    try {
      const { Attributes } = await UserEntity.build(UpdateItemCommand).item(changed).options({ condition, returnValues: 'ALL_NEW' }).send();
      return Attributes as User;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') throw conflict(Messages.recordChanged);
      throw error;
    }
  }

  const next: User = { ...user, ...changes };
  const [before, org] = await Promise.all([readListingState(user.tenant, user.uuid), getOrg(user.tenant)]);
  const after = listingStateOf(next, companyLookup(org));
  try {
    await writeAll([
      UserEntity.build(UpdateTransaction).item(changed).options({ condition }),
      ...listingWrites(user.tenant, user.uuid, before, after ? { state: after, user: next } : null),
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) throw conflict(Messages.recordChanged);
    throw error;
  }
  return (await getUser(user.tenant, user.uuid)) as User;
}

/** Every user of the tenant, by the users index (gsi1), in username order. */
export async function listAllUsers(tenant: string): Promise<User[]> {
  const users: User[] = [];
  const query = table.build(QueryCommand).entities(UserEntity).query({ index: 'gsi1', partition: userKeys.usersIndex(tenant) });
  for await (const page of query.paginate()) users.push(...((page.Items ?? []) as User[]));
  return users;
}

// ---- the users list ----

async function isIndexed(tenant: string): Promise<boolean> {
  const { Item } = await UserListStateEntity.build(GetItemCommand).key({ tenant }).send();
  return Item?.indexed === true;
}

/** Counts of these count partitions, summed over their shards (batches of 100 keys, in parallel). */
async function readCounts(tenant: string, countPartitions: string[]): Promise<ListCounts> {
  const keys = [...new Set(countPartitions)].flatMap((partition) => Array.from({ length: COUNT_SHARDS }, (_, shard) => ({ tenant, count_partition: partition, shard })));
  const counts: ListCounts = new Map();
  const batches = [];
  for (let i = 0; i < keys.length; i += 100) batches.push(keys.slice(i, i + 100));
  const answers = await Promise.all(
    batches.map((batch) => executeBatchGet(table.build(BatchGetCommand).requests(...batch.map((key) => UserListCountEntity.build(BatchGetRequest).key(key))))),
  );
  for (const { Responses } of answers) {
    for (const shard of Responses[0] ?? []) {
      if (!shard) continue;
      const sum = counts.get(shard.count_partition) ?? {};
      sum[UserStatus.Active] = (sum[UserStatus.Active] ?? 0) + (shard.status_1 ?? 0);
      sum[UserStatus.Inactive] = (sum[UserStatus.Inactive] ?? 0) + (shard.status_2 ?? 0);
      counts.set(shard.count_partition, sum);
    }
  }
  return counts;
}

const toEntry = (item: FormattedItem<typeof UserListEntryEntity>): ListEntry => ({
  sk: item.entry_key,
  uuid: item.uuid,
  username: item.username,
  firstname: item.firstname,
  lastname: item.lastname,
  status: item.status,
  roles: item.roles,
  sites: item.sites,
  default_role_web: item.default_role_web,
  default_role_app: item.default_role_app,
  is_registration_succeed: item.is_registration_succeed,
});

/** Up to `limit` entries of one partition (all when limit is undefined), in key order. */
async function readPartition(tenant: string, partition: string, q: ListQuery, limit?: number): Promise<ListEntry[]> {
  const entries: ListEntry[] = [];
  const query = table
    .build(QueryCommand)
    .entities(UserListEntryEntity)
    .query({ partition: userKeys.userList(tenant, partition), ...(q.status ? { range: { beginsWith: `${q.status}#` } } : {}) })
    .options({
      ...(q.search ? { filters: { UserListEntry: { attr: 'search', contains: q.search.toLowerCase() } } } : {}),
      ...(limit === undefined ? {} : { limit }),
    });
  for await (const page of query.paginate()) {
    entries.push(...(page.Items ?? []).map(toEntry));
    if (limit !== undefined && entries.length >= limit) break;
  }
  return limit === undefined ? entries : entries.slice(0, limit);
}

export interface ListPage {
  entries: ListEntry[];
  total: number;
  /** False until every user of the tenant has list entries (a rebuild then runs first). */
  indexed: boolean;
}

export async function readUserList(tenant: string, q: ListQuery): Promise<ListPage> {
  const [indexed, counts] = await Promise.all([isIndexed(tenant), readCounts(tenant, countPartitionsFor(q))]);
  if (!indexed) return { entries: [], total: 0, indexed: false };
  const plan = planRead(q, counts);
  const start = (q.pageIndex - 1) * q.pageSize;
  if (plan.countedTotal !== undefined) {
    if (start >= plan.countedTotal || plan.partitions.length === 0) return { entries: [], total: plan.countedTotal, indexed };
    const lists = await Promise.all(plan.partitions.map((partition) => readPartition(tenant, partition, q, plan.limit)));
    return { entries: mergeEntries(lists).slice(start, start + q.pageSize), total: plan.countedTotal, indexed };
  }
  const merged = mergeEntries(await Promise.all(plan.partitions.map((partition) => readPartition(tenant, partition, q))));
  return { entries: merged.slice(start, start + q.pageSize), total: merged.length, indexed };
}

/**
 * Builds the list entries of users that have none (data written before the index, or by an
 * older one), then marks the tenant indexed. Each user is indexed in its own transaction,
 * guarded by its listing record, so two rebuilds at once never count anyone twice.
 */
export async function rebuildUserListing(tenant: string): Promise<number> {
  const [users, org] = await Promise.all([listAllUsers(tenant), getOrg(tenant)]);
  const companyOf = companyLookup(org);
  let indexed = 0;
  for (const user of users) {
    if (await readListingState(tenant, user.uuid)) continue;
    const state = listingStateOf(user, companyOf);
    if (!state) continue;
    try {
      await writeAll(listingWrites(tenant, user.uuid, null, { state, user }, { recordMustBeNew: true }));
      indexed += 1;
    } catch (error) {
      if (!failedCondition(error)) throw error;
    }
  }
  await UserListStateEntity.build(PutItemCommand).item({ tenant, indexed: true }).send();
  return indexed;
}

/** Takes a user out of the list index (entries, record, counts) and clears the tenant's indexed mark: the next list call rebuilds. */
export async function unindexUser(tenant: string, uuid: string): Promise<void> {
  const before = await readListingState(tenant, uuid);
  if (before) await writeAll(listingWrites(tenant, uuid, before, null));
  await UserListStateEntity.build(DeleteItemCommand).key({ tenant }).send();
}

/**
 * Seeding only (benchmarks): writes many users, their sentinels and list entries with batch
 * writes and one update per count shard. Not atomic and without uniqueness checks; never for requests.
 */
export async function insertUsersInBulk(tenant: string, users: NewUser[]): Promise<void> {
  const companyOf = companyLookup(await getOrg(tenant));
  const puts = [];
  const shardDeltas = new Map<string, { partition: string; shard: number; active: number; inactive: number }>();
  for (const user of users) {
    puts.push(UserEntity.build(BatchPutRequest).item(userItem(user)));
    for (const kind of ['USERNAME', 'EMAIL'] as const) {
      puts.push(UniqueEntity.build(BatchPutRequest).item({ tenant, kind, value: (kind === 'USERNAME' ? user.username : user.email).toLowerCase(), ref: user.uuid }));
    }
    const state = listingStateOf(user, companyOf);
    if (!state) continue;
    for (const partition of partitionsOf(state)) puts.push(UserListEntryEntity.build(BatchPutRequest).item(entryOf(tenant, partition, state, user)));
    puts.push(UserListingEntity.build(BatchPutRequest).item({ tenant, uuid: user.uuid, units: state.units, roles: state.roles, status: state.status, entry_key: state.sk }));
    for (const [partition, byStatus] of countChanges(null, state)) {
      const key = `${partition}|${shardOf(user.uuid)}`;
      const sum = shardDeltas.get(key) ?? { partition, shard: shardOf(user.uuid), active: 0, inactive: 0 };
      sum.active += byStatus[UserStatus.Active] ?? 0;
      sum.inactive += byStatus[UserStatus.Inactive] ?? 0;
      shardDeltas.set(key, sum);
    }
  }
  for (let i = 0; i < puts.length; i += 100) {
    const chunk = puts.slice(i, i + 100);
    await Promise.all([0, 25, 50, 75].filter((at) => at < chunk.length).map((at) => executeBatchWrite({ maxAttempts: 10 }, table.build(BatchWriteCommand).requests(...chunk.slice(at, at + 25)))));
  }
  for (const { partition, shard, active, inactive } of shardDeltas.values()) {
    await UserListCountEntity.build(UpdateItemCommand)
      .item({ tenant, count_partition: partition, shard, status_1: $add(active), status_2: $add(inactive) })
      .send();
  }
}
