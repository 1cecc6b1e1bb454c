/**
 * The create/edit drawer of a part (issue 25 item 1): Part Number, Name, Description, Category (a select
 * of the standard categories, PART_CATEGORIES, and the part's own),
 * Unit, Unit Cost and the Preferred Dealer picked from the company's service dealers. The shared
 * body schema checks the values (payloadResolver), so the messages are the server's; a refusal the
 * server alone can find (a part number the company already uses) comes back as its toast and
 * keeps the drawer open. After success: the toast, the list and the part reloaded, the drawer closed.
 */
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DealerRow } from '@shared/dealers/schemas';
import { PartMessages } from '@shared/parts/messages';
import { categoryOptionsFor } from '@shared/parts/rules';
import { createPartBody, type PartRow } from '@shared/parts/schemas';
import { toast } from '../../../app/toasts';
import { ServiceDealerPicker } from '../../../components/dealers/ServiceDealerPicker';
import { useFieldBinder } from '../../../components/forms/field-binder';
import { FormLoading } from '../../../components/forms/FormFrame';
import { TextAreaField, TextField } from '../../../components/forms/fields';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { SaveCancelForm } from '../../../components/forms/SaveCancelForm';
import { SidePanel } from '../../../components/SidePanel';
import { partsKeys } from '../parts-keys';
import { refreshPart } from './after-write';
import { getDealer, savePart, type CreatePartPayload } from './parts-calls';

interface PartValues {
  part_number: string;
  name: string;
  description: string;
  category: string;
  unit: string;
  unit_cost: string;
  dealer: DealerRow | null;
}

const valuesOf = (part: PartRow | null, dealer: DealerRow | null): PartValues => ({
  part_number: part?.part_number ?? '',
  name: part?.name ?? '',
  description: part?.description ?? '',
  category: part?.category ?? '',
  unit: part?.unit ?? '',
  unit_cost: part ? String(part.unit_cost) : '',
  dealer,
});

const payloadOf = ({ dealer, ...text }: PartValues): CreatePartPayload => ({
  ...text,
  preferred_dealer_id: dealer?.service_dealer_id ?? null,
});

const resolver = payloadResolver<PartValues>(createPartBody, payloadOf);

export interface PartFormDrawerProps {
  /** The part to edit; null creates one. */
  part: PartRow | null;
  onClose: () => void;
  /** After a save, with the saved part (the list opens a new part's page). */
  onSaved?: (part: PartRow) => void;
}

export function PartFormDrawer({ part, onClose, onSaved }: PartFormDrawerProps) {
  const dealerId = part?.preferred_dealer_id ?? null;
  const dealer = useQuery({
    queryKey: partsKeys.dealer(dealerId ?? 0),
    queryFn: () => getDealer(dealerId!),
    enabled: dealerId !== null,
  });
  const title = part ? 'Edit Part' : 'Create Part';
  if (dealerId !== null && dealer.isPending)
    return (
      <SidePanel title={title} onClose={onClose}>
        <FormLoading />
      </SidePanel>
    );
  return (
    <PartForm part={part} dealer={dealer.data ?? null} title={title} onClose={onClose} onSaved={onSaved} />
  );
}

function PartForm({
  part,
  dealer,
  title,
  onClose,
  onSaved,
}: PartFormDrawerProps & { dealer: DealerRow | null; title: string }) {
  const queryClient = useQueryClient();
  const form = useForm<PartValues>({
    defaultValues: valuesOf(part, dealer),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: (values: PartValues) => savePart(payloadOf(values), part?.part_id),
    onSuccess: async (saved) => {
      toast.success(part ? PartMessages.updated : PartMessages.created);
      await refreshPart(queryClient, saved.part_id);
      onClose();
      onSaved?.(saved);
    },
  });
  const saving = save.isPending;
  const { values, set, bind } = useFieldBinder(form, saving);
  const categoryOptions = categoryOptionsFor(part?.category ?? '');
  // A refusal was shown by the API client (its toast); the drawer stays open.
  const submit = form.handleSubmit((checked) => save.mutateAsync(checked).catch(() => undefined));

  return (
    <SidePanel title={title} onClose={onClose} closable={!saving}>
      <SaveCancelForm onSubmit={() => void submit()} onCancel={onClose} saving={saving}>
        <SpaceBetween size="l">
          <ColumnLayout columns={2}>
            <TextField label="Part Number" placeholder="Enter Part Number" {...bind('part_number')} />
            <TextField label="Name" placeholder="Enter Name" {...bind('name')} />
          </ColumnLayout>
          <TextAreaField
            label="Description"
            placeholder="Enter Description"
            rows={3}
            {...bind('description')}
          />
          <ColumnLayout columns={3}>
            <div data-field="Category">
              <FormField label="Category" errorText={bind('category').errorText} stretch>
                <Select
                  placeholder="Select Category"
                  disabled={saving}
                  invalid={Boolean(bind('category').errorText)}
                  selectedOption={values.category ? { value: values.category, label: values.category } : null}
                  options={categoryOptions.map((c) => ({ value: c, label: c }))}
                  onChange={({ detail }) => set('category', detail.selectedOption.value ?? '')}
                />
              </FormField>
            </div>
            <TextField label="Unit" placeholder="Enter Unit (each, litre...)" {...bind('unit')} />
            <TextField
              label="Unit Cost ($)"
              type="number"
              placeholder="Enter Unit Cost"
              {...bind('unit_cost')}
            />
          </ColumnLayout>
          <ServiceDealerPicker
            label="Preferred Dealer"
            value={values.dealer}
            disabled={saving}
            onChange={(picked) => set('dealer', picked)}
          />
        </SpaceBetween>
      </SaveCancelForm>
    </SidePanel>
  );
}
