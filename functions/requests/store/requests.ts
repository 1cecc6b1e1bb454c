/**
 * The maintenance requests' items and keys: the request record (`{tenant}#MR#{id}`), the tenant's
 * id sequences of requests and work orders (atomic counters, outside the write transactions), the
 * list index (listing.ts) whose `S48` count is the sidebar's open-request badge, per site, moved in
 * the same transaction as every request write; and the portal's photo uploads (its rate limits: functions/lib/rate-limit.ts).
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { RequestStatus, RequestType } from '#shared/requests/rules.js';
import { getMany } from '#lib/batch-get.js';
import { pad, table } from '#lib/db.js';
import type { Transaction } from '#lib/transactions.js';
import { indexWrites, orderOf, type Indexed } from '../listing.js';
import { readCounts } from './list-reads.js';
import { termsOf } from './terms.js';

export const requestKeys = {
  request: (tenant: string, mrId: number) => `${tenant}#MR#${pad(mrId)}`,
  sequence: (tenant: string) => `${tenant}#MAINTSEQ`,
  portalPhoto: (tenant: string, photo: string) => `${tenant}#PORTALPHOTO#${photo}`,
};

export const RequestEntity = new Entity({
  name: 'MaintenanceRequest',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    mr_id: number().key(),
    company_id: number(),
    site_id: number(),
    asset_id: number(),
    asset_name: string(),
    internal_asset_id: string(),
    title: string(),
    description: string(),
    priority: number(),
    mr_type: number(),
    status: number(),
    requested_by: string(),
    requested_by_name: string(),
    inspection_id: string().optional(),
    meter_at_inspection: number().optional(),
    resolve_reason: string().optional(),
    wo_id: number().optional(),
    wo_number: string().optional(),
    wo_status: number().optional(),
    issue_uuids: list(string()).default([]),
    is_portal: boolean().default(false),
    /** Files-bucket key of a portal report's photo. */
    photo_key: string().optional(),
    created_at: string(),
    updated_at: string(),
    /** Optimistic lock: every update checks and bumps it. */
    version: number().default(1),
  }),
  computeKey: ({ tenant, mr_id }: { tenant: string; mr_id: number }) => ({
    pk: requestKeys.request(tenant, mr_id),
    sk: 'MR',
  }),
});
export type RequestRecord = FormattedItem<typeof RequestEntity>;

/** What a new request takes from its asset. */
export interface RequestAsset {
  company_id: number;
  site_id: number;
  asset_id: number;
  name: string;
  internal_asset_id: string;
}

/**
 * A new Open request of an asset (version 1): the fields every way of raising one shares (the
 * manager's form, from an inspection or issue, the portal, the seed). `extra` sets the rest
 * (mr_type for an inspection's, is_portal, the inspection, issues, photo).
 */
export function newRequest(input: {
  tenant: string;
  mr_id: number;
  asset: RequestAsset;
  title: string;
  description: string;
  priority: number;
  by: { uuid: string; name: string };
  at: Date;
  extra?: Partial<RequestRecord>;
}): RequestRecord {
  const { asset, at } = input;
  return {
    tenant: input.tenant,
    mr_id: input.mr_id,
    company_id: asset.company_id,
    site_id: asset.site_id,
    asset_id: asset.asset_id,
    asset_name: asset.name,
    internal_asset_id: asset.internal_asset_id,
    title: input.title,
    description: input.description,
    priority: input.priority,
    mr_type: RequestType.Manual,
    status: RequestStatus.Open,
    requested_by: input.by.uuid,
    requested_by_name: input.by.name,
    issue_uuids: [],
    is_portal: false,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    version: 1,
    ...input.extra,
  };
}

/** The tenant's sequences: `MR` and `WO` (atomic adds; numbers are never reused). */
export const SequenceEntity = new Entity({
  name: 'MaintSequence',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), name: string().key(), last: number().optional() }),
  computeKey: ({ tenant, name }: { tenant: string; name: string }) => ({
    pk: requestKeys.sequence(tenant),
    sk: name,
  }),
});

