/**
 * The PM library (/preventative-maintenance-settings, spec maintenance 2.3, 5, 8): three columns
 * Category / Plans / PM with counts and the spec's empty texts; side panels to add and rename
 * categories and plans, move a plan or a PM, delete and duplicate confirmations, and the PM form.
 * Every success shows its spec 8 toast; refusals show the server's message (the API client; a
 * category or plan name's under the field of its side panel, e.g. a name already taken). An
 * existing PM's panel also lists the parts each service needs (LibraryPmPartsSection, issue 25).
 * Browser test: web/e2e/pm-library.e2e.ts.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PmLibraryApi } from '@shared/pm-library/api';
import { PmLibraryMessages } from '@shared/pm-library/messages';
import { LibraryPmStatus, nameProblem, PM_LIBRARY_WRITE_ROLES } from '@shared/pm-library/rules';
import type { CategoryRow, PmRow } from '@shared/pm-library/schemas';
import { ApiError, callApi } from '../../../app/api/client';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { SidePanel } from '../../../components/SidePanel';
import { emptyPmValues, PmForm, type PmFormValues } from '../../../components/pm/PmForm';
import { withQueryClient } from '../../../components/query/query-client';
import { LibraryPmPartsSection } from '../../parts/pm/LibraryPmPartsSection';

const keys = {
  categories: ['pm-library', 'categories'] as const,
  pms: (planId: number) => ['pm-library', 'pms', planId] as const,
};

const valuesOf = (pm: PmRow): PmFormValues => ({
  title: pm.title,
  description: pm.description,
  status: pm.status,
  pm_trigger_type: pm.pm_trigger_type,
  pm_trigger_by: pm.pm_trigger_by,
  is_trigger_on_starting_at: pm.is_trigger_on_starting_at,
  datetime_due_at: pm.datetime_due_at ?? '',
  meter_hours_due_at: pm.meter_hours_due_at?.toString() ?? '',
  datetime_starting_at: pm.datetime_starting_at ?? '',
  datetime_repeates_every: pm.datetime_repeates_every?.toString() ?? '',
  datetime_repeat_time_period_type: pm.datetime_repeat_time_period_type ?? 29,
  meter_hours_starting_at: pm.meter_hours_starting_at?.toString() ?? '',
  meter_hours_repeates_every: pm.meter_hours_repeates_every?.toString() ?? '',
  tasks: pm.pmTasks.map((t) => t.tasks),
  attachments: pm.pmAttachments,
  dealer: pm.serviceDealers,
});

type Dialog =
  | { kind: 'name'; what: 'category' | 'plan'; id?: number; name: string }
  | { kind: 'confirm'; title: string; question: string; run: () => Promise<string> }
  | { kind: 'move-plan'; planId: number }
  | { kind: 'move-pm'; pmId: number }
  | { kind: 'pm'; pm: PmRow | null };

function PmLibraryScreen() {
  const queryClient = useQueryClient();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canWrite = (PM_LIBRARY_WRITE_ROLES as readonly (number | null)[]).includes(useSession().roleId);
  const categories = useQuery({
    queryKey: keys.categories,
    queryFn: async () => (await callApi(PmLibraryApi.getPMCategories)).data.list,
  });
  const pms = useQuery({
    queryKey: keys.pms(planId ?? 0),
    enabled: planId !== null,
    queryFn: async () => (await callApi(PmLibraryApi.getPMsByPlan, { params: { id: planId! } })).data.list,
  });
  const category: CategoryRow | undefined = categories.data?.find((c) => c.pm_category_id === categoryId);
  const plans = category?.plans ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['pm-library'] });
  const done = async (message: string) => {
    toast.success(message);
    setDialog(null);
    await refresh();
  };
  const run = async (call: () => Promise<{ message: string }>, message?: string) => {
    try {
      const answer = await call();
      await done(message ?? answer.message);
    } catch {
      /* the API client showed the server's message */
    }
  };

  const item = (
    selected: boolean,
    label: string,
    count: number | null,
    onClick: () => void,
    actions: { id: string; text: string; disabled?: boolean }[],
    onAction: (id: string) => void,
  ) => (
    <div
      key={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 8px',
        background: selected ? '#e9f2fb' : undefined,
        borderRadius: 8,
      }}
      data-testid={`item-${label}`}
    >
      <div
        style={{ flex: 1, cursor: 'pointer' }}
        onClick={onClick}
        role="button"
        tabIndex={0}
        onKeyDown={(e) => e.key === 'Enter' && onClick()}
      >
        {label}{' '}
        {count !== null && (
          <Box variant="span" color="text-body-secondary">
            ({count})
          </Box>
        )}
      </div>
      <ButtonDropdown
        variant="icon"
        ariaLabel={`Actions of ${label}`}
        items={actions}
        onItemClick={({ detail }) => onAction(detail.id)}
      />
    </div>
  );

  return (
    <SpaceBetween size="m">
      <Header variant="h1">Preventative Maintenance Settings</Header>
      <Grid gridDefinition={[{ colspan: 3 }, { colspan: 3 }, { colspan: 6 }]}>
        <Container
          header={
            <Header
              actions={
                <Button onClick={() => setDialog({ kind: 'name', what: 'category', name: '' })}>New</Button>
              }
            >
              Category
            </Header>
          }
        >
          {(categories.data ?? []).map((c) =>
            item(
              c.pm_category_id === categoryId,
              c.category_name,
              c.pmPlansCount,
              () => (setCategoryId(c.pm_category_id), setPlanId(null)),
              [
                { id: 'rename', text: 'Rename' },
                { id: 'delete', text: 'Delete', disabled: c.pmPlansCount > 0 },
              ],
              (action) =>
                action === 'rename'
                  ? setDialog({ kind: 'name', what: 'category', id: c.pm_category_id, name: c.category_name })
                  : setDialog({
                      kind: 'confirm',
                      title: 'Delete Category',
                      question: PmLibraryMessages.deleteCategoryQuestion,
                      run: async () =>
                        (await callApi(PmLibraryApi.deletePMCategory, { params: { id: c.pm_category_id } }))
                          .message,
                    }),
            ),
          )}
        </Container>
        <Container
          header={
            <Header
              actions={
                <Button
                  disabled={!category}
                  onClick={() => setDialog({ kind: 'name', what: 'plan', name: '' })}
                >
                  New
                </Button>
              }
            >
              Plans
            </Header>
          }
        >
          {!category ? (
            <Box color="text-status-inactive">{PmLibraryMessages.noCategorySelected}</Box>
          ) : plans.length === 0 ? (
            <Box color="text-status-inactive">{PmLibraryMessages.noPlansInCategory}</Box>
          ) : (
            plans.map((p) =>
              item(
                p.pm_plan_id === planId,
                p.plan_name,
                p.pmCount,
                () => setPlanId(p.pm_plan_id),
                [
                  { id: 'rename', text: 'Rename' },
                  { id: 'duplicate', text: 'Duplicate' },
                  { id: 'move', text: 'Move' },
                  { id: 'delete', text: 'Delete', disabled: p.pmCount > 0 },
                ],
                (action) => {
                  if (action === 'rename')
                    setDialog({ kind: 'name', what: 'plan', id: p.pm_plan_id, name: p.plan_name });
                  if (action === 'move') setDialog({ kind: 'move-plan', planId: p.pm_plan_id });
                  if (action === 'duplicate')
                    setDialog({
                      kind: 'confirm',
                      title: 'Duplicate Plan',
                      question: PmLibraryMessages.duplicatePlanQuestion,
                      run: async () =>
                        (await callApi(PmLibraryApi.duplicatePMPlan, { body: { pm_plan_id: p.pm_plan_id } }))
                          .message,
                    });
                  if (action === 'delete')
                    setDialog({
                      kind: 'confirm',
                      title: 'Delete Plan',
                      question: PmLibraryMessages.deletePlanQuestion,
                      run: async () =>
                        (await callApi(PmLibraryApi.deletePMPlan, { params: { id: p.pm_plan_id } })).message,
                    });
                },
              ),
            )
          )}
        </Container>
        <Container
          header={
            <Header
              actions={
                <Button disabled={planId === null} onClick={() => setDialog({ kind: 'pm', pm: null })}>
                  New
                </Button>
              }
            >
              PM
            </Header>
          }
        >
          {planId === null ? (
            <Box color="text-status-inactive">{PmLibraryMessages.noPlanSelected}</Box>
          ) : (pms.data ?? []).length === 0 ? (
            <Box color="text-status-inactive">{PmLibraryMessages.noPmsInPlan}</Box>
          ) : (
            (pms.data ?? []).map((pm) =>
              item(
                false,
                pm.title,
                null,
                () => setDialog({ kind: 'pm', pm }),
                [
                  { id: 'edit', text: 'Edit' },
                  { id: 'move', text: 'Move' },
                  { id: 'delete', text: 'Delete' },
                ],
                (action) => {
                  if (action === 'edit') setDialog({ kind: 'pm', pm });
                  if (action === 'move') setDialog({ kind: 'move-pm', pmId: pm.pm_id });
                  if (action === 'delete')
                    setDialog({
                      kind: 'confirm',
                      title: 'Delete PM',
                      question: PmLibraryMessages.deletePmQuestion,
                      run: async () =>
                        (await callApi(PmLibraryApi.deletePM, { params: { pm_id: pm.pm_id } })).message,
                    });
                },
              ),
            )
          )}
        </Container>
      </Grid>

      {dialog?.kind === 'name' && (
        <NamePanel
          dialog={dialog}
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            // Quiet: the panel shows a refusal (a name already taken, say) under its field.
            const answer =
              dialog.what === 'category'
                ? await callApi(
                    PmLibraryApi.addUpdatePMCategory,
                    { body: { category_name: name, ...(dialog.id ? { pm_category_id: dialog.id } : {}) } },
                    { quiet: true },
                  )
                : await callApi(
                    PmLibraryApi.addUpdatePMPlan,
                    {
                      body: {
                        plan_name: name,
                        pm_category_id: categoryId!,
                        ...(dialog.id ? { pm_plan_id: dialog.id } : {}),
                      },
                    },
                    { quiet: true },
                  );
            await done(answer.message);
          }}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <Modal
          visible
          header={dialog.title}
          onDismiss={() => setDialog(null)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => setDialog(null)}>
                  Cancel
                </Button>
                <Button
                  variant="primary"
                  onClick={() => void run(async () => ({ message: await dialog.run() }))}
                >
                  Confirm
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {dialog.question}
        </Modal>
      )}
      {(dialog?.kind === 'move-plan' || dialog?.kind === 'move-pm') && (
        <MovePanel
          title={dialog.kind === 'move-plan' ? 'Move plan' : 'Move PM'}
          options={
            dialog.kind === 'move-plan'
              ? (categories.data ?? [])
                  .filter((c) => c.pm_category_id !== categoryId)
                  .map((c) => ({ value: String(c.pm_category_id), label: c.category_name }))
              : (categories.data ?? []).flatMap((c) =>
                  c.plans
                    .filter((p) => p.pm_plan_id !== planId)
                    .map((p) => ({
                      value: String(p.pm_plan_id),
                      label: `${c.category_name} / ${p.plan_name}`,
                    })),
                )
          }
          onClose={() => setDialog(null)}
          onMove={async (target) => {
            // Quiet: the panel shows a refusal (a plan of that name in the category, say) under its field.
            const answer =
              dialog.kind === 'move-plan'
                ? await callApi(
                    PmLibraryApi.movePMPlan,
                    { body: { pm_plan_id: dialog.planId, new_pm_category_id: target } },
                    { quiet: true },
                  )
                : await callApi(
                    PmLibraryApi.movePM,
                    { body: { pm_id: dialog.pmId, new_pm_plan_id: target } },
                    { quiet: true },
                  );
            await done(answer.message);
          }}
        />
      )}
      {dialog?.kind === 'pm' && planId !== null && (
        <SidePanel title="PM" wide onClose={() => setDialog(null)}>
          <PmForm
            initial={dialog.pm ? valuesOf(dialog.pm) : emptyPmValues(LibraryPmStatus.Active)}
            statusTiles="library"
            extraPayload={{ pm_plan_id: planId, ...(dialog.pm ? { pm_id: dialog.pm.pm_id } : {}) }}
            onCancel={() => setDialog(null)}
            onSave={async (payload) => {
              // Spec 8: a failed PM save shows the server's message and the drawer still closes and refreshes.
              try {
                await callApi(PmLibraryApi.addUpdatePM, { body: payload as never });
                toast.success(PmLibraryMessages.pmAdded);
              } catch {
                /* shown by the API client */
              }
              setDialog(null);
              await refresh();
            }}
          />
          {dialog.pm && (
            // The parts each service needs (issue 25 item 3): saved on their own, as an asset PM's are.
            <LibraryPmPartsSection
              pmId={dialog.pm.pm_id}
              lines={dialog.pm.pm_parts}
              editable={canWrite}
              onSaved={() => queryClient.invalidateQueries({ queryKey: keys.pms(planId) })}
            />
          )}
        </SidePanel>
      )}
    </SpaceBetween>
  );
}

