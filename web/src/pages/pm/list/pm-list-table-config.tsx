/**
 * The PM list's columns (maintenance 2.1 'Row fields'): PM Title, Asset Name, Plan, Status (red
 * Overdue and amber Due badges with the due-in text), Forecast Due (meter PMs, from the asset's
 * recent usage; stale readings flagged), Est Time, Parts ('Parts on hand' or 'Short: ...' at the
 * asset's site, issue 25 item 3), Site Name, Actions; and its preferences.
 */
import type { ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import { PmStatus, PmTriggerBy } from '@shared/pm/codes';
import { formatTaskTime } from '@shared/tasks/rules';
import type { ListPreferences } from '../../../components/list-kit';
import { PmStatusBadge } from '../../../components/pm/PmStatusBadge';
import { displayDay } from '@shared/pm/schedule-text';
import type { PmListRow } from './pm-list-calls';

export const PM_LIST_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} PMs`,
};

/** The forecast is shown for PMs by meter hours (alone or with time) that are still open. */
export const showsForecast = (
  row: Pick<PmListRow, 'pm_trigger_by' | 'asset_pm_status' | 'forecast_due_date'>,
) =>
  row.pm_trigger_by !== PmTriggerBy.Time &&
  row.asset_pm_status !== PmStatus.Completed &&
  Boolean(row.forecast_due_date);

export function ForecastCell({ row }: { row: PmListRow }) {
  if (!showsForecast(row)) return <>-</>;
  const stale = row.meter_readings_stale;
  return (
    <span className={stale ? 'ac-pm-forecast ac-pm-forecast--stale' : 'ac-pm-forecast'}>
      {displayDay(row.forecast_due_date)}
      {stale && (
        <span
          className="ac-pm-forecast__flag"
          title="The asset's meter readings are stale: the forecast may be off"
        >
          {' '}
          (stale readings)
        </span>
      )}
    </span>
  );
}

/** Site Name shows under the all-sites entry only (under one site every row would say the same). */
export function pmListColumns(
  /** Null for a read-only list (executives): no Actions column. */
  renderActions: ((row: PmListRow) => ReactNode) | null,
  showSite: boolean,
  /** The Parts column (issue 25 item 3): the parts domain's answer for the row's PM, composed by the page. */
  renderParts: (row: PmListRow) => ReactNode = () => '-',
): TableProps.ColumnDefinition<PmListRow>[] {
  const columns: TableProps.ColumnDefinition<PmListRow>[] = [
    {
      id: 'title',
      header: 'PM Title',
      cell: (row) => <span className="ac-pm-wrap">{row.title}</span>,
      minWidth: 180,
    },
    {
      id: 'asset',
      header: 'Asset Name',
      cell: (row) => (
        <span className="ac-pm-wrap">
          {row.asset_name}
          <span className="ac-pm-asset-id">#{row.internal_asset_id}</span>
        </span>
      ),
      minWidth: 140,
    },
    { id: 'plan', header: 'Plan', cell: (row) => row.pm_plan_name || '-', minWidth: 120 },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <PmStatusBadge status={row.asset_pm_status} name={row.asset_pm_status_name} dueIn={row.due_in} />
      ),
      minWidth: 180,
    },
    { id: 'forecast', header: 'Forecast Due', cell: (row) => <ForecastCell row={row} />, minWidth: 130 },
    {
      id: 'time',
      header: 'Est Time',
      cell: (row) => formatTaskTime(row.total_est_time_hours, row.total_est_time_minutes),
      minWidth: 120,
    },
    { id: 'parts', header: 'Parts', cell: renderParts, minWidth: 160 },
    { id: 'site', header: 'Site Name', cell: (row) => row.site_name || '-', minWidth: 110 },
    ...(renderActions ? [{ id: 'actions', header: 'Actions', cell: renderActions, width: 90 }] : []),
  ];
  return showSite ? columns : columns.filter((c) => c.id !== 'site');
}
