/**
 * Users: the tenant's user records, their uniqueness sentinels, their users-list entries
 * (listing.ts) and updates. Every write that changes what the list shows moves the list entries
 * and counters in the same transaction.
 */
import { TransactWriteCommand, UpdateCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { Messages } from '../../shared/messages.js';
import { getDocumentClient } from '../lib/aws.js';
import { config } from '../lib/config.js';
import { UniqueEntity, UserEntity } from '../lib/entities.js';
import { keys, table } from '../lib/db.js';
import { badRequest, conflict } from '../lib/errors.js';
import { getOrg, type Org } from '../tenancy/store.js';
import { countDeltas, counterUpdate, listingStateOf, listingWrites, markIndexed, readListingState, usersWithListing, type ListingState, type TransactItem } from './listing.js';

export type User = FormattedItem<typeof UserEntity>;
export type NewUser = Omit<User, 'created' | 'modified' | 'version' | 'unread_notifications' | 'total_notifications'>;

/** username -> uuid never changes once written, so each process can keep what it has looked up. */
const uuidByUsername = new Map<string, string>();

export async function getUser(tenant: string, uuid: string): Promise<User | undefined> {
  const { Item } = await UserEntity.build(GetItemCommand).key({ tenant, uuid }).options({ consistent: true }).send();
  return Item;
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

export const USERNAME_TAKEN = Messages.usernameTaken;
export const EMAIL_TAKEN = Messages.emailTaken;

// ---- transactions ----

const MAX_TRANSACTION_ITEMS = 100;

/** A toolbox transaction as a plain TransactWriteItems entry, so it can sit beside raw ones. */
function plain(transaction: { params(): unknown }): TransactItem {
  const { ToolboxItem: _toolbox, ...item } = transaction.params() as TransactItem & { ToolboxItem?: unknown };
  return item;
}

const cancellationReasons = (error: unknown): { Code?: string }[] =>
  (error as { name?: string }).name === 'TransactionCanceledException'
    ? ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [])
    : [];

const failedCondition = (error: unknown, index: number) => cancellationReasons(error)[index]?.Code === 'ConditionalCheckFailed';

/** Writes all or nothing; retries briefly when another transaction held the counters item. */
async function writeAll(items: TransactItem[]): Promise<void> {
  if (items.length > MAX_TRANSACTION_ITEMS) throw badRequest(Messages.tooManyAssignments);
  for (let attempt = 1; ; attempt++) {
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const conflicted = cancellationReasons(error).some((reason) => reason.Code === 'TransactionConflict');
      if (!conflicted || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 25 + Math.random() * 50));
    }
  }
}

const companyLookup = (org: Org) => {
  const companyOf = new Map(org.sites.map((site) => [site.site_id, site.company_id]));
  return (siteId: number) => companyOf.get(siteId);
};

function uniqueWrites(user: Pick<User, 'tenant' | 'uuid' | 'username' | 'email'>): TransactItem[] {
  return [
    plain(
      UniqueEntity.build(PutTransaction)
        .item({ tenant: user.tenant, kind: 'USERNAME', value: user.username.toLowerCase(), ref: user.uuid })
        .options({ condition: { attr: 'tenant', exists: false } }),
    ),
    plain(
      UniqueEntity.build(PutTransaction)
        .item({ tenant: user.tenant, kind: 'EMAIL', value: user.email.toLowerCase(), ref: user.uuid })
        .options({ condition: { attr: 'tenant', exists: false } }),
    ),
  ];
}

function userItem(user: NewUser) {
  return {
    ...user,
    unread_notifications: 0,
    total_notifications: 0,
    version: 1,
    gsi1pk: keys.usersIndex(user.tenant),
    gsi1sk: user.username.toLowerCase(),
  };
}

/**
 * Writes the user, its username and e-mail sentinels and its list entries in one transaction:
 * a taken username or e-mail writes nothing.
 */
