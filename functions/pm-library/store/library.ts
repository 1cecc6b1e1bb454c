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
 *
 * This file holds the reads. The rest: entities.ts (keys, entities), library-writes.ts (categories
 * and plans), pm-writes.ts (PMs), write-helpers.ts (the id sequence and shared transaction items).
 */
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { nameKey } from '#shared/pm-library/rules.js';
import { getMany } from '#lib/batch-get.js';
import { table } from '#lib/db.js';
import { TaskEntity, type TaskRecord } from '#functions/tasks/index.js';
import {
  LibraryPmEntity,
  PmCategoryEntity,
  PmPlanEntity,
  pmLibraryKeys,
  type LibraryPmRecord,
  type PmCategoryRecord,
  type PmPlanRecord,
} from './entities.js';

export async function getCategory(
  tenant: string,
  companyId: number,
  categoryId: number,
): Promise<PmCategoryRecord | undefined> {
  const { Item } = await PmCategoryEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, pm_category_id: categoryId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** A plan of the company by id (other domains: the asset's Add Plan reads it), or undefined. */
export async function getPlan(
  tenant: string,
  companyId: number,
  planId: number,
): Promise<PmPlanRecord | undefined> {
  const { Item } = await PmPlanEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, pm_plan_id: planId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function getLibraryPm(
  tenant: string,
  companyId: number,
  pmId: number,
): Promise<LibraryPmRecord | undefined> {
  const { Item } = await LibraryPmEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, pm_id: pmId })
    .options({ consistent: true })
    .send();
  return Item;
}

async function drain<T>(query: AsyncIterable<{ Items?: T[] }>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of query) items.push(...(page.Items ?? []));
  return items;
}

const byName =
  <T>(name: (t: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b), 'en', { sensitivity: 'base' });

/** The company's categories by name (a company keeps tens of them: one key range). */
export async function listCategories(tenant: string, companyId: number): Promise<PmCategoryRecord[]> {
  const items = await drain(
    table
      .build(QueryCommand)
      .entities(PmCategoryEntity)
      .query({ partition: pmLibraryKeys.company(tenant, companyId), range: { beginsWith: 'CAT#' } })
      .paginate(),
  );
  return items.sort(byName((c) => c.category_name));
}

/** All the company's plans (for the categories list with their plans). */
export async function listAllPlans(tenant: string, companyId: number): Promise<PmPlanRecord[]> {
  const items = await drain(
    table
      .build(QueryCommand)
      .entities(PmPlanEntity)
      .query({ partition: pmLibraryKeys.company(tenant, companyId), range: { beginsWith: 'PLAN#' } })
      .paginate(),
  );
  return items.sort(byName((p) => p.plan_name));
}

/** The company's other category of this name (nameKey), or undefined: the categories' key range, read consistently. */
export async function findCategoryNamed(
  tenant: string,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<PmCategoryRecord | undefined> {
  const items = await drain(
    table
      .build(QueryCommand)
      .entities(PmCategoryEntity)
      .query({ partition: pmLibraryKeys.company(tenant, companyId), range: { beginsWith: 'CAT#' } })
      .options({ consistent: true })
      .paginate(),
  );
  return items.find((c) => c.pm_category_id !== exceptId && nameKey(c.category_name) === nameKey(name));
}

/** The category's other plan of this name (nameKey), or undefined: gsi1 sorts a category's plans by lower-case name. */
export async function findPlanNamed(
  tenant: string,
  companyId: number,
  categoryId: number,
  name: string,
  exceptId?: number,
): Promise<PmPlanRecord | undefined> {
  const items = await drain(
    table
      .build(QueryCommand)
      .entities(PmPlanEntity)
      .query({
        index: 'gsi1',
        partition: pmLibraryKeys.categoryPlans(tenant, companyId, categoryId),
        range: { beginsWith: `${nameKey(name)}#` },
      })
      .paginate(),
  );
  return items.find((p) => p.pm_plan_id !== exceptId && nameKey(p.plan_name) === nameKey(name));
}

/** A category's plans by name (gsi1). */
export const listPlansOfCategory = (tenant: string, companyId: number, categoryId: number) =>
  drain(
    table
      .build(QueryCommand)
      .entities(PmPlanEntity)
      .query({ index: 'gsi1', partition: pmLibraryKeys.categoryPlans(tenant, companyId, categoryId) })
      .paginate(),
  );

/** A plan's PMs in creation order (gsi1). */
export const listPmRecordsOfPlan = (tenant: string, companyId: number, planId: number) =>
  drain(
    table
      .build(QueryCommand)
      .entities(LibraryPmEntity)
      .query({ index: 'gsi1', partition: pmLibraryKeys.planPms(tenant, companyId, planId) })
      .paginate(),
  );

/** A library PM with its catalogue tasks read fresh (what views and other domains need). */
export interface FullLibraryPm {
  pm: LibraryPmRecord;
  tasks: TaskRecord[];
}

/** Catalogue tasks of several PMs, one BatchGet. */
async function withTasks(
  tenant: string,
  companyId: number,
  pms: LibraryPmRecord[],
): Promise<FullLibraryPm[]> {
  const ids = [...new Set(pms.flatMap((pm) => pm.task_ids))];
  const tasks = new Map(
    (
      await getMany(
        TaskEntity,
        ids.map((task_id) => ({ tenant, company_id: companyId, task_id })),
      )
    ).map((t) => [t.task_id, t]),
  );
  return pms.map((pm) => ({
    pm,
    tasks: pm.task_ids.map((id) => tasks.get(id)).filter((t): t is TaskRecord => t !== undefined),
  }));
}

/**
 * Every PM of a plan with its tasks, attachments and dealer id: what "add plan to asset" copies.
 * Resolves to [] for a plan the company does not have.
 */
export async function listPmsOfPlan(
  tenant: string,
  companyId: number,
  planId: number,
): Promise<FullLibraryPm[]> {
  return withTasks(tenant, companyId, await listPmRecordsOfPlan(tenant, companyId, planId));
}

export async function getFullPm(
  tenant: string,
  companyId: number,
  pmId: number,
): Promise<FullLibraryPm | undefined> {
  const pm = await getLibraryPm(tenant, companyId, pmId);
  return pm ? (await withTasks(tenant, companyId, [pm]))[0] : undefined;
}
