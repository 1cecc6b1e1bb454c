/**
 * The runners' lease on a job item (report jobs, spreadsheet imports): a run takes the job for a
 * while unless another run holds it (or the job has ended), and counts the attempt. A run that
 * dies keeps the job until its lease runs out; then the next run takes it again. One mechanism
 * for every job kind: the item needs `status`, `attempts` and `lease_until`.
 */
import type { Entity, KeyInputItem } from 'dynamodb-toolbox/entity';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { isConditionalCheckFailure } from '../retry.js';

/** Takes the job for `leaseMs` unless another runner holds it or its status is no longer `activeStatus`. */
export async function claimLease<E extends Entity>(
  entity: E,
  key: KeyInputItem<E>,
  activeStatus: string | number,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  try {
    await entity
      .build(UpdateItemCommand)
      // The entity's schema has these attributes (the contract of this module); the toolbox cannot see it through the generic.
      .item({
        ...key,
        attempts: $add(1),
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      } as never)
      .options({
        condition: {
          and: [
            { attr: 'status', eq: activeStatus },
            {
              or: [
                { attr: 'lease_until', exists: false },
                { attr: 'lease_until', lt: now.toISOString() },
              ],
            },
          ],
        },
      } as never)
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
