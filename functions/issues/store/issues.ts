/**
 * The issues domain's items and every key of them: the issue record, its comments (same
 * partition, oldest first), the open-issue sentinel per asset + attribute (a conditional put
 * makes a second open auto issue impossible), the list index (rules in listing.ts) with its
 * sharded counts, and a per-site 'last change' stamp for the dashboard; the record writes and
 * reads. The list index's writes and reads are list-store.ts's. Never a Scan.
 */
import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { getMany } from '#lib/batch-get.js';
import { pad, table } from '#lib/db.js';
import {
  listCountKey,
  listCountKeyAttributes,
  listEntryKey,
  listEntryKeyAttributes,
} from '#lib/list-index/entities.js';
import type { Transaction } from '#lib/transactions.js';

export const issueKeys = {
  issue: (tenant: string, uuid: string) => `${tenant}#ISSUE#${uuid}`,
  /** The open auto issues of an asset, one item per attribute. */
  open: (tenant: string, assetId: number) => `${tenant}#ISSUEOPEN#${pad(assetId)}`,
  entries: (tenant: string, companyId: number, sub: string) =>
    `${tenant}#ISSUELIST#${pad(companyId, 6)}#${sub}`,
  counts: (tenant: string, companyId: number) => `${tenant}#ISSUECOUNT#${pad(companyId, 6)}`,
  siteChange: (tenant: string, siteId: number) => `${tenant}#ISSUESITE#${pad(siteId, 6)}`,
};

export const IssueEntity = new Entity({
  name: 'Issue',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    issue_uuid: string().key(),
    asset_id: number(),
    internal_asset_id: string(),
    asset_name: string(),
    company_id: number(),
    site_id: number(),
    name: string(),
    notes: string().default(''),
    description: string().default(''),
    priority: number(),
    status: number(),
    inspection_id: string().optional(),
    /** The checklist item a failed inspection opened it for. */
    attribute_id: string().optional(),
    /** Failure codes of the company's catalogue (issue 25 item 5), folded to upper case. */
    problem_code: string().optional(),
    cause_code: string().optional(),
    remedy_code: string().optional(),
    created_by_uuid: string(),
    created_by_name: string(),
    /** ISO times. */
    created_at: string(),
    updated_at: string(),
    /** Optimistic lock: every update checks and bumps it. */
    version: number().default(1),
  }),
  computeKey: ({ tenant, issue_uuid }: { tenant: string; issue_uuid: string }) => ({
    pk: issueKeys.issue(tenant, issue_uuid),
    sk: 'ISSUE',
  }),
});
export type IssueRecord = FormattedItem<typeof IssueEntity>;

export const IssueCommentEntity = new Entity({
  name: 'IssueComment',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    issue_uuid: string().key(),
    /** `C#{ISO time}#{id}`: the partition reads oldest first, so the newest is last. */
    comment_key: string().key(),
    comment_id: string(),
    comment: string(),
    created_by_uuid: string(),
    created_by_name: string(),
    created_at: string(),
  }),
  computeKey: ({
    tenant,
    issue_uuid,
    comment_key,
  }: {
    tenant: string;
    issue_uuid: string;
    comment_key: string;
  }) => ({ pk: issueKeys.issue(tenant, issue_uuid), sk: comment_key }),
});
export type IssueCommentRecord = FormattedItem<typeof IssueCommentEntity>;

/** One per asset + attribute with an open issue: put on opening (if absent), deleted on closing. */
export const OpenIssueEntity = new Entity({
  name: 'OpenIssue',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    attribute_id: string().key(),
    issue_uuid: string(),
  }),
  computeKey: ({
    tenant,
    asset_id,
    attribute_id,
  }: {
    tenant: string;
    asset_id: number;
    attribute_id: string;
  }) => ({ pk: issueKeys.open(tenant, asset_id), sk: `ATTR#${attribute_id}` }),
});

export const IssueListEntryEntity = new Entity({
  name: 'IssueListEntry',
  table,
  timestamps: false,
  schema: item({
    ...listEntryKeyAttributes,
    issue_uuid: string(),
    asset_id: number(),
    site_id: number(),
    status: number(),
    priority: number(),
    title: string(),
    created_at: string(),
    order: string(),
    search: string(),
  }),
  computeKey: listEntryKey(issueKeys.entries),
});