export async function createUserRecord(user: NewUser, org?: Org): Promise<void> {
  const companyOf = companyLookup(org ?? (await getOrg(user.tenant)));
  const state = listingStateOf(user, companyOf);
  const items = [
    plain(UserEntity.build(PutTransaction).item(userItem(user)).options({ condition: { attr: 'tenant', exists: false } })),
    ...uniqueWrites(user),
    ...listingWrites(user.tenant, user.uuid, null, state ? { state, user } : null),
  ];
  try {
    await writeAll(items);
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
    plain(UserEntity.build(DeleteTransaction).key({ tenant: user.tenant, uuid: user.uuid })),
    plain(UniqueEntity.build(DeleteTransaction).key({ tenant: user.tenant, kind: 'USERNAME', value: user.username.toLowerCase() })),
    plain(UniqueEntity.build(DeleteTransaction).key({ tenant: user.tenant, kind: 'EMAIL', value: user.email.toLowerCase() })),
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

/** The error the error middleware answers with 409 'changed by someone else'. */
function staleVersion(): Error {
  const error = new Error('The user changed since it was read');
  error.name = 'ConditionalCheckFailedException';
  return error;
}

/** Applies changes only if nobody else changed the user since `user.version` was read. */
export async function updateUser(user: User, changes: UserChanges): Promise<User> {
  // A key given as undefined means "clear it".
  const update: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes)) update[name] = value === undefined ? $remove() : value;
  const condition = { attr: 'version', eq: user.version } as const;

  if (!LISTED_FIELDS.some((field) => field in changes)) {
    const { Attributes } = await UserEntity.build(UpdateItemCommand)
      .item({ tenant: user.tenant, uuid: user.uuid, ...update, version: user.version + 1 })
      .options({ condition, returnValues: 'ALL_NEW' })
      .send();
    return Attributes as User;
  }

  const next: User = { ...user, ...changes };
  const [before, org] = await Promise.all([readListingState(user.tenant, user.uuid), getOrg(user.tenant)]);
  const after = listingStateOf(next, companyLookup(org));
  try {
    await writeAll([
      plain(UserEntity.build(UpdateTransaction).item({ tenant: user.tenant, uuid: user.uuid, ...update, version: user.version + 1 }).options({ condition })),
      ...listingWrites(user.tenant, user.uuid, before, after ? { state: after, user: next } : null),
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) throw staleVersion();
    throw error;
  }
  return (await getUser(user.tenant, user.uuid)) as User;
}

/** Every user of the tenant, by the users index (gsi1), in username order. */
export async function listAllUsers(tenant: string): Promise<User[]> {
  const users: User[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .entities(UserEntity)
      .query({ index: 'gsi1', partition: keys.usersIndex(tenant) })
      .options({ exclusiveStartKey })
      .send();
    users.push(...((page.Items ?? []) as User[]));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return users;
}

/**
 * Builds the list entries of users written before the users list existed (a twin whose data
 * predates it), then marks the tenant indexed. Each user is indexed in its own transaction guarded by its listing record, so
 * two rebuilds at once never count anyone twice.
 */
export async function rebuildUserListing(tenant: string): Promise<number> {
  const [users, org] = await Promise.all([listAllUsers(tenant), getOrg(tenant)]);
  const companyOf = companyLookup(org);
  const listed = await usersWithListing(tenant, users.map((user) => user.uuid));
  let indexed = 0;
  for (const user of users.filter((u) => !listed.has(u.uuid))) {
    const state = listingStateOf(user, companyOf);
    if (!state) continue;
    try {
      await writeAll(listingWrites(tenant, user.uuid, null, { state, user }, { recordMustBeNew: true }));
      indexed += 1;
    } catch (error) {
      if (!cancellationReasons(error).some((reason) => reason.Code === 'ConditionalCheckFailed')) throw error;
    }
  }
  await getDocumentClient().send(new UpdateCommand(markIndexed(tenant).Update as ConstructorParameters<typeof UpdateCommand>[0]));
  return indexed;
}

/**
 * Seeding only (benchmarks): writes many users, their sentinels and list entries with batch
 * writes and one counters update. Not atomic and without uniqueness checks; never for requests.
 */
export async function insertUsersInBulk(tenant: string, users: NewUser[]): Promise<void> {
  const companyOf = companyLookup(await getOrg(tenant));
  const puts: Record<string, unknown>[] = [];
  const states: ListingState[] = [];
  for (const user of users) {
    const state = listingStateOf(user, companyOf);
    const writes = [
      plain(UserEntity.build(PutTransaction).item(userItem(user))),
      ...uniqueWrites(user),
      ...listingWrites(tenant, user.uuid, null, state ? { state, user } : null).filter((write) => write.Put),
    ];
    for (const write of writes) if (write.Put) puts.push(write.Put.Item as Record<string, unknown>);
    if (state) states.push(state);
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < puts.length; i += 25) batches.push(puts.slice(i, i + 25));
  const client = getDocumentClient();
  const writeBatch = async (batch: Record<string, unknown>[]) => {
    let pending: Record<string, unknown>[] = batch.map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: pending } }));
      pending = (result.UnprocessedItems?.[config.tableName] ?? []) as Record<string, unknown>[];
    }
  };
  for (let i = 0; i < batches.length; i += 4) await Promise.all(batches.slice(i, i + 4).map(writeBatch));
  const counters = counterUpdate(tenant, countDeltas(states));
  if (counters?.Update) await client.send(new UpdateCommand(counters.Update as ConstructorParameters<typeof UpdateCommand>[0]));
}
