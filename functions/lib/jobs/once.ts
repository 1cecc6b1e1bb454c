/**
 * Writes a job applies exactly once, whatever runs it again: each (a counter's ADD, say) commits
 * in one transaction with a mark item of the job whose put requires it absent, so a re-run finds
 * the mark and skips that write; the mark keeps what takes the write back, so a job abandoned
 * later undoes exactly the writes it made (the undo deletes the mark in its own transaction, so
 * an undo is taken once too). Marks live in the job's own partition.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { table } from '../db.js';
import { failedCondition } from '../retry.js';
import { writeTransaction, type Transaction } from '../transactions.js';

const markKeys = { partition: (tenant: string, jobId: string) => `${tenant}#JOBMARKS#${jobId}` };

export const JobMarkEntity = new Entity({
  name: 'JobMark',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    job_id: string().key(),
    /** Names the write (unique within the job). */
    mark: string().key(),
    /** JSON of what takes the write back (read by the job's own cleanup). */
    undo: string(),
  }),
  computeKey: ({ tenant, job_id, mark }: { tenant: string; job_id: string; mark: string }) => ({
    pk: markKeys.partition(tenant, job_id),
    sk: mark,
  }),
});
export type JobMark = FormattedItem<typeof JobMarkEntity>;

/** Commits `writes` with the mark unless the mark is there already (then nothing is written). */
export async function applyOnce(
  tenant: string,
  jobId: string,
  mark: string,
  undo: unknown,
  writes: Transaction[],
): Promise<void> {
  try {
    await writeTransaction([
      JobMarkEntity.build(PutTransaction)
        .item({ tenant, job_id: jobId, mark, undo: JSON.stringify(undo) })
        .options({ condition: { attr: 'mark', exists: false } }),
      ...writes,
    ]);
  } catch (error) {
    if (!failedCondition(error, 0)) throw error;
  }
}

/** Commits the undo `writes` of a mark with its deletion, unless it was taken back already. */
export async function undoOnce(mark: JobMark, writes: Transaction[]): Promise<void> {
  try {
    await writeTransaction([
      JobMarkEntity.build(DeleteTransaction)
        .key({ tenant: mark.tenant, job_id: mark.job_id, mark: mark.mark })
        .options({ condition: { attr: 'mark', exists: true } }),
      ...writes,
    ]);
  } catch (error) {
    if (!failedCondition(error, 0)) throw error;
  }
}

/** The marks of a job (the writes it has applied and not taken back). */
export async function jobMarks(tenant: string, jobId: string): Promise<JobMark[]> {
  const marks: JobMark[] = [];
  const query = table
    .build(QueryCommand)
    .entities(JobMarkEntity)
    .query({ partition: markKeys.partition(tenant, jobId) });
  for await (const page of query.paginate()) marks.push(...(page.Items ?? []));
  return marks;
}
