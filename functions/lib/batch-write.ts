/** Writes many items by BatchWrite: requests of 25, a few sent at a time, unprocessed items sent again. */
import pLimit from 'p-limit';
import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import { table } from './db.js';

export type BatchWriteRequest = Parameters<BatchWriteCommand['requests']>[number];

const MAX_ITEMS = 25;

/** Sends the requests in batches of 25, `parallel` batches at a time; rejects on the first batch that fails. Not all or nothing. */
export async function writeMany(requests: BatchWriteRequest[], parallel = 8): Promise<void> {
  const batches: BatchWriteRequest[][] = [];
  for (let at = 0; at < requests.length; at += MAX_ITEMS) batches.push(requests.slice(at, at + MAX_ITEMS));
  await pLimit(parallel).map(batches, (batch) =>
    execute({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...batch)),
  );
}
