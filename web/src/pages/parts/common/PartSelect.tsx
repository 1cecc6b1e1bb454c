/**
 * The part picker of the parts a PM needs and of a work order's Use Part: the company's active
 * parts, searched by part number or name as the user types (the first PART_OPTION_ROWS found),
 * each shown with what is on hand.
 */
import { useRef, useState } from 'react';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { PartRow } from '@shared/parts/schemas';
import { loadPartsQuietly } from './parts-calls';

const PART_OPTION_ROWS = 20;

export function PartSelect({
  part,
  onChange,
  onHandSuffix = '',
  disabled,
  invalid,
}: {
  part: PartRow | null;
  onChange: (part: PartRow | null) => void;
  /** After "<n> <unit> on hand" in each option (' (all sites)'). */
  onHandSuffix?: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const [options, setOptions] = useState<PartRow[]>([]);
  const [loading, setLoading] = useState(false);
  // Only the latest search's answer is shown: the list opened empty-handed asks for every part, and
  // that answer arriving after the typed search's replaced its options under the user's click.
  const latestSearch = useRef(0);

  const search = async (text: string) => {
    const searchNumber = ++latestSearch.current;
    setLoading(true);
    const found = await loadPartsQuietly({
      pagesize: PART_OPTION_ROWS,
      pageindex: 1,
      search_string: text,
      site_id: [],
      low_stock: false,
      status: 'active',
    });
    if (searchNumber !== latestSearch.current) return;
    setOptions(found);
    setLoading(false);
  };
  const option = (p: PartRow): SelectProps.Option => ({
    value: p.part_id,
    label: `${p.part_number} ${p.name}`,
    description: `${p.total_on_hand} ${p.unit} on hand${onHandSuffix}`,
  });

  return (
    <Select
      selectedOption={part ? option(part) : null}
      options={options.map(option)}
      filteringType="manual"
      filteringPlaceholder="Search part number or name"
      placeholder="Select Part"
      statusType={loading ? 'loading' : 'finished'}
      loadingText="Loading parts"
      empty="No part found"
      disabled={disabled}
      invalid={invalid}
      onLoadItems={({ detail }) => void search(detail.filteringText)}
      onChange={({ detail }) =>
        onChange(options.find((p) => p.part_id === detail.selectedOption.value) ?? null)
      }
    />
  );
}
