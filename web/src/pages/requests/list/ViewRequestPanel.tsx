/**
 * The request View panel (spec maintenance 2.7): title, description (cut after 180 characters with
 * Read More), priority, status, Asset Info (opens assets/details/{asset_id} in a new tab),
 * Inspection Info for requests from an inspection (type 53; opens inspections/details/{id} in a new
 * tab), its issues, a portal report's photo, the resolve reason, and the Work Order block (number,
 * title and status, linking to its full page). Every text is rendered as text, never HTML (a portal
 * report's fields come from outside).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { READ_MORE_AT } from '@shared/requests/rules';
import { ReadMore } from '../../../components/ReadMore';
import { SidePanel } from '../../../components/SidePanel';
import {
  MaintenancePriorityBadge,
  RequestStatusLabel,
  WorkOrderStatusBadge,
} from '../../../components/maintenance/MaintenanceLabels';
import { RequestType } from '../../../components/maintenance/maintenance-codes';
import type { RequestRow } from './requests-calls';
import { useRequest } from './use-request';

const NEW_TAB = '(opens in a new tab)';

export function ViewRequestPanel({
  row,
  onClose,
  onEdit,
}: {
  row: RequestRow;
  onClose: () => void;
  onEdit?: () => void;
}) {
  const detail = useRequest(row.mr_id).data;
  const request = detail ?? row;
  const workOrder =
    detail?.workOrders[0] ??
    (row.wo_id ? { wo_id: row.wo_id, wo_number: row.work_order_number ?? '', title: '' } : null);
  return (
    <SidePanel title={request.title} onClose={onClose} wide>
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={2}
          items={[
            { label: 'Title', value: <span className="ac-mr-text">{request.title}</span> },
            { label: 'Status', value: <RequestStatusLabel status={request.status} /> },
            {
              label: 'Priority',
              value: <MaintenancePriorityBadge priority={request.priority} name={request.priority_name} />,
            },
            { label: 'Type', value: `${request.mr_type_name || '-'}${request.is_portal ? ' (portal)' : ''}` },
            { label: 'Requested By', value: request.requested_by_name || '-' },
            { label: 'Time Elapsed', value: request.time_elapsed || '-' },
          ]}
        />
        <div>
          <Box variant="awsui-key-label">Description</Box>
          <div data-testid="request-description">
            <ReadMore text={request.description ?? ''} limit={READ_MORE_AT} />
          </div>
        </div>
        {request.resolve_reason && (
          <div>
            <Box variant="awsui-key-label">Resolve Reason</Box>
            <div className="ac-mr-text">{request.resolve_reason}</div>
          </div>
        )}
        <SpaceBetween direction="horizontal" size="l">
          <Link href={`/assets/details/${request.asset_id}`} external externalIconAriaLabel={NEW_TAB}>
            Asset Info
          </Link>
          {request.mr_type === RequestType.Inspection && request.inspection_id ? (
            <Link
              href={`/inspections/details/${request.inspection_id}`}
              external
              externalIconAriaLabel={NEW_TAB}
            >
              Inspection Info
            </Link>
          ) : null}
        </SpaceBetween>
        <Box color="text-body-secondary">
          {request.asset.name} (#{request.asset.internal_asset_id}) · {request.asset.meter_hours} meter hours
        </Box>
        {request.photo_url && (
          <div>
            <Box variant="awsui-key-label">Photo</Box>
            <img className="ac-mr-photo" src={request.photo_url} alt={`Photo of ${request.title}`} />
          </div>
        )}
        {detail && detail.issues.length > 0 && (
          <Container header={<Header variant="h3">Issues</Header>}>
            <ul className="ac-mr-issues">
              {detail.issues.map((issue) => (
                <li key={issue.issue_uuid}>
                  <Link href={`/issues/details/${issue.issue_uuid}`} external externalIconAriaLabel={NEW_TAB}>
                    {`#${issue.issue_number} ${issue.name}`}
                  </Link>
                </li>
              ))}
            </ul>
          </Container>
        )}
        <Container header={<Header variant="h3">Work Order</Header>}>
          {workOrder ? (
            <SpaceBetween direction="horizontal" size="s" alignItems="center">
              <Link href={`/workorders/details/${workOrder.wo_id}`} external externalIconAriaLabel={NEW_TAB}>
                {workOrder.wo_number}
              </Link>
              {workOrder.title && <span className="ac-mr-text">{workOrder.title}</span>}
              {request.work_order_status ? (
                <WorkOrderStatusBadge
                  status={request.work_order_status}
                  name={request.work_order_status_name ?? undefined}
                />
              ) : null}
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
