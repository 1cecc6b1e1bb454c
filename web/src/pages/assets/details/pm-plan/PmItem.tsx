/**
 * One PM of an asset's PM Plan tab (maintenance 2.4, 4): its title, status badge with the due-in
 * text, schedule, due point and forecast, total estimated time, the open trigger's tasks each with
 * its status menu (35 New, 36 In Progress, 37 Waiting, 38 Completed; the current one disabled),
 * and the actions view, edit, duplicate, mark complete and delete.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PmStatus, PmTriggerBy } from '@shared/pm/codes';
import { TRIGGER_TASK_STATUS_NAMES, TriggerTaskStatus } from '@shared/pm/schemas';
import { type AssetPmItem } from '@shared/pm/detail-schemas';
import { formatTaskTime } from '@shared/tasks/rules';
import { PmStatusBadge } from '../../../../components/pm/PmStatusBadge';
import { displayDay, dueText, scheduleText } from '@shared/pm/schedule-text';

type TriggerTask = NonNullable<AssetPmItem['active_PMTrigger']>['pmTriggersTasks'][number];

/** Trigger task statuses in menu order (maintenance 4: 35 New, 36 In Progress, 37 Waiting, 38 Completed). */
const TASK_STATUSES = Object.values(TriggerTaskStatus);
const statusName = (id: number) => TRIGGER_TASK_STATUS_NAMES[id] ?? String(id);

export type PmItemAction = 'VIEW' | 'EDIT' | 'DUPLICATE' | 'COMPLETE' | 'DELETE';

const taskLabel = (task: TriggerTask) => `${task.tasks.task_code} ${task.tasks.task_title}`;

function TaskRow({
  task,
  busy,
  onStatus,
}: {
  task: TriggerTask;
  busy: boolean;
  onStatus: (task: TriggerTask, status: number) => void;
}) {
  const label = taskLabel(task);
  return (
    <li className={`ac-pm-task${task.status === TriggerTaskStatus.Completed ? ' ac-pm-task--done' : ''}`}>
      <span className="ac-pm-task__name">{label}</span>
      <ButtonDropdown
        variant="normal"
        disabled={busy}
        ariaLabel={`Status of ${label}: ${statusName(task.status)}`}
        items={TASK_STATUSES.map((id) => ({
          id: String(id),
          text: statusName(id),
          disabled: id === task.status,
        }))}
        onItemClick={({ detail }) => onStatus(task, Number(detail.id))}
      >
        {statusName(task.status)}
      </ButtonDropdown>
    </li>
  );
}

export type { TriggerTask };

export function PmItem({
  pm,
  busyTask,
  onAction,
  onTaskStatus,
}: {
  pm: AssetPmItem;
  /** A task whose status is being saved (its menu is disabled). */
  busyTask: string | null;
  onAction: (action: PmItemAction, pm: AssetPmItem) => void;
  onTaskStatus: (pm: AssetPmItem, task: TriggerTask, status: number) => void;
}) {
  const trigger = pm.active_PMTrigger;
  const status = trigger?.asset_pm_status ?? PmStatus.Completed;
  const completed = !trigger || status === PmStatus.Completed;
  const tasks = trigger?.pmTriggersTasks ?? [];
  const due = dueText(
    trigger ? { due_datetime: trigger.due_date, due_meter_hours: trigger.due_meter_hours } : null,
    pm.pm_trigger_by,
  );
  // The forecast (issue 10 item 7) is told for PMs by meter hours, alone or with time.
  const forecast =
    trigger && pm.pm_trigger_by !== PmTriggerBy.Time && trigger.forecast_due_date
      ? { day: trigger.forecast_due_date, stale: trigger.meter_readings_stale }
      : null;
  const last = pm.last_completion;
  const action = (
    name: PmItemAction,
    text: string,
    icon: 'search' | 'edit' | 'copy' | 'check' | 'remove',
    disabled = false,
  ) => (
    <Button
      variant="icon"
      iconName={icon}
      ariaLabel={`${text} ${pm.title}`}
      disabled={disabled}
      onClick={() => onAction(name, pm)}
    />
  );
  return (
    <div className="ac-pm-item" data-asset-pm={pm.asset_pm_id}>
      <Container
        header={
          <Header
            variant="h3"
            actions={
              <SpaceBetween direction="horizontal" size="xxs">
                {action('VIEW', 'View', 'search')}
                {action('EDIT', 'Edit', 'edit')}
                {action('DUPLICATE', 'Duplicate', 'copy')}
                {action('COMPLETE', 'Mark complete', 'check', completed)}
                {action('DELETE', 'Delete', 'remove')}
              </SpaceBetween>
            }
            description={scheduleText(pm)}
          >
            <span className="ac-pm-item__title">{pm.title}</span>
          </Header>
        }
      >
        <SpaceBetween size="s">
          <div className="ac-pm-item__facts">
            <PmStatusBadge status={status} name={trigger?.asset_pm_status_name} dueIn={trigger?.due_in} />
            {due && !completed && <span>{due}</span>}
            {forecast?.day && !completed && (
              <span className={forecast.stale ? 'ac-pm-forecast ac-pm-forecast--stale' : 'ac-pm-forecast'}>
                Forecast {displayDay(forecast.day)}
                {forecast.stale ? ' (stale readings)' : ''}
              </span>
            )}
            {trigger && (
              <span>Est. {formatTaskTime(trigger.total_est_time_hours, trigger.total_est_time_minutes)}</span>
            )}
          </div>
          {tasks.length > 0 && (
            <ul className="ac-pm-tasks" aria-label={`Tasks of ${pm.title}`}>
              {tasks.map((task) => (
                <TaskRow
                  key={task.trigger_task_id}
                  task={task}
                  busy={busyTask === task.trigger_task_id}
                  onStatus={(t, s) => onTaskStatus(pm, t, s)}
                />
              ))}
            </ul>
          )}
          {last && (
            <Box variant="small" color="text-body-secondary">
              Last completed {displayDay(last.completed_on)}
              {last.completed_by_name ? ` by ${last.completed_by_name}` : ''}
              {last.on_time ? ' (on time)' : ' (late)'}
            </Box>
          )}
        </SpaceBetween>
      </Container>
    </div>
  );
}
