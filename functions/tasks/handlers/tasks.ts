/**
 * The Tasks catalogue (spec maintenance 2.9, 5 'Task form', 7 'Tasks', 8): a page of the company's
 * tasks with search, create with a generated code, edit, delete. The company is the active site's
 * (a company admin's All Sites entry names their company); the tenant is the verified token's.
 */
import { TasksApi } from '#shared/tasks/api.js';
import { TaskMessages } from '#shared/tasks/messages.js';
import { ok, okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { countTasks, createTask, deleteTaskRecord, listTasks, searchTasks, updateTask } from '../store.js';
import { taskRow } from '../views.js';

/** POST Task/AddUpdateTask: creates (no task_id; next code of the company) or edits a task. */
export const addUpdateTask = route(TasksApi.addUpdateTask, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const { task_id, ...input } = request.body;
  const tenant = request.tenant.company_code;
  if (task_id === undefined) {
    const task = await createTask(tenant, companyId, input, request.user.uuid);
    return ok(taskRow(task), TaskMessages.created);
  }
  const task = await updateTask(tenant, companyId, task_id, input);
  return ok(taskRow(task), TaskMessages.updated);
});

/** GET Task/GetTasks?pageindex&pagesize&searchstring: a page of the company's tasks by code, with listsize. */
export const getTasks = route(TasksApi.getTasks, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const { pageindex, pagesize, searchstring } = request.query;
  if (searchstring) {
    const found = await searchTasks(tenant, companyId, searchstring);
    return okList(found.slice((pageindex - 1) * pagesize, pageindex * pagesize).map(taskRow), found.length);
  }
  const [tasks, total] = await Promise.all([
    listTasks(tenant, companyId, { pageSize: pagesize, pageIndex: pageindex }),
    countTasks(tenant, companyId),
  ]);
  return okList(tasks.map(taskRow), total);
});

/** DELETE Task/DeleteTask/{task_id}: deletes a task of the company. */
export const deleteTask = route(TasksApi.deleteTask, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  await deleteTaskRecord(request.tenant.company_code, companyId, request.params.task_id);
  return ok({ task_id: request.params.task_id }, TaskMessages.deleted);
});
