/** How an import job writes many items: batches of 25, a few at a time, the first failure thrown (a test swaps the writer to force a fault). */
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { table } from '../db.js';
import { untilFirstFailure } from '../pool.js';

export type BatchRequest = Parameters<BatchWriteCommand['requests']>[number];

export interface BatchWriter {
  batchWrite(requests: BatchRequest[]): Promise<void>;
}
export const tableBatchWriter: BatchWriter = {
  batchWrite: async (requests) => {
    await executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...requests));
  },
};

export const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Writes every request (puts or deletes) in batches of 25, `parallel` batches at a time; throws the first failure. */
export async function writeAllBatches(
  requests: BatchRequest[],
  writer: BatchWriter = tableBatchWriter,
  parallel = 8,
): Promise<void> {
  const result = await untilFirstFailure(chunks(requests, 25), parallel, (batch) => writer.batchWrite(batch));
  if (result.error !== undefined) throw result.error;
}
