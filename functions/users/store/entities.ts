/** The users domain's entities and keys: user records, uniqueness sentinels, and the users list index (its rules in ../listing.ts). */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { table } from '#lib/db.js';

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
    /** E-mail settings of spec maintenance 3 (functions/pm-notifications): progress report 0 off, 22 daily, 23 weekly. */
    executive_report_frequency: number().default(0),
    executive_pm_due_not_resolved_email_notification: boolean().default(true),
    /** While the PM-due e-mail is off: for `disable_till` units of `disable_till_by` (39 weeks, 29 months), until `disabled_till_date` (ISO). */
    disable_till: number().optional(),
    disable_till_by: number().optional(),
    disabled_till_date: string().optional(),
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
  computeKey: ({
    tenant,
    list_partition,
    entry_key,
  }: {
    tenant: string;
    list_partition: string;
    entry_key: string;
  }) => ({
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
  computeKey: ({ tenant, uuid }: { tenant: string; uuid: string }) => ({
    pk: userKeys.user(tenant, uuid),
    sk: 'LISTING',
  }),
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
  computeKey: ({
    tenant,
    count_partition,
    shard,
  }: {
    tenant: string;
    count_partition: string;
    shard: number;
  }) => ({
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
export type NewUser = Omit<
  User,
  | 'created'
  | 'modified'
  | 'version'
  | 'unread_notifications'
  | 'total_notifications'
  | 'executive_report_frequency'
  | 'executive_pm_due_not_resolved_email_notification'
> &
  Partial<Pick<User, 'executive_report_frequency' | 'executive_pm_due_not_resolved_email_notification'>>;
