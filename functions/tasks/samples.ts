/** Sample calls of the tasks routes for the route-wide tests (test-support/samples.ts), as the demo manager at Reno Yard (site 2, shows maintenance). */
import { asManager, type DomainSamples } from '#functions/test-support/samples.js';
import { createTask } from './store.js';

const task = {
  task_title: 'Contract: grease the boom pins',
  task_est_hours: 1,
  task_est_minutes: 30,
  hourly_rate: 85.5,
};
const taskId = (f: Parameters<NonNullable<DomainSamples['prepare']>>[0], name: string) =>
  String(f.extra[name]);

export const taskSamples: DomainSamples = {
  /** Two tasks of the demo's company 1: one to edit, one to delete. */
  prepare: async (f) => {
    f.extra.taskToEdit = (await createTask('demo', 1, task, f.manager.uuid)).task_id;
    f.extra.taskToDelete = (
      await createTask('demo', 1, { ...task, task_title: 'Contract: to delete' }, f.manager.uuid)
    ).task_id;
  },
  contract: {
    'POST Task/AddUpdateTask': [
      (f) => asManager(f, { body: task }),
      (f) =>
        asManager(f, {
          body: {
            ...task,
            task_id: taskId(f, 'taskToEdit'),
            task_title: 'Contract: grease and check the boom pins',
            task_est_minutes: '45',
            hourly_rate: '90',
          },
        }),
    ],
    'GET Task/GetTasks': [
      (f) => asManager(f, { query: { pageindex: '1', pagesize: '20', searchstring: '' } }),
      (f) => asManager(f, { query: { pageindex: '1', pagesize: '10', searchstring: 'boom' } }),
    ],
    'DELETE Task/DeleteTask/{task_id}': [
      (f) => asManager(f, { pathParameters: { task_id: taskId(f, 'taskToDelete') } }),
    ],
  },
  isolation: {
    'Task/AddUpdateTask': { body: task },
    'Task/GetTasks': { query: { pageindex: '1', pagesize: '20', searchstring: '' } },
    'Task/DeleteTask/{task_id}': { pathParameters: { task_id: '1' } },
  },
};
