/**
 * The domain events the outbox consumer hands over (raised by `deferEvents`, functions/lib/outbox.ts):
 * each event type and the domain that handles it. The outbox sits at the top of the domains, so it
 * may import the handling domain's public module; the raising domain, lower, does not know it.
 * Handlers are idempotent: a stream may hand an outbox item over again.
 */
import type { DomainEvent } from '#lib/outbox.js';
import type { AssetEvent } from '#functions/assets/index.js';
import { evaluateMeterTriggers } from '#functions/pm/index.js';

type Handled = AssetEvent;
type Handlers = { [T in Handled['type']]: (event: Extract<Handled, { type: T }>) => Promise<unknown> };

const handlers: Handlers = {
  // PM records the reading and moves the asset's meter triggers (a repeated reading moves nothing:
  // a trigger only moves forward).
  'assets.meterReadingRecorded': (e) =>
    evaluateMeterTriggers(e.tenant, e.assetId, e.meterHours, new Date(e.at)),
};

/** Hands each event to its domain, in order; an unknown type throws (the stream keeps the item to replay). */
export async function handleEvents(events: DomainEvent[]): Promise<void> {
  for (const event of events) {
    const handle = handlers[event.type as Handled['type']] as
      ((e: DomainEvent) => Promise<unknown>) | undefined;
    if (!handle) throw new Error(`no handler for the outbox event '${event.type}'`);
    await handle(event);
  }
}
