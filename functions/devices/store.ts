/**
 * The devices store. A device is one record per tenant and device code; the list is read by key:
 *
 * - Each device has one list entry, in the partition of the site it last synced at (`DLIST#S{site}`),
 *   sorted by code; the entry carries what a row shows and filters on.
 * - Per-site counts answer `listsize` without reading entries. Many devices of one site sync
 *   at once, so a count is split into COUNT_SHARDS items; a device always counts in the shard its
 *   code picks, so the move out of a site meets the move in.
 * - Filter options (type, brand, model, OS) are small items per company and value, each a count of
 *   the devices having it: an option with count 0 is no longer offered.
 *
 * A sync writes the record, the entry move, the counts and the option counts in one transaction,
 * guarded by the record's version, so concurrent syncs of one device never double-count.
 */
import { randomUUID } from 'node:crypto';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getMany } from '#lib/batch-get.js';
import { table } from '#lib/db.js';
import { isConditionalCheckFailure, cancellationReasons, withRetry } from '#lib/retry.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
// A device always counts in the shard its code picks (the list index's one shard rule).
import { COUNT_SHARDS, shardOf } from '#lib/list-index/counts.js';

export const OPTION_KINDS = ['device_type', 'brand', 'model', 'os'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

export const deviceKeys = {
  device: (tenant: string, code: string) => `${tenant}#DEVICE#${code}`,
  list: (tenant: string, siteId: number) => `${tenant}#DLIST#S${siteId}`,
  count: (tenant: string, siteId: number) => `${tenant}#DLISTCOUNT#S${siteId}`,
  option: (tenant: string, companyId: number, kind: OptionKind) => `${tenant}#DOPT#C${companyId}#${kind}`,
};

const deviceFields = {
  device_id: string(),
  device_code: string(),
  device_name: string(),
  device_type: string(),
  brand: string(),
  model: string(),
  os: string(),
  company_id: number(),
  last_sync_time: string(),
  last_sync_site_id: number(),
};

export const DeviceEntity = new Entity({
  name: 'Device',
  table,
  schema: item({
    tenant: string().key(),
    ...deviceFields,
    device_code: string().key(),
    entry_key: string(),
    /** Optimistic lock: each sync checks and bumps it. */
    version: number(),
  }),
  computeKey: ({ tenant, device_code }: { tenant: string; device_code: string }) => ({
    pk: deviceKeys.device(tenant, device_code),
    sk: 'DEVICE',
  }),
});

export const DeviceListEntryEntity = new Entity({
  name: 'DeviceListEntry',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    entry_key: string().key(),
    ...deviceFields,
    search: string(),
  }),
  computeKey: ({ tenant, site_id, entry_key }: { tenant: string; site_id: number; entry_key: string }) => ({
    pk: deviceKeys.list(tenant, site_id),
    sk: entry_key,
  }),
});

export const DeviceCountEntity = new Entity({
  name: 'DeviceCount',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    shard: number().key(),
    devices: number().optional(),
  }),
  computeKey: ({ tenant, site_id, shard }: { tenant: string; site_id: number; shard: number }) => ({
    pk: deviceKeys.count(tenant, site_id),
    sk: `SHARD#${shard}`,
  }),
});

export const DeviceOptionEntity = new Entity({
  name: 'DeviceOption',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    kind: string().key(),
    value: string().key(),
    devices: number().optional(),
  }),
  computeKey: ({
    tenant,
    company_id,
    kind,
    value,
  }: {
    tenant: string;
    company_id: number;
    kind: string;
    value: string;
  }) => ({
    pk: deviceKeys.option(tenant, company_id, kind as OptionKind),
    sk: value,
  }),
});

export interface DeviceFields {
  device_id: string;
  device_code: string;
  device_name: string;
  device_type: string;
  brand: string;
  model: string;
  os: string;
  company_id: number;
  last_sync_time: string;
  last_sync_site_id: number;
}
export type DeviceEntry = DeviceFields & { entry_key: string };

export const entryKeyOf = (code: string) => `${code.toLowerCase()}#${code}`;
const searchOf = (d: DeviceFields) =>
  [d.device_code, d.device_name, d.device_type, d.brand, d.model, d.os].join('\n').toLowerCase();

export type SyncInput = Omit<DeviceFields, 'device_id'>;

/** The writes that move the option counts from `before` to `after` (per company and value). */
function optionWrites(tenant: string, before: DeviceFields | undefined, after: DeviceFields): Transaction[] {
  const writes: Transaction[] = [];
  for (const kind of OPTION_KINDS) {
    const was = before ? `${before.company_id}|${before[kind]}` : '';
    const now = `${after.company_id}|${after[kind]}`;
    if (was === now) continue;
    if (before && before[kind])
      writes.push(
        DeviceOptionEntity.build(UpdateTransaction).item({
          tenant,
          company_id: before.company_id,
          kind,
          value: before[kind],
          devices: $add(-1),
        }),
      );
    if (after[kind])
      writes.push(
        DeviceOptionEntity.build(UpdateTransaction).item({
          tenant,
          company_id: after.company_id,
          kind,
          value: after[kind],
          devices: $add(1),
        }),
      );
  }
  return writes;
}