/** One partition per company holds its count shards, sort key `{sub}#{shard}`, so option lists are one query by prefix. */
export const IssueCountEntity = new Entity({
  name: 'IssueCount',
  table,
  timestamps: false,
  schema: item({
    ...listCountKeyAttributes,
    n: number().optional(),
    label: string().optional(),
    site_id: number().optional(),
  }),
  computeKey: listCountKey(issueKeys.counts),
});

/** When a site's issues last changed (the dashboard's Last Updated). */
export const IssueSiteChangeEntity = new Entity({
  name: 'IssueSiteChange',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), site_id: number().key(), changed_at: string() }),
  computeKey: ({ tenant, site_id }: { tenant: string; site_id: number }) => ({
    pk: issueKeys.siteChange(tenant, site_id),
    sk: 'CHANGED',
  }),
});

// ---- writes ----

/** A new issue's record put (fails if the uuid exists). */
export const issuePut = (record: IssueRecord): Transaction =>
  IssueEntity.build(PutTransaction)
    .item(record)
    .options({ condition: { attr: 'issue_uuid', exists: false } });

/** The changed record, checked against the version it was read at. */
export const issueUpdate = (before: IssueRecord, after: IssueRecord): Transaction =>
  IssueEntity.build(PutTransaction)
    .item({ ...after, version: before.version + 1 })
    .options({ condition: { attr: 'version', eq: before.version } });

/** The sentinel's conditional put (the transaction fails if the asset + attribute already has an open issue). */
export const openSentinelPut = (
  tenant: string,
  assetId: number,
  attributeId: string,
  issueUuid: string,
): Transaction =>
  OpenIssueEntity.build(PutTransaction)
    .item({ tenant, asset_id: assetId, attribute_id: attributeId, issue_uuid: issueUuid })
    .options({ condition: { attr: 'issue_uuid', exists: false } });
export const openSentinelDelete = (tenant: string, assetId: number, attributeId: string): Transaction =>
  OpenIssueEntity.build(DeleteTransaction).key({ tenant, asset_id: assetId, attribute_id: attributeId });

export function commentPut(
  tenant: string,
  issueUuid: string,
  input: { comment: string; by: { uuid: string; name: string }; at: Date },
): { write: Transaction; comment: IssueCommentRecord } {
  const comment_id = randomUUID();
  const created_at = input.at.toISOString();
  const comment: IssueCommentRecord = {
    tenant,
    issue_uuid: issueUuid,
    comment_key: `C#${created_at}#${comment_id}`,
    comment_id,
    comment: input.comment,
    created_by_uuid: input.by.uuid,
    created_by_name: input.by.name,
    created_at,
  };
  return { write: IssueCommentEntity.build(PutTransaction).item(comment), comment };
}

// ---- reads ----

export async function getIssue(tenant: string, uuid: string): Promise<IssueRecord | undefined> {
  const { Item } = await IssueEntity.build(GetItemCommand)
    .key({ tenant, issue_uuid: uuid })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getIssues(tenant: string, uuids: string[]): Promise<IssueRecord[]> {
  const found = new Map(
    (
      await getMany(
        IssueEntity,
        [...new Set(uuids)].map((issue_uuid) => ({ tenant, issue_uuid })),
      )
    ).map((r) => [r.issue_uuid, r]),
  );
  return uuids.map((id) => found.get(id)).filter((r): r is IssueRecord => r !== undefined);
}

/** An issue's comments, oldest first (newest last). */
export async function listComments(tenant: string, uuid: string): Promise<IssueCommentRecord[]> {
  const out: IssueCommentRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(IssueCommentEntity)
    .query({ partition: issueKeys.issue(tenant, uuid), range: { beginsWith: 'C#' } });
  for await (const page of query.paginate()) out.push(...(page.Items ?? []));
  return out;
}

/** The open sentinels of these attributes of an asset (attribute id -> issue uuid). */
export async function openSentinels(
  tenant: string,
  assetId: number,
  attributeIds: string[],
): Promise<Map<string, string>> {
  const found = await getMany(
    OpenIssueEntity,
    [...new Set(attributeIds)].map((attribute_id) => ({ tenant, asset_id: assetId, attribute_id })),
  );
  return new Map(found.map((s) => [s.attribute_id, s.issue_uuid]));
}
