/**
 * /workorders/details/{id} (spec maintenance 2.8, 4, 5, 8, 9; issue 11 items 3-5): breadcrumb
 * (Work Orders back to the list, then the number), the number with its status badge and a menu
 * (Edit while Open, In Progress or Reopened; History), created date, due at, work type, priority,
 * description; the asset line (internal id, name, current meter hours; opens the asset in a new
 * tab); Tasks (estimated versus spent, progress, overspent, labour and parts cost per task and in total;
 * the parts each task used, Use Part for the roles that use parts;
 * status menu 12-15, Completed read-only; Time Spent), Issues and Attachments. Add Task, Link
 * Issue and Attachments, and Complete Workorder with its Override switch, only in the three
 * editable statuses. Tasks, issues and attachments save as they change. 'Send to service dealer'
 * e-mails the work order as a PDF to its dealer (the server renders and sends it).
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFailureCodeItems } from '../../reliability/failure-codes/FailureCodeSelects';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { Messages } from '@shared/messages';
import { PART_READ_ROLES, PART_USE_ROLES } from '@shared/parts/rules';
import { canAddToWorkOrder, canRemoveLinks, isWorkOrderEditable } from '@shared/workorders/rules';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { withQueryClient } from '../../../components/query/query-client';
import { IssuesSection } from '../common/IssuesSection';
import { TasksSection } from '../common/TasksSection';
import { getWorkOrderParts } from '../../parts/common/parts-calls';
import { partsKeys } from '../../parts/parts-keys';
import { useWorkOrder } from '../common/use-work-order';
import { WORK_ORDER_DOWNTIME_ROLES } from '@shared/reliability/rules';
import { allTasksDone, draftOf } from '../common/work-order-draft';
import { AttachmentsEditor } from '../common/WorkOrderSlots';
import {
  completeWorkOrder,
  refreshWorkOrders,
  sendToServiceDealer,
  WorkOrderMessages,
} from '../common/workorders-calls';
import { Breadcrumb } from './Breadcrumb';
import { CompleteWorkOrderBar } from './CompleteWorkOrderBar';
import { useAutosave } from './use-autosave';
import { WorkOrderDialogs, type Dialog } from './WorkOrderDialogs';
import { WorkOrderSummary } from './WorkOrderSummary';
import '../common/workorders.css';

const hasRole = (roles: readonly number[], roleId: number | null) =>
  roleId !== null && roles.includes(roleId);

export const WorkOrderDetailsPage = withQueryClient(function WorkOrderDetailsPage() {
  const { id = '' } = useParams();
  const woId = Number(id);
  const detail = useWorkOrder(woId);
  const wo = detail.data;
  const autosave = useAutosave(wo);
  const [dialog, setDialog] = useState<Dialog>('none');
  const [override, setOverride] = useState(false);
  // The remedy picked beside Complete Workorder (null: the work order's own).
  const [remedy, setRemedy] = useState<string | null>(null);
  const codeItems = useFailureCodeItems(detail.data ?? {});
  const { roleId } = useSession();
  // The parts the tasks used, for the roles that read parts (operators see labour only).
  const readsParts = hasRole(PART_READ_ROLES, roleId);
  const parts = useQuery({
    queryKey: partsKeys.workOrder(woId),
    queryFn: () => getWorkOrderParts(woId),
    enabled: readsParts && Number.isSafeInteger(woId) && woId > 0,
  });
  // Refusals show the server's message (the API client); completing reloads whatever the outcome.
  const completion = useMutation({
    mutationFn: ({ id, overrideTasks, remedy }: { id: number; overrideTasks: boolean; remedy: string }) =>
      completeWorkOrder(id, overrideTasks, remedy),
    onSuccess: () => toast.success(WorkOrderMessages.updated),
    onSettled: () => {
      setOverride(false);
      void refreshWorkOrders();
    },
  });
  const dealerMail = useMutation({
    mutationFn: sendToServiceDealer,
    onSuccess: ({ data }) => toast.success(`${WorkOrderMessages.sentToDealer} (${data.email})`),
  });
  const completing = completion.isPending;
  const sending = dealerMail.isPending;

  if (detail.isError || !Number.isSafeInteger(woId) || woId <= 0)
    return (
      <SpaceBetween size="m">
        <Breadcrumb woId={id} number={id} />
        <Alert type="error">{Messages.noDataFound}</Alert>
      </SpaceBetween>
    );
  if (!wo)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );

  const draft = draftOf(wo);
  const editable = isWorkOrderEditable(wo.status);
  const canAdd = canAddToWorkOrder(wo.status) && !autosave.saving;
  const busy = autosave.saving || completing;

  const complete = () =>
    completion.mutate({ id: wo.wo_id, overrideTasks: override, remedy: remedy ?? wo.remedy_code ?? '' });
  const send = () => dealerMail.mutate(wo.wo_id);

  return (
    <SpaceBetween size="l">
      <Breadcrumb woId={id} number={wo.wo_number} />
      <WorkOrderSummary
        wo={wo}
        dealer={draft.dealer}
        editable={editable}
        sending={sending}
        onSend={send}
        onMenu={setDialog}
        codeItems={codeItems}
        canChangeDowntime={hasRole(WORK_ORDER_DOWNTIME_ROLES, roleId)}
      />

      <Container
        header={
          <Header
            variant="h2"
            description={
              allTasksDone(draft.tasks) ? (
                <StatusIndicator type="success">All tasks completed</StatusIndicator>
              ) : undefined
            }
            actions={
              canAddToWorkOrder(wo.status) && (
                <Button disabled={!canAdd} onClick={() => setDialog('tasks')}>
                  Add Task
                </Button>
              )
            }
          >
            Tasks
          </Header>
        }
      >
        <TasksSection
          tasks={draft.tasks}
          editable={editable && !busy}
          onStatus={(taskId, status) => void autosave.taskStatus(taskId, status)}
          onTimeSpent={(task) => setDialog({ timeFor: task })}
          onRemove={(taskId) =>
            void autosave.save({ tasks: draft.tasks.filter((t) => t.task_id !== taskId) })
          }
          parts={parts.data}
          onUsePart={
            hasRole(PART_USE_ROLES, roleId) && parts.data
              ? (task) => setDialog({ partsFor: task })
              : undefined
          }
        />
      </Container>

      <Container
        header={
          <Header
            variant="h2"
            actions={
              canAddToWorkOrder(wo.status) && (
                <Button disabled={!canAdd} onClick={() => setDialog('issues')}>
                  Link Issue
                </Button>
              )
            }
          >
            Issues
          </Header>
        }
      >
        <IssuesSection
          issues={draft.issues}
          onRemove={
            editable && canRemoveLinks(wo.status) && !busy
              ? (uuid) => void autosave.save({ issues: draft.issues.filter((i) => i.issue_uuid !== uuid) })
              : undefined
          }
        />
      </Container>

      <Container>
        <AttachmentsEditor
          attachments={draft.attachments}
          disabled={!canAdd}
          removable={editable && canRemoveLinks(wo.status)}
          onChange={(attachments) => void autosave.save({ attachments })}
        />
      </Container>

      {editable && (
        <CompleteWorkOrderBar
          tasks={draft.tasks}
          remedy={remedy ?? wo.remedy_code}
          onRemedy={setRemedy}
          override={override}
          onOverride={setOverride}
          busy={busy}
          completing={completing}
          onComplete={complete}
        />
      )}

      <WorkOrderDialogs dialog={dialog} setDialog={setDialog} wo={wo} draft={draft} autosave={autosave} />
    </SpaceBetween>
  );
});