async function readDevice(tenant: string, code: string) {
  const { Item } = await DeviceEntity.build(GetItemCommand)
    .key({ tenant, device_code: code })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Registers a device or records its new sync (moving it to the site it synced at). */
export async function syncDeviceRecord(tenant: string, input: SyncInput): Promise<DeviceFields> {
  return withRetry(
    async () => {
      const existing = await readDevice(tenant, input.device_code);
      // A sync reported late (older than the one stored) does not move the device back.
      if (existing && existing.last_sync_time > input.last_sync_time) return existing;
      const device: DeviceFields = { ...input, device_id: existing?.device_id ?? randomUUID() };
      const entry_key = entryKeyOf(device.device_code);
      const writes: Transaction[] = [];
      const record = { tenant, ...device, entry_key, version: (existing?.version ?? 0) + 1 };
      writes.push(
        DeviceEntity.build(PutTransaction)
          .item(record)
          .options({
            condition: existing
              ? { attr: 'version', eq: existing.version }
              : { attr: 'tenant', exists: false },
          }),
      );
      if (existing && existing.last_sync_site_id !== device.last_sync_site_id) {
        writes.push(
          DeviceListEntryEntity.build(DeleteTransaction).key({
            tenant,
            site_id: existing.last_sync_site_id,
            entry_key: existing.entry_key,
          }),
        );
      }
      writes.push(
        DeviceListEntryEntity.build(PutTransaction).item({
          tenant,
          site_id: device.last_sync_site_id,
          entry_key,
          ...device,
          search: searchOf(device),
        }),
      );
      if (!existing || existing.last_sync_site_id !== device.last_sync_site_id) {
        const shard = shardOf(device.device_code);
        if (existing)
          writes.push(
            DeviceCountEntity.build(UpdateTransaction).item({
              tenant,
              site_id: existing.last_sync_site_id,
              shard,
              devices: $add(-1),
            }),
          );
        writes.push(
          DeviceCountEntity.build(UpdateTransaction).item({
            tenant,
            site_id: device.last_sync_site_id,
            shard,
            devices: $add(1),
          }),
        );
      }
      writes.push(...optionWrites(tenant, existing, device));
      await writeTransaction(writes);
      return device;
    },
    // Another sync of the same device won the version: read it again and redo.
    {
      retryIf: (error) =>
        isConditionalCheckFailure(error) ||
        cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed'),
    },
  );
}

/** Device counts per site, summed over shards. */
export async function readSiteCounts(tenant: string, siteIds: number[]): Promise<Map<number, number>> {
  const keys = siteIds.flatMap((site_id) =>
    Array.from({ length: COUNT_SHARDS }, (_, shard) => ({ tenant, site_id, shard })),
  );
  const counts = new Map<number, number>();
  for (const shard of await getMany(DeviceCountEntity, keys))
    counts.set(shard.site_id, (counts.get(shard.site_id) ?? 0) + (shard.devices ?? 0));
  return counts;
}

/** Up to `limit` entries of one site (all when undefined), in code order. */
export async function readSiteEntries(
  tenant: string,
  siteId: number,
  limit?: number,
): Promise<DeviceEntry[]> {
  const entries: DeviceEntry[] = [];
  const query = table
    .build(QueryCommand)
    .entities(DeviceListEntryEntity)
    .query({ partition: deviceKeys.list(tenant, siteId) })
    .options(limit === undefined ? {} : { limit });
  for await (const page of query.paginate()) {
    for (const it of page.Items ?? []) {
      entries.push({
        entry_key: it.entry_key,
        device_id: it.device_id,
        device_code: it.device_code,
        device_name: it.device_name,
        device_type: it.device_type,
        brand: it.brand,
        model: it.model,
        os: it.os,
        company_id: it.company_id,
        last_sync_time: it.last_sync_time,
        last_sync_site_id: it.last_sync_site_id,
      });
    }
    if (limit !== undefined && entries.length >= limit) break;
  }
  return limit === undefined ? entries : entries.slice(0, limit);
}

/** The values of one option kind in use (count above zero) in these companies. */
export async function readOptionValues(
  tenant: string,
  companyIds: number[],
  kind: OptionKind,
): Promise<string[]> {
  const lists = await Promise.all(
    companyIds.map(async (companyId) => {
      const values: string[] = [];
      const query = table
        .build(QueryCommand)
        .entities(DeviceOptionEntity)
        .query({ partition: deviceKeys.option(tenant, companyId, kind) });
      for await (const page of query.paginate())
        for (const it of page.Items ?? []) if ((it.devices ?? 0) > 0) values.push(it.value);
      return values;
    }),
  );
  return [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));
}
