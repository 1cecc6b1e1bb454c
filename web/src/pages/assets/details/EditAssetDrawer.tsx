/**
 * The manager's Edit drawer (spec 2.7, 4, 5): a panel on the right with Meter Hours and Status
 * (Active/Inactive), Cancel and Save ('Saving...' while busy). The plan (edit-plan.ts) says what
 * is sent; a status change waits 300 ms first (spec 4). After success the drawer closes and the
 * asset, its meter history, its activity and the list reload.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AssetMessages } from '@shared/assets/messages';
import type { AssetDetail } from '@shared/assets/detail-schemas';
import { toast } from '../../../app/toasts';
import { SidePanel } from '../../../components/SidePanel';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { refreshAfterWrite } from '../../../components/query/refresh-after-write';
import { assetsKeys } from '../list/assets-keys';
import { updateAssetStatus, updateMeterHours } from './asset-calls';
import { pmKeys } from '../../pm/list/pm-keys';
import { editValuesOf, planAssetEdit, type EditStep, type EditValues } from './edit-plan';
import { SaveCancelForm } from '../../../components/forms/SaveCancelForm';

const STATUS_CHANGE_DELAY_MS = 300;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function EditAssetDrawer({
  asset,
  userId,
  onClose,
}: {
  asset: AssetDetail;
  userId: string | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EditValues>(() => editValuesOf(asset));
  const [meterError, setMeterError] = useState<string | undefined>();
  // A refusal (the API client showed the server's message) leaves the drawer open with the values.
  const edit = useMutation({
    mutationFn: async (steps: EditStep[]) => {
      let wrote = false;
      try {
        for (const step of steps) {
          if (step.kind === 'status') {
            await wait(STATUS_CHANGE_DELAY_MS);
            await updateAssetStatus(asset.asset_id, step.status, userId);
            toast.success(AssetMessages.updated);
          } else {
            await updateMeterHours(asset.asset_id, step.meterHours, userId);
            toast.success(AssetMessages.meterUpdated);
          }
          wrote = true;
        }
        onClose();
      } finally {
        // Whatever was written reloads (the list's entries follow through the outbox).
        if (wrote)
          void refreshAfterWrite(queryClient, {
            now: [
              assetsKeys.detail(asset.asset_id),
              assetsKeys.meterHistory(asset.asset_id),
              assetsKeys.activity(asset.asset_id),
              listRowsKey(assetsKeys.list),
              // A reading moves the asset's meter PMs (Due, Overdue) and their words (issue 24).
              pmKeys.all,
            ],
            later: [listRowsKey(assetsKeys.list)],
          });
      }
    },
  });
  // After success the drawer closes while still busy, as before.
  const saving = edit.isPending || edit.isSuccess;

  const save = () => {
    const plan = planAssetEdit(asset, values);
    if (!plan.ok) {
      setMeterError(plan.meterError);
      return;
    }
    if (plan.steps.length === 0) {
      onClose();
      return;
    }
    edit.mutate(plan.steps);
  };

  return (
    <SidePanel title="Edit Asset" onClose={onClose} closable={!saving}>
      <SaveCancelForm onSubmit={save} onCancel={onClose} saving={saving}>
        <SpaceBetween size="l">
          <FormField label="Meter Hours" errorText={meterError} stretch>
            <Input
              type="number"
              inputMode="numeric"
              value={values.meterHours}
              ariaLabel="Meter Hours"
              disabled={saving}
              onChange={({ detail }) => {
                setValues((v) => ({ ...v, meterHours: detail.value }));
                setMeterError(undefined);
              }}
            />
          </FormField>
          <FormField label="Status">
            <RadioGroup
              value={values.active ? 'active' : 'inactive'}
              ariaLabel="Status"
              items={[
                { value: 'active', label: 'Active', disabled: saving },
                { value: 'inactive', label: 'Inactive', disabled: saving },
              ]}
              onChange={({ detail }) => {
                setValues((v) => ({ ...v, active: detail.value === 'active' }));
                setMeterError(undefined);
              }}
            />
          </FormField>
        </SpaceBetween>
      </SaveCancelForm>
    </SidePanel>
  );
}
