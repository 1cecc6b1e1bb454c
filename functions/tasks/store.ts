/**
 * The Tasks catalogue's store: a company's tasks in one partition (`{tenant}#TASKS#{company}`),
 * read by key, never a Scan.
 *
 * - A task's sort key is its sequence number padded (`TASK#0000000001`), so the partition reads in
 *   code order (T-0001 … T-9999, T-10000) and a page is the first n of one Query.
 * - One counter item per company in the same partition (`COUNTER`) holds the last number handed
 *   out (the next task code) and the number of tasks (the list's listsize). A create bumps both in
 *   the transaction that puts the task, guarded by the number it read; a delete lowers the count in
 *   the transaction that deletes the task. The counter is per company, and tasks are typed in by a
 *   company admin or manager, so this item is never a hot spot (CONVENTIONS: no per-tenant item
 *   that every write touches).
 * - Search (code and title) is a bounded key read of the company's partition with a filter on a
 *   lower-cased `search` attribute: a company keeps at most a few thousand tasks of about 200 bytes,
 *   a few 1 MB Query pages at worst. A token index would pay off only for far larger catalogues.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { TaskMessages } from '#shared/tasks/messages.js';
import { taskCodeOf } from '#shared/tasks/rules.js';
import { pad, table } from '#lib/db.js';
import { conflict, notFound } from '#lib/errors.js';
import { failedCondition, isConditionalCheckFailure, withRetry } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';

export const TaskStatus = { Active: 1 } as const;

export const taskKeys = {
  company: (tenant: string, companyId: number) => `${tenant}#TASKS#${pad(companyId, 6)}`,
  task: (taskId: number) => `TASK#${pad(taskId, 10)}`,
  taskPrefix: 'TASK#',
  counter: 'COUNTER',
};

export const TaskEntity = new Entity({
  name: 'Task',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    /** The company's sequence number; the code is T- and it padded to four digits. */
    task_id: number().key(),
    task_code: string(),
    task_title: string(),
    task_est_hours: number(),
    task_est_minutes: number(),
    /** Dollars. */
    hourly_rate: number(),
    status: number(),
    /** How many library PMs use the task: raised and lowered in the PM writes' transactions (functions/pm-library/operations/pms.ts); a used task cannot be deleted. */
    pm_uses: number().optional(),
    /** How many work orders list the task: raised and lowered in the work order writes' transactions (functions/workorders/operations/workorders.ts); a used task cannot be deleted. */
    wo_uses: number().optional(),
    /** Code and title, lower-cased: what the list's search reads. */
    search: string(),
    created_by_uuid: string(),
    /** ISO times. */
    created_at: string(),
    updated_at: string(),
  }),
  computeKey: ({ tenant, company_id, task_id }: { tenant: string; company_id: number; task_id: number }) => ({
    pk: taskKeys.company(tenant, company_id),
    sk: taskKeys.task(task_id),
  }),
});
export type TaskRecord = FormattedItem<typeof TaskEntity>;

export const TaskCounterEntity = new Entity({
  name: 'TaskCounter',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    /** The last sequence number handed out (numbers of deleted tasks are not reused). */
    last: number().optional(),
    /** How many tasks the company has. */
    tasks: number().optional(),
  }),
  computeKey: ({ tenant, company_id }: { tenant: string; company_id: number }) => ({
    pk: taskKeys.company(tenant, company_id),
    sk: taskKeys.counter,
  }),
});

export interface TaskInput {
  task_title: string;
  task_est_hours: number;
  task_est_minutes: number;
  hourly_rate: number;
}

const searchOf = (code: string, title: string) => `${code}\n${title}`.toLowerCase();

