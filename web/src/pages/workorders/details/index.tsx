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
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FailureCodeSelects, useFailureCodeItems } from '../../reliability/failure-codes/FailureCodeSelects';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { Messages } from '@shared/messages';
import { PART_READ_ROLES, PART_USE_ROLES } from '@shared/parts/rules';
import {
  canAddToWorkOrder,
  canRemoveLinks,
  isWorkOrderEditable,
  WorkOrderStatus,
} from '@shared/workorders/rules';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import {
  MaintenancePriorityBadge,
  WorkOrderStatusBadge,
} from '../../../components/maintenance/MaintenanceLabels';
import { withQueryClient } from '../../../components/query/query-client';
import { AddTaskModal } from '../common/AddTaskModal';
import { showDate } from '../common/dates';
import { IssuesSection } from '../common/IssuesSection';
import { LinkIssueModal } from '../common/LinkIssueModal';
import { StatusHistoryPanel } from '../common/StatusHistoryPanel';
import { TasksSection } from '../common/TasksSection';
import { TimeSpentModal } from '../common/TimeSpentModal';
import { UsePartModal } from '../common/UsePartModal';
import { getWorkOrderParts } from '../../parts/common/parts-calls';
import { partsKeys } from '../../parts/parts-keys';
import { useWorkOrder } from '../common/use-work-order';
import { DowntimeControl } from '../../reliability/downtime/DowntimeControl';
import { WORK_ORDER_DOWNTIME_ROLES } from '@shared/reliability/rules';
import {
  allTasksDone,
  canComplete,
  draftOf,
  draftTaskOf,
  mergeIssues,
  mergeTasks,
  withTimeSpent,
  type DraftTask,
} from '../common/work-order-draft';
import { WorkOrderFormPanel } from '../common/WorkOrderFormPanel';
import { AttachmentsEditor, DealerView } from '../common/WorkOrderSlots';
import {
  completeWorkOrder,
  refreshWorkOrders,
  sendToServiceDealer,
  WorkOrderMessages,
} from '../common/workorders-calls';
import { useAutosave } from './use-autosave';
import '../common/workorders.css';

type Dialog =
  'none' | 'tasks' | 'issues' | 'edit' | 'history' | { timeFor: DraftTask } | { partsFor: DraftTask };

const hasRole = (roles: readonly number[], roleId: number | null) =>
  roleId !== null && roles.includes(roleId);

function Breadcrumb({ woId, number }: { woId: string; number: string }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/workorders');
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Work Orders', href: listUrl },
        { text: number, href: `/workorders/details/${woId}` },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === listUrl) navigate(listUrl);
      }}
    />
  );
}

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
  const zone = wo.sites.timezone;

  const complete = () =>
    completion.mutate({ id: wo.wo_id, overrideTasks: override, remedy: remedy ?? wo.remedy_code ?? '' });
  const send = () => dealerMail.mutate(wo.wo_id);

  return (
    <SpaceBetween size="l">
      <Breadcrumb woId={id} number={wo.wo_number} />
      <Container
        header={
          <Header
            variant="h1"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {/* Not on a completed work order: there is nothing left for the dealer to do (issue 24 item 7). */}
                {wo.status !== WorkOrderStatus.Completed && (
                  <Button loading={sending} disabled={!draft.dealer} onClick={send}>
                    Send to service dealer
                  </Button>
                )}
                <ButtonDropdown
                  ariaLabel="Work order actions"
                  items={[
                    ...(editable ? [{ id: 'edit', text: 'Edit' }] : []),
                    { id: 'history', text: 'History' },
                  ]}
                  onItemClick={({ detail: item }) => setDialog(item.id as 'edit' | 'history')}
                >
                  Actions
                </ButtonDropdown>
              </SpaceBetween>
            }
          >
            <SpaceBetween direction="horizontal" size="s" alignItems="center">
              <span>{wo.wo_number}</span>
              <WorkOrderStatusBadge status={wo.status} name={wo.status_name} />
            </SpaceBetween>
          </Header>
        }
      >
        <SpaceBetween size="l">
          <Box variant="h2">
            <span className="ac-wo-text">{wo.title}</span>
          </Box>
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Created', value: showDate(wo.created_at, zone) },
              { label: 'Due at', value: showDate(wo.due_at, zone) },
              { label: 'Work Type', value: wo.wo_type_name || '-' },
              {
                label: 'Priority',
                value: <MaintenancePriorityBadge priority={wo.priority} name={wo.priority_name} />,
              },
              ...codeItems,
            ]}
          />
          <div>
            <Box variant="awsui-key-label">Description</Box>
            <div className="ac-wo-text">{wo.description}</div>
          </div>
          <div className="ac-wo-asset-line" data-testid="asset-line">
            <Box variant="awsui-key-label">Asset</Box>
            <Link
              href={`/assets/details/${wo.asset_id}`}
              external
              externalIconAriaLabel="(opens in a new tab)"
            >
              {`#${wo.asset.internal_asset_id} ${wo.asset.name}`}
            </Link>
            <Box color="text-body-secondary">{wo.asset.meter_hours} meter hours</Box>
          </div>
          <DowntimeControl
            from={{ wo_id: wo.wo_id }}
            assetId={wo.asset_id}
            timezone={zone}
            canChange={hasRole(WORK_ORDER_DOWNTIME_ROLES, roleId)}
          />
          <div>
            <Box variant="awsui-key-label">Service Dealer</Box>
            <DealerView dealer={draft.dealer} />
          </div>
          <div data-testid="assigned-to">
            <Box variant="awsui-key-label">Assigned to</Box>
            <Box>{wo.assigned_to_names.length ? wo.assigned_to_names.join(', ') : 'Not assigned'}</Box>
          </div>
        </SpaceBetween>
      </Container>

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
        <Container>
          <SpaceBetween direction="horizontal" size="l" alignItems="center">
            <FailureCodeSelects
              fields={['remedy_code']}
              values={{ remedy_code: remedy ?? wo.remedy_code }}
              disabled={busy}
              onChange={(_field, code) => setRemedy(code)}
            />
            <Toggle checked={override} disabled={busy} onChange={({ detail: t }) => setOverride(t.checked)}>
              Override
            </Toggle>
            <Button
              variant="primary"
              loading={completing}
              disabled={busy || !canComplete(draft.tasks, override)}
              onClick={complete}
            >
              Complete Workorder
            </Button>
            {!canComplete(draft.tasks, false) && (
              <Box color="text-body-secondary" fontSize="body-s">
                Every task must be Completed, or turn on Override.
              </Box>
            )}
          </SpaceBetween>
        </Container>
      )}

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
    </SpaceBetween>
  );
});
