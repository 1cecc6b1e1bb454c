/**
 * The request Edit panel (spec maintenance 2.7, 5 'Edit: description required', 8): the title,
 * asset and priority shown, the description editable, and the linked work order: Unlink clears it
 * here only (nothing is sent until Save), 'Link Work Order' opens the picker of the asset's work
 * orders without a request. Save sends the request as it stands; the panel closes and the list
 * reloads whatever the outcome; success shows 'Request updated successfully !'.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toast } from '../../../app/toasts';
import { TextAreaField } from '../../../components/forms/fields';
import { ActionContainer } from '../../../components/ActionContainer';
import { SidePanel } from '../../../components/SidePanel';
import { MaintenancePriorityBadge } from '../../../components/maintenance/MaintenanceLabels';
import { RequestMessages } from '@shared/requests/messages';
import { REQUEST_DESCRIPTION_MAX } from '@shared/requests/rules';
import { refreshRequests, saveRequest, type PickableWorkOrder, type RequestRow } from './requests-calls';
import { useRequest } from './use-request';
import { WorkOrderPickerModal } from './WorkOrderPickerModal';
import { SaveCancelForm } from '../../../components/forms/SaveCancelForm';

const linkedOf = (row: RequestRow): PickableWorkOrder | null =>
  row.wo_id ? { wo_id: row.wo_id, wo_number: row.work_order_number ?? '', title: '' } : null;

export function EditRequestPanel({ row, onClose }: { row: RequestRow; onClose: () => void }) {
  const [description, setDescription] = useState(row.description ?? '');
  const [error, setError] = useState<string>();
  const [workOrder, setWorkOrder] = useState<PickableWorkOrder | null>(linkedOf(row));
  // The linked work order's title comes with the details.
  const linkedTitle = useRequest(row.mr_id).data?.workOrders.find((w) => w.wo_id === workOrder?.wo_id)?.title;
  const [picking, setPicking] = useState(false);
  const update = useMutation({
    mutationFn: saveRequest,
    onSuccess: () => toast.success(RequestMessages.updated),
    // Whatever the outcome (a refusal's message is the API client's toast): close, then reload.
    onSettled: () => {
      onClose();
      void refreshRequests();
    },
  });
  const saving = update.isPending;

  const save = () => {
    if (description.trim() === '') {
      setError(RequestMessages.descriptionRequired);
      return;
    }
    // Checked here too: the panel closes whatever the outcome (spec 8), which lost the typed text.
    if (description.trim().length > REQUEST_DESCRIPTION_MAX) {
      setError(RequestMessages.descriptionTooLong);
      return;
    }
    update.mutate({
      mr_id: row.mr_id,
      title: row.title,
      description: description.trim(),
      asset_id: row.asset_id,
      priority: row.priority,
      mr_type: row.mr_type,
      status: row.status,
      wo_id: workOrder?.wo_id ?? null,
    });
  };

  return (
    <SidePanel title="Edit Request" onClose={onClose} closable={!saving && !picking} wide>
      <SaveCancelForm onSubmit={save} onCancel={onClose} saving={saving}>
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={2}
            items={[
              { label: 'Title', value: <span className="ac-mr-text">{row.title}</span> },
              {
                label: 'Priority',
                value: <MaintenancePriorityBadge priority={row.priority} name={row.priority_name} />,
              },
              {
                label: 'Asset',
                value: `${row.asset.name} (#${row.asset.internal_asset_id})`,
              },
              { label: 'Type', value: row.mr_type_name || '-' },
            ]}
          />
          <TextAreaField
            label="Description"
            value={description}
            errorText={error}
            disabled={saving}
            onChange={(value) => {
              setDescription(value);
              setError(undefined);
            }}
          />
          <ActionContainer
            title="Work Order"
            actionText={workOrder ? 'Unlink' : 'Link Work Order'}
            disabled={saving}
            onAction={() => (workOrder ? setWorkOrder(null) : setPicking(true))}
          >
            {workOrder ? (
              <span data-testid="linked-work-order">
                {workOrder.wo_number} {workOrder.title || linkedTitle}
              </span>
            ) : (
              <Box color="text-body-secondary">No work order linked</Box>
            )}
          </ActionContainer>
        </SpaceBetween>
      </SaveCancelForm>
      {picking && (
        <WorkOrderPickerModal
          assetId={row.asset_id}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setWorkOrder(picked);
            setPicking(false);
          }}
        />
      )}
    </SidePanel>
  );
}