async function readCounter(tenant: string, companyId: number) {
  const { Item } = await TaskCounterEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getTask(
  tenant: string,
  companyId: number,
  taskId: number,
): Promise<TaskRecord | undefined> {
  const { Item } = await TaskEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, task_id: taskId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Creates a task with the company's next code: the counter moves from the number read to the
 * next one (and the count up) in the transaction that puts the task. Two creates at once both read
 * the same number; one transaction fails its condition and that create reads again.
 */
export async function createTask(
  tenant: string,
  companyId: number,
  input: TaskInput,
  createdBy: string,
  now = new Date(),
): Promise<TaskRecord> {
  return withRetry(
    async () => {
      const counter = await readCounter(tenant, companyId);
      const last = counter?.last ?? 0;
      const taskId = last + 1;
      const code = taskCodeOf(taskId);
      const at = now.toISOString();
      const record: TaskRecord = {
        tenant,
        company_id: companyId,
        task_id: taskId,
        task_code: code,
        ...input,
        status: TaskStatus.Active,
        search: searchOf(code, input.task_title),
        created_by_uuid: createdBy,
        created_at: at,
        updated_at: at,
      };
      await writeTransaction([
        TaskCounterEntity.build(UpdateTransaction)
          .item({ tenant, company_id: companyId, last: taskId, tasks: $add(1) })
          .options({
            condition:
              counter?.last === undefined ? { attr: 'last', exists: false } : { attr: 'last', eq: last },
          }),
        TaskEntity.build(PutTransaction)
          .item(record)
          .options({ condition: { attr: 'task_id', exists: false } }),
      ]);
      return record;
    },
    { attempts: 12, retryIf: (error) => failedCondition(error) },
  );
}

/** Edits a task of the company (its code stays); 404 when the company has no such task. */
export async function updateTask(
  tenant: string,
  companyId: number,
  taskId: number,
  input: TaskInput,
  now = new Date(),
): Promise<TaskRecord> {
  const before = await getTask(tenant, companyId, taskId);
  if (!before) throw notFound(TaskMessages.taskNotFound);
  try {
    const { Attributes } = await TaskEntity.build(UpdateItemCommand)
      .item({
        tenant,
        company_id: companyId,
        task_id: taskId,
        ...input,
        search: searchOf(before.task_code, input.task_title),
        updated_at: now.toISOString(),
      })
      .options({ condition: { attr: 'task_id', exists: true }, returnValues: 'ALL_NEW' })
      .send();
    return Attributes as TaskRecord;
  } catch (error) {
    // Deleted between the read and the write.
    if (isConditionalCheckFailure(error)) throw notFound(TaskMessages.taskNotFound);
    throw error;
  }
}

/** Deletes a task of the company and lowers its count in one transaction; 404 when there is no such task, 409 while a PM or work order uses it. */
export async function deleteTaskRecord(tenant: string, companyId: number, taskId: number): Promise<void> {
  try {
    await writeTransaction([
      // A task library PMs or work orders use (pm_uses, wo_uses: kept in those writes' transactions) cannot be deleted.
      TaskEntity.build(DeleteTransaction)
        .key({ tenant, company_id: companyId, task_id: taskId })
        .options({
          condition: {
            and: [
              { attr: 'task_id', exists: true },
              {
                or: [
                  { attr: 'pm_uses', exists: false },
                  { attr: 'pm_uses', lte: 0 },
                ],
              },
              {
                or: [
                  { attr: 'wo_uses', exists: false },
                  { attr: 'wo_uses', lte: 0 },
                ],
              },
            ],
          },
        }),
      TaskCounterEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, tasks: $add(-1) }),
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) {
      if (await getTask(tenant, companyId, taskId)) throw conflict(TaskMessages.taskInUse);
      throw notFound(TaskMessages.taskNotFound);
    }
    throw error;
  }
}

/** How many tasks the company has (the counter; no read of the tasks). */
export async function countTasks(tenant: string, companyId: number): Promise<number> {
  return Math.max(0, (await readCounter(tenant, companyId))?.tasks ?? 0);
}

const tasksQuery = (tenant: string, companyId: number) =>
  table
    .build(QueryCommand)
    .entities(TaskEntity)
    .query({ partition: taskKeys.company(tenant, companyId), range: { beginsWith: taskKeys.taskPrefix } });

/** One page of the company's tasks in code order: the first pageSize × pageIndex by key. */
export async function listTasks(
  tenant: string,
  companyId: number,
  page: { pageSize: number; pageIndex: number },
): Promise<TaskRecord[]> {
  const wanted = page.pageSize * page.pageIndex;
  const tasks: TaskRecord[] = [];
  for await (const result of tasksQuery(tenant, companyId).options({ limit: wanted }).paginate()) {
    tasks.push(...(result.Items ?? []));
    if (tasks.length >= wanted) break;
  }
  return tasks.slice(page.pageSize * (page.pageIndex - 1), wanted);
}

/** Every task of the company whose code or title holds the text (any case), in code order. */
export async function searchTasks(tenant: string, companyId: number, search: string): Promise<TaskRecord[]> {
  const tasks: TaskRecord[] = [];
  const query = tasksQuery(tenant, companyId).options({
    filters: { Task: { attr: 'search', contains: search.toLowerCase() } },
  });
  for await (const result of query.paginate()) tasks.push(...(result.Items ?? []));
  return tasks;
}
