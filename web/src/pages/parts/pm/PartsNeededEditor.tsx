/**
 * The parts a PM needs (issue 25 item 3), shown and edited: each part with the quantity a service
 * needs and what is on hand, and for those who may change it an Add Part row (the company's active
 * parts, searched) and a Remove per part. Each change saves the whole list through `save` (checked
 * by the server: an unknown or deactivated part is refused and shown here). Used by the asset PM's
 * drawer (PmPartsSection: the site's stock) and the PM library's PM panel (LibraryPmPartsSection:
 * the company's stock), so both look and behave alike.
 */
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PartMessages } from '@shared/parts/messages';
import { pmPartLineBody, type PartRow } from '@shared/parts/schemas';
import type { PmPartLine } from '@shared/pm/detail-schemas';
import { toast } from '../../../app/toasts';
import { refusalOf } from '../common/after-write';
import { PartSelect } from '../common/PartSelect';

/** A part line as shown: the part, the quantity needed, what is on hand where the answer is given. */
export interface PartNeededRow {
  part_id: string;
  part_number: string;
  name: string;
  unit: string;
  quantity: number;
  on_hand: number;
  short?: boolean;
}

export function PartsNeededEditor<T>({
  lines,
  rows,
  onHandLabel,
  editable,
  save,
  onSaved,
  footer,
}: {
  /** The stored lines (as the owner read them). */
  lines: PmPartLine[];
  /** The lines as shown (the server's answer, with part names and stock). */
  rows: PartNeededRow[];
  onHandLabel: string;
  editable: boolean;
  /** Saves the whole list; its answer goes to onSaved. */
  save: (next: PmPartLine[]) => Promise<T>;
  onSaved?: (saved: T) => Promise<unknown> | void;
  /** Under the table: the answer ("Parts on hand", "Short: ..."), where there is one. */
  footer?: ReactNode;
}) {
  const [part, setPart] = useState<PartRow | null>(null);
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The owner holds the PM as it was opened: the saved list is kept here after each save.
  const [current, setCurrent] = useState<PmPartLine[]>(lines);

  const saving = useMutation({
    mutationFn: save,
    onSuccess: async (saved, next) => {
      setCurrent(next);
      toast.success(PartMessages.pmPartsSaved);
      setPart(null);
      setQuantity('');
      await onSaved?.(saved);
    },
  });
  const busy = saving.isPending;

  const add = () => {
    const checked = pmPartLineBody.safeParse({ part_id: part?.part_id, quantity });
    if (!checked.success) {
      setError(part ? checked.error.issues[0].message : 'Select a part !');
      return;
    }
    setError(null);
    // Adding a part already named adds to its quantity.
    const next = current.some((l) => l.part_id === checked.data.part_id)
      ? current.map((l) =>
          l.part_id === checked.data.part_id ? { ...l, quantity: l.quantity + checked.data.quantity } : l,
        )
      : [...current, checked.data];
    saving.mutate(next);
  };
  const refusal = error ?? refusalOf(saving.error);

  return (
    <SpaceBetween size="xs">
      <Box variant="h4">Parts</Box>
      {current.length === 0 ? (
        <Box color="text-body-secondary">{PartMessages.noPartsPlanned}</Box>
      ) : (
        <>
          <table className="ac-pm-view-table" aria-label="Parts needed">
            <thead>
              <tr>
                <th>Part Number</th>
                <th>Part</th>
                <th>Need</th>
                <th>{onHandLabel}</th>
                {editable && <th />}
              </tr>
            </thead>
            <tbody>
              {rows.map((l) => (
                <tr key={l.part_id} className={l.short ? 'ac-pm-part-short' : undefined}>
                  <td>{l.part_number}</td>
                  <td>{l.name}</td>
                  <td>
                    {l.quantity} {l.unit}
                  </td>
                  <td>{l.on_hand}</td>
                  {editable && (
                    <td>
                      <Button
                        variant="inline-link"
                        disabled={busy}
                        ariaLabel={`Remove ${l.name}`}
                        onClick={() => saving.mutate(current.filter((x) => x.part_id !== l.part_id))}
                      >
                        Remove
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {footer}
        </>
      )}
      {refusal && <Alert type="error">{refusal}</Alert>}
      {editable && (
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <div data-field="PM part" style={{ minWidth: 260 }}>
            <FormField label="Part needed">
              <PartSelect
                part={part}
                onHandSuffix=" (all sites)"
                disabled={busy}
                onChange={(chosen) => {
                  setPart(chosen);
                  setError(null);
                }}
              />
            </FormField>
          </div>
          <div data-field="PM part quantity" style={{ width: 110 }}>
            <FormField label="Quantity">
              <Input
                type="number"
                value={quantity}
                placeholder="Qty"
                disabled={busy}
                onChange={({ detail }) => {
                  setQuantity(detail.value);
                  setError(null);
                }}
              />
            </FormField>
          </div>
          <Button loading={busy} onClick={add}>
            Add Part
          </Button>
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
