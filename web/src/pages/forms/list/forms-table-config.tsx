/** The inspection forms table's columns (spec 2.10: Name, Form Type, Work Procedure, Actions) and preferences. */
import type { ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import type { FormRow } from '@shared/forms/schemas';
import type { ListPreferences } from '../../../components/list-kit';

export const FORMS_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} forms`,
};

export function formColumns(
  renderActions: (row: FormRow) => ReactNode,
): TableProps.ColumnDefinition<FormRow>[] {
  return [
    { id: 'name', header: 'Name', cell: (row) => row.form_name, width: 260 },
    { id: 'type', header: 'Form Type', cell: (row) => row.form_type_name || '-', width: 200 },
    { id: 'procedure', header: 'Work Procedure', cell: (row) => row.work_procedure || '-' },
    { id: 'actions', header: 'Actions', cell: renderActions, width: 160 },
  ];
}
