/**
 * An asset's PMs (spec maintenance 2.4, 7 'PM'): the plan tab's list for a filter, add and remove
 * the plan, create / duplicate ('Duplicate - ') / edit / delete an asset PM. Managers change;
 * managers and executives read. The tenant is the token's; the asset must be in the active site scope.
 */
import { dateOnlyIn } from '#shared/dates.js';
import { AssetPmApi } from '#shared/pm/api.js';
import { PmStatus } from '#shared/pm/codes.js';
import { AssetPmMessages } from '#shared/pm/messages.js';
import { type CreateAssetPmBody } from '#shared/pm/schemas.js';
import type { PmTriggerWire } from '#shared/pm/trigger-fields.js';
import { PmFilterType } from '#shared/pm/list-schemas.js';
import { scheduleFieldsOf } from '#shared/pm/schedule-fields.js';
import { validateSchedule } from '#shared/pm/schedule-validation.js';
import { scheduleOf } from '#shared/pm/trigger-fields.js';
import { TaskMessages } from '#shared/tasks/messages.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { getTask } from '#functions/tasks/index.js';
import { clock } from '../operations/clock.js';
import { attachmentRows } from '#functions/attachments/index.js';
import { libraryPlanForAsset } from '../store/library.js';
import {
  assignLibraryPlan,
  deleteAssetPm as removeAssetPm,
  deleteAssetPmWrites,
  newAssetPm,
  scheduleAssetPm,
  updateAssetPm as saveAssetPmEdit,
} from '../operations/asset-pms.js';
import { assetInScope, pmScope, type PmScope } from '../scope.js';
import {
  getAssetPm,
  getOpenTrigger,
  getPlanOfAsset,
  listAssetPms,
  listOpenTriggers,
} from '../store/asset-pms.js';
import { getMeter } from '../store/meter.js';
import { ids } from '../store/entities.js';
import { planDelete } from '../store/write-builders.js';
import { writeTransaction } from '#lib/transactions.js';
import type { AssetPmData, PmTask } from '../store/stored-shapes.js';
import { assetPmItemOf } from '../views.js';

const DUPLICATE_PREFIX = AssetPmMessages.duplicatePrefix;
const TITLE_MAX = 200;

/** The spec 5 'not in the past' rule of a fixed PM's due date and a recurring PM's new start, on the site's calendar. */
function checkDueNotPast(schedule: PmTriggerWire, timeZone: string, keptStartingDay: string | null) {
  const issue = validateSchedule(scheduleOf(schedule), dateOnlyIn(clock.now(), timeZone), keptStartingDay)[0];
  if (issue) throw badRequest(issue.message);
}

async function tasksOf(tenant: string, companyId: number, taskIds: number[]): Promise<PmTask[]> {
  const unique = [...new Set(taskIds)];
  const found = await Promise.all(unique.map((id) => getTask(tenant, companyId, id)));
  if (found.some((task) => !task)) throw badRequest(TaskMessages.taskNotFound);
  return found.map((task) => ({
    task_id: task!.task_id,
    task_code: task!.task_code,
    task_title: task!.task_title,
    task_est_hours: task!.task_est_hours,
    task_est_minutes: task!.task_est_minutes,
  }));
}

async function fieldsOf(
  scope: PmScope,
  asset: AssetRecord,
  body: CreateAssetPmBody,
  keptStartingDay: string | null = null,
) {
  checkDueNotPast(body, scope.timezoneOf(asset.site_id), keptStartingDay);
  return {
    pm_id: body.pm_id ?? null,
    title: body.title,
    description: body.description,
    schedule: scheduleFieldsOf(body),
    tasks: await tasksOf(
      scope.tenant,
      asset.company_id,
      body.assetPMTasks.map((t) => t.task_id),
    ),
    attachments: body.AssetPMAttachments.map((a, n) => ({
      asset_pm_attachment_id: String(n + 1),
      file_url: a.file_url ?? '',
      user_uploaded_name: a.user_uploaded_name,
      filename: a.filename,
    })),
    service_dealer_id: body.service_dealer_id ?? null,
    service_dealer: null,
  };
}

/** The asset's plan when the body names it (it must be the asset's own). */
async function planOf(scope: PmScope, asset: AssetRecord, planId: string | null | undefined) {
  if (!planId) return null;
  const plan = await getPlanOfAsset(scope.tenant, asset.asset_id);
  if (!plan || plan.asset_pm_plan_id !== planId) throw notFound(AssetPmMessages.planNotFound);
  return plan;
}

