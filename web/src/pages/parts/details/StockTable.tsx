/** The part's stock per site (on hand with its 'Low stock' badge, minimum, bin) and, for writers, each site's settings and Add Site. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { StockRow } from '@shared/parts/schemas';
import { formatQuantity, LowStockBadge } from '../common/PartLabels';

export function StockTable({
  stock,
  unit,
  canWrite,
  onSettings,
}: {
  stock: StockRow[];
  unit: string;
  canWrite: boolean;
  onSettings: (siteId: number | null) => void;
}) {
  return (
    <div data-testid="part-stock">
      <Table
        variant="container"
        items={stock}
        trackBy="site_id"
        header={
          <Header
            counter={`(${stock.length})`}
            actions={canWrite && <Button onClick={() => onSettings(null)}>Add Site</Button>}
          >
            Stock per site
          </Header>
        }
        empty={<Box textAlign="center">Not stocked at any site yet</Box>}
        columnDefinitions={[
          { id: 'site', header: 'Site', cell: (s) => s.site_name || `Site ${s.site_id}` },
          {
            id: 'on-hand',
            header: 'On Hand',
            cell: (s) => (
              <span className="ac-part-on-hand" data-testid={`on-hand-${s.site_id}`}>
                {formatQuantity(s.on_hand)} {unit}
                {s.is_low && <LowStockBadge />}
              </span>
            ),
          },
          { id: 'minimum', header: 'Minimum', cell: (s) => formatQuantity(s.minimum_quantity) },
          { id: 'bin', header: 'Bin Location', cell: (s) => s.bin_location || '-' },
          ...(canWrite
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  cell: (s: StockRow) => (
                    <Button
                      variant="inline-link"
                      ariaLabel={`Set minimum and bin at ${s.site_name}`}
                      onClick={() => onSettings(s.site_id)}
                    >
                      Set minimum and bin
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
