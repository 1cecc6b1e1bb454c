/**
 * One filter of a list's filter row: a select or multi-select, with fixed options or options
 * paged from the server (use-paged-options.ts). Its box is named by its label (data-filter) for
 * browser tests.
 */
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { FilterOption, ListFilterDef, ListNarrowing } from './list-state';
import { usePagedOptions } from './use-paged-options';

export interface FilterControlProps {
  def: ListFilterDef;
  value: FilterOption[];
  /** What its server options are narrowed by (see optionNarrowing). */
  narrowing: ListNarrowing;
  /** Where the list's option lists are cached (the filter id is added). */
  optionsKey: readonly unknown[];
  onChange: (value: FilterOption[]) => void;
}

const chosen = (options: readonly (SelectProps.Option | MultiselectProps.Option)[]): FilterOption[] =>
  options.map((o) => ({ value: o.value ?? '', label: o.label ?? o.value ?? '' }));

/**
 * What the select and multi-select share, with fixed or loaded options. A multi-select shows its
 * chosen values as tokens under the field, not inline in it: inline, three statuses were cut at
 * 1280 px ('Open, In Progr…') and the field's name did not hold the text it showed (issue 26
 * items 6 and 7).
 */
function commonProps(def: ListFilterDef) {
  return {
    placeholder: `Select ${def.label}`,
    empty: def.emptyText,
    loadingText: 'Loading...',
  };
}

function FixedOptions({ def, value, onChange }: FilterControlProps) {
  const options = def.options ?? [];
  return def.multiple ? (
    <Multiselect
      {...commonProps(def)}
      options={options}
      selectedOptions={value}
      deselectAriaLabel={(option) => `Remove ${option.label ?? option.value}`}
      onChange={({ detail }) => onChange(chosen(detail.selectedOptions))}
    />
  ) : (
    <Select
      {...commonProps(def)}
      options={options}
      selectedOption={value[0] ?? null}
      onChange={({ detail }) => onChange(chosen([detail.selectedOption]))}
    />
  );
}

function LoadedOptions({ def, value, narrowing, optionsKey, onChange }: FilterControlProps) {
  const paged = usePagedOptions({
    queryKey: [...optionsKey, def.id],
    load: def.loadOptions!,
    narrowing,
  });
  const loaded = {
    ...commonProps(def),
    options: paged.options,
    statusType: paged.statusType,
    onLoadItems: paged.onLoadItems,
    filteringType: 'manual' as const,
    filteringPlaceholder: `Search ${def.label}`,
  };
  return def.multiple ? (
    <Multiselect
      {...loaded}
      selectedOptions={value}
      deselectAriaLabel={(option) => `Remove ${option.label ?? option.value}`}
      onChange={({ detail }) => onChange(chosen(detail.selectedOptions))}
    />
  ) : (
    <Select
      {...loaded}
      selectedOption={value[0] ?? null}
      onChange={({ detail }) => onChange(chosen([detail.selectedOption]))}
    />
  );
}

export function FilterControl(props: FilterControlProps) {
  const { def } = props;
  return (
    <div data-filter={def.label}>
      <FormField label={def.label} stretch>
        {def.loadOptions ? <LoadedOptions {...props} /> : <FixedOptions {...props} />}
      </FormField>
    </div>
  );
}
