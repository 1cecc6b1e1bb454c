/** The asset PM operations' transaction writer: a lost race (a condition failed) becomes the project's conflict error. */
import { AssetPmMessages } from '#shared/pm/messages.js';
import { conflict } from '#lib/errors.js';
import { writeTransaction } from '#lib/transactions.js';

const isCancelled = (error: unknown) =>
  ['TransactionCanceledException', 'ConditionalCheckFailedException'].includes((error as Error).name);

/** Writes, turning a lost race (a condition failed) into the project's conflict error. */
export async function write(transactions: Parameters<typeof writeTransaction>[0]): Promise<void> {
  try {
    await writeTransaction(transactions);
  } catch (error) {
    if (isCancelled(error)) throw conflict(AssetPmMessages.staleTrigger);
    throw error;
  }
}
