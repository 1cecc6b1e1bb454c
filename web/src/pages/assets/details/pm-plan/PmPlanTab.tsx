/**
 * An asset's PM Plan tab (maintenance 2.4; a manager on a PM-enabled site): the filter button
 * cycling All / Upcoming PMs / Completed PMs (0/1/2), the asset's PMs (PmItem), the footer with
 * the plan's name or 'No PM Plan', Add Plan (no plan, filter All) or Remove Plan, and the dialogs:
 * view drawer, PM form (edit, duplicate), Mark PM completed, and the delete / duplicate / remove
 * questions. Every change reloads the tab, the PM list, the metrics and the asset's activity.
 *
 * Opened from the PM list with an action (state fromPMList, value, action), the tab opens that
 * action's dialog for that PM once the plan has loaded, and closing or finishing it goes back to
 * the PM list as it was left.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { AssetPlanTexts, duplicateTitle } from '@shared/pm/asset-plan-messages';
import { PmTriggerBy } from '@shared/pm/codes';
import { AssetPmMessages } from '@shared/pm/messages';
import { toast } from '../../../../app/toasts';
import { backToPmList, type FromPmListState } from '../../../pm/list/pm-list-navigation';
import { pmKeys } from '../../../pm/list/pm-keys';
import { assetsKeys } from '../../list/assets-keys';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import type { AssetPmItem } from '@shared/pm/detail-schemas';
import {
  addPlanToAsset,
  deleteAssetPm,
  duplicateAssetPm,
  loadPlanCategories,
  loadPlansOfCategory,
  markPmComplete,
  removePlanFromAsset,
  updateTriggerTaskStatus,
  useAllAssetPms,
  useAssetPmPlan,
} from './pm-plan-calls';
import { PmItem, type PmItemAction, type TriggerTask } from './PmItem';
import { MaintenanceHistory } from './MaintenanceHistory';
import { lazyComponent } from '../../../../components/lazy-component';
import './pm-plan.css';

// The dialogs' code comes when one opens, not with the asset page.
const AddPlanDrawer = lazyComponent(() => import('./AddPlanDrawer'), 'AddPlanDrawer');
const MarkCompleteModal = lazyComponent(() => import('./MarkCompleteModal'), 'MarkCompleteModal');
const PmFormDrawer = lazyComponent(() => import('./PmFormDrawer'), 'PmFormDrawer');
const PmViewDrawer = lazyComponent(() => import('./PmViewDrawer'), 'PmViewDrawer');

/** The tab's filter (maintenance 4 'Asset PM tab filter'), in the order the button cycles. */
export const PLAN_FILTERS = [
  { code: 0, label: 'All' },
  { code: 1, label: 'Upcoming PMs' },
  { code: 2, label: 'Completed PMs' },
] as const;

type Open =
  | { kind: 'none' }
  | { kind: 'view'; pm: AssetPmItem }
  | { kind: 'form'; pm: AssetPmItem; mode: 'edit' | 'duplicate' }
  | { kind: 'complete'; pm: AssetPmItem }
  | { kind: 'delete'; pm: AssetPmItem }
  | { kind: 'duplicate'; pm: AssetPmItem }
  | { kind: 'remove-plan' }
  | { kind: 'add-plan' };

const DIALOG_OF: Record<PmItemAction, (pm: AssetPmItem) => Open> = {
  VIEW: (pm) => ({ kind: 'view', pm }),
  EDIT: (pm) => ({ kind: 'form', pm, mode: 'edit' }),
  // From the PM list, Duplicate opens the PM form with 'Duplicate - ' (spec 2.1); in the tab the
  // duplicate button asks (2.4) and copies at once (AssetPM/DuplicateAssetPM).
  DUPLICATE: (pm) => ({ kind: 'form', pm, mode: 'duplicate' }),
  COMPLETE: (pm) => ({ kind: 'complete', pm }),
  DELETE: (pm) => ({ kind: 'delete', pm }),
};

