/**
 * The create/edit drawer of the Tasks screen (spec 2.9, 5 'Task form', 8): Task Title, the
 * estimated Hours and Minutes, Hourly Rate in dollars; Cancel and Save ('Saving...' while busy).
 * react-hook-form checks the values with the shared body schema (zodResolver), so the messages are
 * the server's; a message clears when its field changes. After success: the spec 8 toast, the
 * drawer closes and the list reloads. A refusal (the API client showed it) keeps the drawer open.
 */
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TaskMessages } from '@shared/tasks/messages';
import { taskBody } from '@shared/tasks/schemas';
import type { TaskRow } from '@shared/tasks/schemas';
import { toast } from '../../../app/toasts';
import { SidePanel } from '../../../components/SidePanel';
import { TextField } from '../../../components/forms/fields';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { saveTask, tasksKeys, type TaskValues } from './tasks-calls';
import { SaveCancelForm } from '../../../components/forms/SaveCancelForm';
import { useFieldBinder } from '../../../components/forms/field-binder';

const valuesOf = (task: TaskRow | null): TaskValues => ({
  task_title: task?.task_title ?? '',
  task_est_hours: task ? String(task.task_est_hours) : '',
  task_est_minutes: task ? String(task.task_est_minutes) : '',
  hourly_rate: task ? String(task.hourly_rate) : '',
});

/** The form's fields are the payload's, as text. */
const resolver = payloadResolver<TaskValues>(taskBody, (values) => ({ ...values }));

export function TaskFormDrawer({ task, onClose }: { task: TaskRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TaskValues>({
    defaultValues: valuesOf(task),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const { bind } = useFieldBinder(form, isSubmitting);

  const submit = form.handleSubmit(async (checked) => {
    try {
      await saveTask(checked, task?.task_id);
    } catch {
      return; // the API client showed the server's message; the drawer stays open
    }
    toast.success(task ? TaskMessages.updated : TaskMessages.created);
    await queryClient.invalidateQueries({ queryKey: listRowsKey(tasksKeys.list) });
    onClose();
  });

  return (
    <SidePanel title={task ? 'Edit Task' : 'Create Task'} onClose={onClose} closable={!isSubmitting}>
      <SaveCancelForm onSubmit={() => void submit()} onCancel={onClose} saving={isSubmitting}>
        <SpaceBetween size="l">
          {task && <TextField label="Task Code" value={task.task_code} readOnly />}
          <TextField label="Task Title" placeholder="Enter Task Title" {...bind('task_title')} />
          <ColumnLayout columns={2}>
            <TextField label="Hours" type="number" placeholder="Enter Hours" {...bind('task_est_hours')} />
            <TextField
              label="Minutes"
              type="number"
              placeholder="Enter Minutes"
              {...bind('task_est_minutes')}
            />
          </ColumnLayout>
          <TextField
            label="Hourly Rate ($)"
            type="number"
            placeholder="Enter Hourly Rate"
            {...bind('hourly_rate')}
          />
        </SpaceBetween>
      </SaveCancelForm>
    </SidePanel>
  );
}
