/**
 * The stock movement modals of a part's page (issue 25 item 2): Receive (site, quantity, unit
 * cost), Adjust (site, a signed quantity, the reason required) and Transfer (from site, to site,
 * quantity). The shared body schemas check the values, so the messages are the server's. The
 * movement id is made once when the modal opens: a double click or a retry after a lost answer is
 * one movement (the server answers the first result). A refusal (not enough stock, say) shows in
 * the modal; success shows the toast, closes it and reloads the part's stock and history.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PartMessages } from '@shared/parts/messages';
import { adjustStockBody, receiveStockBody, transferStockBody, type PartRow } from '@shared/parts/schemas';
import type * as z from 'zod';
import { toast } from '../../../app/toasts';
import { ChoiceField, TextField, type Choice } from '../../../components/forms/fields';
import { useFieldBinder } from '../../../components/forms/field-binder';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { SubmitForm } from '../../../components/SubmitForm';
import { refreshPart, refusalOf } from '../common/after-write';
import { adjustStock, receiveStock, transferStock } from '../common/parts-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export type MovementKindName = 'receive' | 'adjust' | 'transfer';

interface MovementValues {
  movement_id: string;
  site_id: number | null;
  to_site_id: number | null;
  quantity: string;
  unit_cost: string;
  reason: string;
}

interface KindDef {
  title: string;
  submit: string;
  schema: z.ZodType;
  payload: (partId: string, v: MovementValues) => Record<string, unknown>;
  /** Form field of a payload field whose name differs. */
  fieldOf?: Partial<Record<string, keyof MovementValues>>;
  send: (payload: never) => Promise<unknown>;
  done: string;
}

const KINDS: Record<MovementKindName, KindDef> = {
  receive: {
    title: 'Receive Stock',
    submit: 'Receive',
    schema: receiveStockBody,
    payload: (partId, v) => ({
      part_id: partId,
      movement_id: v.movement_id,
      site_id: v.site_id,
      quantity: v.quantity,
      unit_cost: v.unit_cost,
      reason: v.reason,
    }),
    send: receiveStock,
    done: PartMessages.received,
  },
  adjust: {
    title: 'Adjust Stock',
    submit: 'Adjust',
    schema: adjustStockBody,
    payload: (partId, v) => ({
      part_id: partId,
      movement_id: v.movement_id,
      site_id: v.site_id,
      quantity: v.quantity,
      reason: v.reason,
    }),
    send: adjustStock,
    done: PartMessages.adjusted,
  },
  transfer: {
    title: 'Transfer Stock',
    submit: 'Transfer',
    schema: transferStockBody,
    payload: (partId, v) => ({
      part_id: partId,
      movement_id: v.movement_id,
      from_site_id: v.site_id,
      to_site_id: v.to_site_id,
      quantity: v.quantity,
      reason: v.reason,
    }),
    // The 'same site' rule has no path: it shows under To Site.
    fieldOf: { from_site_id: 'site_id', '': 'to_site_id' },
    send: transferStock,
    done: PartMessages.transferred,
  },
};

export interface MovementModalProps {
  kind: MovementKindName;
  part: PartRow;
  sites: Choice[];
  /** The site picked first (the active site, when the part is stocked there). */
  defaultSiteId: number | null;
  onClose: () => void;
}

export function MovementModal({ kind, part, sites, defaultSiteId, onClose }: MovementModalProps) {
  const def = KINDS[kind];
  const queryClient = useQueryClient();
  const [resolver] = useState(() =>
    payloadResolver<MovementValues>(def.schema, (v) => def.payload(part.part_id, v), def.fieldOf as never),
  );
  const form = useForm<MovementValues>({
    defaultValues: {
      // One movement per opening of the modal, however often it is sent.
      movement_id: crypto.randomUUID(),
      site_id: defaultSiteId,
      to_site_id: null,
      quantity: '',
      unit_cost: String(part.unit_cost),
      reason: '',
    },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const move = useMutation({
    mutationFn: (values: MovementValues) => def.send(def.payload(part.part_id, values) as never),
    onSuccess: async () => {
      toast.success(def.done);
      await refreshPart(queryClient, part.part_id);
      onClose();
    },
  });
  const busy = move.isPending;
  const { values, errors, set, bind } = useFieldBinder(form, busy);
  const submit = form.handleSubmit((checked) => move.mutateAsync(checked).catch(() => undefined));
  const refusal = refusalOf(move.error);

  const siteField = (name: 'site_id' | 'to_site_id', label: string) => (
    <ChoiceField
      label={label}
      choices={sites}
      selected={values[name]}
      disabled={busy}
      errorText={errors[name]?.message}
      emptyText="No site found"
      onChange={(value) => set(name, value)}
    />
  );

  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header={`${def.title}: ${part.part_number}`}
      onDismiss={() => !busy && onClose()}
      footer={
        <ModalFooter busy={busy} actionText={def.submit} onAction={() => void submit()} onCancel={onClose} />
      }
    >
      <SubmitForm onSubmit={() => void submit()}>
        <SpaceBetween size="m">
          {refusal && <Alert type="error">{refusal}</Alert>}
          {kind === 'transfer' ? (
            <ColumnLayout columns={2}>
              {siteField('site_id', 'From Site')}
              {siteField('to_site_id', 'To Site')}
            </ColumnLayout>
          ) : (
            siteField('site_id', 'Site')
          )}
          <ColumnLayout columns={2}>
            <TextField
              label={kind === 'adjust' ? `Quantity change (${part.unit})` : `Quantity (${part.unit})`}
              type="number"
              placeholder={kind === 'adjust' ? 'e.g. -3 or 5' : 'Enter Quantity'}
              description={kind === 'adjust' ? 'Negative to take away, positive to add' : undefined}
              {...bind('quantity')}
            />
            {kind === 'receive' && (
              <TextField
                label="Unit Cost ($)"
                type="number"
                placeholder="Enter Unit Cost"
                {...bind('unit_cost')}
              />
            )}
          </ColumnLayout>
          <TextField
            label={kind === 'adjust' ? 'Reason' : 'Reason (optional)'}
            placeholder="Enter Reason"
            {...bind('reason')}
          />
        </SpaceBetween>
      </SubmitForm>
    </Modal>
  );
}
