/**
 * Recording an asset's meter hours: the reading's history entry, the asset's meter, its activity
 * entry in one transaction (through assets' public module), then what it does to the asset's
 * meter PMs (due, overdue, their notices), before the caller answers. POST Asset/UpdateMeterHours
 * and the public API's meter readings (integrations) both record through here.
 */
import { ActivityType } from '#shared/assets/rules.js';
import { activityWrites } from '#functions/activity/index.js';
import { meterReadingWrite, updateAsset, type AssetRecord } from '#functions/assets/index.js';
import { evaluateMeterTriggers } from './engine.js';

export interface MeterHoursRecording {
  tenant: string;
  /** The asset as read (its version guards the update). */
  asset: AssetRecord;
  meterHours: number;
  /** When the meter showed it (now when absent). */
  at?: Date;
  /**
   * Readings before this one (oldest first) to keep in the history in the same transaction: a
   * telematics batch moves the meter once to its newest value (at most EARLIER_READINGS_MAX).
   */
  earlier?: { meterHours: number; at: Date }[];
  /** Who recorded it (a user's display name, or an API key's name). */
  by: string;
  timezone: string;
}

/** Earlier readings one transaction carries beside the asset's writes (DynamoDB's limit is 100 items). */
export const EARLIER_READINGS_MAX = 60;

export async function recordMeterHours(recording: MeterHoursRecording): Promise<AssetRecord> {
  const { tenant, asset, meterHours, by, timezone, earlier = [] } = recording;
  if (earlier.length > EARLIER_READINGS_MAX)
    throw new Error(`at most ${EARLIER_READINGS_MAX} earlier readings`);
  const updated = await updateAsset(asset, { meter_hours: meterHours }, [
    ...earlier.map((reading) =>
      meterReadingWrite(tenant, {
        asset_id: asset.asset_id,
        meter_hours: reading.meterHours,
        timezone,
        updated_by_name: by,
        at: reading.at,
      }),
    ),
    meterReadingWrite(tenant, {
      asset_id: asset.asset_id,
      meter_hours: meterHours,
      timezone,
      updated_by_name: by,
      ...(recording.at ? { at: recording.at } : {}),
    }),
    ...activityWrites({
      tenant,
      asset,
      type: ActivityType.MeterHoursUpdated,
      message: `Meter hours updated from ${asset.meter_hours ?? 0} to ${meterHours}`,
      by,
      timezone,
    }),
  ]);
  await evaluateMeterTriggers(tenant, asset.asset_id, meterHours);
  return updated;
}
