/** What the PM library's writes share: the per-company id sequence, counter moves, index keys, name claims and task-use moves as transaction items. */
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { nameKey } from '#shared/pm-library/rules.js';
import { pad, table } from '#lib/db.js';
import { cancellationReasons } from '#lib/retry.js';
import type { Transaction } from '#lib/transactions.js';
import { TaskEntity } from '#functions/tasks/index.js';
import {
  pmLibraryKeys,
  PmCategoryEntity,
  PmNameClaimEntity,
  PmPlanEntity,
  type CompanyKey,
} from '../store/entities.js';

const SequenceEntity = new Entity({
  name: 'PmLibrarySequence',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    category: number().optional(),
    plan: number().optional(),
    pm: number().optional(),
  }),
  computeKey: ({ tenant, company_id }: CompanyKey) => ({
    pk: pmLibraryKeys.company(tenant, company_id),
    sk: pmLibraryKeys.sequence,
  }),
});

/** The company's next id of a kind. */
export async function nextId(
  tenant: string,
  companyId: number,
  kind: 'category' | 'plan' | 'pm',
  count = 1,
): Promise<number> {
  const { Attributes } = await SequenceEntity.build(UpdateItemCommand)
    .item({ tenant, company_id: companyId, [kind]: $add(count) })
    .options({ returnValues: 'UPDATED_NEW' })
    .send();
  return (Attributes as Record<string, number>)[kind] - count + 1;
}

export const failed = (error: unknown, index: number) =>
  cancellationReasons(error)[index]?.Code === 'ConditionalCheckFailed';

export const planIndex = (
  tenant: string,
  companyId: number,
  categoryId: number,
  name: string,
  planId: number,
) => ({
  gsi1pk: pmLibraryKeys.categoryPlans(tenant, companyId, categoryId),
  gsi1sk: `${nameKey(name)}#${pad(planId, 10)}`,
});

export const categoryCount = (tenant: string, companyId: number, categoryId: number, by: number) =>
  PmCategoryEntity.build(UpdateTransaction)
    .item({ tenant, company_id: companyId, pm_category_id: categoryId, plans_count: $add(by) })
    .options({ condition: { attr: 'pm_category_id', exists: true } });
export const planCount = (tenant: string, companyId: number, planId: number, by: number) =>
  PmPlanEntity.build(UpdateTransaction)
    .item({ tenant, company_id: companyId, pm_plan_id: planId, pm_count: $add(by) })
    .options({ condition: { attr: 'pm_plan_id', exists: true } });
export const taskUse = (tenant: string, companyId: number, taskId: number, by: number) =>
  TaskEntity.build(UpdateTransaction)
    .item({ tenant, company_id: companyId, task_id: taskId, pm_uses: $add(by) })
    .options({ condition: { attr: 'task_id', exists: true } });

export const pmIndex = (tenant: string, companyId: number, planId: number, pmId: number) => ({
  gsi1pk: pmLibraryKeys.planPms(tenant, companyId, planId),
  gsi1sk: pad(pmId, 10),
});

type NameScope = { kind: 'category' } | { kind: 'plan'; categoryId: number };
const scopeKey = (scope: NameScope) =>
  scope.kind === 'category' ? pmLibraryKeys.categoryScope : pmLibraryKeys.planScope(scope.categoryId);
/** Claims `name` in its scope for `ownerId` (fails the transaction when another category or plan holds it). */
export const claimName = (
  tenant: string,
  companyId: number,
  scope: NameScope,
  name: string,
  ownerId: number,
): Transaction =>
  PmNameClaimEntity.build(PutTransaction)
    .item({
      tenant,
      company_id: companyId,
      scope: scopeKey(scope),
      name_key: nameKey(name),
      owner_id: ownerId,
    })
    .options({
      condition: {
        or: [
          { attr: 'owner_id', exists: false },
          { attr: 'owner_id', eq: ownerId },
        ],
      },
    }) as Transaction;

/** Gives up `ownerId`'s claim of `name` (nothing to do when it has none, as items older than claims). */
export const releaseName = (
  tenant: string,
  companyId: number,
  scope: NameScope,
  name: string,
  ownerId: number,
): Transaction =>
  PmNameClaimEntity.build(DeleteTransaction)
    .key({ tenant, company_id: companyId, scope: scopeKey(scope), name_key: nameKey(name) })
    .options({
      condition: {
        or: [
          { attr: 'owner_id', exists: false },
          { attr: 'owner_id', eq: ownerId },
        ],
      },
    }) as Transaction;

/**
 * The claim and release of a name change (a rename or a move): none when the name and scope stay
 * the same in key terms (a change of case), since one transaction cannot touch an item twice.
 */
export function nameChange(
  tenant: string,
  companyId: number,
  before: { scope: NameScope; name: string },
  after: { scope: NameScope; name: string },
  ownerId: number,
): { claim: Transaction[]; release: Transaction[] } {
  if (scopeKey(before.scope) === scopeKey(after.scope) && nameKey(before.name) === nameKey(after.name))
    return { claim: [], release: [] };
  return {
    claim: [claimName(tenant, companyId, after.scope, after.name, ownerId)],
    release: [releaseName(tenant, companyId, before.scope, before.name, ownerId)],
  };
}
