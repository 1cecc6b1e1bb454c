/**
 * The Add Task modal of the PM form (spec maintenance 2.2, 9): the task catalogue (Task Code, Task
 * Title, Est Time, checkbox) in the list kit's PickerModal, paged 10, Cancel / Add to PM. Tasks
 * already on the PM come ticked (and can be unticked); Add to PM hands back every ticked task.
 * Also the catalogue call the work order's Add Task uses.
 */
import Box from '@cloudscape-design/components/box';
import { TasksApi } from '@shared/tasks/api';
import { TASK_PICKER_PAGE_SIZE } from '@shared/tasks/rules';
import type { TaskRow } from '@shared/tasks/schemas';
import { callApi } from '../../app/api/client';
import { PickerModal, type PickerRequest } from '../list-kit/PickerModal';

export type PickedTask = Pick<
  TaskRow,
  'task_id' | 'task_code' | 'task_title' | 'task_est_hours' | 'task_est_minutes'
>;

export const taskPickerKey = ['tasks', 'picker'] as const;

/** A page of the task catalogue for a picker (quiet: spec 8, failed task loads are an empty list without a message). */
export async function loadTaskPickerPage({ pageIndex, pageSize, search }: PickerRequest) {
  const answer = await callApi(
    TasksApi.getTasks,
    { query: { pageindex: pageIndex, pagesize: pageSize, searchstring: search } },
    { quiet: true },
  );
  return { items: answer.list, totalCount: answer.listsize };
}

export function TaskPickerModal({
  chosen,
  onClose,
  onAdd,
}: {
  chosen: PickedTask[];
  onClose: () => void;
  onAdd: (tasks: PickedTask[]) => void;
}) {
  return (
    <PickerModal<TaskRow>
      header="Add Task"
      queryKey={taskPickerKey}
      load={loadTaskPickerPage}
      pageSize={TASK_PICKER_PAGE_SIZE}
      searchPlaceholder="Search Tasks"
      loadingText="Loading..."
      trackBy="task_id"
      selectionType="multi"
      // Only the ticks are kept of the tasks not on the page shown, so the PM's picks do as rows.
      initiallyTicked={chosen as TaskRow[]}
      ariaLabels={{
        itemSelectionLabel: (_, t) => t.task_title,
        selectionGroupLabel: 'Tasks',
        allItemsSelectionLabel: () => 'All tasks on this page',
      }}
      columnDefinitions={[
        { id: 'code', header: 'Task Code', cell: (t) => t.task_code },
        { id: 'title', header: 'Task Title', cell: (t) => t.task_title },
        { id: 'est', header: 'Est Time', cell: (t) => t.task_est_display },
      ]}
      confirmText="Add to PM"
      onConfirm={onAdd}
      onClose={onClose}
      note={(ticked) => {
        const added = ticked.filter((t) => !chosen.some((c) => c.task_id === t.task_id)).length;
        return added > 0 && <Box variant="small">{added} new task(s) ticked</Box>;
      }}
    />
  );
}
