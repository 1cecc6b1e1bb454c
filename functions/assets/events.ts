/**
 * The events the assets domain raises (through the outbox, functions/lib/outbox.ts deferEvents).
 *
 * Why an event: the PM domain sits above assets (it plans work on assets), so assets may not call
 * it. A manager's meter-hours edit saves the reading in the asset's own transaction; what PM does
 * with the reading (record it for the forecast, move meter triggers, send due notices) never
 * decided that write (its failure was already logged, not answered), so it follows the commit as
 * an event the outbox consumer hands to PM (functions/outbox/events.ts). The event is written in
 * the reading's transaction, so it is never lost, and PM is told even if this process dies.
 */
import { deferEvents, type DomainEvent } from '#lib/outbox.js';
import type { Transaction } from '#lib/transactions.js';

/** An asset's meter reading was saved (the manager's UpdateMeterHours). */
export interface MeterReadingRecorded extends DomainEvent {
  type: 'assets.meterReadingRecorded';
  assetId: number;
  meterHours: number;
  /** When it was read (ISO), fixed at write time so a repeated hand-over records the same reading. */
  at: string;
}

export type AssetEvent = MeterReadingRecorded;

/** The outbox item that raises `MeterReadingRecorded`, for the reading's own transaction. */
export function meterReadingRecorded(
  tenant: string,
  assetId: number,
  meterHours: number,
  at: Date,
): Transaction[] {
  const event: MeterReadingRecorded = {
    type: 'assets.meterReadingRecorded',
    tenant,
    assetId,
    meterHours,
    at: at.toISOString(),
  };
  return deferEvents(tenant, `ASSET#${assetId}`, [event]);
}
