/**
 * The one table (single-table design). Every partition key starts with the tenant code, except
 * the tenant registry itself, which is what maps a token's issuer to a tenant in the first place.
 * Each domain's key shapes live in its own store.ts, so no other file writes key strings by hand.
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
