/**
 * Marking an asset down and back in service (issue 25 item 5), for the issues and work orders
 * domains above (functions/reliability/index.ts). One open downtime per asset: the record and the
 * asset's marker are written in ONE transaction, each with its condition (the marker absent to go
 * down; present and naming the record to come back), so two "down" at once cannot both succeed.
 * Each call carries a client-made id: a retry answers the first result (lib/idempotency.ts).
 */
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import type { DowntimeSourceKind } from '#shared/reliability/rules.js';
import type { DowntimeRow } from '#shared/reliability/schemas.js';
import { conflict } from '#lib/errors.js';
import { idempotent } from '#lib/idempotency.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import {
  DowntimeEntity,
  DowntimeMarkerEntity,
  getDowntime,
  getMarker,
  type DowntimeRecord,
} from '../store/downtime.js';
import {
  closingUpdates,
  openingUpdates,
  reliabilityRollupWrites,
  type RolledCodes,
} from '../store/rollups.js';
import { downtimeRow } from '../views.js';

/** What opens or closes a downtime: the issue (uuid) or work order (id), with its number or title. */
export interface DowntimeSource {
  kind: DowntimeSourceKind;
  id: string;
  label: string;
}

interface Caller {
  tenant: string;
  user: { uuid: string; name: string };
}

export interface MarkDownInput {
  /** model_name: where the reliability roll-ups count the downtime ('' or absent: no model). */
  asset: { asset_id: number; site_id: number; company_id: number; model_name?: string };
  /** The failure codes of the issue or work order that opens it (counted in the roll-ups). */
  codes?: RolledCodes;
  /** The client-made id: the downtime's own id, and the retry key. */
  downtime_id: string;
  reason: string;
  planned: boolean;
  source: DowntimeSource;
  /** When the asset went down (default now): the demo seed writes past downtimes with it. */
  at?: Date;
}

/** Opens a downtime of the asset; 409 'already down' while it has one open. */
export function markAssetDown(caller: Caller, input: MarkDownInput): Promise<DowntimeRow> {
  return idempotent<DowntimeRow>(
    {
      tenant: caller.tenant,
      user: caller.user.uuid,
      operation: `MarkAssetDown#${input.asset.asset_id}`,
      key: input.downtime_id,
      request: { reason: input.reason, source: input.source.kind, id: input.source.id },
    },
    async (guard) => {
      const { tenant } = caller;
      if (await getMarker(tenant, input.asset.asset_id)) throw conflict(ReliabilityMessages.alreadyDown);
      const record: DowntimeRecord = {
        tenant,
        asset_id: input.asset.asset_id,
        start: (input.at ?? new Date()).toISOString(),
        downtime_id: input.downtime_id,
        reason: input.reason,
        planned: input.planned,
        site_id: input.asset.site_id,
        company_id: input.asset.company_id,
        ...(input.asset.model_name?.trim() ? { model_name: input.asset.model_name.trim() } : {}),
        opened_kind: input.source.kind,
        opened_id: input.source.id,
        opened_label: input.source.label,
        opened_by_name: caller.user.name,
      };
      const row = downtimeRow(record);
      try {
        await writeTransaction([
          DowntimeEntity.build(PutTransaction)
            .item(record)
            .options({ condition: { attr: 'downtime_id', exists: false } }),
          DowntimeMarkerEntity.build(PutTransaction)
            .item({
              tenant,
              asset_id: record.asset_id,
              downtime_id: record.downtime_id,
              start: record.start,
              reason: record.reason,
              planned: record.planned,
              site_id: record.site_id,
            })
            .options({ condition: { attr: 'downtime_id', exists: false } }),
          // The failure (or planned stop) and its codes, counted with the downtime itself.
          ...reliabilityRollupWrites(openingUpdates(record, record.start, input.codes ?? {})),
          ...guard.record(row),
        ]);
      } catch (error) {
        if (failedCondition(error)) throw conflict(ReliabilityMessages.alreadyDown);
        throw error;
      }
      return row;
    },
  );
}

/** Closes the asset's open downtime; 409 'not down' when it has none. */
export function markAssetUp(
  caller: Caller,
  /** at: when it came back in service (default now; the demo seed's past downtimes). */
  input: { asset_id: number; request_id: string; source: DowntimeSource; at?: Date },
): Promise<DowntimeRow> {
  return idempotent<DowntimeRow>(
    {
      tenant: caller.tenant,
      user: caller.user.uuid,
      operation: `MarkAssetUp#${input.asset_id}`,
      key: input.request_id,
      request: { source: input.source.kind, id: input.source.id },
    },
    async (guard) => {
      const { tenant } = caller;
      const marker = await getMarker(tenant, input.asset_id);
      const open = marker && (await getDowntime(tenant, input.asset_id, marker.start, marker.downtime_id));
      if (!marker || !open) throw conflict(ReliabilityMessages.notDown);
      const closed: DowntimeRecord = {
        ...open,
        end: (input.at ?? new Date()).toISOString(),
        closed_kind: input.source.kind,
        closed_id: input.source.id,
        closed_label: input.source.label,
        closed_by_name: caller.user.name,
      };
      const row = downtimeRow(closed);
      try {
        await writeTransaction([
          DowntimeEntity.build(UpdateTransaction)
            .item({
              tenant,
              asset_id: open.asset_id,
              start: open.start,
              downtime_id: open.downtime_id,
              end: closed.end,
              closed_kind: closed.closed_kind,
              closed_id: closed.closed_id,
              closed_label: closed.closed_label,
              closed_by_name: closed.closed_by_name,
            })
            .options({
              condition: {
                and: [
                  { attr: 'downtime_id', exists: true },
                  { attr: 'end', exists: false },
                ],
              },
            }),
          DowntimeMarkerEntity.build(DeleteTransaction)
            .key({ tenant, asset_id: open.asset_id })
            .options({ condition: { attr: 'downtime_id', eq: open.downtime_id } }),
          // Its hours down per month, and the repair, counted with the close itself.
          ...reliabilityRollupWrites(closingUpdates(open, open.start, closed.end!)),
          ...guard.record(row),
        ]);
      } catch (error) {
        if (failedCondition(error)) throw conflict(ReliabilityMessages.notDown);
        throw error;
      }
      return row;
    },
  );
}
