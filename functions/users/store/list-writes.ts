/** Writes of the users list index: the moves of a user's entries and counts, all-or-nothing transactions. */
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { badRequest } from '#lib/errors.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type Transaction } from '#lib/transactions.js';
import type { Org } from '#functions/tenancy/index.js';
import {
  countChanges,
  partitionsOf,
  searchTextOf,
  shardOf,
  type ListedUser,
  type ListingState,
} from '../listing.js';
import {
  userKeys,
  UniqueEntity,
  UserListCountEntity,
  UserListEntryEntity,
  UserListingEntity,
  type NewUser,
  type User,
} from './entities.js';

export type { Transaction };

/** Writes all or nothing (a user with too many sites and roles for one transaction is refused). */
export async function writeAll(transactions: Transaction[]): Promise<void> {
  if (transactions.length > MAX_TRANSACTION_ITEMS) throw badRequest(Messages.tooManyAssignments);
  await writeTransaction(transactions);
}

export const companyLookup = (org: Org) => {
  const companyOf = new Map(org.sites.map((site) => [site.site_id, site.company_id]));
  return (siteId: number) => companyOf.get(siteId);
};

export function uniqueWrites(user: Pick<User, 'tenant' | 'uuid' | 'username' | 'email'>): Transaction[] {
  return (['USERNAME', 'EMAIL'] as const).map((kind) =>
    UniqueEntity.build(PutTransaction)
      .item({
        tenant: user.tenant,
        kind,
        value: (kind === 'USERNAME' ? user.username : user.email).toLowerCase(),
        ref: user.uuid,
      })
      .options({ condition: { attr: 'tenant', exists: false } }),
  );
}

export function userItem(user: NewUser) {
  return {
    ...user,
    unread_notifications: 0,
    total_notifications: 0,
    version: 1,
    gsi1pk: userKeys.usersIndex(user.tenant),
    gsi1sk: user.username.toLowerCase(),
  };
}

export const entryOf = (tenant: string, partition: string, state: ListingState, user: ListedUser) => ({
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
export function listingWrites(
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
      writes.push(
        UserListEntryEntity.build(DeleteTransaction).key({
          tenant,
          list_partition: partition,
          entry_key: before.sk,
        }),
      );
    }
  }
  if (after) {
    for (const partition of wanted)
      writes.push(
        UserListEntryEntity.build(PutTransaction).item(entryOf(tenant, partition, after.state, after.user)),
      );
    const record = {
      tenant,
      uuid,
      units: after.state.units,
      roles: after.state.roles,
      status: after.state.status,
      entry_key: after.state.sk,
    };
    const put = UserListingEntity.build(PutTransaction).item(record);
    // A record without entry_key was written by an older index: rebuild it too.
    writes.push(
      options.recordMustBeNew
        ? put.options({
            condition: {
              or: [
                { attr: 'tenant', exists: false },
                { attr: 'entry_key', exists: false },
              ],
            },
          })
        : put,
    );
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

export async function readListingState(tenant: string, uuid: string): Promise<ListingState | null> {
  const { Item } = await UserListingEntity.build(GetItemCommand)
    .key({ tenant, uuid })
    .options({ consistent: true })
    .send();
  return Item?.entry_key
    ? { units: Item.units, roles: Item.roles, status: Item.status, sk: Item.entry_key }
    : null;
}
