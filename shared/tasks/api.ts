/**
 * The Tasks endpoints (spec maintenance 7 'Tasks'). The spec gives the payloads but not the paths
 * (and says the delete's method is not certain); these follow the project's other paths
 * (`InspectionForm/AddUpdateForm`, `Device/FilterDevices`).
 */
import { lazySchema } from '../common/lazy-schema.js';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { deletedTask, taskBody, taskIdParams, taskListQuery, taskRow } from './schemas.js';
import { TASK_ROLES } from './rules.js';

export const TasksApi = {
  addUpdateTask: endpoint({
    method: 'POST',
    path: 'Task/AddUpdateTask',
    summary: "Creates a task of the active site's company (no task_id; its code is generated) or edits one",
    auth: 'session',
    roles: TASK_ROLES,
    body: taskBody,
    response: lazySchema(() => envelope(taskRow)),
  }),
  getTasks: endpoint({
    method: 'GET',
    path: 'Task/GetTasks',
    summary:
      "A page of the active site's company's tasks in code order, searched over code and title (the screen pages 20 to 100, pickers 10)",
    auth: 'session',
    roles: TASK_ROLES,
    query: taskListQuery,
    response: lazySchema(() => listEnvelope(taskRow)),
  }),
  deleteTask: endpoint({
    method: 'DELETE',
    path: 'Task/DeleteTask/{task_id}',
    summary: "Deletes a task of the active site's company",
    auth: 'session',
    roles: TASK_ROLES,
    params: taskIdParams,
    response: lazySchema(() => envelope(deletedTask)),
  }),
};
