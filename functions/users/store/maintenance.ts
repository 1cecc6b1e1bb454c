/** Keeping the users list index whole: the rebuild of unindexed users, taking a user out, bulk seeding for benchmarks. */
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { UserStatus } from '#shared/codes.js';
import { table } from '#lib/db.js';
import { failedCondition } from '#lib/retry.js';
import { getOrg } from '#functions/tenancy/index.js';
import { countChanges, listingStateOf, partitionsOf, shardOf } from '../listing.js';
import {
  UniqueEntity,
  UserEntity,
  UserListCountEntity,
  UserListEntryEntity,
  UserListingEntity,
  UserListStateEntity,
  type NewUser,
} from './entities.js';
import {
  companyLookup,
  entryOf,
  listingWrites,
  readListingState,
  userItem,
  writeAll,
} from './list-writes.js';
import { listAllUsers } from './records.js';

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
  const shardDeltas = new Map<
    string,
    { partition: string; shard: number; active: number; inactive: number }
  >();
  for (const user of users) {
    puts.push(UserEntity.build(BatchPutRequest).item(userItem(user)));
    for (const kind of ['USERNAME', 'EMAIL'] as const) {
      puts.push(
        UniqueEntity.build(BatchPutRequest).item({
          tenant,
          kind,
          value: (kind === 'USERNAME' ? user.username : user.email).toLowerCase(),
          ref: user.uuid,
        }),
      );
    }
    const state = listingStateOf(user, companyOf);
    if (!state) continue;
    for (const partition of partitionsOf(state))
      puts.push(UserListEntryEntity.build(BatchPutRequest).item(entryOf(tenant, partition, state, user)));
    puts.push(
      UserListingEntity.build(BatchPutRequest).item({
        tenant,
        uuid: user.uuid,
        units: state.units,
        roles: state.roles,
        status: state.status,
        entry_key: state.sk,
      }),
    );
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
    await Promise.all(
      [0, 25, 50, 75]
        .filter((at) => at < chunk.length)
        .map((at) =>
          executeBatchWrite(
            { maxAttempts: 10 },
            table.build(BatchWriteCommand).requests(...chunk.slice(at, at + 25)),
          ),
        ),
    );
  }
  for (const { partition, shard, active, inactive } of shardDeltas.values()) {
    await UserListCountEntity.build(UpdateItemCommand)
      .item({ tenant, count_partition: partition, shard, status_1: $add(active), status_2: $add(inactive) })
      .send();
  }
}
