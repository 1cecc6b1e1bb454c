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
import { PmStatus } from '@shared/pm/codes';
import { formatTaskTime } from '@shared/tasks/rules';
import { PmStatusBadge } from '../../../../components/pm/PmStatusBadge';
import type { AssetPm, TriggerTask } from './pm-plan-types';
import { displayDay, dueText, scheduleText } from './pm-schedule-text';

/** Trigger task statuses (maintenance 4). */
export const TRIGGER_TASK_STATUSES = [
  { id: 35, name: 'New' },
  { id: 36, name: 'In Progress' },
  { id: 37, name: 'Waiting' },
  { id: 38, name: 'Completed' },
] as const;
export const TASK_COMPLETED = 38;

const statusName = (id: number) => TRIGGER_TASK_STATUSES.find((s) => s.id === id)?.name ?? String(id);

export type PmItemAction = 'VIEW' | 'EDIT' | 'DUPLICATE' | 'COMPLETE' | 'DELETE';

function taskLabel(task: TriggerTask): string {
  const code = task.task_code ?? task.tasks?.task_code ?? '';
  const title = task.task_title ?? task.tasks?.task_title ?? '';
  return [code, title].filter(Boolean).join(' ');
}

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
    <li className={`ac-pm-task${task.status === TASK_COMPLETED ? ' ac-pm-task--done' : ''}`}>
      <span className="ac-pm-task__name">{label}</span>
      <ButtonDropdown
        variant="normal"
        disabled={busy}
        ariaLabel={`Status of ${label}: ${statusName(task.status)}`}
        items={TRIGGER_TASK_STATUSES.map((s) => ({ id: String(s.id), text: s.name, disabled: s.id === task.status }))}
        onItemClick={({ detail }) => onStatus(task, Number(detail.id))}
      >
        {statusName(task.status)}
      </ButtonDropdown>
    </li>
  );
}

export function PmItem({
  pm,
  forecast,
  busyTask,
  onAction,
  onTaskStatus,
}: {
  pm: AssetPm;
  /** The forecast due day of a meter PM and whether its readings are stale (issue 10 item 7). */
  forecast?: { day: string | null; stale: boolean } | null;
  /** A task whose status is being saved (its menu is disabled). */
  busyTask: number | null;
  onAction: (action: PmItemAction, pm: AssetPm) => void;
  onTaskStatus: (pm: AssetPm, task: TriggerTask, status: number) => void;
}) {
  const trigger = pm.active_PMTrigger;
  const status = trigger?.asset_pm_status ?? PmStatus.Completed;
  const completed = !trigger || status === PmStatus.Completed;
  const tasks = trigger?.pmTriggersTasks ?? [];
  const due = dueText(trigger, pm.pm_trigger_by);
  const action = (name: PmItemAction, text: string, icon: 'search' | 'edit' | 'copy' | 'check' | 'remove', disabled = false) => (
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
            <PmStatusBadge status={status} dueIn={trigger?.due_in} />
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
          {completed && <Box color="text-body-secondary">Completed</Box>}
        </SpaceBetween>
      </Container>
    </div>
  );
}
