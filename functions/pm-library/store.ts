/**
 * The PM library's store: a company's categories, plans and PMs in one partition
 * (`{tenant}#PMLIB#{company}`), read by key and index, never scanned.
 *
 * - `CAT#{id}` a category with `plans_count` (pmPlansCount); `PLAN#{id}` a plan with `pm_count`
 *   (pmCount) and its category; `PM#{id}` a PM with its schedule, task ids, attachments and dealer.
 *   Counts are counters changed in the transaction that adds, deletes or moves the plan or PM.
 * - gsi1 `{tenant}#PMCAT#{company}#{category}`: a category's plans by name; gsi1
 *   `{tenant}#PMPLAN#{company}#{plan}`: a plan's PMs in creation order.
 * - Ids come from a per-company sequence item (`SEQ`, one attribute per kind), taken with one
 *   atomic add before the write (a failed write leaves a gap; ids are never reused).
 * - Each PM write raises/lowers `pm_uses` on the catalogue tasks it adds/drops (conditioned on the
 *   task existing) in the same transaction, so a task a PM uses cannot be deleted (tasks/store.ts).
 * - Deleting a category or plan is conditioned on its counter being 0, so a plan or PM added at
 *   the same moment makes the delete fail instead of leaving orphans.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { PmLibraryMessages } from '../../shared/pm-library/messages.js';
import { getMany } from '../lib/batch-get.js';
import { pad, table } from '../lib/db.js';
import { conflict, notFound } from '../lib/errors.js';
import { cancellationReasons } from '../lib/retry.js';
import { writeTransaction, type Transaction } from '../lib/transactions.js';
import { TaskEntity, type TaskRecord } from '../tasks/store.js';

export const pmLibraryKeys = {
  company: (tenant: string, companyId: number) => `${tenant}#PMLIB#${pad(companyId, 6)}`,
  category: (id: number) => `CAT#${pad(id, 10)}`,
  plan: (id: number) => `PLAN#${pad(id, 10)}`,
  pm: (id: number) => `PM#${pad(id, 10)}`,
  sequence: 'SEQ',
  categoryPlans: (tenant: string, companyId: number, categoryId: number) => `${tenant}#PMCAT#${pad(companyId, 6)}#${pad(categoryId, 10)}`,
  planPms: (tenant: string, companyId: number, planId: number) => `${tenant}#PMPLAN#${pad(companyId, 6)}#${pad(planId, 10)}`,
};

type CompanyKey = { tenant: string; company_id: number };

export const PmCategoryEntity = new Entity({
  name: 'PmCategory',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    pm_category_id: number().key(),
    category_name: string(),
    plans_count: number().optional(),
  }),
  computeKey: ({ tenant, company_id, pm_category_id }: CompanyKey & { pm_category_id: number }) => ({ pk: pmLibraryKeys.company(tenant, company_id), sk: pmLibraryKeys.category(pm_category_id) }),
});
export type PmCategoryRecord = FormattedItem<typeof PmCategoryEntity>;

export const PmPlanEntity = new Entity({
  name: 'PmPlan',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    pm_plan_id: number().key(),
    plan_name: string(),
    pm_category_id: number(),
    pm_count: number().optional(),
    gsi1pk: string(),
    gsi1sk: string(),
  }),
  computeKey: ({ tenant, company_id, pm_plan_id }: CompanyKey & { pm_plan_id: number }) => ({ pk: pmLibraryKeys.company(tenant, company_id), sk: pmLibraryKeys.plan(pm_plan_id) }),
});
export type PmPlanRecord = FormattedItem<typeof PmPlanEntity>;

/** Schedule fields a PM does not use are absent (the views answer null). */
const nullableNumber = () => number().optional();
const nullableString = () => string().optional();

