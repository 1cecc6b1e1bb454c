/**
 * The "Assigned to" multiselect (issue 22 item 5): the active maintenance staff of the active site
 * (of the work order's own site when it is known), searchable by name. People assigned before who
 * are no longer offered (made inactive, moved) stay listed by name, so a save does not drop them
 * unnoticed; the server refuses them with its message.
 */
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { useAssigneeOptions } from './use-work-order';

export const ASSIGNED_TO = 'Assigned to';

export function AssigneesField({
  selected,
  names,
  siteId,
  disabled,
  errorText,
  onChange,
}: {
  /** The uuids chosen. */
  selected: string[];
  /** Names known for the chosen uuids (the work order's assigned_to_names). */
  names?: Record<string, string>;
  /** The work order's site: only its staff are offered. */
  siteId?: number;
  disabled?: boolean;
  errorText?: string;
  onChange: (uuids: string[]) => void;
}) {
  const options = useAssigneeOptions();
  const offered = (options.data ?? []).filter((o) => siteId === undefined || o.site_ids.includes(siteId));
  const label = new Map<string, string>([
    ...Object.entries(names ?? {}),
    ...offered.map((o) => [o.uuid, o.name] as [string, string]),
  ]);
  const choices: MultiselectProps.Option[] = [
    ...offered.map((o) => ({ value: o.uuid, label: o.name })),
    ...selected
      .filter((uuid) => !offered.some((o) => o.uuid === uuid))
      .map((uuid) => ({ value: uuid, label: label.get(uuid) ?? uuid })),
  ];
  return (
    <div data-field={ASSIGNED_TO}>
      <FormField label={ASSIGNED_TO} errorText={errorText} stretch>
        <Multiselect
          options={choices}
          selectedOptions={selected.map((uuid) => ({ value: uuid, label: label.get(uuid) ?? uuid }))}
          onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value!))}
          placeholder="Select maintenance staff"
          filteringType="auto"
          statusType={options.isPending ? 'loading' : 'finished'}
          loadingText="Loading maintenance staff"
          empty="No maintenance staff at this site"
          disabled={disabled}
          invalid={Boolean(errorText)}
          ariaLabel={ASSIGNED_TO}
          tokenLimit={3}
        />
      </FormField>
    </div>
  );
}