/** A side panel's save, busy while it runs; a refusal (a name already taken, say) goes under its field, a network failure to a toast. */
function usePanelSave<T>(save: (value: T) => Promise<void>, setError: (message: string) => void) {
  return useMutation({
    mutationFn: save,
    onError: (failure) => {
      if (failure instanceof ApiError && failure.kind === 'refused') setError(failure.message);
      else if (failure instanceof ApiError && failure.kind === 'network') toast.error(failure.message);
    },
  });
}

function NamePanel({
  dialog,
  onClose,
  onSave,
}: {
  dialog: { what: 'category' | 'plan'; id?: number; name: string };
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(dialog.name);
  const [error, setError] = useState<string | null>(null);
  const saving = usePanelSave(onSave, setError);
  const busy = saving.isPending;
  const label = dialog.what === 'category' ? 'Category Name' : 'Plan Name';
  const title = `${dialog.id ? 'Rename' : 'Add New'} ${dialog.what === 'category' ? 'Category' : 'Plan'}`;
  return (
    <SidePanel title={title} onClose={onClose}>
      <SpaceBetween size="m">
        <FormField label={label} errorText={error}>
          <Input
            value={name}
            onChange={({ detail }) => (setName(detail.value), setError(null))}
            ariaLabel={label}
          />
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => {
              const problem = nameProblem(dialog.what, name);
              if (problem) return setError(problem);
              saving.mutate(name.trim());
            }}
          >
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </SidePanel>
  );
}

function MovePanel({
  title,
  options,
  onClose,
  onMove,
}: {
  title: string;
  options: { value: string; label: string }[];
  onClose: () => void;
  onMove: (target: number) => Promise<void>;
}) {
  const [target, setTarget] = useState<{ value: string; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const moving = usePanelSave(onMove, setError);
  const busy = moving.isPending;
  return (
    <SidePanel title={title} onClose={onClose}>
      <SpaceBetween size="m">
        <FormField label={title === 'Move plan' ? 'Category' : 'Plan'} errorText={error}>
          <Select
            selectedOption={target}
            options={options}
            placeholder="Choose"
            onChange={({ detail }) => (
              setTarget(detail.selectedOption as { value: string; label: string }),
              setError(null)
            )}
          />
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={!target || busy}
            onClick={() => target && moving.mutate(Number(target.value))}
          >
            Move
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </SidePanel>
  );
}

export const PmLibraryPage = withQueryClient(PmLibraryScreen);