export const LibraryPmEntity = new Entity({
  name: 'LibraryPm',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    pm_id: number().key(),
    pm_plan_id: number(),
    title: string(),
    description: string(),
    status: number(),
    pm_trigger_type: number(),
    pm_trigger_by: number(),
    is_trigger_on_starting_at: boolean(),
    datetime_due_at: nullableString(),
    meter_hours_due_at: nullableNumber(),
    datetime_starting_at: nullableString(),
    datetime_repeates_every: nullableNumber(),
    datetime_repeat_time_period_type: nullableNumber(),
    meter_hours_starting_at: nullableNumber(),
    meter_hours_repeates_every: nullableNumber(),
    /** Catalogue task ids in the PM's order; pm_task_id is the position (1-based). */
    task_ids: list(number()),
    attachments: list(map({ filename: string(), user_uploaded_name: string() })),
    service_dealer_id: nullableNumber(),
    gsi1pk: string(),
    gsi1sk: string(),
  }),
  computeKey: ({ tenant, company_id, pm_id }: CompanyKey & { pm_id: number }) => ({ pk: pmLibraryKeys.company(tenant, company_id), sk: pmLibraryKeys.pm(pm_id) }),
});
export type LibraryPmRecord = FormattedItem<typeof LibraryPmEntity>;

const SequenceEntity = new Entity({
  name: 'PmLibrarySequence',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), company_id: number().key(), category: number().optional(), plan: number().optional(), pm: number().optional() }),
  computeKey: ({ tenant, company_id }: CompanyKey) => ({ pk: pmLibraryKeys.company(tenant, company_id), sk: pmLibraryKeys.sequence }),
});

/** The company's next id of a kind. */
async function nextId(tenant: string, companyId: number, kind: 'category' | 'plan' | 'pm', count = 1): Promise<number> {
  const { Attributes } = await SequenceEntity.build(UpdateItemCommand)
    .item({ tenant, company_id: companyId, [kind]: $add(count) })
    .options({ returnValues: 'UPDATED_NEW' })
    .send();
  return (Attributes as Record<string, number>)[kind] - count + 1;
}

/** The PM fields a write takes (the wire's, checked by shared/pm-library/schemas.ts). */
export interface PmInput {
  pm_plan_id: number;
  title: string;
  description: string;
  status: number;
  pm_trigger_type: number;
  pm_trigger_by: number;
  is_trigger_on_starting_at: boolean;
  datetime_due_at: string | null;
  meter_hours_due_at: number | null;
  datetime_starting_at: string | null;
  datetime_repeates_every: number | null;
  datetime_repeat_time_period_type: number | null;
  meter_hours_starting_at: number | null;
  meter_hours_repeates_every: number | null;
  task_ids: number[];
  attachments: { filename: string; user_uploaded_name: string }[];
  service_dealer_id: number | null;
}

/** The input as stored: nulls left out. */
type Stored<T> = { [K in keyof T]: Exclude<T[K], null> };
const stored = (input: PmInput) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as Stored<PmInput>;

// ---- reads ----

export async function getCategory(tenant: string, companyId: number, categoryId: number): Promise<PmCategoryRecord | undefined> {
  const { Item } = await PmCategoryEntity.build(GetItemCommand).key({ tenant, company_id: companyId, pm_category_id: categoryId }).options({ consistent: true }).send();
  return Item;
}

/** A plan of the company by id (other domains: the asset's Add Plan reads it), or undefined. */
export async function getPlan(tenant: string, companyId: number, planId: number): Promise<PmPlanRecord | undefined> {
  const { Item } = await PmPlanEntity.build(GetItemCommand).key({ tenant, company_id: companyId, pm_plan_id: planId }).options({ consistent: true }).send();
  return Item;
}

export async function getLibraryPm(tenant: string, companyId: number, pmId: number): Promise<LibraryPmRecord | undefined> {
  const { Item } = await LibraryPmEntity.build(GetItemCommand).key({ tenant, company_id: companyId, pm_id: pmId }).options({ consistent: true }).send();
  return Item;
}

async function drain<T>(query: AsyncIterable<{ Items?: T[] }>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of query) items.push(...(page.Items ?? []));
  return items;
}

const byName = <T>(name: (t: T) => string) => (a: T, b: T) => name(a).localeCompare(name(b), 'en', { sensitivity: 'base' });

