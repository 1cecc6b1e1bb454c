/** User records: reads, and the create, update and delete that move the list index in the same transaction. */
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { Messages } from '#shared/messages.js';
import { table } from '#lib/db.js';
import { conflict, notFound } from '#lib/errors.js';
import { failedCondition } from '#lib/retry.js';
import { getOrg, type Org } from '#functions/tenancy/index.js';
import { listingStateOf } from '../listing.js';
import { userKeys, UniqueEntity, UserEntity, type NewUser, type User } from './entities.js';
import {
  companyLookup,
  listingWrites,
  readListingState,
  uniqueWrites,
  userItem,
  writeAll,
} from './list-writes.js';

/** username -> uuid never changes once written, so each process can keep what it has looked up. */
const uuidByUsername = new Map<string, string>();

export async function getUser(tenant: string, uuid: string): Promise<User | undefined> {
  const { Item } = await UserEntity.build(GetItemCommand)
    .key({ tenant, uuid })
    .options({ consistent: true })
    .send();
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

/** The tenant's user with this e-mail address (unique per tenant), if any: how single sign-on finds its user. */
export async function getUserByEmail(tenant: string, email: string): Promise<User | undefined> {
  const { Item } = await UniqueEntity.build(GetItemCommand)
    .key({ tenant, kind: 'EMAIL', value: email.trim().toLowerCase() })
    .send();
  return Item ? getUser(tenant, Item.ref) : undefined;
}

/** Whether a username or an e-mail is already taken in the tenant (a pre-check; the write's condition decides). */
export async function identityTaken(tenant: string, username: string, email: string): Promise<string | null> {
  const [byName, byEmail] = await Promise.all([
    UniqueEntity.build(GetItemCommand)
      .key({ tenant, kind: 'USERNAME', value: username.toLowerCase() })
      .send(),
    UniqueEntity.build(GetItemCommand).key({ tenant, kind: 'EMAIL', value: email.toLowerCase() }).send(),
  ]);
  if (byName.Item) return Messages.usernameTaken;
  if (byEmail.Item) return Messages.emailTaken;
  return null;
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
      UserEntity.build(PutTransaction)
        .item(userItem(user))
        .options({ condition: { attr: 'tenant', exists: false } }),
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
    UniqueEntity.build(DeleteTransaction).key({
      tenant: user.tenant,
      kind: 'USERNAME',
      value: user.username.toLowerCase(),
    }),
    UniqueEntity.build(DeleteTransaction).key({
      tenant: user.tenant,
      kind: 'EMAIL',
      value: user.email.toLowerCase(),
    }),
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
    | 'email_notification_status'
    | 'operator_usage_report_email_not_status'
    | 'manager_pm_notification_status'
    | 'executive_report_status'
    | 'executive_report_frequency'
    | 'executive_pm_due_not_resolved_email_notification'
    | 'disable_till'
    | 'disable_till_by'
    | 'disabled_till_date'
  >
>;

/** Fields a users-list entry carries: changing one moves the entries too. */
const LISTED_FIELDS: readonly (keyof UserChanges)[] = [
  'firstname',
  'lastname',
  'status',
  'roles',
  'sites',
  'default_role_web',
  'default_role_app',
  'is_registration_succeed',
];

/** Applies changes only if nobody else changed the user since `user.version` was read (else 409 'changed by someone else'). */
export async function updateUser(user: User, changes: UserChanges, org?: Org): Promise<User> {
  // A key given as undefined means "clear it".
  const update: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes)) update[name] = value === undefined ? $remove() : value;
  const condition = { attr: 'version', eq: user.version } as const;
  const changed = { tenant: user.tenant, uuid: user.uuid, ...update, version: user.version + 1 };

  if (!LISTED_FIELDS.some((field) => field in changes)) {
    try {
      const { Attributes } = await UserEntity.build(UpdateItemCommand)
        .item(changed)
        .options({ condition, returnValues: 'ALL_NEW' })
        .send();
      return Attributes as User;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') throw conflict(Messages.recordChanged);
      throw error;
    }
  }

  const next: User = { ...user, ...changes };
  const [before, knownOrg] = await Promise.all([
    readListingState(user.tenant, user.uuid),
    org ?? getOrg(user.tenant),
  ]);
  const after = listingStateOf(next, companyLookup(knownOrg));
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
  const query = table
    .build(QueryCommand)
    .entities(UserEntity)
    .query({ index: 'gsi1', partition: userKeys.usersIndex(tenant) });
  for await (const page of query.paginate()) users.push(...((page.Items ?? []) as User[]));
  return users;
}
