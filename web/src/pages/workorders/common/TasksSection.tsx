/**
 * A work order's tasks as the panels and the full page show them (spec maintenance 2.8, 4, 9, issue
 * 11 item 4): code and title, the status (a menu of the other statuses; Completed, 15, makes the task
 * read-only and not removable), estimated against spent time with its progress bar (overspent in
 * red), the Time Spent entries (day and time), hourly rate and labour cost; then the totals and the
 * labour total; where the role reads parts, the parts each task used (quantity, unit cost at the
 * time), its parts cost and the parts total, and Use Part for the roles that use them. Editable only while the work order is (Open, In Progress, Reopened); 'No Tasks !'
 * when there are none.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { WorkOrderParts } from '@shared/parts/schemas';
import { formatHourlyRate, formatTaskTime } from '@shared/tasks/rules';
import { WorkOrderTaskStatusLabel } from '../../../components/maintenance/MaintenanceLabels';
import {
  WorkOrderTaskStatus,
  workOrderTaskStatusName,
} from '../../../components/maintenance/maintenance-codes';
import { showDate } from './dates';
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

const TASK_STATUSES = [
  WorkOrderTaskStatus.Open,
  WorkOrderTaskStatus.InProgress,
  WorkOrderTaskStatus.Waiting,
  WorkOrderTaskStatus.Completed,
];

export function TasksSummary({ tasks, parts }: { tasks: readonly DraftTask[]; parts?: WorkOrderParts }) {
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
      {parts && (
        <Box data-testid="parts-total">
          <Box variant="span" fontWeight="bold">
            Parts cost:
          </Box>{' '}
          {formatDollars(parts.parts_cost)}
        </Box>
      )}
    </SpaceBetween>
  );
}

export function TasksSection({
  tasks,
  editable,
  onStatus,
  onTimeSpent,
  onRemove,
  parts,
  onUsePart,
}: {
  tasks: readonly DraftTask[];
  editable: boolean;
  /** The parts the tasks used (left out where the role does not read parts). */
  parts?: WorkOrderParts;
  /** Use Part on a task (the roles that use parts). */
  onUsePart?: (task: DraftTask) => void;
  onStatus?: (taskId: number, status: number) => void;
  onTimeSpent?: (task: DraftTask) => void;
  onRemove?: (taskId: number) => void;
}) {
  if (tasks.length === 0) return <Box color="text-body-secondary">{WorkOrderMessages.noTasks}</Box>;
  return (
    <SpaceBetween size="m">
      <ul className="ac-wo-tasks" aria-label="Tasks">
        {tasks.map((t) => {
          const locked = isTaskLocked(t);
          const used = parts?.lines.filter((l) => l.task_id === t.task_id) ?? [];
          const partsCost = parts?.tasks.find((c) => c.task_id === t.task_id)?.parts_cost ?? 0;
          return (
            <li key={t.task_id} className="ac-wo-task" data-testid={`task-${t.task_id}`}>
              <div className="ac-wo-task__head">
                <span className="ac-wo-text">
                  <Box variant="span" color="text-body-secondary">
                    {t.task_code}
                  </Box>{' '}
                  {t.task_title}
                </span>
                <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
                  <WorkOrderTaskStatusLabel status={t.status} />
                  {editable && !locked && onStatus && (
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
                  )}
                </SpaceBetween>
              </div>
              <TimeProgress estimated={estimatedOf(t)} spent={spentOf(t)} />
              {t.time_entries.length > 0 && (
                <ul className="ac-wo-time-entries" aria-label={`Time spent on ${t.task_title}`}>
                  {t.time_entries.map((e, i) => (
                    <li key={i}>{`${showDate(e.date)}: ${formatTaskTime(e.hours, e.minutes)}`}</li>
                  ))}
                </ul>
              )}
              {used.length > 0 && (
                <ul className="ac-wo-time-entries" aria-label={`Parts used on ${t.task_title}`}>
                  {used.map((l) => (
                    <li key={l.movement_id}>
                      {`${l.part_number} ${l.name}: ${l.quantity} ${l.unit} × ${formatDollars(l.unit_cost)} = ${formatDollars(l.cost)}`}
                    </li>
                  ))}
                </ul>
              )}
              <div className="ac-wo-task__foot">
                <Box fontSize="body-s" color="text-body-secondary">
                  {formatHourlyRate(t.hourly_rate)}/hr · Labour{' '}
                  <span data-testid={`labour-${t.task_id}`}>{formatDollars(labourCostOf(t))}</span>
                  {parts && (
                    <>
                      {' · Parts '}
                      <span data-testid={`parts-${t.task_id}`}>{formatDollars(partsCost)}</span>
                    </>
                  )}
                </Box>
                {editable && !locked && (
                  <SpaceBetween direction="horizontal" size="xs">
                    {onUsePart && (
                      <Button
                        formAction="none"
                        variant="inline-link"
                        ariaLabel={`Use Part on ${t.task_title}`}
                        onClick={() => onUsePart(t)}
                      >
                        Use Part
                      </Button>
                    )}
                    {onTimeSpent && (
                      <Button
                        formAction="none"
                        variant="inline-link"
                        ariaLabel={`Time Spent on ${t.task_title}`}
                        onClick={() => onTimeSpent(t)}
                      >
                        Time Spent
                      </Button>
                    )}
                    {onRemove && (
                      <Button
                        formAction="none"
                        variant="inline-link"
                        ariaLabel={`Remove ${t.task_title}`}
                        onClick={() => onRemove(t.task_id)}
                      >
                        Remove
                      </Button>
                    )}
                  </SpaceBetween>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <TasksSummary tasks={tasks} parts={parts} />
    </SpaceBetween>
  );
}
