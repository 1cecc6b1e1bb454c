/** The work order form's Tasks container (spec maintenance 2.8, 5): Add Task, the required-tasks error and the task rows. */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
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
    <Container
      header={
        <Header
          variant="h3"
          actions={
            <Button formAction="none" disabled={disabled} onClick={onAdd}>
              Add Task
            </Button>
          }
        >
          Tasks
        </Header>
      }
    >
      <SpaceBetween size="s">
        {errorText && <Alert type="error">{errorText}</Alert>}
        <TasksSection
          tasks={tasks}
          editable={!disabled}
          onStatus={(taskId, status) => onChange(tasks.map((t) => (t.task_id === taskId ? { ...t, status } : t)))}
          onTimeSpent={onTimeSpent}
          onRemove={(taskId) => onChange(tasks.filter((t) => t.task_id !== taskId))}
        />
      </SpaceBetween>
    </Container>
  );
}