/** The company's categories by name (a company keeps tens of them: one key range). */
export async function listCategories(tenant: string, companyId: number): Promise<PmCategoryRecord[]> {
  const items = await drain(table.build(QueryCommand).entities(PmCategoryEntity).query({ partition: pmLibraryKeys.company(tenant, companyId), range: { beginsWith: 'CAT#' } }).paginate());
  return items.sort(byName((c) => c.category_name));
}

/** All the company's plans (for the categories list with their plans). */
export async function listAllPlans(tenant: string, companyId: number): Promise<PmPlanRecord[]> {
  const items = await drain(table.build(QueryCommand).entities(PmPlanEntity).query({ partition: pmLibraryKeys.company(tenant, companyId), range: { beginsWith: 'PLAN#' } }).paginate());
  return items.sort(byName((p) => p.plan_name));
}

/** A category's plans by name (gsi1). */
export const listPlansOfCategory = (tenant: string, companyId: number, categoryId: number) =>
  drain(table.build(QueryCommand).entities(PmPlanEntity).query({ index: 'gsi1', partition: pmLibraryKeys.categoryPlans(tenant, companyId, categoryId) }).paginate());

/** A plan's PMs in creation order (gsi1). */
export const listPmRecordsOfPlan = (tenant: string, companyId: number, planId: number) =>
  drain(table.build(QueryCommand).entities(LibraryPmEntity).query({ index: 'gsi1', partition: pmLibraryKeys.planPms(tenant, companyId, planId) }).paginate());

/** A library PM with its catalogue tasks read fresh (what views and other domains need). */
export interface FullLibraryPm {
  pm: LibraryPmRecord;
  tasks: TaskRecord[];
}

/** Catalogue tasks of several PMs, one BatchGet. */
async function withTasks(tenant: string, companyId: number, pms: LibraryPmRecord[]): Promise<FullLibraryPm[]> {
  const ids = [...new Set(pms.flatMap((pm) => pm.task_ids))];
  const tasks = new Map((await getMany(TaskEntity, ids.map((task_id) => ({ tenant, company_id: companyId, task_id })))).map((t) => [t.task_id, t]));
  return pms.map((pm) => ({ pm, tasks: pm.task_ids.map((id) => tasks.get(id)).filter((t): t is TaskRecord => t !== undefined) }));
}

/**
 * Every PM of a plan with its tasks, attachments and dealer id: what "add plan to asset" copies.
 * Resolves to [] for a plan the company does not have.
 */
export async function listPmsOfPlan(tenant: string, companyId: number, planId: number): Promise<FullLibraryPm[]> {
  return withTasks(tenant, companyId, await listPmRecordsOfPlan(tenant, companyId, planId));
}

export async function getFullPm(tenant: string, companyId: number, pmId: number): Promise<FullLibraryPm | undefined> {
  const pm = await getLibraryPm(tenant, companyId, pmId);
  return pm ? (await withTasks(tenant, companyId, [pm]))[0] : undefined;
}

// ---- writes ----

const failed = (error: unknown, index: number) => cancellationReasons(error)[index]?.Code === 'ConditionalCheckFailed';

export async function createCategory(tenant: string, companyId: number, name: string): Promise<PmCategoryRecord> {
  const id = await nextId(tenant, companyId, 'category');
  const record = { tenant, company_id: companyId, pm_category_id: id, category_name: name, plans_count: 0 };
  await writeTransaction([PmCategoryEntity.build(PutTransaction).item(record).options({ condition: { attr: 'pm_category_id', exists: false } })]);
  return (await getCategory(tenant, companyId, id))!;
}

export async function renameCategory(tenant: string, companyId: number, categoryId: number, name: string): Promise<PmCategoryRecord> {
  try {
    await writeTransaction([
      PmCategoryEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, pm_category_id: categoryId, category_name: name }).options({ condition: { attr: 'pm_category_id', exists: true } }),
    ]);
  } catch (error) {
    if (failed(error, 0)) throw notFound(PmLibraryMessages.categoryNotFound);
    throw error;
  }
  return (await getCategory(tenant, companyId, categoryId))!;
}


