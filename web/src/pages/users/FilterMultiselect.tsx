/** A filter of the users list: a multi-select whose options are paged from the server (its box is named for tests). */
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import type { ChosenOption } from './list-state';
import { usePagedOptions, type LoadOptionPage } from './use-paged-options';

export interface FilterMultiselectProps {
  label: string;
  emptyText: string;
  selected: ChosenOption[];
  load: LoadOptionPage;
  onChange: (selected: ChosenOption[]) => void;
}

export function FilterMultiselect({ label, emptyText, selected, load, onChange }: FilterMultiselectProps) {
  const { options, statusType, onLoadItems } = usePagedOptions(load);
  return (
    <div data-filter={label}>
      <FormField label={label} stretch>
        <Multiselect
          selectedOptions={selected}
          options={options}
          filteringType="manual"
          statusType={statusType}
          onLoadItems={onLoadItems}
          loadingText="Loading..."
          empty={emptyText}
          placeholder={`Select ${label}`}
          filteringPlaceholder={`Search ${label}`}
          inlineTokens
          onChange={({ detail }) =>
            onChange(
              detail.selectedOptions.map((o) => ({ value: o.value ?? '', label: o.label ?? o.value ?? '' })),
            )
          }
        />
      </FormField>
    </div>
  );
}
