/** The PM library's PM writes: create, replace, delete and move a PM, with its plan's count and its tasks' uses in the same transaction. */
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { PmLibraryMessages } from '#shared/pm-library/messages.js';
import type { PmTriggerWire } from '#shared/pm/trigger-fields.js';
import { conflict, notFound } from '#lib/errors.js';
import { cancellationReasons } from '#lib/retry.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import { TaskEntity } from '#functions/tasks/index.js';
import { LibraryPmEntity, PmPlanEntity, type LibraryPmRecord } from '../store/entities.js';
import { getLibraryPm } from '../store/library.js';
import { failed, nextId, planCount, pmIndex, taskUse } from './write-helpers.js';

/** The PM fields a write takes (the wire's, checked by shared/pm-library/schemas.ts). */
export interface PmInput extends PmTriggerWire {
  pm_plan_id: number;
  title: string;
  description: string;
  status: number;
  task_ids: number[];
  attachments: { filename: string; user_uploaded_name: string }[];
  service_dealer_id: number | null;
}

/** The input as stored: nulls left out. */
type Stored<T> = { [K in keyof T]: Exclude<T[K], null> };
const stored = (input: PmInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as Stored<PmInput>;

/** Raises the uses of tasks added and lowers those of tasks dropped. */
function taskUseChanges(
  tenant: string,
  companyId: number,
  before: readonly number[],
  after: readonly number[],
): Transaction[] {
  const added = after.filter((id) => !before.includes(id));
  const dropped = before.filter((id) => !after.includes(id));
  return [
    ...added.map((id) => taskUse(tenant, companyId, id, 1)),
    ...dropped.map((id) => taskUse(tenant, companyId, id, -1)),
  ];
}

/** Where a PM write failed: the plan (index 0), a task, or the PM itself. */
function pmWriteError(error: unknown, taskFrom: number): never {
  const reasons = cancellationReasons(error);
  if (reasons[0]?.Code === 'ConditionalCheckFailed') throw notFound(PmLibraryMessages.planNotFound);
  if (reasons.slice(taskFrom).some((r) => r.Code === 'ConditionalCheckFailed'))
    throw notFound(PmLibraryMessages.taskNotFound);
  if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) throw notFound(PmLibraryMessages.pmNotFound);
  throw error;
}

export async function createPm(tenant: string, companyId: number, input: PmInput): Promise<LibraryPmRecord> {
  const id = await nextId(tenant, companyId, 'pm');
  try {
    await writeTransaction([
      planCount(tenant, companyId, input.pm_plan_id, 1),
      LibraryPmEntity.build(PutTransaction)
        .item({
          tenant,
          company_id: companyId,
          pm_id: id,
          ...stored(input),
          ...pmIndex(tenant, companyId, input.pm_plan_id, id),
        })
        .options({ condition: { attr: 'pm_id', exists: false } }),
      ...taskUseChanges(tenant, companyId, [], input.task_ids),
    ]);
  } catch (error) {
    pmWriteError(error, 2);
  }
  return (await getLibraryPm(tenant, companyId, id))!;
}

/** Replaces a PM (its plan stays the one it is in: moving is MovePM). */
export async function updatePm(
  tenant: string,
  companyId: number,
  pmId: number,
  input: PmInput,
): Promise<LibraryPmRecord> {
  const before = await getLibraryPm(tenant, companyId, pmId);
  if (!before || before.pm_plan_id !== input.pm_plan_id) throw notFound(PmLibraryMessages.pmNotFound);
  try {
    await writeTransaction([
      PmPlanEntity.build(UpdateTransaction)
        .item({ tenant, company_id: companyId, pm_plan_id: input.pm_plan_id })
        .options({ condition: { attr: 'pm_plan_id', exists: true } }),
      LibraryPmEntity.build(PutTransaction)
        .item({
          tenant,
          company_id: companyId,
          pm_id: pmId,
          ...stored(input),
          // The parts it needs are set apart (Part/SetLibraryPmParts): the form's save keeps them.
          ...(before.parts ? { parts: before.parts } : {}),
          created: before.created,
          ...pmIndex(tenant, companyId, input.pm_plan_id, pmId),
        })
        .options({
          condition: {
            and: [
              { attr: 'task_ids', eq: before.task_ids },
              before.parts ? { attr: 'parts', eq: before.parts } : { attr: 'parts', exists: false },
            ],
          } as never,
        }),
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
      LibraryPmEntity.build(DeleteTransaction)
        .key({ tenant, company_id: companyId, pm_id: pmId })
        .options({ condition: { attr: 'pm_plan_id', eq: before.pm_plan_id } }),
      ...before.task_ids.map((id) =>
        TaskEntity.build(UpdateTransaction).item({
          tenant,
          company_id: companyId,
          task_id: id,
          pm_uses: $add(-1),
        }),
      ),
    ]);
  } catch (error) {
    if (cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed'))
      throw notFound(PmLibraryMessages.pmNotFound);
    throw error;
  }
}

export async function movePm(
  tenant: string,
  companyId: number,
  pmId: number,
  newPlanId: number,
): Promise<void> {
  const before = await getLibraryPm(tenant, companyId, pmId);
  if (!before) throw notFound(PmLibraryMessages.pmNotFound);
  if (before.pm_plan_id === newPlanId) throw conflict(PmLibraryMessages.samePlan);
  try {
    await writeTransaction([
      planCount(tenant, companyId, newPlanId, 1),
      planCount(tenant, companyId, before.pm_plan_id, -1),
      LibraryPmEntity.build(UpdateTransaction)
        .item({
          tenant,
          company_id: companyId,
          pm_id: pmId,
          pm_plan_id: newPlanId,
          ...pmIndex(tenant, companyId, newPlanId, pmId),
        })
        .options({ condition: { attr: 'pm_plan_id', eq: before.pm_plan_id } }),
    ]);
  } catch (error) {
    if (failed(error, 0)) throw notFound(PmLibraryMessages.planNotFound);
    if (cancellationReasons(error).some((r) => r.Code === 'ConditionalCheckFailed'))
      throw notFound(PmLibraryMessages.pmNotFound);
    throw error;
  }
}

/**
 * Sets the parts a library PM needs (already checked by the parts domain, which owns the route:
 * Part/SetLibraryPmParts), conditioned on the PM still being the one read in the same plan; a PM
 * gone meanwhile is not found. The whole list replaces the one before, so a retry writes the same.
 */
export async function setLibraryPmParts(
  tenant: string,
  read: Pick<LibraryPmRecord, 'company_id' | 'pm_id' | 'pm_plan_id'>,
  parts: { part_id: string; quantity: number }[],
): Promise<LibraryPmRecord> {
  try {
    await LibraryPmEntity.build(UpdateItemCommand)
      .item({
        tenant,
        company_id: read.company_id,
        pm_id: read.pm_id,
        parts: $set(parts.map((p) => ({ part_id: p.part_id, quantity: p.quantity }))),
      })
      .options({ condition: { attr: 'pm_plan_id', eq: read.pm_plan_id } })
      .send();
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw notFound(PmLibraryMessages.pmNotFound);
    throw error;
  }
  return (await getLibraryPm(tenant, read.company_id, read.pm_id))!;
}
