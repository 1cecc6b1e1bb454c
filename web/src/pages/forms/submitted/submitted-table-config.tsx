/** The submitted inspections table's columns (spec 2.11: Inspection Datetime, Inspected By, Action) and preferences. */
import type { ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatSiteDateTime } from '@shared/dates';
import type { SubmittedForm } from '@shared/forms/schemas';
import type { ListPreferences } from '../../../components/list-kit';

export const SUBMITTED_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} inspections`,
};

export function submittedColumns(
  renderAction: (row: SubmittedForm) => ReactNode,
): TableProps.ColumnDefinition<SubmittedForm>[] {
  return [
    {
      id: 'datetime',
      header: 'Inspection Datetime',
      // In the site's time, as every date of the app.
      cell: (row) => formatSiteDateTime(row.created_at, row.timezone),
      width: 240,
    },
    { id: 'by', header: 'Inspected By', cell: (row) => row.requested_by || '-' },
    { id: 'action', header: 'Action', cell: renderAction, width: 140 },
  ];
}
