/**
 * A work order's tasks as the panels and the full page show them (spec maintenance 2.8, 4, 9, issue
 * 11 item 4): code and title, the status (a menu of the other statuses; Completed, 15, makes the task
 * read-only and not removable), estimated against spent time with its progress bar (overspent in
 * red), hourly rate and labour cost; then the totals and the labour total. Editable only while the
 * work order is (Open, In Progress, Reopened); 'No Tasks !' when there are none.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { formatHourlyRate, formatTaskTime } from '@shared/tasks/rules';
import { WorkOrderTaskStatusLabel } from '../../../components/maintenance/MaintenanceLabels';
import { WorkOrderTaskStatus, workOrderTaskStatusName } from '../../../components/maintenance/maintenance-codes';
import { TimeProgress } from './TimeProgress';
import {
  estimatedOf,
  formatDollars,
  isTaskLocked,
  labourCostOf,
  spentOf,
  totalsOf,
  type DraftTask,
} from './work-order-draft';
import { WorkOrderMessages } from './workorders-calls';

const TASK_STATUSES = [WorkOrderTaskStatus.Open, WorkOrderTaskStatus.InProgress, WorkOrderTaskStatus.Waiting, WorkOrderTaskStatus.Completed];

export function TasksSummary({ tasks }: { tasks: readonly DraftTask[] }) {
  const totals = totalsOf(tasks);
  const estimated = { hours: totals.total_est_hours, minutes: totals.total_est_minutes };
  const spent = { hours: totals.total_spent_hours, minutes: totals.total_spent_minutes };
  return (
    <SpaceBetween size="xs">
      <TimeProgress estimated={estimated} spent={spent} label="Total" />
      <Box data-testid="labour-total">
        <Box variant="span" fontWeight="bold">
          Labour cost:
        </Box>{' '}
        {formatDollars(totals.labour_total)}
      </Box>
    </SpaceBetween>
  );
}

export function TasksSection({
  tasks,
  editable,
  onStatus,
  onTimeSpent,
  onRemove,
}: {
  tasks: readonly DraftTask[];
  editable: boolean;
  onStatus?: (taskId: number, status: number) => void;
  onTimeSpent?: (task: DraftTask) => void;
  onRemove?: (taskId: number) => void;
}) {
  if (tasks.length === 0) return <Box color="text-body-secondary">{WorkOrderMessages.noTasks}</Box>;
  return (
    <SpaceBetween size="s">
      <Table
        variant="embedded"
        wrapLines
        items={[...tasks]}
        trackBy="task_id"
        ariaLabels={{ tableLabel: 'Tasks' }}
        columnDefinitions={[
          {
            id: 'task',
            header: 'Task',
            cell: (t) => (
              <span>
                <Box variant="span" color="text-body-secondary">
                  {t.task_code}
                </Box>{' '}
                {t.task_title}
              </span>
            ),
            minWidth: 180,
          },
          {
            id: 'status',
            header: 'Status',
            cell: (t) =>
              editable && !isTaskLocked(t) && onStatus ? (
                <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
                  <WorkOrderTaskStatusLabel status={t.status} />
                  <ButtonDropdown
                    variant="inline-icon"
                    ariaLabel={`Status of ${t.task_title}: ${workOrderTaskStatusName(t.status)}`}
                    expandToViewport
                    items={TASK_STATUSES.map((s) => ({
                      id: String(s),
                      text: workOrderTaskStatusName(s),
                      disabled: s === t.status,
                    }))}
                    onItemClick={({ detail }) => onStatus(t.task_id, Number(detail.id))}
                  />
                </SpaceBetween>
              ) : (
                <WorkOrderTaskStatusLabel status={t.status} />
              ),
            width: 170,
          },
          {
            id: 'time',
            header: 'Estimated vs Spent',
            cell: (t) => <TimeProgress estimated={estimatedOf(t)} spent={spentOf(t)} label={t.task_code} />,
            minWidth: 240,
          },
          {
            id: 'rate',
            header: 'Hourly Rate',
            cell: (t) => formatHourlyRate(t.hourly_rate),
            width: 110,
          },
          {
            id: 'cost',
            header: 'Labour Cost',
            cell: (t) => <span data-testid={`labour-${t.task_id}`}>{formatDollars(labourCostOf(t))}</span>,
            width: 120,
          },
          ...(editable
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  cell: (t: DraftTask) =>
                    isTaskLocked(t) ? (
                      <Box color="text-status-inactive">{formatTaskTime(t.time_spent_hours, t.time_spent_minutes)}</Box>
                    ) : (
                      <SpaceBetween direction="horizontal" size="xs">
                        {onTimeSpent && (
                          <Button variant="inline-link" ariaLabel={`Time Spent on ${t.task_title}`} onClick={() => onTimeSpent(t)}>
                            Time Spent
                          </Button>
                        )}
                        {onRemove && (
                          <Button variant="inline-link" ariaLabel={`Remove ${t.task_title}`} onClick={() => onRemove(t.task_id)}>
                            Remove
                          </Button>
                        )}
                      </SpaceBetween>
                    ),
                  width: 170,
                },
              ]
            : []),
        ]}
      />
      <TasksSummary tasks={tasks} />
    </SpaceBetween>
  );
}
