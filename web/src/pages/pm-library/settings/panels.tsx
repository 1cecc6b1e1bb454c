/**
 * The PM library's side panels: a category's or plan's name (add, rename) and a plan's or PM's
 * move; a refusal (a name already taken, say) shows under the panel's field.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { nameProblem } from '@shared/pm-library/rules';
import { ApiError } from '../../../app/api/client';
import { toast } from '../../../app/toasts';
import { SidePanel } from '../../../components/SidePanel';

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

export function NamePanel({
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

export function MovePanel({
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
