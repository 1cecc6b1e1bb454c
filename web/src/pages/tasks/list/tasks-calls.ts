/**
 * The Tasks screen's calls (spec maintenance 7 'Tasks'): a page of the list (page index, page size,
 * search string; reads list and listsize), create/edit, delete; and where the list is cached.
 */
import { TasksApi } from '@shared/tasks/api';
import type { TaskRow } from '@shared/tasks/schemas';
import { callApi } from '../../../app/api/client';
import type { ListPage, ListRequest } from '../../../components/list-kit';

export const tasksKeys = { list: ['tasks', 'list'] as const };

export async function loadTasksPage(request: ListRequest): Promise<ListPage<TaskRow>> {
  const { list, listsize } = await callApi(TasksApi.getTasks, {
    query: { pageindex: request.pageIndex, pagesize: request.pageSize, searchstring: request.search },
  });
  return { items: list, totalCount: listsize };
}

export interface TaskValues {
  task_title: string;
  task_est_hours: string;
  task_est_minutes: string;
  hourly_rate: string;
}

/** Creates (no task id) or edits a task; the server checks the values with the schema the form used. */
export const saveTask = (values: TaskValues, taskId?: number) =>
  callApi(TasksApi.addUpdateTask, { body: { ...values, ...(taskId ? { task_id: taskId } : {}) } });

export const deleteTask = (taskId: number) => callApi(TasksApi.deleteTask, { params: { task_id: taskId } });
