/**
 * The failure codes of an issue or a work order (issue 25 item 5): a Cloudscape select per kind fed
 * by the company's active catalogue (FailureCode/FilterFailureCodes), and their read-only display.
 * '' is "none" (the server clears the code); a code no longer active still shows as set.
 */
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useQuery } from '@tanstack/react-query';
import { ReliabilityApi } from '@shared/reliability/api';
import type { FailureCodeRow } from '@shared/reliability/schemas';
import { callApi } from '../../../app/api/client';

export type FailureCodeField = 'problem_code' | 'cause_code' | 'remedy_code';
export type FailureCodeValues = Partial<Record<FailureCodeField, string | null>>;

const FIELDS: { field: FailureCodeField; kind: FailureCodeRow['kind']; label: string }[] = [
  { field: 'problem_code', kind: 'problem', label: 'Problem Code' },
  { field: 'cause_code', kind: 'cause', label: 'Cause Code' },
  { field: 'remedy_code', kind: 'remedy', label: 'Remedy Code' },
];

export const activeFailureCodesKey = ['reliability', 'failure-codes', 'active'] as const;

export function useActiveFailureCodes() {
  return useQuery({
    queryKey: activeFailureCodesKey,
    queryFn: async () =>
      (await callApi(ReliabilityApi.filterFailureCodes, { body: { status: 'active' } })).list,
    staleTime: 5 * 60_000,
  });
}

const NONE: SelectProps.Option = { value: '', label: 'None' };
const labelOf = (c: Pick<FailureCodeRow, 'code' | 'description'>) => `${c.code} - ${c.description}`;

/** The three selects (or the kinds given), each changing one field of `values`. */
export function FailureCodeSelects({
  values,
  onChange,
  fields = ['problem_code', 'cause_code', 'remedy_code'],
  disabled,
}: {
  values: FailureCodeValues;
  onChange: (field: FailureCodeField, code: string) => void;
  fields?: FailureCodeField[];
  disabled?: boolean;
}) {
  const codes = useActiveFailureCodes();
  return (
    <>
      {FIELDS.filter((f) => fields.includes(f.field)).map(({ field, kind, label }) => {
        const options = [
          NONE,
          ...(codes.data ?? [])
            .filter((c) => c.kind === kind)
            .map((c) => ({ value: c.code, label: labelOf(c) })),
        ];
        const current = values[field] ?? '';
        const selected = current
          ? (options.find((o) => o.value === current) ?? { value: current, label: current })
          : NONE;
        return (
          <div key={field} data-field={label}>
            <FormField label={label}>
              <Select
                ariaLabel={label}
                selectedOption={selected}
                options={options}
                disabled={disabled}
                statusType={codes.isPending ? 'loading' : codes.isError ? 'error' : 'finished'}
                filteringType="auto"
                onChange={({ detail }) => onChange(field, detail.selectedOption.value ?? '')}
              />
            </FormField>
          </div>
        );
      })}
    </>
  );
}

/** Key-value items for a detail page: each code with its description, '-' when none. */
export function useFailureCodeItems(values: FailureCodeValues) {
  const codes = useActiveFailureCodes();
  return FIELDS.map(({ field, kind, label }) => {
    const code = values[field];
    const found = code ? codes.data?.find((c) => c.kind === kind && c.code === code) : undefined;
    return { label, value: code ? (found ? labelOf(found) : code) : '-' };
  });
}
