/** The Tasks table's columns (spec 2.9: Task Code, Task Title, Est Time, Hourly Rate, Actions) and preferences. */
import type { ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatHourlyRate } from '@shared/tasks/rules';
import type { TaskRow } from '@shared/tasks/schemas';
import type { ListPreferences } from '../../../components/list-kit';

export const TASKS_PREFERENCES: ListPreferences = { pageSizeLabel: (size) => `${size} tasks` };

export function taskColumns(
  renderActions: (row: TaskRow) => ReactNode,
): TableProps.ColumnDefinition<TaskRow>[] {
  return [
    { id: 'code', header: 'Task Code', cell: (row) => row.task_code, width: 140 },
    { id: 'title', header: 'Task Title', cell: (row) => row.task_title, minWidth: 260 },
    // Spec 9: 'N hrs M mins'.
    { id: 'time', header: 'Est Time', cell: (row) => row.task_est_display, width: 170 },
    // Spec 9: in dollars.
    { id: 'rate', header: 'Hourly Rate', cell: (row) => formatHourlyRate(row.hourly_rate), width: 150 },
    { id: 'actions', header: 'Actions', cell: renderActions, width: 200 },
  ];
}
