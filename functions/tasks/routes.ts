/** Tasks: the company's catalogue of maintenance tasks (list with search, create, edit, delete), later picked by PMs and work orders. */
import { TasksApi } from '#shared/tasks/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const tasksDomain = {
  folder: 'tasks',
  permissions: { table: 'readWrite' },
  routes: serveApi(TasksApi),
} satisfies DomainDef;
