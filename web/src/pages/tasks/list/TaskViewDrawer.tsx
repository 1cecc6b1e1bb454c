/** The view drawer of the Tasks screen (spec 2.9): the task's code, title, estimated time ('N hrs M mins') and hourly rate in dollars. */
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatHourlyRate } from '@shared/tasks/rules';
import type { TaskRow } from '@shared/tasks/schemas';
import { SidePanel } from '../../../components/SidePanel';

export function TaskViewDrawer({
  task,
  onEdit,
  onClose,
}: {
  task: TaskRow;
  onEdit: () => void;
  onClose: () => void;
}) {
  return (
    <SidePanel title={`${task.task_code} ${task.task_title}`} onClose={onClose}>
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={1}
          items={[
            { label: 'Task Code', value: task.task_code },
            { label: 'Task Title', value: task.task_title },
            { label: 'Est Time', value: task.task_est_display },
            { label: 'Hourly Rate', value: formatHourlyRate(task.hourly_rate) },
          ]}
        />
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" onClick={onEdit}>
            Edit
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </SidePanel>
  );
}
