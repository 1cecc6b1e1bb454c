/**
 * The 'Create New Request' panel (spec maintenance 2.7, 5 'Maintenance request create', 8): Title
 * (at most 100), Description, Asset and Priority (Low, 45, by default); Cancel and Save ('Saving...'
 * while busy). The shared body schema checks the values (the server's messages); a message clears
 * as its field changes. After submit the panel closes and the list reloads whatever the outcome
 * (spec 8); success shows 'Request created successfully !'.
 */
import { useForm } from 'react-hook-form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { toast } from '../../../app/toasts';
import { SidePanel } from '../../../components/SidePanel';
import { ChoiceField, TextAreaField, TextField } from '../../../components/forms/fields';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { AssetSelectField, type PickableAsset } from '../../../components/maintenance/AssetSelectField';
import {
  MAINTENANCE_PRIORITY_CHOICES,
  MaintenancePriority,
} from '../../../components/maintenance/maintenance-codes';
import { RequestMessages } from '@shared/requests/messages';
import { requestBody } from '@shared/requests/schemas';
import { refreshRequests, saveRequest } from './requests-calls';
import { SaveCancelForm } from '../../../components/forms/SaveCancelForm';
import { useFieldBinder } from '../../../components/forms/field-binder';

interface Values {
  title: string;
  description: string;
  asset: PickableAsset | null;
  priority: number;
}

const toPayload = (v: Values) => ({
  mr_id: null,
  title: v.title,
  description: v.description,
  asset_id: v.asset?.asset_id,
  priority: v.priority,
});
const resolver = payloadResolver<Values>(requestBody, toPayload, { asset_id: 'asset' });

export function CreateRequestPanel({ onClose }: { onClose: () => void }) {
  const form = useForm<Values>({
    defaultValues: { title: '', description: '', asset: null, priority: MaintenancePriority.Low },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const { values, errors, set, bind } = useFieldBinder(form, isSubmitting);

  const submit = form.handleSubmit(async (checked) => {
    try {
      await saveRequest(toPayload(checked));
      toast.success(RequestMessages.created);
    } catch {
      // The API client showed the server's message.
    }
    onClose();
    await refreshRequests();
  });

  return (
    <SidePanel title="Create New Request" onClose={onClose} closable={!isSubmitting}>
      <SaveCancelForm onSubmit={() => void submit()} onCancel={onClose} saving={isSubmitting}>
        <SpaceBetween size="l">
          <TextField label="Title" placeholder="Enter Title" {...bind('title')} />
          <TextAreaField label="Description" placeholder="Enter Description" {...bind('description')} />
          <AssetSelectField
            selected={values.asset}
            errorText={errors.asset?.message}
            disabled={isSubmitting}
            onChange={(asset) => set('asset', asset)}
          />
          <ChoiceField
            label="Priority"
            choices={MAINTENANCE_PRIORITY_CHOICES}
            selected={values.priority}
            disabled={isSubmitting}
            onChange={(v) => set('priority', v ?? MaintenancePriority.Low)}
          />
        </SpaceBetween>
      </SaveCancelForm>
    </SidePanel>
  );
}
