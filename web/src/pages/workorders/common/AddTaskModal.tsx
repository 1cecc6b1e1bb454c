/**
 * The Add Task dialog of the work order screens (spec maintenance 2.8, 9): the company's task
 * catalogue (Task Code, Task Title, Est Time, a tick box) in the list kit's PickerModal, 10 a page;
 * 'Add Task' hands the ticked tasks back (the form merges duplicates by id). Tasks already on the
 * work order show ticked and cannot be unticked here.
 */
import { TASK_PICKER_PAGE_SIZE } from '@shared/tasks/rules';
import type { TaskRow } from '@shared/tasks/schemas';
import { PickerModal } from '../../../components/list-kit/PickerModal';
import { loadTaskPickerPage, taskPickerKey } from '../../../components/pm/TaskPickerModal';

export function AddTaskModal({
  alreadyAdded,
  onAdd,
  onClose,
}: {
  alreadyAdded: readonly number[];
  onAdd: (tasks: TaskRow[]) => void;
  onClose: () => void;
}) {
  const added = new Set(alreadyAdded);
  return (
    <PickerModal<TaskRow>
      header="Add Task"
      queryKey={taskPickerKey}
      load={loadTaskPickerPage}
      pageSize={TASK_PICKER_PAGE_SIZE}
      searchPlaceholder="Search Tasks"
      loadingText="Loading tasks"
      trackBy="task_id"
      selectionType="multi"
      isLocked={(task) => added.has(task.task_id)}
      ariaLabels={{
        selectionGroupLabel: 'Tasks',
        itemSelectionLabel: (_, item) => `Select ${item.task_code}`,
        allItemsSelectionLabel: () => 'Select all tasks of the page',
      }}
      columnDefinitions={[
        { id: 'code', header: 'Task Code', cell: (row) => row.task_code, width: 120 },
        { id: 'title', header: 'Task Title', cell: (row) => row.task_title },
        { id: 'time', header: 'Est Time', cell: (row) => row.task_est_display, width: 150 },
      ]}
      confirmText="Add Task"
      onConfirm={onAdd}
      onClose={onClose}
    />
  );
}
