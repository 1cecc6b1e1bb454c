/**
 * The entities of the requests and work orders list index (../listing.ts says how it works): list
 * entries per (site, sub), term entries per site, and the count items per (site, sub), with
 * their keys.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { pad, table } from '#lib/db.js';

export type ListKind = 'MR' | 'WO';

export const listKeys = {
  entries: (tenant: string, kind: ListKind, siteId: number, sub: string) =>
    `${tenant}#${kind}LIST#${pad(siteId, 6)}#${sub}`,
  counts: (tenant: string, kind: ListKind, siteId: number) => `${tenant}#${kind}COUNT#${pad(siteId, 6)}`,
  terms: (tenant: string, kind: ListKind, siteId: number) => `${tenant}#${kind}TERM#${pad(siteId, 6)}`,
};

/** What a list entry and a term entry both hold of their record (a list row). */
const rowFields = {
  id: number(),
  status: number(),
  /** Request type (52/53) or work order priority (45–47). */
  code: number(),
  requested_by: string(),
  /** Title (and number), lower case. */
  search: string(),
  title: string(),
  number: string(),
};

/** The key fields every entity here starts with: the list (requests or work orders) of one site. */
const siteListKey = {
  tenant: string().key(),
  kind: string().key(),
  site_id: number().key(),
};
type SiteListKey = { tenant: string; kind: string; site_id: number };

export const ListEntryEntity = new Entity({
  name: 'MaintListEntry',
  table,
  timestamps: false,
  schema: item({
    ...siteListKey,
    sub: string().key(),
    order: string().key(),
    ...rowFields,
  }),
  computeKey: ({ tenant, kind, site_id, sub, order }: SiteListKey & { sub: string; order: string }) => ({
    pk: listKeys.entries(tenant, kind as ListKind, site_id, sub),
    sk: order,
  }),
});
export type ListEntry = FormattedItem<typeof ListEntryEntity>;

/** One term of a record (its sort key `{term}#{order}`): the same data as a list entry. */
export const TermEntryEntity = new Entity({
  name: 'MaintTermEntry',
  table,
  timestamps: false,
  schema: item({
    ...siteListKey,
    term: string().key(),
    order: string().key(),
    ...rowFields,
  }),
  computeKey: ({ tenant, kind, site_id, term, order }: SiteListKey & { term: string; order: string }) => ({
    pk: listKeys.terms(tenant, kind as ListKind, site_id),
    sk: `${term}#${order}`,
  }),
});
export type TermEntry = FormattedItem<typeof TermEntryEntity>;

export const ListCountEntity = new Entity({
  name: 'MaintListCount',
  table,
  timestamps: false,
  schema: item({
    ...siteListKey,
    sub: string().key(),
    n: number().optional(),
    label: string().optional(),
  }),
  computeKey: ({ tenant, kind, site_id, sub }: SiteListKey & { sub: string }) => ({
    pk: listKeys.counts(tenant, kind as ListKind, site_id),
    sk: sub,
  }),
});
