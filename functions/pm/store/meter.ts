/**
 * An asset's PM meter state (latest reading and recent readings): its reads, puts and the meter
 * reading's one-Query context read. A reading is a read-modify-write of the state (the recent
 * readings list is trimmed as it grows), so each write is conditioned on the version it read
 * (`v`, 0 for a state never versioned or absent) and raises it: two readings recorded at once
 * cannot overwrite each other; the one that loses reads again and adds its reading (recordReading),
 * or, inside a caller's transaction, the caller prepares again (the inspection submit).
 */
import { QueryCommand as DocQueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { getDocumentClient } from '#lib/aws.js';
import { getMany } from '#lib/batch-get.js';
import { config } from '#lib/config.js';
import { type Transaction } from '#lib/transactions.js';
import { PmMeterEntity } from './entities.js';
import { pmKeys } from './keys.js';
import type { MeterState, OpenTriggerData, StoredTrigger } from './stored-shapes.js';

export async function getMeter(tenant: string, assetId: number): Promise<MeterState> {
  const { Item } = await PmMeterEntity.build(GetItemCommand).key({ tenant, asset_id: assetId }).send();
  return (Item?.m as MeterState | undefined) ?? { meter_hours: null, readings: [] };
}

export async function getMeters(tenant: string, assetIds: number[]): Promise<Map<number, MeterState>> {
  const unique = [...new Set(assetIds)];
  const items = unique.length
    ? await getMany(
        PmMeterEntity,
        unique.map((asset_id) => ({ tenant, asset_id })),
      )
    : [];
  return new Map(items.map((it) => [it.asset_id, it.m as MeterState]));
}

/** Recent readings kept for the forecast (estimates.ts reads the last 30 days). */
const READINGS_KEPT_DAYS = 45;
const READINGS_KEPT_MAX = 60;
const DAY_MS = 86_400_000;

/**
 * The asset's recent readings with a new one. A reading already kept (the same time and hours) is
 * not added again: the outbox may hand a reading's event over twice (pm/operations/meter-reading.ts).
 */
export function withReading(meter: MeterState, meterHours: number, at: number): MeterState {
  if (meter.readings.some(([when, hours]) => when === at && hours === meterHours)) return meter;
  const readings = [...meter.readings, [at, meterHours] as [number, number]]
    .filter(([when]) => when >= at - READINGS_KEPT_DAYS * DAY_MS)
    .sort((a, b) => a[0] - b[0])
    .slice(-READINGS_KEPT_MAX);
  return { meter_hours: meterHours, readings };
}

/** The state's version as read: 0 when it was never versioned (or is absent). */
export type MeterVersion = number;

/** The condition of a write over the state read at `version`, and the version it writes. */
const versioned = (version: MeterVersion) => ({
  v: version + 1,
  condition: version === 0 ? ({ attr: 'v', exists: false } as const) : ({ attr: 'v', eq: version } as const),
});

/** Puts a meter state as is, over whatever is there (seeds and tests that set the scene). */
export async function putMeter(tenant: string, assetId: number, meter: MeterState): Promise<void> {
  const { Item } = await PmMeterEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .options({ consistent: true, attributes: ['v'] })
    .send();
  await PmMeterEntity.build(PutItemCommand)
    .item({ tenant, asset_id: assetId, m: meter, v: (Item?.v ?? 0) + 1 })
    .send();
}

/** The meter state's put as a transaction item (a reading recorded in the write that brings it), conditioned on the version read. */
export const meterWrite = (
  tenant: string,
  assetId: number,
  meter: MeterState,
  version: MeterVersion,
): Transaction => {
  const { v, condition } = versioned(version);
  return PmMeterEntity.build(PutTransaction)
    .item({ tenant, asset_id: assetId, m: meter, v })
    .options({ condition }) as Transaction;
};

/** Puts the state made from the one read at `version`; false when another write came first. */
export async function putMeterIfUnchanged(
  tenant: string,
  assetId: number,
  meter: MeterState,
  version: MeterVersion,
): Promise<boolean> {
  const { v, condition } = versioned(version);
  try {
    await PmMeterEntity.build(PutItemCommand)
      .item({ tenant, asset_id: assetId, m: meter, v })
      .options({ condition })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** How often a reading reads the state again after losing to another write. */
const METER_ATTEMPTS = 12;

/**
 * Records a change of the state (`change` applied to the latest state): read, change, put
 * conditioned on the version read, again when another write came first.
 */
export async function updateMeter(
  tenant: string,
  assetId: number,
  change: (meter: MeterState) => MeterState,
  first?: { meter: MeterState; version: MeterVersion },
): Promise<void> {
  let read = first;
  for (let attempt = 1; ; attempt++) {
    read ??= await getMeterVersioned(tenant, assetId);
    if (await putMeterIfUnchanged(tenant, assetId, change(read.meter), read.version)) return;
    if (attempt >= METER_ATTEMPTS)
      throw new Error(`PM meter of asset ${assetId}: changed by others ${attempt} times in a row`);
    read = undefined;
    // A little apart, so writers that lost together do not meet again at once.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
  }
}

/** The state and its version, read consistently (for a write that follows). */
export async function getMeterVersioned(
  tenant: string,
  assetId: number,
): Promise<{ meter: MeterState; version: MeterVersion }> {
  const { Item } = await PmMeterEntity.build(GetItemCommand)
    .key({ tenant, asset_id: assetId })
    .options({ consistent: true })
    .send();
  return {
    meter: (Item?.m as MeterState | undefined) ?? { meter_hours: null, readings: [] },
    version: Item?.v ?? 0,
  };
}

/**
 * What a meter reading needs first, by ONE key Query of the asset's PM partition: its open
 * triggers and its meter state. `OPEN#…` < `PLAN` < `PMMETER` in key order, so the range reads the
 * open triggers, the plan item (skipped) and the meter, never the PMs or the completion history.
 */
export async function readMeterContext(
  tenant: string,
  assetId: number,
): Promise<{ meter: MeterState; version: MeterVersion; open: StoredTrigger[] }> {
  const client = getDocumentClient();
  const open: StoredTrigger[] = [];
  let meter: MeterState = { meter_hours: null, readings: [] };
  let version: MeterVersion = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new DocQueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': pmKeys.asset(tenant, assetId),
          ':from': 'OPEN#',
          ':to': 'PMMETER',
        },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const it of page.Items ?? []) {
      if (it.sk === 'PMMETER') {
        meter = it.m as MeterState;
        version = typeof it.v === 'number' ? it.v : 0;
      } else if (typeof it.sk === 'string' && it.sk.startsWith('OPEN#'))
        open.push({ t: it.t as OpenTriggerData, version: it.version as number });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { meter, version, open };
}