async function assetPmInScope(scope: PmScope, assetPmId: string) {
  const assetId = ids.assetOf(assetPmId);
  await assetInScope(scope, assetId);
  const stored = await getAssetPm(scope.tenant, assetPmId);
  if (!stored) throw notFound(AssetPmMessages.pmNotFound);
  return stored;
}

async function itemOf(scope: PmScope, pm: AssetPmData) {
  const [open, meter] = await Promise.all([
    getOpenTrigger(scope.tenant, pm.asset_id, pm.asset_pm_id),
    getMeter(scope.tenant, pm.asset_id),
  ]);
  return withFreshAttachmentUrls(
    scope.tenant,
    assetPmItemOf(pm, open?.t ?? null, meter, clock.now().getTime()),
  );
}

/** Stored download URLs expire: attachments uploaded through Attachment/ get fresh ones signed from their file names. */
async function withFreshAttachmentUrls<
  T extends { assetPMAttachments: { filename: string; user_uploaded_name: string; file_url: string }[] },
>(tenant: string, item: T): Promise<T> {
  const fresh = await attachmentRows(tenant, item.assetPMAttachments);
  return {
    ...item,
    assetPMAttachments: item.assetPMAttachments.map((a, n) => ({ ...a, file_url: fresh[n].file_url })),
  };
}

/** GET AssetPM/GetAssetPMPlan/{assetId}/{filter}: the asset's plan and PMs (0 All, 1 Upcoming: an open trigger, 2 Completed: completed at least once). */
export const getAssetPlan = route(AssetPmApi.getAssetPlan, async (request) => {
  const scope = await pmScope(request);
  const asset = await assetInScope(scope, request.params.assetId);
  const [plan, pms, open, meter] = await Promise.all([
    getPlanOfAsset(scope.tenant, asset.asset_id),
    listAssetPms(scope.tenant, asset.asset_id),
    listOpenTriggers(scope.tenant, asset.asset_id),
    getMeter(scope.tenant, asset.asset_id),
  ]);
  const openOf = new Map(open.map((o) => [o.t.asset_pm_id, o.t]));
  const now = clock.now().getTime();
  const { filter } = request.params;
  const kept = pms
    .map(({ pm }) => pm)
    .filter(
      (pm) =>
        filter === PmFilterType.All ||
        (filter === PmFilterType.Upcoming ? openOf.has(pm.asset_pm_id) : pm.last_completion !== null),
    )
    .sort(
      (a, b) =>
        (openOf.get(a.asset_pm_id)?.due_day ?? '9999').localeCompare(
          openOf.get(b.asset_pm_id)?.due_day ?? '9999',
        ) || a.title.localeCompare(b.title),
    );
  const list = await Promise.all(
    kept.map((pm) =>
      withFreshAttachmentUrls(
        scope.tenant,
        assetPmItemOf(pm, openOf.get(pm.asset_pm_id) ?? null, meter, now),
      ),
    ),
  );
  return ok({
    list,
    listsize: list.length,
    asset_pm_plan_id: plan?.asset_pm_plan_id ?? null,
    asset_pm_plan_name: plan?.asset_pm_plan_name ?? AssetPmMessages.noPmPlan,
    pm_plan_id: plan?.pm_plan_id ?? null,
  });
});

/** POST AssetPM/AddPlanToAsset: the library plan's active PMs become the asset's, each with its first trigger. */
export const addPlanToAsset = route(AssetPmApi.addPlanToAsset, async (request) => {
  const scope = await pmScope(request);
  const asset = await assetInScope(scope, request.body.asset_id);
  const library = await libraryPlanForAsset(scope.tenant, asset.company_id, request.body.pm_plan_id);
  if (!library) throw notFound(AssetPmMessages.planNotFound);
  const { plan, pmCount: count } = await assignLibraryPlan(
    scope.tenant,
    asset,
    library,
    scope.timezoneOf(asset.site_id),
  );
  return ok(
    {
      asset_pm_plan_id: plan.asset_pm_plan_id,
      asset_pm_plan_name: plan.asset_pm_plan_name,
      pm_plan_id: plan.pm_plan_id,
      pmCount: count,
    },
    AssetPmMessages.planAdded,
  );
});

