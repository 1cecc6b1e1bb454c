/**
 * The work order details' dialogs: Add Task, Link Issue, Time Spent, Use Part, Edit and History.
 * What they add saves at once (the autosave).
 */
import type { WorkOrderDetail } from '@shared/workorders/schemas';
import { AddTaskModal } from '../common/AddTaskModal';
import { LinkIssueModal } from '../common/LinkIssueModal';
import { StatusHistoryPanel } from '../common/StatusHistoryPanel';
import { TimeSpentModal } from '../common/TimeSpentModal';
import { UsePartModal } from '../common/UsePartModal';
import {
  draftTaskOf,
  mergeIssues,
  mergeTasks,
  withTimeSpent,
  type draftOf,
  type DraftTask,
} from '../common/work-order-draft';
import { WorkOrderFormPanel } from '../common/WorkOrderFormPanel';
import type { useAutosave } from './use-autosave';

export type Dialog =
  'none' | 'tasks' | 'issues' | 'edit' | 'history' | { timeFor: DraftTask } | { partsFor: DraftTask };

export function WorkOrderDialogs({
  dialog,
  setDialog,
  wo,
  draft,
  autosave,
}: {
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
  wo: WorkOrderDetail;
  draft: ReturnType<typeof draftOf>;
  autosave: ReturnType<typeof useAutosave>;
}) {
  return (
    <>
      {dialog === 'tasks' && (
        <AddTaskModal
          alreadyAdded={draft.tasks.map((t) => t.task_id)}
          onClose={() => setDialog('none')}
          onAdd={(picked) => {
            setDialog('none');
            void autosave.save({ tasks: mergeTasks(draft.tasks, picked.map(draftTaskOf)) });
          }}
        />
      )}
      {dialog === 'issues' && (
        <LinkIssueModal
          assetId={wo.asset_id}
          mrId={wo.mr_id}
          woId={wo.wo_id}
          alreadyLinked={draft.issues.map((i) => i.issue_uuid)}
          onClose={() => setDialog('none')}
          onLink={(picked) => {
            setDialog('none');
            void autosave.save({ issues: mergeIssues(draft.issues, picked) });
          }}
        />
      )}
      {typeof dialog === 'object' && 'timeFor' in dialog && (
        <TimeSpentModal
          taskTitle={dialog.timeFor.task_title}
          onClose={() => setDialog('none')}
          onSave={(entry) => {
            setDialog('none');
            void autosave.save({ tasks: withTimeSpent(draft.tasks, dialog.timeFor.task_id, entry) });
          }}
        />
      )}
      {typeof dialog === 'object' && 'partsFor' in dialog && (
        <UsePartModal woId={wo.wo_id} task={dialog.partsFor} onClose={() => setDialog('none')} />
      )}
      {dialog === 'edit' && <WorkOrderFormPanel workOrder={wo} onClose={() => setDialog('none')} />}
      {dialog === 'history' && (
        <StatusHistoryPanel
          woId={wo.wo_id}
          title={`${wo.wo_number} ${wo.title}`}
          onClose={() => setDialog('none')}
        />
      )}
    </>
  );
}