export async function deleteCategory(tenant: string, companyId: number, categoryId: number): Promise<void> {
  try {
    await writeTransaction([
      PmCategoryEntity.build(DeleteTransaction)
        .key({ tenant, company_id: companyId, pm_category_id: categoryId })
        .options({ condition: { and: [{ attr: 'pm_category_id', exists: true }, { or: [{ attr: 'plans_count', exists: false }, { attr: 'plans_count', lte: 0 }] }] } }),
    ]);
  } catch (error) {
    if (failed(error, 0)) {
      if (await getCategory(tenant, companyId, categoryId)) throw conflict(PmLibraryMessages.categoryNotEmpty);
      throw notFound(PmLibraryMessages.categoryNotFound);
    }
    throw error;
  }
}

const planIndex = (tenant: string, companyId: number, categoryId: number, name: string, planId: number) => ({
  gsi1pk: pmLibraryKeys.categoryPlans(tenant, companyId, categoryId),
  gsi1sk: `${name.toLowerCase()}#${pad(planId, 10)}`,
});

const categoryCount = (tenant: string, companyId: number, categoryId: number, by: number) =>
  PmCategoryEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, pm_category_id: categoryId, plans_count: $add(by) }).options({ condition: { attr: 'pm_category_id', exists: true } });
const planCount = (tenant: string, companyId: number, planId: number, by: number) =>
  PmPlanEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, pm_plan_id: planId, pm_count: $add(by) }).options({ condition: { attr: 'pm_plan_id', exists: true } });
const taskUse = (tenant: string, companyId: number, taskId: number, by: number) =>
  TaskEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, task_id: taskId, pm_uses: $add(by) }).options({ condition: { attr: 'task_id', exists: true } });

export async function createPlan(tenant: string, companyId: number, categoryId: number, name: string): Promise<PmPlanRecord> {
  const id = await nextId(tenant, companyId, 'plan');
  try {
    await writeTransaction([
      categoryCount(tenant, companyId, categoryId, 1),
      PmPlanEntity.build(PutTransaction)
        .item({ tenant, company_id: companyId, pm_plan_id: id, plan_name: name, pm_category_id: categoryId, pm_count: 0, ...planIndex(tenant, companyId, categoryId, name, id) })
        .options({ condition: { attr: 'pm_plan_id', exists: false } }),
    ]);
  } catch (error) {
    if (failed(error, 0)) throw notFound(PmLibraryMessages.categoryNotFound);
    throw error;
  }
  return (await getPlan(tenant, companyId, id))!;
}

/** Renames a plan and, when the category differs, moves it there too (counts of both categories in the same transaction). */
export async function updatePlan(tenant: string, companyId: number, planId: number, change: { name?: string; categoryId?: number }): Promise<PmPlanRecord> {
  const before = await getPlan(tenant, companyId, planId);
  if (!before) throw notFound(PmLibraryMessages.planNotFound);
  const name = change.name ?? before.plan_name;
  const categoryId = change.categoryId ?? before.pm_category_id;
  const moving = categoryId !== before.pm_category_id;
  const writes: Transaction[] = [
    PmPlanEntity.build(UpdateTransaction)
      .item({ tenant, company_id: companyId, pm_plan_id: planId, plan_name: name, pm_category_id: categoryId, ...planIndex(tenant, companyId, categoryId, name, planId) })
      .options({ condition: { attr: 'pm_category_id', eq: before.pm_category_id } }),
  ];
  if (moving) writes.push(categoryCount(tenant, companyId, categoryId, 1), categoryCount(tenant, companyId, before.pm_category_id, -1));
  try {
    await writeTransaction(writes);
  } catch (error) {
    if (failed(error, 0)) throw conflict(PmLibraryMessages.planNotFound);
    if (failed(error, 1)) throw notFound(PmLibraryMessages.categoryNotFound);
    throw error;
  }
  return (await getPlan(tenant, companyId, planId))!;
}

