/** The PM library's category and plan writes: create, rename, move, delete and duplicate, each one transaction with its counters. */
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { PmLibraryMessages } from '#shared/pm-library/messages.js';
import { nameKey } from '#shared/pm-library/rules.js';
import { Messages } from '#shared/messages.js';
import { conflict, notFound } from '#lib/errors.js';
import { cancellationReasons } from '#lib/retry.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import {
  LibraryPmEntity,
  PmCategoryEntity,
  PmPlanEntity,
  type PmCategoryRecord,
  type PmPlanRecord,
} from '../store/entities.js';
import {
  findCategoryNamed,
  findPlanNamed,
  getCategory,
  getPlan,
  listPlansOfCategory,
  listPmRecordsOfPlan,
} from '../store/library.js';
import {
  categoryCount,
  claimName,
  failed,
  nameChange,
  nextId,
  planIndex,
  pmIndex,
  releaseName,
  taskUse,
} from './write-helpers.js';

const CATEGORY = { kind: 'category' } as const;
const planScope = (categoryId: number) => ({ kind: 'plan', categoryId }) as const;

/**
 * Refuses a name another category of the company (or plan of the category) already has. A read
 * before the write gives the message early (and covers items older than name claims); two saves
 * of one name in the same instant both pass it, and the name's claim in each write's transaction
 * (write-helpers.ts claimName) lets only one commit.
 */
async function refuseTakenCategoryName(tenant: string, companyId: number, name: string, categoryId?: number) {
  if (await findCategoryNamed(tenant, companyId, name, categoryId))
    throw conflict(PmLibraryMessages.categoryNameTaken);
}
async function refuseTakenPlanName(
  tenant: string,
  companyId: number,
  categoryId: number,
  name: string,
  planId?: number,
) {
  if (await findPlanNamed(tenant, companyId, categoryId, name, planId))
    throw conflict(PmLibraryMessages.planNameTaken);
}

export async function createCategory(
  tenant: string,
  companyId: number,
  name: string,
): Promise<PmCategoryRecord> {
  await refuseTakenCategoryName(tenant, companyId, name);
  const id = await nextId(tenant, companyId, 'category');
  const record = { tenant, company_id: companyId, pm_category_id: id, category_name: name, plans_count: 0 };
  try {
    await writeTransaction([
      PmCategoryEntity.build(PutTransaction)
        .item(record)
        .options({ condition: { attr: 'pm_category_id', exists: false } }),
      claimName(tenant, companyId, CATEGORY, name, id),
    ]);
  } catch (error) {
    if (failed(error, 1)) throw conflict(PmLibraryMessages.categoryNameTaken);
    throw error;
  }
  return (await getCategory(tenant, companyId, id))!;
}

export async function renameCategory(
  tenant: string,
  companyId: number,
  categoryId: number,
  name: string,
): Promise<PmCategoryRecord> {
  const before = await getCategory(tenant, companyId, categoryId);
  if (!before) throw notFound(PmLibraryMessages.categoryNotFound);
  await refuseTakenCategoryName(tenant, companyId, name, categoryId);
  const names = nameChange(
    tenant,
    companyId,
    { scope: CATEGORY, name: before.category_name },
    { scope: CATEGORY, name },
    categoryId,
  );
  try {
    await writeTransaction([
      PmCategoryEntity.build(UpdateTransaction)
        .item({ tenant, company_id: companyId, pm_category_id: categoryId, category_name: name })
        .options({ condition: { attr: 'category_name', eq: before.category_name } }),
      ...names.claim,
      ...names.release,
    ]);
  } catch (error) {
    if (failed(error, 0)) {
      if (await getCategory(tenant, companyId, categoryId)) throw conflict(Messages.recordChanged);
      throw notFound(PmLibraryMessages.categoryNotFound);
    }
    if (failed(error, 1)) throw conflict(PmLibraryMessages.categoryNameTaken);
    throw error;
  }
  return (await getCategory(tenant, companyId, categoryId))!;
}

