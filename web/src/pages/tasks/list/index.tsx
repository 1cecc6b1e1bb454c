/**
 * /tasks (spec maintenance 2.9): the company's task catalogue as the list kit's table (Task Code,
 * Task Title, Est Time, Hourly Rate, Actions), 'Search Tasks' (Enter applies, clear resets),
 * 'No data found', pages of 20 to 100; Create Task and Edit open the form drawer, View the view
 * drawer, Delete the confirmation. Company admins and managers, where the site shows maintenance.
 */
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TaskRow } from '@shared/tasks/schemas';
import { useSession } from '../../../app/session/session-store';
import { ServerListTable, sessionListScope, useServerList } from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { DeleteTaskModal } from './DeleteTaskModal';
import { TaskFormDrawer } from './TaskFormDrawer';
import { TaskViewDrawer } from './TaskViewDrawer';
import { loadTasksPage, tasksKeys } from './tasks-calls';
import { taskColumns, TASKS_PREFERENCES } from './tasks-table-config';

const NO_FILTERS = [] as const;

/** What is open over the list: nothing, the form (new or a task), the view, or the delete question. */
type Open =
  | { kind: 'none' }
  | { kind: 'form'; task: TaskRow | null }
  | { kind: 'view'; task: TaskRow }
  | { kind: 'delete'; task: TaskRow };

export const TasksPage = withQueryClient(function TasksPage() {
  const session = useSession();
  // The catalogue is the active site's company's: a new role, company or site is a new list.
  const scope = sessionListScope(session);
  const list = useServerList({ queryKey: tasksKeys.list, scope, filters: NO_FILTERS, load: loadTasksPage });
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });

  const columns = taskColumns((row) => (
    <SpaceBetween direction="horizontal" size="m">
      <Button
        variant="inline-link"
        ariaLabel={`View ${row.task_code}`}
        onClick={() => setOpen({ kind: 'view', task: row })}
      >
        View
      </Button>
      <Button
        variant="inline-link"
        ariaLabel={`Edit ${row.task_code}`}
        onClick={() => setOpen({ kind: 'form', task: row })}
      >
        Edit
      </Button>
      <Button
        variant="inline-link"
        ariaLabel={`Delete ${row.task_code}`}
        onClick={() => setOpen({ kind: 'delete', task: row })}
      >
        Delete
      </Button>
    </SpaceBetween>
  ));

  return (
    <>
      <ServerListTable
        list={list}
        title="Tasks"
        columnDefinitions={columns}
        preferences={TASKS_PREFERENCES}
        searchPlaceholder="Search Tasks"
        loadingText="Loading tasks"
        trackBy="task_id"
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'form', task: null })}>
            Create Task
          </Button>
        }
      />
      {open.kind === 'form' && <TaskFormDrawer task={open.task} onClose={close} />}
      {open.kind === 'view' && (
        <TaskViewDrawer
          task={open.task}
          onEdit={() => setOpen({ kind: 'form', task: open.task })}
          onClose={close}
        />
      )}
      {open.kind === 'delete' && <DeleteTaskModal task={open.task} onClose={close} />}
    </>
  );
});
