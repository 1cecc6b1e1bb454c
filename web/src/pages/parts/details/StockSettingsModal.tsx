/**
 * A site's minimum quantity (the reorder point) and bin location for a part (issue 25 item 1).
 * The server keeps them through Part/UpdatePart's `stock` list (the part's fields again with every
 * site's settings), so the modal sends the part as it is with the chosen site's settings changed or
 * added. The shared stock-setting schema checks the values; a refusal shows in the modal.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PartMessages } from '@shared/parts/messages';
import { stockSetting, type PartRow, type StockRow } from '@shared/parts/schemas';
import { toast } from '../../../app/toasts';
import { ChoiceField, TextField, type Choice } from '../../../components/forms/fields';
import { useFieldBinder } from '../../../components/forms/field-binder';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { SubmitForm } from '../../../components/SubmitForm';
import { refreshPart, refusalOf } from '../common/after-write';
import { saveStockSettings } from '../common/parts-calls';
import { ModalFooter } from '../../../components/ModalFooter';

interface SettingValues {
  site_id: number | null;
  minimum_quantity: string;
  bin_location: string;
}

const resolver = payloadResolver<SettingValues>(stockSetting, (v) => ({ ...v }));

export interface StockSettingsModalProps {
  part: PartRow;
  stock: StockRow[];
  sites: Choice[];
  /** The row whose settings are changed; null: pick a site (a new one is added). */
  siteId: number | null;
  onClose: () => void;
}

export function StockSettingsModal({ part, stock, sites, siteId, onClose }: StockSettingsModalProps) {
  const queryClient = useQueryClient();
  const [row] = useState(() => stock.find((s) => s.site_id === siteId));
  const form = useForm<SettingValues>({
    defaultValues: {
      site_id: siteId,
      minimum_quantity: row ? String(row.minimum_quantity) : '',
      bin_location: row?.bin_location ?? '',
    },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: (values: SettingValues) => {
      const checked = stockSetting.parse(values);
      const others = stock.filter((s) => s.site_id !== checked.site_id);
      return saveStockSettings(part, [...others, checked]);
    },
    onSuccess: async () => {
      toast.success(PartMessages.updated);
      await refreshPart(queryClient, part.part_id);
      onClose();
    },
  });
  const busy = save.isPending;
  const { values, errors, set, bind } = useFieldBinder(form, busy);
  const submit = form.handleSubmit((checked) => save.mutateAsync(checked).catch(() => undefined));
  const refusal = refusalOf(save.error);

  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header={`Stock Settings: ${part.part_number}`}
      onDismiss={() => !busy && onClose()}
      footer={<ModalFooter busy={busy} actionText="Save" onAction={() => void submit()} onCancel={onClose} />}
    >
      <SubmitForm onSubmit={() => void submit()}>
        <SpaceBetween size="m">
          {refusal && <Alert type="error">{refusal}</Alert>}
          <ChoiceField
            label="Site"
            choices={sites}
            selected={values.site_id}
            disabled={busy || row !== undefined}
            errorText={errors.site_id?.message}
            emptyText="No site found"
            onChange={(value) => set('site_id', value)}
          />
          <ColumnLayout columns={2}>
            <TextField
              label={`Minimum Quantity (${part.unit})`}
              type="number"
              placeholder="Enter Minimum Quantity"
              {...bind('minimum_quantity')}
            />
            <TextField label="Bin Location" placeholder="Enter Bin Location" {...bind('bin_location')} />
          </ColumnLayout>
        </SpaceBetween>
      </SubmitForm>
    </Modal>
  );
}
