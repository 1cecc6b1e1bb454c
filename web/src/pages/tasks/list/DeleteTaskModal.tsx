/** The delete confirmation of the Tasks screen (spec 2.9, 8): 'Delete Task', the question, Cancel and Delete; after success the toast and the list reloads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TaskMessages } from '@shared/tasks/messages';
import type { TaskRow } from '@shared/tasks/schemas';
import { toast } from '../../../app/toasts';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { deleteTask, tasksKeys } from './tasks-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export function DeleteTaskModal({ task, onClose }: { task: TaskRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteTask(task.task_id),
    onSuccess: async () => {
      toast.success(TaskMessages.deleted);
      onClose();
      await queryClient.invalidateQueries({ queryKey: listRowsKey(tasksKeys.list) });
    },
  });
  return (
    <Modal
      visible
      header={TaskMessages.deleteTitle}
      onDismiss={() => !remove.isPending && onClose()}
      footer={
        <ModalFooter
          busy={remove.isPending}
          actionText="Delete"
          onAction={() => remove.mutate()}
          onCancel={onClose}
        />
      }
    >
      <SpaceBetween size="xs">
        <Box>{TaskMessages.deleteQuestion}</Box>
        <Box color="text-body-secondary">
          {task.task_code} {task.task_title}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
