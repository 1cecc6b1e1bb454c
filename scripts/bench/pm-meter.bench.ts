/**
 * Issue 10 bench, the meter figure alone: what a meter reading that evaluates the asset's PM
 * triggers adds to the reading's request (target p95 <= 30 ms), on a small twin (no 50,000-PM seed,
 * which pm.bench.ts also measures it beside). An asset with 5 recurring meter PMs (none crossing),
 * in this process:
 *  - evaluateMeterTriggers alone (the meter-hours edit and mark-complete call it after their write);
 *  - an inspection's reading (submit, approval): the meter state's read runs beside the submit's
 *    own reads (prepareMeterReading), its items join the caller's transaction, and the outbox
 *    consumer moves the triggers after the commit (evaluateMeterReading, off the request); the rows
 *    show the consumer's time and the read's;
 *  - for comparison in the same run, a bare GetItem round trip.
 * Each row also shows the DynamoDB operations of one call.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PmStatus, PmTriggerBy, PmTriggerType } from '#shared/pm/codes.js';
import { bareAssetPm } from '#functions/test-support/asset-pm.js';
import { triggerDue } from '#shared/pm/triggers.js';
import { evaluateMeterReading, evaluateMeterTriggers } from '#functions/pm/operations/engine.js';
import { prepareMeterReading } from '#functions/pm/operations/meter-reading.js';
import { newTrigger } from '#functions/pm/operations/trigger-step.js';
import { getAssetPm } from '#functions/pm/store/asset-pms.js';
import { putAssetPmsInBulk } from '#functions/pm/store/bulk-writes.js';
import type { AssetPmData } from '#functions/pm/store/stored-shapes.js';
import { getDocumentClient } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { writeTransaction } from '#lib/transactions.js';
import { countDynamoOperations, formatOperations } from './api.js';
import { isMain, runAlone } from './context.js';
import { summarize, type LoadResult } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 8);
const ASSET = 96_999_998;
const SITE = 3;
const ZONE = 'America/Los_Angeles';

function meterPm(i: number): AssetPmData {
  return bareAssetPm({
    asset_pm_id: `${ASSET}-BENCHMETER${i}`,
    asset_id: ASSET,
    internal_asset_id: 'PMMETER',
    asset_name: 'Meter bench machine',
    site_id: SITE,
    title: `${250 * (i + 1)} h service`,
    schedule: {
      pm_trigger_type: PmTriggerType.Recurring,
      pm_trigger_by: PmTriggerBy.MeterHours,
      meter_hours_starting_at: 0,
      meter_hours_repeates_every: 10_000 + i * 250,
    },
  });
}

async function timed(fn: () => Promise<unknown>, seconds: number): Promise<LoadResult> {
  for (let i = 0; i < 20; i++) await fn();
  const latencies: number[] = [];
  const began = performance.now();
  while (performance.now() - began < seconds * 1000) {
    const t = performance.now();
    await fn();
    latencies.push(performance.now() - t);
  }
  return summarize(latencies, 0, seconds);
}

export default async function bench(_ctx: BenchContext): Promise<BenchRow[]> {
  const now = Date.now();
  if (!(await getAssetPm('demo', meterPm(0).asset_pm_id))) {
    const pms = Array.from({ length: 5 }, (_, i) => {
      const pm = meterPm(i);
      const { next } = newTrigger(
        pm,
        1,
        triggerDue(PmTriggerBy.MeterHours, null, 10_000 + i * 250, ZONE),
        { at: 0, meterHours: 0, day: null },
        now,
        0,
        null,
        PmStatus.Open,
      );
      return { pm, trigger: next };
    });
    await putAssetPmsInBulk('demo', pms);
  }
  const operations = countDynamoOperations();
  let reading = 100;
  const rows: BenchRow[] = [];
  const row = (name: string, result: LoadResult, ops: string, target = true) =>
    rows.push({
      name,
      figures: {
        'p50 ms': result.p50,
        'p95 ms': result.p95,
        'p99 ms': result.p99,
        requests: result.count,
        target: target ? 'adds p95 <= 30 ms' : '',
        met: target ? (result.p95 <= 30 ? 'yes' : 'NO') : '',
        'DynamoDB ops per call': ops,
      },
    });
  const opsOf = async (fn: () => Promise<unknown>) => {
    operations.reset();
    await fn();
    return formatOperations(operations.counts);
  };
  try {
    // 1. evaluateMeterTriggers alone.
    const alone = () => evaluateMeterTriggers('demo', ASSET, (reading += 1));
    const aloneResult = await timed(alone, SECONDS);
    row(
      'evaluateMeterTriggers: a reading on an asset with 5 meter PMs (none crossing)',
      aloneResult,
      await opsOf(alone),
    );

    // 2. An inspection's reading: the state read before the caller's transaction, the triggers moved by the outbox consumer.
    const readLatencies: number[] = [];
    const consume = (meterHours: number, at: Date) =>
      evaluateMeterReading({
        type: 'pm.meter-reading',
        tenant: 'demo',
        asset_id: ASSET,
        meter_hours: meterHours,
        at: at.toISOString(),
        recorded: true,
      });
    const viaOutbox = async () => {
      const [hours, at] = [(reading += 1), new Date()];
      const t = performance.now();
      const prepared = await prepareMeterReading('demo', ASSET, hours, at);
      readLatencies.push(performance.now() - t);
      await writeTransaction(prepared.writes);
      const after = performance.now();
      await consume(hours, at);
      return performance.now() - after;
    };
    for (let i = 0; i < 20; i++) await viaOutbox();
    readLatencies.length = 0;
    const consumed: number[] = [];
    const began = performance.now();
    while (performance.now() - began < SECONDS * 1000) consumed.push(await viaOutbox());
    const reads = summarize(readLatencies, 0, SECONDS);
    row(
      "inspection reading: the outbox consumer's evaluation after the commit (evaluateMeterReading; none crossing)",
      summarize(consumed, 0, SECONDS),
      await opsOf(() => consume((reading += 1), new Date())),
      false,
    );
    row(
      "  its read in the request, beside the submit's own reads (prepareMeterReading)",
      reads,
      'see above',
      false,
    );

    // 3. A bare GetItem round trip, same run.
    const bare = () =>
      getDocumentClient().send(
        new GetCommand({ TableName: config.tableName, Key: { pk: 'demo#BENCHGET', sk: '0' } }),
      );
    row('bare GetItem (this process)', await timed(bare, SECONDS / 2), 'GetItem 1', false);
  } finally {
    operations.stop();
  }
  return rows;
}

if (isMain(import.meta.url)) await runAlone(bench);