/** GET AssetPM/RemovePlan/{asset_pm_plan_id}: removes the plan and the asset PMs it brought (one transaction per PM, the plan last). */
export const removePlan = route(AssetPmApi.removePlan, async (request) => {
  const scope = await pmScope(request);
  const planId = request.params.asset_pm_plan_id;
  const asset = await assetInScope(scope, ids.assetOf(planId));
  const plan = await getPlanOfAsset(scope.tenant, asset.asset_id);
  if (!plan || plan.asset_pm_plan_id !== planId) throw notFound(AssetPmMessages.planNotFound);
  const [pms, open] = await Promise.all([
    listAssetPms(scope.tenant, asset.asset_id),
    listOpenTriggers(scope.tenant, asset.asset_id),
  ]);
  const openOf = new Map(open.map((o) => [o.t.asset_pm_id, o]));
  const mine = pms.filter(({ pm }) => pm.asset_pm_plan_id === planId);
  for (const stored of mine)
    await writeTransaction(deleteAssetPmWrites(scope.tenant, stored, openOf.get(stored.pm.asset_pm_id)));
  await writeTransaction([planDelete(scope.tenant, plan)]);
  return ok({ asset_pm_plan_id: planId, removed: mine.length }, AssetPmMessages.planRemoved);
});

/** POST AssetPM/AddAssetPM: a new asset PM (in the asset's plan when named), with its first trigger. */
export const addAssetPm = route(AssetPmApi.addAssetPm, async (request) => {
  const scope = await pmScope(request);
  const asset = await assetInScope(scope, request.body.asset_id);
  const plan = await planOf(scope, asset, request.body.asset_pm_plan_id);
  const pm = newAssetPm(asset, plan, await fieldsOf(scope, asset, request.body));
  const saved = await scheduleAssetPm(
    scope.tenant,
    pm,
    scope.timezoneOf(asset.site_id),
    request.body.status ?? PmStatus.Open,
  );
  return ok(await itemOf(scope, saved.pm), AssetPmMessages.added);
});

/** POST AssetPM/DuplicateAssetPM: a copy titled 'Duplicate - <title>', with a fresh first trigger and no history. */
export const duplicateAssetPm = route(AssetPmApi.duplicateAssetPm, async (request) => {
  const scope = await pmScope(request);
  const source = await assetPmInScope(scope, request.body.asset_pm_id);
  const asset = await assetInScope(scope, source.pm.asset_id);
  const { pm_id, description, schedule, tasks, attachments, service_dealer_id, service_dealer, parts } =
    source.pm;
  const plan = source.pm.asset_pm_plan_id
    ? {
        asset_pm_plan_id: source.pm.asset_pm_plan_id,
        asset_pm_plan_name: source.pm.asset_pm_plan_name,
        pm_plan_id: source.pm.pm_plan_id as number,
      }
    : null;
  const title = `${DUPLICATE_PREFIX}${source.pm.title}`.slice(0, TITLE_MAX);
  const copy = newAssetPm(asset, plan, {
    pm_id,
    title,
    description,
    schedule,
    tasks,
    attachments,
    service_dealer_id,
    service_dealer,
    ...(parts ? { parts } : {}),
  });
  const saved = await scheduleAssetPm(scope.tenant, copy, scope.timezoneOf(asset.site_id));
  return ok(await itemOf(scope, saved.pm), AssetPmMessages.added);
});

/** POST AssetPM/UpdateAssetPM: edits the PM; its open trigger keeps its due point unless the schedule changed. */
export const updateAssetPm = route(AssetPmApi.updateAssetPm, async (request) => {
  const scope = await pmScope(request);
  const stored = await assetPmInScope(scope, request.body.asset_pm_id);
  if (stored.pm.asset_id !== request.body.asset_id) throw notFound(AssetPmMessages.pmNotFound);
  const asset = await assetInScope(scope, stored.pm.asset_id);
  const fields = await fieldsOf(scope, asset, request.body, stored.pm.schedule.datetime_starting_at ?? null);
  const after: AssetPmData = {
    ...stored.pm,
    ...fields,
    pm_id: fields.pm_id ?? stored.pm.pm_id,
    service_dealer:
      fields.service_dealer_id === stored.pm.service_dealer_id ? stored.pm.service_dealer : null,
    updated_at: clock.now().toISOString(),
  };
  const open = await getOpenTrigger(scope.tenant, stored.pm.asset_id, stored.pm.asset_pm_id);
  const saved = await saveAssetPmEdit(
    scope.tenant,
    stored,
    open,
    after,
    scope.timezoneOf(asset.site_id),
    request.body.status,
  );
  return ok(await itemOf(scope, saved.pm), AssetPmMessages.updated);
});

/** DELETE AssetPM/DeleteAssetPM/{asset_pm_id}. */
export const deleteAssetPm = route(AssetPmApi.deleteAssetPm, async (request) => {
  const scope = await pmScope(request);
  const stored = await assetPmInScope(scope, request.params.asset_pm_id);
  const open = await getOpenTrigger(scope.tenant, stored.pm.asset_id, stored.pm.asset_pm_id);
  await removeAssetPm(scope.tenant, stored, open);
  return ok({ asset_pm_id: stored.pm.asset_pm_id }, AssetPmMessages.deleted);
});
