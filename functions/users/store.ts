/** Users: the tenant's user records, their uniqueness sentinels and profile updates. */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { UniqueEntity, UserEntity } from '../lib/entities.js';
import { keys } from '../lib/db.js';
import { conflict } from '../lib/errors.js';

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

export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'Email already exists';

/** Writes the user and its username and e-mail sentinels in one transaction. */
export async function createUserRecord(user: NewUser): Promise<void> {
  const username = user.username.toLowerCase();
  const email = user.email.toLowerCase();
  const sentinels = [
    UniqueEntity.build(PutTransaction)
      .item({ tenant: user.tenant, kind: 'USERNAME', value: username, ref: user.uuid })
      .options({ condition: { attr: 'tenant', exists: false } }),
  ];
  if (email !== username) {
    sentinels.push(
      UniqueEntity.build(PutTransaction)
        .item({ tenant: user.tenant, kind: 'EMAIL', value: email, ref: user.uuid })
        .options({ condition: { attr: 'tenant', exists: false } }),
    );
  }
  try {
    await execute(
      UserEntity.build(PutTransaction)
        .item({
          ...user,
          unread_notifications: 0,
          total_notifications: 0,
          version: 1,
          gsi1pk: keys.usersIndex(user.tenant),
          gsi1sk: username,
        })
        .options({ condition: { attr: 'tenant', exists: false } }),
      ...sentinels,
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') {
      const reasons: { Code?: string }[] = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') throw conflict(USERNAME_TAKEN);
      if (reasons[2]?.Code === 'ConditionalCheckFailed') throw conflict(EMAIL_TAKEN);
    }
    throw error;
  }
}

type UserChanges = Partial<
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

/** Applies changes only if nobody else changed the user since `expectedVersion` was read. */
export async function updateUser(user: User, changes: UserChanges): Promise<User> {
  // A key given as undefined means "clear it".
  const update: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes)) update[name] = value === undefined ? $remove() : value;
  const { Attributes } = await UserEntity.build(UpdateItemCommand)
    .item({ tenant: user.tenant, uuid: user.uuid, ...update, version: user.version + 1 })
    .options({ condition: { attr: 'version', eq: user.version }, returnValues: 'ALL_NEW' })
    .send();
  return Attributes as User;
}
