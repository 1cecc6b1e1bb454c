/**
 * Meter readings in bulk (issue 28 item 3), from the public API (and the upload): each asset's
 * readings in time order, checked against its meter and its newest reading's time
 * (shared/integrations/rules.ts readingVerdict). Plausible ones move the meter through PM's
 * recordMeterHours, as Asset/UpdateMeterHours does (history, activity, then the meter PM
 * triggers); backwards or implausible ones are held for a manager's review, not applied.
 *
 * One asset's readings are one or a few transactions (the newest moves the meter, the earlier
 * ones ride along as history entries); assets are applied a few at a time.
 */
import pLimit from 'p-limit';
import { AssetMessages } from '#shared/assets/messages.js';
import { isActiveAsset } from '#shared/assets/rules.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { readingVerdict, type HeldReason } from '#shared/integrations/rules.js';
import type { MeterReadingsResponse } from '#shared/integrations/schemas.js';
import { getAssets, newestMeterReading, siteOf, type AssetRecord } from '#functions/assets/index.js';
import { EARLIER_READINGS_MAX, recordMeterHours } from '#functions/pm/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { newHeldReadingId, putHeldReadings, type HeldReadingRecord } from '../store/held-readings.js';

export interface IncomingReading {
  assetId: number;
  /** ISO time. */
  at: string;
  value: number;
}

export interface ReadingProblem {
  index: number;
  field: string;
  message: string;
}

type Result = MeterReadingsResponse['results'][number];

export interface BatchOutcome {
  problems: ReadingProblem[];
  response?: MeterReadingsResponse;
}

const ASSETS_AT_ONCE = 8;

/** Per-item problems that refuse the whole batch (unknown asset, another company's, inactive). */
function problemsOf(readings: IncomingReading[], assets: Map<number, AssetRecord>, companyId: number) {
  const problems: ReadingProblem[] = [];
  readings.forEach((reading, index) => {
    const asset = assets.get(reading.assetId);
    if (!asset || asset.company_id !== companyId)
      problems.push({ index, field: 'assetId', message: M.unknownAsset });
    else if (!isActiveAsset(asset.status))
      problems.push({ index, field: 'assetId', message: AssetMessages.meterInactive });
  });
  return problems;
}

/**
 * Checks every reading first (a problem anywhere refuses the batch, nothing written), then applies
 * or holds each. `source` names who sent them (`api:{key name}`).
 */
export async function applyReadings(
  tenant: string,
  companyId: number,
  source: { by: string; source: string },
  readings: IncomingReading[],
): Promise<BatchOutcome> {
  const ids = [...new Set(readings.map((r) => r.assetId))];
  const assets = new Map((await getAssets(tenant, ids)).map((a) => [a.asset_id, a]));
  const problems = problemsOf(readings, assets, companyId);
  if (problems.length) return { problems };

  const org = await getOrg(tenant);
  const results: Result[] = new Array(readings.length);
  const held: HeldReadingRecord[] = [];
  const receivedAt = new Date().toISOString();
  const byAsset = new Map<number, number[]>();
  readings.forEach((r, index) => byAsset.set(r.assetId, [...(byAsset.get(r.assetId) ?? []), index]));

  await pLimit(ASSETS_AT_ONCE).map([...byAsset], async ([assetId, indexes]) => {
    let asset = assets.get(assetId)!;
    const ordered = [...indexes].sort(
      (a, b) => Date.parse(readings[a].at) - Date.parse(readings[b].at) || a - b,
    );
    const newest = await newestMeterReading(tenant, assetId);
    let last =
      asset.meter_hours === undefined && !newest
        ? null
        : {
            value: asset.meter_hours ?? newest!.meter_hours,
            at: newest ? Date.parse(newest.updated_at) : null,
          };
    const toApply: number[] = [];
    for (const index of ordered) {
      const reading = readings[index];
      const verdict = readingVerdict(last, { value: reading.value, at: Date.parse(reading.at) });
      if (verdict === 'apply') {
        toApply.push(index);
        last = { value: reading.value, at: Date.parse(reading.at) };
        results[index] = { index, assetId, status: 'applied' };
      } else if (verdict === 'unchanged') {
        results[index] = { index, assetId, status: 'unchanged' };
      } else {
        results[index] = { index, assetId, status: 'held', reason: verdict };
        held.push(heldRecord(tenant, asset, reading, verdict, source.source, receivedAt, last?.value ?? 0));
      }
    }
    const timezone = siteOf(org, asset.site_id)?.timezone ?? 'UTC';
    for (let at = 0; at < toApply.length; at += EARLIER_READINGS_MAX + 1) {
      const chunk = toApply.slice(at, at + EARLIER_READINGS_MAX + 1).map((i) => readings[i]);
      const final = chunk[chunk.length - 1];
      asset = await recordMeterHours({
        tenant,
        asset,
        meterHours: final.value,
        at: new Date(final.at),
        earlier: chunk.slice(0, -1).map((r) => ({ meterHours: r.value, at: new Date(r.at) })),
        by: source.by,
        timezone,
      });
    }
  });
  await putHeldReadings(held);
  const count = (status: Result['status']) => results.filter((r) => r.status === status).length;
  return {
    problems: [],
    response: { applied: count('applied'), unchanged: count('unchanged'), held: count('held'), results },
  };
}

function heldRecord(
  tenant: string,
  asset: AssetRecord,
  reading: IncomingReading,
  reason: HeldReason,
  source: string,
  receivedAt: string,
  meterThen: number,
): HeldReadingRecord {
  return {
    tenant,
    company_id: asset.company_id,
    reading_id: newHeldReadingId(),
    asset_id: asset.asset_id,
    asset_name: asset.name,
    value: reading.value,
    at: new Date(reading.at).toISOString(),
    meter_hours_then: meterThen,
    reason,
    source,
    received_at: receivedAt,
  };
}