export async function deleteCategory(tenant: string, companyId: number, categoryId: number): Promise<void> {
  const before = await getCategory(tenant, companyId, categoryId);
  if (!before) throw notFound(PmLibraryMessages.categoryNotFound);
  try {
    await writeTransaction([
      PmCategoryEntity.build(DeleteTransaction)
        .key({ tenant, company_id: companyId, pm_category_id: categoryId })
        .options({
          condition: {
            and: [
              { attr: 'category_name', eq: before.category_name },
              {
                or: [
                  { attr: 'plans_count', exists: false },
                  { attr: 'plans_count', lte: 0 },
                ],
              },
            ],
          },
        }),
      releaseName(tenant, companyId, CATEGORY, before.category_name, categoryId),
    ]);
  } catch (error) {
    if (failed(error, 0)) {
      const now = await getCategory(tenant, companyId, categoryId);
      if (now && now.category_name !== before.category_name) throw conflict(Messages.recordChanged);
      if (now) throw conflict(PmLibraryMessages.categoryNotEmpty);
      throw notFound(PmLibraryMessages.categoryNotFound);
    }
    throw error;
  }
}

export async function createPlan(
  tenant: string,
  companyId: number,
  categoryId: number,
  name: string,
): Promise<PmPlanRecord> {
  await refuseTakenPlanName(tenant, companyId, categoryId, name);
  const id = await nextId(tenant, companyId, 'plan');
  try {
    await writeTransaction([
      categoryCount(tenant, companyId, categoryId, 1),
      PmPlanEntity.build(PutTransaction)
        .item({
          tenant,
          company_id: companyId,
          pm_plan_id: id,
          plan_name: name,
          pm_category_id: categoryId,
          pm_count: 0,
          ...planIndex(tenant, companyId, categoryId, name, id),
        })
        .options({ condition: { attr: 'pm_plan_id', exists: false } }),
      claimName(tenant, companyId, planScope(categoryId), name, id),
    ]);
  } catch (error) {
    if (failed(error, 0)) throw notFound(PmLibraryMessages.categoryNotFound);
    if (failed(error, 2)) throw conflict(PmLibraryMessages.planNameTaken);
    throw error;
  }
  return (await getPlan(tenant, companyId, id))!;
}

/** Renames a plan and, when the category differs, moves it there too (counts of both categories in the same transaction); its name must be free in the category it ends in. */
export async function updatePlan(
  tenant: string,
  companyId: number,
  planId: number,
  change: { name?: string; categoryId?: number },
): Promise<PmPlanRecord> {
  const before = await getPlan(tenant, companyId, planId);
  if (!before) throw notFound(PmLibraryMessages.planNotFound);
  const name = change.name ?? before.plan_name;
  const categoryId = change.categoryId ?? before.pm_category_id;
  const moving = categoryId !== before.pm_category_id;
  if (change.name !== undefined || moving)
    await refuseTakenPlanName(tenant, companyId, categoryId, name, planId);
  const writes: Transaction[] = [
    PmPlanEntity.build(UpdateTransaction)
      .item({
        tenant,
        company_id: companyId,
        pm_plan_id: planId,
        plan_name: name,
        pm_category_id: categoryId,
        ...planIndex(tenant, companyId, categoryId, name, planId),
      })
      .options({
        condition: {
          and: [
            { attr: 'pm_category_id', eq: before.pm_category_id },
            { attr: 'plan_name', eq: before.plan_name },
          ],
        },
      }),
  ];
  if (moving)
    writes.push(
      categoryCount(tenant, companyId, categoryId, 1),
      categoryCount(tenant, companyId, before.pm_category_id, -1),
    );
  const names = nameChange(
    tenant,
    companyId,
    { scope: planScope(before.pm_category_id), name: before.plan_name },
    { scope: planScope(categoryId), name },
    planId,
  );
  const claimAt = writes.length;
  writes.push(...names.claim, ...names.release);
  try {
    await writeTransaction(writes);
  } catch (error) {
    if (failed(error, 0)) throw conflict(PmLibraryMessages.planNotFound);
    if (moving && failed(error, 1)) throw notFound(PmLibraryMessages.categoryNotFound);
    if (names.claim.length && failed(error, claimAt)) throw conflict(PmLibraryMessages.planNameTaken);
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
        .options({
          condition: {
            and: [
              { attr: 'pm_category_id', eq: before.pm_category_id },
              { attr: 'plan_name', eq: before.plan_name },
              {
                or: [
                  { attr: 'pm_count', exists: false },
                  { attr: 'pm_count', lte: 0 },
                ],
              },
            ],
          },
        }),
      categoryCount(tenant, companyId, before.pm_category_id, -1),
      releaseName(tenant, companyId, planScope(before.pm_category_id), before.plan_name, planId),
    ]);
  } catch (error) {
    if (failed(error, 0)) {
      if (await getPlan(tenant, companyId, planId)) throw conflict(PmLibraryMessages.planNotEmpty);
      throw notFound(PmLibraryMessages.planNotFound);
    }
    throw error;
  }
}

