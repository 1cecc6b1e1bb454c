/** The parts list's columns (issue 25 item 1) and preferences. */
import type { TableProps } from '@cloudscape-design/components/table';
import type { PartRow } from '@shared/parts/schemas';
import type { ListPreferences } from '../../../components/list-kit';
import { formatMoney, formatQuantity, LowStockBadge, PartStatusLabel } from '../common/PartLabels';
import type { ReactNode } from 'react';

export const PARTS_PREFERENCES: ListPreferences = {
  pageSizeLabel: (size) => `${size} parts`,
};

/** Photo (a thumbnail), Part Number (the link to its page), Name, Category, Unit, On Hand (with Low stock), Average Cost, Status. */
export function partColumns(
  renderNumber: (row: PartRow) => ReactNode,
): TableProps.ColumnDefinition<PartRow>[] {
  return [
    {
      id: 'photo',
      header: 'Photo',
      cell: (row) =>
        row.photo_url ? (
          <img className="ac-part-thumb" src={row.photo_url} alt={`Photo of ${row.part_number}`} />
        ) : null,
      width: 80,
    },
    { id: 'number', header: 'Part Number', cell: renderNumber, minWidth: 150 },
    { id: 'name', header: 'Name', cell: (row) => row.name, minWidth: 200 },
    { id: 'category', header: 'Category', cell: (row) => row.category, minWidth: 120 },
    { id: 'unit', header: 'Unit', cell: (row) => row.unit, width: 100 },
    {
      id: 'on-hand',
      header: 'On Hand',
      cell: (row) => (
        <span className="ac-part-on-hand">
          {formatQuantity(row.total_on_hand)}
          {row.low_stock_site_ids.length > 0 && <LowStockBadge />}
        </span>
      ),
      minWidth: 150,
    },
    { id: 'cost', header: 'Average Cost', cell: (row) => formatMoney(row.average_cost), width: 140 },
    { id: 'status', header: 'Status', cell: (row) => <PartStatusLabel active={row.is_active} />, width: 120 },
  ];
}