export async function deletePlan(tenant: string, companyId: number, planId: number): Promise<void> {
  const before = await getPlan(tenant, companyId, planId);
  if (!before) throw notFound(PmLibraryMessages.planNotFound);
  try {
    await writeTransaction([
      PmPlanEntity.build(DeleteTransaction)
        .key({ tenant, company_id: companyId, pm_plan_id: planId })
        .options({ condition: { and: [{ attr: 'pm_category_id', eq: before.pm_category_id }, { or: [{ attr: 'pm_count', exists: false }, { attr: 'pm_count', lte: 0 }] }] } }),
      categoryCount(tenant, companyId, before.pm_category_id, -1),
    ]);
  } catch (error) {
    if (failed(error, 0)) {
      if (await getPlan(tenant, companyId, planId)) throw conflict(PmLibraryMessages.planNotEmpty);
      throw notFound(PmLibraryMessages.planNotFound);
    }
    throw error;
  }
}

const pmIndex = (tenant: string, companyId: number, planId: number, pmId: number) => ({ gsi1pk: pmLibraryKeys.planPms(tenant, companyId, planId), gsi1sk: pad(pmId, 10) });

/** Raises the uses of tasks added and lowers those of tasks dropped. */
function taskUseChanges(tenant: string, companyId: number, before: readonly number[], after: readonly number[]): Transaction[] {
  const added = after.filter((id) => !before.includes(id));
  const dropped = before.filter((id) => !after.includes(id));
  return [...added.map((id) => taskUse(tenant, companyId, id, 1)), ...dropped.map((id) => taskUse(tenant, companyId, id, -1))];
}

/** Duplicates a plan into its category: "Duplicate - {name}" (cut at 49), with copies of its PMs (uses of their tasks raised). */
export async function duplicatePlan(tenant: string, companyId: number, planId: number, maxPms: number, nameOf: (name: string) => string): Promise<PmPlanRecord> {
  const plan = await getPlan(tenant, companyId, planId);
  if (!plan) throw notFound(PmLibraryMessages.planNotFound);
  const pms = await listPmRecordsOfPlan(tenant, companyId, planId);
  const uses = new Map<number, number>();
  for (const pm of pms) for (const id of pm.task_ids) uses.set(id, (uses.get(id) ?? 0) + 1);
  if (pms.length > maxPms || pms.length + uses.size + 2 > 100) throw conflict(PmLibraryMessages.tooManyPms);
  const newPlanId = await nextId(tenant, companyId, 'plan');
  const firstPmId = pms.length ? await nextId(tenant, companyId, 'pm', pms.length) : 0;
  const name = nameOf(plan.plan_name);
  try {
    await writeTransaction([
      categoryCount(tenant, companyId, plan.pm_category_id, 1),
      PmPlanEntity.build(PutTransaction)
        .item({ tenant, company_id: companyId, pm_plan_id: newPlanId, plan_name: name, pm_category_id: plan.pm_category_id, pm_count: pms.length, ...planIndex(tenant, companyId, plan.pm_category_id, name, newPlanId) })
        .options({ condition: { attr: 'pm_plan_id', exists: false } }),
      ...pms.map((pm, i) => {
        const { tenant: _t, company_id: _c, pm_id: _p, created: _cr, modified: _m, ...fields } = pm;
        return LibraryPmEntity.build(PutTransaction).item({ tenant, company_id: companyId, ...fields, pm_id: firstPmId + i, pm_plan_id: newPlanId, ...pmIndex(tenant, companyId, newPlanId, firstPmId + i) });
      }),
      ...[...uses].map(([id, n]) => taskUse(tenant, companyId, id, n)),
    ]);
  } catch (error) {
    if (failed(error, 0)) throw notFound(PmLibraryMessages.categoryNotFound);
    if (cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed')) throw conflict(PmLibraryMessages.taskNotFound);
    throw error;
  }
  return (await getPlan(tenant, companyId, newPlanId))!;
}

/** Where a PM write failed: the plan (index 0), a task, or the PM itself. */
function pmWriteError(error: unknown, taskFrom: number): never {
  const reasons = cancellationReasons(error);
  if (reasons[0]?.Code === 'ConditionalCheckFailed') throw notFound(PmLibraryMessages.planNotFound);
  if (reasons.slice(taskFrom).some((r) => r.Code === 'ConditionalCheckFailed')) throw notFound(PmLibraryMessages.taskNotFound);
  if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) throw notFound(PmLibraryMessages.pmNotFound);
  throw error;
}