/** Duplicates a plan into its category under the first of `namesOf` no plan there has, with copies of its PMs (uses of their tasks raised). */
export async function duplicatePlan(
  tenant: string,
  companyId: number,
  planId: number,
  maxPms: number,
  namesOf: (name: string) => Iterable<string>,
): Promise<PmPlanRecord> {
  const plan = await getPlan(tenant, companyId, planId);
  if (!plan) throw notFound(PmLibraryMessages.planNotFound);
  const pms = await listPmRecordsOfPlan(tenant, companyId, planId);
  const uses = new Map<number, number>();
  for (const pm of pms) for (const id of pm.task_ids) uses.set(id, (uses.get(id) ?? 0) + 1);
  if (pms.length > maxPms || pms.length + uses.size + 3 > 100) throw conflict(PmLibraryMessages.tooManyPms);
  const newPlanId = await nextId(tenant, companyId, 'plan');
  const firstPmId = pms.length ? await nextId(tenant, companyId, 'pm', pms.length) : 0;
  const taken = new Set(
    (await listPlansOfCategory(tenant, companyId, plan.pm_category_id)).map((p) => nameKey(p.plan_name)),
  );
  let name = '';
  for (name of namesOf(plan.plan_name)) if (!taken.has(nameKey(name))) break;
  try {
    await writeTransaction([
      categoryCount(tenant, companyId, plan.pm_category_id, 1),
      PmPlanEntity.build(PutTransaction)
        .item({
          tenant,
          company_id: companyId,
          pm_plan_id: newPlanId,
          plan_name: name,
          pm_category_id: plan.pm_category_id,
          pm_count: pms.length,
          ...planIndex(tenant, companyId, plan.pm_category_id, name, newPlanId),
        })
        .options({ condition: { attr: 'pm_plan_id', exists: false } }),
      claimName(tenant, companyId, planScope(plan.pm_category_id), name, newPlanId),
      ...pms.map((pm, i) => {
        const { tenant: _t, company_id: _c, pm_id: _p, created: _cr, modified: _m, ...fields } = pm;
        return LibraryPmEntity.build(PutTransaction).item({
          tenant,
          company_id: companyId,
          ...fields,
          pm_id: firstPmId + i,
          pm_plan_id: newPlanId,
          ...pmIndex(tenant, companyId, newPlanId, firstPmId + i),
        });
      }),
      ...[...uses].map(([id, n]) => taskUse(tenant, companyId, id, n)),
    ]);
  } catch (error) {
    if (failed(error, 0)) throw notFound(PmLibraryMessages.categoryNotFound);
    // Another save took the copy's name meanwhile: the user duplicates again and gets the next name.
    if (failed(error, 2)) throw conflict(PmLibraryMessages.planNameTaken);
    if (cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed'))
      throw conflict(PmLibraryMessages.taskNotFound);
    throw error;
  }
  return (await getPlan(tenant, companyId, newPlanId))!;
}
