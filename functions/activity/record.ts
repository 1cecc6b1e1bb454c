/**
 * What every domain calls to log an activity on an asset (spec core 3 'Activity', types in
 * shared/assets/rules.ts): `activityWrites(...)` to put it in the caller's own transaction, or
 * `recordActivity(...)` on its own.
 */
import type { ActivityTypeId } from '#shared/assets/rules.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import { activityPuts } from './store.js';

export interface RecordActivity {
  tenant: string;
  asset: { asset_id: number; internal_asset_id: string; name: string; site_id: number };
  type: ActivityTypeId;
  message: string;
  /** Display name of who did it ('System' for automatic steps). */
  by: string;
  /** The site's timezone (the rows show it); UTC when the caller has no site at hand. */
  timezone?: string;
  at?: Date;
}

export function activityWrites(input: RecordActivity): Transaction[] {
  const { tenant, timezone = 'UTC', ...entry } = input;
  return activityPuts(tenant, { ...entry, timezone });
}

export async function recordActivity(input: RecordActivity): Promise<void> {
  await writeTransaction(activityWrites(input));
}
