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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PmLibraryApi } from '@shared/pm-library/api';
import { PmLibraryMessages } from '@shared/pm-library/messages';
import { LibraryPmStatus, PM_LIBRARY_WRITE_ROLES } from '@shared/pm-library/rules';
import type { CategoryRow, PmRow } from '@shared/pm-library/schemas';
import { callApi } from '../../../app/api/client';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { SidePanel } from '../../../components/SidePanel';
import { emptyPmValues, PmForm } from '../../../components/pm/PmForm';
import { withQueryClient } from '../../../components/query/query-client';
import { LibraryPmPartsSection } from '../../parts/pm/LibraryPmPartsSection';
import { categoriesQuery, libraryKeys as keys } from './library-calls';
import { libraryItem } from './library-item';
import { MovePanel, NamePanel } from './panels';
import { valuesOf } from './pm-values';

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
  const categories = useQuery(categoriesQuery);
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
            libraryItem(
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
              libraryItem(
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
              libraryItem(
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

export const PmLibraryPage = withQueryClient(PmLibraryScreen);
