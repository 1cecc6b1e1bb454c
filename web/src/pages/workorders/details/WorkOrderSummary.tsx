/**
 * The work order details' first container: the number with its status badge, Send to service dealer
 * and the Actions menu (Edit while editable, History), the title, the key values (created, due at,
 * work type, priority, the failure codes), the description, the asset line, downtime, the service
 * dealer and the assignees.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { WorkOrderStatus } from '@shared/workorders/rules';
import type { WorkOrderDetail } from '@shared/workorders/schemas';
import {
  MaintenancePriorityBadge,
  WorkOrderStatusBadge,
} from '../../../components/maintenance/MaintenanceLabels';
import { showDate } from '../common/dates';
import type { draftOf } from '../common/work-order-draft';
import { DealerView } from '../common/WorkOrderSlots';
import { DowntimeControl } from '../../reliability/downtime/DowntimeControl';
import type { useFailureCodeItems } from '../../reliability/failure-codes/FailureCodeSelects';

export function WorkOrderSummary({
  wo,
  dealer,
  editable,
  sending,
  onSend,
  onMenu,
  codeItems,
  canChangeDowntime,
}: {
  wo: WorkOrderDetail;
  dealer: ReturnType<typeof draftOf>['dealer'];
  editable: boolean;
  sending: boolean;
  onSend: () => void;
  onMenu: (item: 'edit' | 'history') => void;
  codeItems: ReturnType<typeof useFailureCodeItems>;
  canChangeDowntime: boolean;
}) {
  const zone = wo.sites.timezone;
  return (
    <Container
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {/* Not on a completed work order: there is nothing left for the dealer to do (issue 24 item 7). */}
              {wo.status !== WorkOrderStatus.Completed && (
                <Button loading={sending} disabled={!dealer} onClick={onSend}>
                  Send to service dealer
                </Button>
              )}
              <ButtonDropdown
                ariaLabel="Work order actions"
                items={[
                  ...(editable ? [{ id: 'edit', text: 'Edit' }] : []),
                  { id: 'history', text: 'History' },
                ]}
                onItemClick={({ detail: item }) => onMenu(item.id as 'edit' | 'history')}
              >
                Actions
              </ButtonDropdown>
            </SpaceBetween>
          }
        >
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <span>{wo.wo_number}</span>
            <WorkOrderStatusBadge status={wo.status} name={wo.status_name} />
          </SpaceBetween>
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Box variant="h2">
          <span className="ac-wo-text">{wo.title}</span>
        </Box>
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'Created', value: showDate(wo.created_at, zone) },
            { label: 'Due at', value: showDate(wo.due_at, zone) },
            { label: 'Work Type', value: wo.wo_type_name || '-' },
            {
              label: 'Priority',
              value: <MaintenancePriorityBadge priority={wo.priority} name={wo.priority_name} />,
            },
            ...codeItems,
          ]}
        />
        <div>
          <Box variant="awsui-key-label">Description</Box>
          <div className="ac-wo-text">{wo.description}</div>
        </div>
        <div className="ac-wo-asset-line" data-testid="asset-line">
          <Box variant="awsui-key-label">Asset</Box>
          <Link href={`/assets/details/${wo.asset_id}`} external externalIconAriaLabel="(opens in a new tab)">
            {`#${wo.asset.internal_asset_id} ${wo.asset.name}`}
          </Link>
          <Box color="text-body-secondary">{wo.asset.meter_hours} meter hours</Box>
        </div>
        <DowntimeControl
          from={{ wo_id: wo.wo_id }}
          assetId={wo.asset_id}
          timezone={zone}
          canChange={canChangeDowntime}
        />
        <div>
          <Box variant="awsui-key-label">Service Dealer</Box>
          <DealerView dealer={dealer} />
        </div>
        <div data-testid="assigned-to">
          <Box variant="awsui-key-label">Assigned to</Box>
          <Box>{wo.assigned_to_names.length ? wo.assigned_to_names.join(', ') : 'Not assigned'}</Box>
        </div>
      </SpaceBetween>
    </Container>
  );
}
