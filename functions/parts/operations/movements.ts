/**
 * Stock movements (issue 25 items 2 and 4): receive, adjust, transfer and use on a work order
 * task. Each is a record (who, when, why) written in the SAME transaction as the quantities it
 * changes, under the part's version: two movements of one part read at once cannot both commit
 * (the loser reads again), so a quantity never goes below zero and the last units are used once.
 * A client-made movement id makes a retry answer the first result (lib/idempotency.ts).
 *
 * A use on a work order's task also writes the work order's part line (part, quantity, the unit
 * cost at the time) in the same transaction: the work order's parts cost reads its own partition;
 * and it adds the line's cost to the asset's month cost roll-up and the site's insights roll-up.
 *
 * Low stock: when a movement takes a site from above its minimum to at or below it, the stock
 * item's crossing marker is set and, in the same transaction, an outbox item carries the in-app
 * notice to the site's managers and the e-mail event (sent once per crossing); a rise above the
 * minimum clears the marker. No company setting lets stock go below zero (no company-settings
 * place exists yet): a movement that would is refused.
 */
import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { NotificationType } from '#shared/codes.js';
import { PartMessages } from '#shared/parts/messages.js';
import { crossing, lineCost, movingAverageCost, type MovementKindId } from '#shared/parts/rules.js';
import type { MovementResult } from '#shared/parts/schemas.js';
import { conflict } from '#lib/errors.js';
import { idempotent } from '#lib/idempotency.js';
import { newestFirstId } from '#lib/newest-first-id.js';
import { deferWrites } from '#lib/outbox.js';
import { failedCondition, isTransactionConflict, withRetry } from '#lib/retry.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import type { SiteNotice } from '#functions/notifications/index.js';
import { opsRollupWrites } from '#functions/rollups/index.js';
import { partsCostWrite } from '#functions/workorders/index.js';
import {
  MovementEntity,
  PartEntity,
  StockEntity,
  WorkOrderPartLineEntity,
  type MovementRecord,
  type PartRecord,
  type StockRecord,
} from '../store/entities.js';
import { getStock, partIndexWrites } from '../store/parts.js';
import { movementRow, partRow } from '../views.js';
import { companyPart } from './catalogue.js';

/** One site's change of a movement. */
export interface SiteChange {
  siteId: number;
  /** Signed quantity. */
  delta: number;
  kind: MovementKindId;
  /** The unit cost the movement is valued at (receive: the cost paid; else the average cost). */
  unitCost?: number;
  reason: string;
  woId?: number;
  taskId?: number;
  otherSiteId?: number;
  /** A use on a work order: its asset and site, whose cost roll-ups the line's cost moves (issue 25 item 3). */
  costOf?: { assetId: number; siteId: number; companyId: number; timezone: string };
}

export interface MovementRequest {
  tenant: string;
  companyId: number;
  partId: string;
  by: string;
  /** The route's name (the idempotency scope). */
  operation: string;
  movementId: string | undefined;
  /** The parsed body (hashed for the idempotency check). */
  body: unknown;
  changes: SiteChange[];
  /** Receive: the cost paid per unit (updates the moving average). */
  receivedCost?: number;
  /** Site names, for the low-stock notice. */
  siteName: (siteId: number) => string;
  /** When it happened (default now): the demo seed writes its 90 days of history with it. */
  at?: Date;
}

/** The low-stock e-mail event an outbox item carries (functions/outbox sends it through the parts' public module). */
export interface LowStockEvent {
  type: 'parts.low-stock';
  tenant: string;
  part_id: string;
  site_id: number;
  /** Fixed at write time: a redelivered outbox item sends the mail once. */
  notice_id: string;
  part_number: string;
  name: string;
  unit: string;
  site_name: string;
  on_hand: number;
  minimum_quantity: number;
}

const retryable = (error: unknown) => isTransactionConflict(error) || failedCondition(error);

