/** All-or-nothing writes of several items (DynamoDB transactions, at most 100 items each). */
import type { Entity } from 'dynamodb-toolbox/entity';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { Messages } from '#shared/messages.js';
import { conflict } from './errors.js';
import { failedCondition, isTransactionConflict, withRetry } from './retry.js';

export type Transaction = Parameters<typeof execute>[number];
type Transactions = Parameters<typeof execute>;

export const MAX_TRANSACTION_ITEMS = 100;

/** Writes all or nothing; another attempt when a concurrent transaction held one of the items. */
export async function writeTransaction(transactions: Transaction[]): Promise<void> {
  if (transactions.length === 0) return;
  if (transactions.length > MAX_TRANSACTION_ITEMS)
    throw new Error(
      `a transaction of ${transactions.length} items is over the ${MAX_TRANSACTION_ITEMS}-item limit`,
    );
  await withRetry(() => execute(...(transactions as Transactions)), { retryIf: isTransactionConflict });
}

/** writeTransaction, answering 409 'recordChanged' when a condition failed: someone changed the record meanwhile. */
export async function writeOrConflict(transactions: Transaction[]): Promise<void> {
  try {
    await writeTransaction(transactions);
  } catch (error) {
    if (failedCondition(error)) throw conflict(Messages.recordChanged);
    throw error;
  }
}

/** An Update's parameters as DynamoDB takes them (the table name is added). */
export interface RawUpdate {
  Key: Record<string, unknown>;
  UpdateExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
  ConditionExpression?: string;
}

/**
 * A transaction Update built by hand, for hot paths where the toolbox's parse of a wide schema
 * is pure cost (the roll-ups' 186 day attributes). The builder must write what the entity's own
 * Update would (same key, attributes and timestamps): a test compares the two.
 */
class RawUpdateTransaction extends UpdateTransaction<Entity> {
  constructor(
    entity: Entity,
    private readonly update: RawUpdate,
  ) {
    super(entity);
  }
  override params() {
    return {
      ToolboxItem: {},
      Update: { TableName: this.entity.table.getName(), ...this.update },
    } as unknown as ReturnType<UpdateTransaction<Entity>['params']>;
  }
}

export const rawUpdateTransaction = (entity: Entity, update: RawUpdate): Transaction =>
  new RawUpdateTransaction(entity, update) as unknown as Transaction;
