/**
 * A meter reading that another domain brings (an inspection's submit or approval), as transaction
 * items PM builds for the caller: the reading's event in PM's own outbox item, which the outbox
 * consumer hands back to PM (engine.ts evaluateMeterReading) after the caller's commit.
 *
 * Why an event and not the evaluation in the caller's request (as before): moving the asset's meter
 * triggers (Due, Overdue, reminders, their in-app notices and e-mails) is PM's engine, and a caller
 * in a lower layer of the request path should not carry it (the inspections Lambda loaded all of
 * it for every call). Through the outbox it also survives the request: a failed evaluation is
 * retried, where a request that died after its commit lost it. The cost: the PM list shows the
 * move tens of milliseconds after the caller's answer, as its other derived items.
 *
 * Light on purpose (the meter store and the outbox only): the callers bundle this file, not the engine.
 */
import { logger } from '#lib/logger.js';
import { deferWrites } from '#lib/outbox.js';
import type { Transaction } from '#lib/transactions.js';
import { getMeterVersioned, meterWrite, withReading } from '../store/meter.js';

export interface MeterReadingEvent {
  type: 'pm.meter-reading';
  tenant: string;
  asset_id: number;
  meter_hours: number;
  /** When it was read (ISO). */
  at: string;
  /** true: the caller's transaction recorded it in the meter state; false: the consumer records it first. */
  recorded: boolean;
}

export const isMeterReadingEvent = (event: unknown): event is MeterReadingEvent =>
  (event as { type?: unknown } | null)?.type === 'pm.meter-reading';

/** PM's outbox item carrying the event: one stream per asset, so an asset's readings are evaluated in order. */
const readingOutbox = (tenant: string, assetId: number, meterHours: number, at: Date, recorded: boolean) =>
  deferWrites(
    tenant,
    `PMMETER#${assetId}`,
    [],
    [],
    [
      {
        type: 'pm.meter-reading',
        tenant,
        asset_id: assetId,
        meter_hours: meterHours,
        at: at.toISOString(),
        recorded,
      } satisfies MeterReadingEvent,
    ],
  );

/**
 * A reading for the caller's transaction, recorded in it: the meter state's put (conditioned on the
 * version read: when the transaction fails on it, another reading came first and the caller
 * prepares again; its transaction wrote nothing) first, then the event's outbox item. Never rejects:
 * when the read fails, the outbox item alone, and the consumer records the reading.
 */
export async function prepareMeterReading(
  tenant: string,
  assetId: number,
  meterHours: number,
  at: Date,
): Promise<{ writes: Transaction[] }> {
  try {
    const { meter, version } = await getMeterVersioned(tenant, assetId);
    return {
      writes: [
        meterWrite(tenant, assetId, withReading(meter, meterHours, at.getTime()), version),
        ...readingOutbox(tenant, assetId, meterHours, at, true),
      ],
    };
  } catch (error) {
    logger.warn('PM meter read failed; the reading is recorded after the write', {
      tenant,
      assetId,
      error: String(error),
    });
    return { writes: meterReadingWrites(tenant, assetId, meterHours, at) };
  }
}

/** A reading for the caller's transaction without a read: the consumer records it, then evaluates (the approval's). */
export const meterReadingWrites = (
  tenant: string,
  assetId: number,
  meterHours: number,
  at: Date,
): Transaction[] => readingOutbox(tenant, assetId, meterHours, at, false);