/** Records a movement: the quantities, the part, the movement records, the index and the low-stock outbox item in one transaction. */
export async function recordMovement(m: MovementRequest): Promise<MovementResult> {
  return idempotent<MovementResult>(
    {
      tenant: m.tenant,
      user: m.by,
      operation: m.operation,
      key: m.movementId,
      request: m.body,
      ignore: ['movement_id'],
    },
    (guard) =>
      withRetry(
        async () => {
          const part = await companyPart(m.tenant, m.companyId, m.partId);
          if (!part.is_active) throw conflict(PartMessages.partInactive);
          const stocks = await Promise.all(m.changes.map((c) => getStock(m.tenant, m.partId, c.siteId)));
          const now = m.at ?? new Date();
          const at = now.toISOString();
          const writes: Transaction[] = [];
          const movements: MovementRecord[] = [];
          const notices: SiteNotice[] = [];
          const events: LowStockEvent[] = [];
          const stockAfter: StockRecord[] = [];
          const movementId = m.movementId ?? randomUUID();
          m.changes.forEach((change, n) => {
            const before = stocks[n];
            const onHand = (before?.on_hand ?? 0) + change.delta;
            if (onHand < 0)
              throw conflict(PartMessages.notEnoughStock(Math.max(0, before?.on_hand ?? 0), part.unit));
            const minimum = before?.minimum_quantity ?? 0;
            const cross = crossing(before?.low_marked ?? true, onHand, minimum);
            const after: StockRecord = {
              tenant: m.tenant,
              part_id: m.partId,
              site_id: change.siteId,
              company_id: part.company_id,
              on_hand: onHand,
              minimum_quantity: minimum,
              bin_location: before?.bin_location ?? '',
              low_marked: cross.marked,
            };
            stockAfter.push(after);
            writes.push(
              StockEntity.build(PutTransaction)
                .item(after)
                .options({
                  condition: before
                    ? { attr: 'on_hand', eq: before.on_hand }
                    : { attr: 'site_id', exists: false },
                }),
            );
            const movement: MovementRecord = {
              tenant: m.tenant,
              part_id: m.partId,
              seq: newestFirstId(now.getTime()),
              movement_id: m.changes.length > 1 ? `${movementId}-${n + 1}` : movementId,
              kind: change.kind,
              site_id: change.siteId,
              quantity: change.delta,
              on_hand_after: onHand,
              unit_cost: change.unitCost ?? part.average_cost,
              reason: change.reason,
              ...(change.woId !== undefined ? { wo_id: change.woId } : {}),
              ...(change.taskId !== undefined ? { task_id: change.taskId } : {}),
              ...(change.otherSiteId !== undefined ? { other_site_id: change.otherSiteId } : {}),
              by_uuid: m.by,
              at,
            };
            movements.push(movement);
            writes.push(
              MovementEntity.build(PutTransaction)
                .item(movement)
                .options({ condition: { attr: 'seq', exists: false } }),
            );
            // A use on a work order's task is also the work order's part line (its parts cost, read without a scan).
            if (change.woId !== undefined && change.taskId !== undefined)
              writes.push(
                WorkOrderPartLineEntity.build(PutTransaction)
                  .item({
                    tenant: m.tenant,
                    wo_id: change.woId,
                    seq: movement.seq,
                    task_id: change.taskId,
                    part_id: part.part_id,
                    part_number: part.part_number,
                    name: part.name,
                    unit: part.unit,
                    quantity: -change.delta,
                    unit_cost: movement.unit_cost,
                    movement_id: movement.movement_id,
                    by_uuid: m.by,
                    at,
                  })
                  .options({ condition: { attr: 'seq', exists: false } }),
              );
            // The line's cost joins the asset's month cost and the insights' site day, in this
            // transaction (issue 25 item 3): every cost figure counts labour + parts, never by scanning.
            if (change.costOf) {
              const cents = Math.round(lineCost(-change.delta, movement.unit_cost) * 100);
              const c = change.costOf;
              if (cents !== 0)
                writes.push(
                  partsCostWrite(m.tenant, c.assetId, now, cents),
                  ...opsRollupWrites(
                    m.tenant,
                    { site_id: c.siteId, company_id: c.companyId },
                    { at: now, timezone: c.timezone },
                    { wp: cents },
                  ),
                );
            }
            if (cross.notify) {
              const siteName = m.siteName(change.siteId);
              notices.push({
                siteId: change.siteId,
                type: NotificationType.PartLowStock,
                heading: PartMessages.lowStockHeading,
                message: PartMessages.lowStockMessage(part.part_number, part.name, siteName, onHand, minimum),
                refId: part.part_id,
              });
              events.push({
                type: 'parts.low-stock',
                tenant: m.tenant,
                part_id: part.part_id,
                site_id: change.siteId,
                notice_id: `${movement.seq}-${change.siteId}`,
                part_number: part.part_number,
                name: part.name,
                unit: part.unit,
                site_name: siteName,
                on_hand: onHand,
                minimum_quantity: minimum,
              });
            }
          });
          const total = m.changes.reduce((sum, c) => sum + c.delta, 0);
          const sites = new Set(part.site_ids);
          const low = new Set(part.low_site_ids);
          for (const s of stockAfter) {
            sites.add(s.site_id);
            if (s.on_hand <= s.minimum_quantity) low.add(s.site_id);
            else low.delete(s.site_id);
          }
          const after: PartRecord = {
            ...part,
            total_on_hand: part.total_on_hand + total,
            average_cost:
              m.receivedCost !== undefined
                ? movingAverageCost(part.total_on_hand, part.average_cost, total, m.receivedCost)
                : part.average_cost,
            site_ids: [...sites].sort((a, b) => a - b),
            low_site_ids: [...low].sort((a, b) => a - b),
            version: part.version + 1,
            updated_at: at,
          };
          const result: MovementResult = { movements: movements.map(movementRow), part: partRow(after) };
          await writeTransaction([
            PartEntity.build(PutTransaction)
              .item(after)
              .options({ condition: { attr: 'version', eq: part.version } }),
            ...writes,
            ...partIndexWrites(m.tenant, part, after),
            ...deferWrites(m.tenant, `PART#${part.part_id}`, [], notices, events),
            ...guard.record(result),
          ]);
          return result;
        },
        // Another movement of the part committed first: read again (the quantity may now refuse it).
        { attempts: 60, baseDelayMs: 10, retryIf: retryable },
      ),
  );
}
