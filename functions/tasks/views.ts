/** Tasks as the clients read them (spec maintenance 3 'Task'): the shared contract's row. */
import type { TaskRow } from '#shared/tasks/schemas.js';
import { formatTaskTime } from '#shared/tasks/rules.js';
import type { TaskRecord } from './store.js';

export const taskRow = (task: TaskRecord): TaskRow => ({
  task_id: task.task_id,
  task_code: task.task_code,
  task_title: task.task_title,
  task_est_hours: task.task_est_hours,
  task_est_minutes: task.task_est_minutes,
  task_est_display: formatTaskTime(task.task_est_hours, task.task_est_minutes),
  hourly_rate: task.hourly_rate,
  status: task.status,
});
