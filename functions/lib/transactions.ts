/** All-or-nothing writes of several items (DynamoDB transactions, at most 100 items each). */
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { isTransactionConflict, withRetry } from './retry.js';

export type Transaction = Parameters<typeof execute>[number];
type Transactions = Parameters<typeof execute>;

export const MAX_TRANSACTION_ITEMS = 100;

/** Writes all or nothing; another attempt when a concurrent transaction held one of the items. */
export async function writeTransaction(transactions: Transaction[]): Promise<void> {
  if (transactions.length === 0) return;
  if (transactions.length > MAX_TRANSACTION_ITEMS) throw new Error(`a transaction of ${transactions.length} items is over the ${MAX_TRANSACTION_ITEMS}-item limit`);
  await withRetry(() => execute(...(transactions as Transactions)), { retryIf: isTransactionConflict });
}
