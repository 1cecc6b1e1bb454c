/**
 * Completing PM work (spec maintenance 2.4 'Mark PM completed', 3 'Mark-complete payload', 4 'PM
 * task status'): mark complete, and a trigger task's status (the last one completed completes the
 * trigger, operations.ts). Managers only.
 */
import { dateOnlyIn } from '#shared/dates.js';
import { AssetPmApi } from '#shared/pm/api.js';
import { AssetPmMessages, PmMessages } from '#shared/pm/messages.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound, refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { clock } from '../operations/clock.js';
import { completeTrigger, setTriggerTaskStatus } from '../operations/complete-trigger.js';
import { assetInScope, pmScope } from '../scope.js';
import { getAssetPm, getOpenTrigger, listAssetPms, listCompletions } from '../store/asset-pms.js';
import { getMeter } from '../store/meter.js';
import { ids } from '../store/entities.js';
import { activeTriggerOf, completionLogRowOf, completionOf } from '../views.js';

const nameOf = (user: { firstname?: string; lastname?: string; username?: string }) =>
  [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username || '';

/** POST AssetPM/MarkComplete: completes the named open trigger (it must still be the open one). */
export const markComplete = route(AssetPmApi.markComplete, async (request) => {
  const scope = await pmScope(request);
  const body = request.body;
  const asset = await assetInScope(scope, ids.assetOf(body.asset_pm_id));
  const stored = await getAssetPm(scope.tenant, body.asset_pm_id);
  if (!stored) throw notFound(AssetPmMessages.pmNotFound);
  const open = await getOpenTrigger(scope.tenant, asset.asset_id, body.asset_pm_id);
  if (!open || open.t.trigger_id !== body.pm_trigger_id) throw notFound(AssetPmMessages.notOpenTrigger);
  // Spec 5: the Completed On picker disallows dates before today (the site's today).
  if (body.completed_on < dateOnlyIn(clock.now(), open.t.timezone)) throw badRequest(PmMessages.invalidDate);
  // Completed today or later: a reading below the asset's current one is a typo (the next trigger would be planned from it).
  const reading = (await getMeter(scope.tenant, asset.asset_id)).meter_hours;
  if (body.completed_at_meter_hours !== null && reading !== null && body.completed_at_meter_hours < reading)
    throw badRequest(AssetPmMessages.completedAtBelowReading(reading));
  const done = await completeTrigger(scope.tenant, stored, open, {
    completed_on: body.completed_on,
    completed_at_meter_hours: body.completed_at_meter_hours,
    completed_in_hours: body.completed_in_hours,
    completed_in_minutes: body.completed_in_minutes,
    comments: body.comments,
    completed_by_name: nameOf(request.user),
  });
  const meter = await getMeter(scope.tenant, asset.asset_id);
  return ok(
    {
      asset_pm_id: done.pm.asset_pm_id,
      completed: completionOf(done.completion),
      next_trigger: done.next ? activeTriggerOf(done.next, meter, clock.now().getTime()) : null,
    },
    AssetPmMessages.completed,
  );
});

/** POST AssetPM/UpdateTaskStatus: a trigger task's status (the menu disables the current one, so setting it again is refused). */
export const updateTaskStatus = route(AssetPmApi.updateTaskStatus, async (request) => {
  const scope = await pmScope(request);
  const { trigger_task_id, status } = request.body;
  const triggerId = ids.triggerOfTask(trigger_task_id);
  const assetPmId = ids.assetPmOfTrigger(triggerId);
  const asset = await assetInScope(scope, ids.assetOf(assetPmId));
  const [stored, open] = await Promise.all([
    getAssetPm(scope.tenant, assetPmId),
    getOpenTrigger(scope.tenant, asset.asset_id, assetPmId),
  ]);
  const task =
    open?.t.trigger_id === triggerId
      ? open.t.tasks.find((t) => t.trigger_task_id === trigger_task_id)
      : undefined;
  if (!stored || !open || !task) throw notFound(AssetPmMessages.taskNotFound);
  if (task.status === status) throw refuse(AssetPmMessages.taskAlreadyInStatus);
  const { completed } = await setTriggerTaskStatus(
    scope.tenant,
    stored,
    open,
    trigger_task_id,
    status,
    nameOf(request.user),
  );
  return ok(
    { trigger_task_id, status, pm_trigger_completed: completed },
    completed ? AssetPmMessages.completed : AssetPmMessages.taskStatusUpdated,
  );
});

/**
 * GET AssetPM/GetCompletionLog/{assetId}: the asset's completion log, newest first (issue 24 item
 * 3). Two key Queries of the asset's partition (its completions, its PMs for titles of older
 * records); one PM's with asset_pm_id (a key prefix). Managers and executives.
 */
export const getCompletionLog = route(AssetPmApi.getCompletionLog, async (request) => {
  const scope = await pmScope(request);
  const asset = await assetInScope(scope, request.params.assetId);
  const only = request.query.asset_pm_id;
  if (only !== undefined && ids.assetOf(only) !== asset.asset_id) throw notFound(AssetPmMessages.pmNotFound);
  const [done, pms] = await Promise.all([
    listCompletions(scope.tenant, asset.asset_id, only),
    listAssetPms(scope.tenant, asset.asset_id),
  ]);
  const pmOf = new Map(pms.map(({ pm }) => [pm.asset_pm_id, pm]));
  const list = done
    .map((c) => completionLogRowOf(c, pmOf.get(c.asset_pm_id ?? c.pm_trigger_id.split('.')[0])))
    .sort(
      (a, b) =>
        b.completed_on.localeCompare(a.completed_on) || b.pm_trigger_id.localeCompare(a.pm_trigger_id),
    );
  return ok({ list, listsize: list.length });
});