export async function nextId(tenant: string, name: 'MR' | 'WO'): Promise<number> {
  const { Attributes } = await SequenceEntity.build(UpdateItemCommand)
    .item({ tenant, name, last: $add(1) })
    .options({ returnValues: 'UPDATED_NEW' })
    .send();
  return Number(Attributes?.last);
}

// ---- the list index of requests ----

export const RequestSub = {
  all: 'ALL',
  status: (s: number) => `S${s}`,
  type: (t: number) => `T${t}`,
  statusType: (s: number, t: number) => `S${s}T${t}`,
  requestor: (uuid: string) => `U#${uuid}`,
};
export const requestorOfSub = (sub: string) => sub.slice(2);

export const indexedRequest = (r: RequestRecord): Indexed => ({
  kind: 'MR',
  site_id: r.site_id,
  order: orderOf(r.created_at, r.mr_id),
  id: r.mr_id,
  status: r.status,
  code: r.mr_type,
  requested_by: r.requested_by,
  search: `${r.title}\n${r.asset_name}\n${r.internal_asset_id}`.toLowerCase(),
  title: r.title,
  number: '',
  subs: [
    { sub: RequestSub.all },
    { sub: RequestSub.status(r.status) },
    { sub: RequestSub.type(r.mr_type) },
    { sub: RequestSub.statusType(r.status, r.mr_type) },
    { sub: RequestSub.requestor(r.requested_by), label: r.requested_by_name },
  ],
  // The list's search reads them: the words of the title, the asset's name and its Asset #.
  terms: termsOf(r.title, `${r.asset_name} ${r.internal_asset_id}`),
});

/** Puts a new request with its index entries and counts (the open count among them). */
export const requestCreateWrites = (r: RequestRecord): Transaction[] => [
  RequestEntity.build(PutTransaction)
    .item(r)
    .options({ condition: { attr: 'mr_id', exists: false } }),
  ...indexWrites(r.tenant, null, indexedRequest(r)),
];

/** Replaces a request (checked against the version read) and moves its index. */
export function requestUpdateWrites(before: RequestRecord, after: RequestRecord): Transaction[] {
  const next = { ...after, version: before.version + 1 };
  return [
    RequestEntity.build(PutTransaction)
      .item(next)
      .options({ condition: { attr: 'version', eq: before.version } }),
    ...indexWrites(before.tenant, indexedRequest(before), indexedRequest(next)),
  ];
}

export async function getRequest(tenant: string, mrId: number): Promise<RequestRecord | undefined> {
  const { Item } = await RequestEntity.build(GetItemCommand)
    .key({ tenant, mr_id: mrId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getRequests(tenant: string, ids: number[]): Promise<RequestRecord[]> {
  if (!ids.length) return [];
  const found = await getMany(
    RequestEntity,
    ids.map((mr_id) => ({ tenant, mr_id })),
  );
  const byId = new Map(found.map((r) => [r.mr_id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is RequestRecord => Boolean(r));
}

/** The open requests of these sites: the `S48` counts (no read of requests). */
export async function openRequestCount(tenant: string, siteIds: number[]): Promise<number> {
  const counts = await Promise.all(
    siteIds.map((siteId) => readCounts(tenant, 'MR', siteId, [RequestSub.status(RequestStatus.Open)])),
  );
  return counts.reduce((a, b) => a + b, 0);
}

// ---- the portal ----

/** A photo upload the portal handed out (for this asset), so a report can only name its own upload. */
export const PortalPhotoEntity = new Entity({
  name: 'PortalPhoto',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    photo: string().key(),
    asset_id: number(),
    key: string(),
    expires_at: number(),
  }),
  computeKey: ({ tenant, photo }: { tenant: string; photo: string }) => ({
    pk: requestKeys.portalPhoto(tenant, photo),
    sk: 'PHOTO',
  }),
});
