/**
 * The one table (single-table design). Every partition key starts with the tenant code, except
 * the tenant registry itself, which is what maps a token's issuer to a tenant in the first place.
 * Key shapes live in `keys` so no other file writes key strings by hand.
 */
import { Table } from 'dynamodb-toolbox/table';
import { getDocumentClient } from './aws.js';
import { config } from './config.js';

export const table = new Table({
  name: () => config.tableName,
  documentClient: getDocumentClient(),
  partitionKey: { name: 'pk', type: 'string' },
  sortKey: { name: 'sk', type: 'string' },
  indexes: {
    gsi1: {
      type: 'global',
      partitionKey: { name: 'gsi1pk', type: 'string' },
      sortKey: { name: 'gsi1sk', type: 'string' },
    },
    gsi2: {
      type: 'global',
      partitionKey: { name: 'gsi2pk', type: 'string' },
      sortKey: { name: 'gsi2sk', type: 'string' },
    },
  },
});

/** Attribute names of the table and its indexes, for the twin's table creation and the CDK stack. */
export const TABLE_SHAPE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'expires_at',
} as const;

/** Sorts numbers as strings (for sort keys). */
export const pad = (n: number, width = 12) => String(n).padStart(width, '0');

export const keys = {
  registry: { pk: 'REGISTRY', tenantSk: (code: string) => `TENANT#${code}` },
  org: (tenant: string) => `${tenant}#ORG`,
  company: (id: number) => `COMPANY#${pad(id, 6)}`,
  site: (id: number) => `SITE#${pad(id, 6)}`,
  user: (tenant: string, uuid: string) => `${tenant}#USER#${uuid}`,
  usersIndex: (tenant: string) => `${tenant}#USERS`,
  unique: (tenant: string, kind: string, value: string) => `${tenant}#UNIQUE#${kind}#${value.toLowerCase()}`,
  sequence: (tenant: string, name: string) => `${tenant}#SEQ#${name}`,
  notifications: (tenant: string, uuid: string) => `${tenant}#USER#${uuid}#NOTIF`,
  mutes: (tenant: string, uuid: string) => `${tenant}#USER#${uuid}#MUTE`,
  /** Users list index: one partition per scope (site, company, tenant) and role; see functions/users/listing.ts. */
  userList: (tenant: string, partition: string) => `${tenant}#ULIST#${partition}`,
  /** The tenant's users list counters (one item, changed in the same transaction as the users it counts). */
  userListCounts: (tenant: string) => `${tenant}#ULIST`,
};
