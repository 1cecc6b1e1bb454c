/** The 'Checked Out Assets' drawer (spec 2.4): Asset No, Asset Name, Time Elapsed, Operator Name, and View of the inspection. */
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import type { CheckedOutAsset } from '@shared/inspections/detail-schemas';
import { Messages } from '@shared/messages';
import { SidePanel } from '../../../components/SidePanel';

export function CheckedOutPanel({ rows, onClose }: { rows: CheckedOutAsset[]; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <SidePanel title="Checked Out Assets" onClose={onClose} wide closeButton>
      <Table<CheckedOutAsset>
        variant="embedded"
        items={rows}
        trackBy="inspection_id"
        wrapLines
        empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
        columnDefinitions={[
          { id: 'no', header: 'Asset No', cell: (row) => row.internal_asset_id },
          { id: 'name', header: 'Asset Name', cell: (row) => row.asset_name },
          { id: 'elapsed', header: 'Time Elapsed', cell: (row) => row.timeelapsed },
          { id: 'operator', header: 'Operator Name', cell: (row) => row.operator_name },
          {
            id: 'actions',
            header: 'Actions',
            cell: (row) => (
              <Button
                variant="inline-link"
                ariaLabel={`View checked-out inspection of ${row.asset_name}`}
                onClick={() => navigate(`/inspections/details/${row.inspection_id}`)}
              >
                View
              </Button>
            ),
          },
        ]}
      />
    </SidePanel>
  );
}
