/** The work order form's Tasks container (spec maintenance 2.8, 5): Add Task, the required-tasks error and the task rows. */
import { ActionContainer } from '../../../components/ActionContainer';
import type { DraftTask } from './work-order-draft';
import { TasksSection } from './TasksSection';

export function TasksEditor({
  tasks,
  errorText,
  disabled,
  onAdd,
  onTimeSpent,
  onChange,
}: {
  tasks: DraftTask[];
  errorText?: string;
  disabled: boolean;
  onAdd: () => void;
  onTimeSpent: (task: DraftTask) => void;
  onChange: (tasks: DraftTask[]) => void;
}) {
  return (
    <ActionContainer
      title="Tasks"
      actionText="Add Task"
      disabled={disabled}
      onAction={onAdd}
      alert={errorText ? { type: 'error', text: errorText } : null}
    >
      <TasksSection
        tasks={tasks}
        editable={!disabled}
        onStatus={(taskId, status) =>
          onChange(tasks.map((t) => (t.task_id === taskId ? { ...t, status } : t)))
        }
        onTimeSpent={onTimeSpent}
        onRemove={(taskId) => onChange(tasks.filter((t) => t.task_id !== taskId))}
      />
    </ActionContainer>
  );
}
