/**
 * The request View panel (spec maintenance 2.7): title, description (cut after 180 characters with
 * Read More), priority, status, Asset Info (opens assets/details/{asset_id} in a new tab),
 * Inspection Info for requests from an inspection (type 53; opens inspections/details/{id} in a new
 * tab) and the Work Order block (its number, title and status, linking to its full page). Every
 * text is rendered as text (a portal report's fields come from outside).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ReadMore } from '../../components/ReadMore';
import { SidePanel } from '../../components/SidePanel';
import { MaintenancePriorityBadge, RequestStatusLabel, WorkOrderStatusBadge } from '../../components/maintenance/MaintenanceLabels';
import { RequestType } from '../../components/maintenance/maintenance-codes';
import type { RequestRow } from './requests-calls';

export function ViewRequestPanel({
  row,
  onClose,
  onEdit,
}: {
  mrId: number;
  row: RequestRow;
  onClose: () => void;
  onEdit?: () => void;
}) {
  const asset = row.asset;
  return (
    <SidePanel title={row.title} onClose={onClose} wide>
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={2}
          items={[
            { label: 'Title', value: <span className="ac-mr-text">{row.title}</span> },
            { label: 'Status', value: <RequestStatusLabel status={row.status} /> },
            { label: 'Priority', value: <MaintenancePriorityBadge priority={row.priority} name={row.priority_name} /> },
            { label: 'Type', value: row.mr_type_name || '-' },
            { label: 'Requested By', value: row.requested_by_name || '-' },
            { label: 'Time Elapsed', value: row.time_elapsed || '-' },
          ]}
        />
        <div>
          <Box variant="awsui-key-label">Description</Box>
          <div data-testid="request-description">
            <ReadMore text={row.description ?? ''} />
          </div>
        </div>
        <SpaceBetween direction="horizontal" size="l">
          <Link href={`/assets/details/${row.asset_id}`} external externalIconAriaLabel="(opens in a new tab)">
            Asset Info
          </Link>
          {row.mr_type === RequestType.Inspection && row.inspection_id ? (
            <Link
              href={`/inspections/details/${row.inspection_id}`}
              external
              externalIconAriaLabel="(opens in a new tab)"
            >
              Inspection Info
            </Link>
          ) : null}
        </SpaceBetween>
        {asset && (
          <Box color="text-body-secondary">
            {asset.name} (#{asset.internal_asset_id})
            {asset.meter_hours !== null && asset.meter_hours !== undefined ? ` · ${asset.meter_hours} meter hours` : ''}
          </Box>
        )}
        <Container header={<Header variant="h3">Work Order</Header>}>
          {row.wo_id ? (
            <SpaceBetween direction="horizontal" size="s" alignItems="center">
              <Link href={`/workorders/details/${row.wo_id}`} external externalIconAriaLabel="(opens in a new tab)">
                {row.work_order_number}
              </Link>
              {row.work_order_status ? <WorkOrderStatusBadge status={row.work_order_status} /> : null}
            </SpaceBetween>
          ) : (
            <Box color="text-body-secondary">No work order linked</Box>
          )}
        </Container>
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={onClose}>Close</Button>
          {onEdit && (
            <Button variant="primary" onClick={onEdit}>
              Edit
            </Button>
          )}
        </SpaceBetween>
      </SpaceBetween>
    </SidePanel>
  );
}
