/** What the reliability routes answer: the stored records as the contract's rows. */
import type { DowntimeRow, FailureCodeRow } from '#shared/reliability/schemas.js';
import type { DowntimeSourceKind, FailureCodeKind } from '#shared/reliability/rules.js';
import type { DowntimeRecord } from './store/downtime.js';
import type { FailureCodeRecord } from './store/failure-codes.js';

export const failureCodeRow = (r: FailureCodeRecord): FailureCodeRow => ({
  kind: r.kind as FailureCodeKind,
  code: r.code,
  description: r.description,
  is_active: r.is_active,
});

/** A downtime record as the contract's row. */
export const downtimeRow = (r: DowntimeRecord): DowntimeRow => ({
  downtime_id: r.downtime_id,
  asset_id: r.asset_id,
  start: r.start,
  end: r.end ?? null,
  reason: r.reason,
  planned: r.planned,
  opened_by: { kind: r.opened_kind as DowntimeSourceKind, id: r.opened_id, label: r.opened_label },
  opened_by_name: r.opened_by_name,
  closed_by: r.closed_kind
    ? { kind: r.closed_kind as DowntimeSourceKind, id: r.closed_id ?? '', label: r.closed_label ?? '' }
    : null,
  closed_by_name: r.closed_by_name ?? null,
});