export async function createPm(tenant: string, companyId: number, input: PmInput): Promise<LibraryPmRecord> {
  const id = await nextId(tenant, companyId, 'pm');
  try {
    await writeTransaction([
      planCount(tenant, companyId, input.pm_plan_id, 1),
      LibraryPmEntity.build(PutTransaction)
        .item({ tenant, company_id: companyId, pm_id: id, ...stored(input), ...pmIndex(tenant, companyId, input.pm_plan_id, id) })
        .options({ condition: { attr: 'pm_id', exists: false } }),
      ...taskUseChanges(tenant, companyId, [], input.task_ids),
    ]);
  } catch (error) {
    pmWriteError(error, 2);
  }
  return (await getLibraryPm(tenant, companyId, id))!;
}

/** Replaces a PM (its plan stays the one it is in: moving is MovePM). */
export async function updatePm(tenant: string, companyId: number, pmId: number, input: PmInput): Promise<LibraryPmRecord> {
  const before = await getLibraryPm(tenant, companyId, pmId);
  if (!before || before.pm_plan_id !== input.pm_plan_id) throw notFound(PmLibraryMessages.pmNotFound);
  try {
    await writeTransaction([
      PmPlanEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, pm_plan_id: input.pm_plan_id }).options({ condition: { attr: 'pm_plan_id', exists: true } }),
      LibraryPmEntity.build(PutTransaction)
        .item({ tenant, company_id: companyId, pm_id: pmId, ...stored(input), created: before.created, ...pmIndex(tenant, companyId, input.pm_plan_id, pmId) })
        .options({ condition: { attr: 'task_ids', eq: before.task_ids } as never }),
      ...taskUseChanges(tenant, companyId, before.task_ids, input.task_ids),
    ]);
  } catch (error) {
    pmWriteError(error, 2);
  }
  return (await getLibraryPm(tenant, companyId, pmId))!;
}

export async function deletePm(tenant: string, companyId: number, pmId: number): Promise<void> {
  const before = await getLibraryPm(tenant, companyId, pmId);
  if (!before) throw notFound(PmLibraryMessages.pmNotFound);
  try {
    await writeTransaction([
      planCount(tenant, companyId, before.pm_plan_id, -1),
      LibraryPmEntity.build(DeleteTransaction).key({ tenant, company_id: companyId, pm_id: pmId }).options({ condition: { attr: 'pm_plan_id', eq: before.pm_plan_id } }),
      ...before.task_ids.map((id) => TaskEntity.build(UpdateTransaction).item({ tenant, company_id: companyId, task_id: id, pm_uses: $add(-1) })),
    ]);
  } catch (error) {
    if (cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed')) throw notFound(PmLibraryMessages.pmNotFound);
    throw error;
  }
}

export async function movePm(tenant: string, companyId: number, pmId: number, newPlanId: number): Promise<void> {
  const before = await getLibraryPm(tenant, companyId, pmId);
  if (!before) throw notFound(PmLibraryMessages.pmNotFound);
  if (before.pm_plan_id === newPlanId) throw conflict(PmLibraryMessages.samePlan);
  try {
    await writeTransaction([
      planCount(tenant, companyId, newPlanId, 1),
      planCount(tenant, companyId, before.pm_plan_id, -1),
      LibraryPmEntity.build(UpdateTransaction)
        .item({ tenant, company_id: companyId, pm_id: pmId, pm_plan_id: newPlanId, ...pmIndex(tenant, companyId, newPlanId, pmId) })
        .options({ condition: { attr: 'pm_plan_id', eq: before.pm_plan_id } }),
    ]);
  } catch (error) {
    if (failed(error, 0)) throw notFound(PmLibraryMessages.planNotFound);
    if (cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed')) throw notFound(PmLibraryMessages.pmNotFound);
    throw error;
  }
}