export function PmPlanTab({
  assetId,
  assetName,
  meterHours,
  fromList,
}: {
  assetId: number;
  assetName: string;
  meterHours: number | null | undefined;
  /** The PM list's hand-over, when the asset page was opened from a PM list row action. */
  fromList: FromPmListState | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState(0);
  const plan = useAssetPmPlan(assetId, filter);
  const all = useAllAssetPms(assetId, fromList !== null);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  // The PM list's action is opened once; closing its dialog goes back to the list.
  const handOver = useRef<'waiting' | 'open' | 'done'>(fromList ? 'waiting' : 'done');
  const handedOver = useRef(fromList);

  useEffect(() => {
    if (handOver.current !== 'waiting' || !fromList || !all.data) return;
    const pm = all.data.list.find((p) => p.asset_pm_id === fromList.value.asset_pm_id);
    if (!pm) {
      handOver.current = 'done';
      return;
    }
    handOver.current = 'open';
    setOpen(DIALOG_OF[fromList.action](pm));
    // The action is used up: this history entry keeps only the PM Plan tab, so Back or Forward
    // onto it later shows the asset's page, not the dialog again.
    navigate(location.pathname, { replace: true, state: { openPmPlan: true } });
  }, [fromList, all.data, navigate, location.pathname]);

  const close = () => {
    setOpen({ kind: 'none' });
    const from = handedOver.current;
    if (handOver.current === 'open' && from) {
      handOver.current = 'done';
      // Back to the list entry the row action left (as it was left); a page restored without it goes to the list.
      if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
      else navigate(backToPmList(from));
    }
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pmKeys.all }),
      queryClient.invalidateQueries({ queryKey: assetsKeys.activity(assetId) }),
      queryClient.invalidateQueries({ queryKey: assetsKeys.detail(assetId) }),
    ]);

  /** Runs a write; on success the toast and the reloads. False when the server refused (the client showed it). */
  const run = async <T,>(write: () => Promise<T>, success: string | ((answer: T) => string)) => {
    let answer: T;
    try {
      answer = await write();
    } catch {
      return false;
    }
    toast.success(typeof success === 'function' ? success(answer) : success);
    await refresh();
    return true;
  };

  const onAction = (action: PmItemAction, pm: AssetPmItem) =>
    setOpen(action === 'DUPLICATE' ? { kind: 'duplicate', pm } : DIALOG_OF[action](pm));

  // A task's status change, busy until the reloads are done; a refusal: the client showed it.
  const taskStatus = useMutation({
    mutationFn: ({ task, status }: { task: TriggerTask; status: number }) =>
      updateTriggerTaskStatus(task.trigger_task_id, status),
    onSuccess: async (answer) => {
      // The last task completed completes the trigger on the server (shared/pm api): say so.
      toast.success(
        answer.data.pm_trigger_completed ? AssetPmMessages.completed : AssetPmMessages.taskStatusUpdated,
      );
      await refresh();
    },
  });
  const busyTask = taskStatus.isPending ? taskStatus.variables.task.trigger_task_id : null;
  const onTaskStatus = (task: TriggerTask, status: number) => taskStatus.mutate({ task, status });

  const data = plan.data;
  const planInfo = data?.asset_pm_plan_id
    ? { id: data.asset_pm_plan_id, name: data.asset_pm_plan_name }
    : null;
  const items = data?.list ?? [];
  const filterIndex = PLAN_FILTERS.findIndex((f) => f.code === filter);
  const nextFilter = PLAN_FILTERS[(filterIndex + 1) % PLAN_FILTERS.length];

  return (
    <div className="ac-pm-plan">
      <SpaceBetween size="m">
        <div className="ac-pm-plan__bar">
          <Button
            iconName="filter"
            ariaLabel={`PM filter: ${PLAN_FILTERS[filterIndex].label}. Show ${nextFilter.label}`}
            onClick={() => setFilter(nextFilter.code)}
          >
            {PLAN_FILTERS[filterIndex].label}
          </Button>
        </div>
        {plan.isPending ? (
          <Box textAlign="center" padding="l">
            <Spinner size="large" />
          </Box>
        ) : items.length === 0 ? (
          <Box textAlign="center" padding="l" color="text-body-secondary">
            {planInfo || filter !== 0 ? AssetPmMessages.noPlansForFilter : AssetPmMessages.noPlans}
          </Box>
        ) : (
          <div className="ac-pm-plan__items">
            {items.map((pm) => (
              <PmItem
                key={pm.asset_pm_id}
                pm={pm}
                busyTask={busyTask}
                onAction={onAction}
                onTaskStatus={(_, t, s) => onTaskStatus(t, s)}
              />
            ))}
          </div>
        )}
        {/* Completed PMs: every completion from the log, not only each PM's last (issue 24 item 3). */}
        {filter === 2 && <MaintenanceHistory assetId={assetId} assetName={assetName} />}
        <div className="ac-pm-plan__footer">
          <span>
            {planInfo ? (
              <>
                PM Plan: <b>{planInfo.name}</b>
              </>
            ) : (
              AssetPmMessages.noPmPlan
            )}
          </span>
          {planInfo ? (
            <Button onClick={() => setOpen({ kind: 'remove-plan' })}>Remove Plan</Button>
          ) : (
            filter === 0 &&
            !plan.isPending && (
              <Button variant="primary" onClick={() => setOpen({ kind: 'add-plan' })}>
                Add Plan
              </Button>
            )
          )}
        </div>
      </SpaceBetween>

      <Suspense fallback={null}>
        {open.kind === 'view' && (
          <PmViewDrawer
            pm={open.pm}
            onClose={close}
            onEdit={() => setOpen({ kind: 'form', pm: open.pm, mode: 'edit' })}
          />
        )}
        {open.kind === 'form' && (
          <PmFormDrawer
            pm={open.pm}
            mode={open.mode}
            meterHours={meterHours}
            onSaved={refresh}
            onClose={close}
          />
        )}
        {open.kind === 'complete' && open.pm.active_PMTrigger && (
          <MarkCompleteModal
            target={{
              asset_pm_id: open.pm.asset_pm_id,
              pm_trigger_id: open.pm.active_PMTrigger.pm_trigger_id,
              title: open.pm.title,
              total_est_time_hours: open.pm.active_PMTrigger.total_est_time_hours,
              total_est_time_minutes: open.pm.active_PMTrigger.total_est_time_minutes,
              meterRequired: open.pm.pm_trigger_by !== PmTriggerBy.Time,
            }}
            meterHours={meterHours}
            onSubmit={(payload) => run(() => markPmComplete(payload), AssetPmMessages.completed)}
            onClose={close}
          />
        )}
        {open.kind === 'delete' && (
          <ConfirmModal
            header={AssetPlanTexts.deletePmTitle}
            question={AssetPmMessages.deleteQuestion}
            detail={open.pm.title}
            confirmText="Delete"
            onConfirm={() => run(() => deleteAssetPm(open.pm.asset_pm_id), AssetPmMessages.deleted)}
            onClose={close}
          />
        )}
        {open.kind === 'duplicate' && (
          <ConfirmModal
            header={AssetPlanTexts.duplicatePmTitle}
            question={AssetPmMessages.duplicateQuestion}
            detail={duplicateTitle(open.pm.title)}
            confirmText="Duplicate"
            onConfirm={() => run(() => duplicateAssetPm(open.pm.asset_pm_id), AssetPmMessages.added)}
            onClose={close}
          />
        )}
        {open.kind === 'remove-plan' && planInfo && (
          <ConfirmModal
            header={AssetPlanTexts.removePlanTitle}
            question={AssetPmMessages.removePlanQuestion}
            detail={planInfo.name}
            confirmText="Remove"
            onConfirm={() => run(() => removePlanFromAsset(planInfo.id), AssetPmMessages.planRemoved)}
            onClose={close}
          />
        )}
        {open.kind === 'add-plan' && (
          <AddPlanDrawer
            loadCategories={loadPlanCategories}
            loadPlans={loadPlansOfCategory}
            onAdd={(choice) =>
              run(() => addPlanToAsset(assetId, choice.pm_plan_id), AssetPmMessages.planAdded)
            }
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  );
}
