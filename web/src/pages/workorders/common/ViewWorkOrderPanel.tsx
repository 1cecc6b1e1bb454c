/**
 * The work order View panel (spec maintenance 2.8), titled with its number and title: description,
 * created date, status, work type, priority, due date, asset info (opens the asset in a new tab),
 * issues (each opens its inspection in a new tab), tasks with the total estimate, spent time,
 * progress and labour cost, the service dealer's name and e-mail, the attachments; the empty
 * texts 'No Issues !', 'No Tasks !', 'No Service Dealer added !', 'No Attachments !'.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import {
  MaintenancePriorityBadge,
  WorkOrderStatusBadge,
} from '../../../components/maintenance/MaintenanceLabels';
import { SidePanel } from '../../../components/SidePanel';
import { showDate } from './dates';
import { IssuesSection } from './IssuesSection';
import { TasksSection } from './TasksSection';
import { useWorkOrder } from './use-work-order';
import { draftOf } from './work-order-draft';
import { AttachmentsView, DealerView } from './WorkOrderSlots';
import './workorders.css';

export function ViewWorkOrderPanel({
  woId,
  title,
  onClose,
}: {
  woId: number;
  title: string;
  onClose: () => void;
}) {
  const detail = useWorkOrder(woId);
  const wo = detail.data;
  const draft = wo ? draftOf(wo) : null;
  return (
    <SidePanel title={wo ? `${wo.wo_number} ${wo.title}` : title} onClose={onClose} wide>
      {!wo ? (
        <Box textAlign="center" padding="l">
          {detail.isError ? 'No data found' : <Spinner />}
        </Box>
      ) : (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Created Date', value: showDate(wo.created_at, wo.sites.timezone) },
              { label: 'Status', value: <WorkOrderStatusBadge status={wo.status} name={wo.status_name} /> },
              { label: 'Work Type', value: wo.wo_type_name || '-' },
              {
                label: 'Priority',
                value: <MaintenancePriorityBadge priority={wo.priority} name={wo.priority_name} />,
              },
              { label: 'Due Date', value: showDate(wo.due_at, wo.sites.timezone) },
              {
                label: 'Asset Info',
                value: (
                  <Link
                    href={`/assets/details/${wo.asset_id}`}
                    external
                    externalIconAriaLabel="(opens in a new tab)"
                  >
                    {`${wo.asset.name} (#${wo.asset.internal_asset_id})`}
                  </Link>
                ),
              },
              {
                label: 'Assigned to',
                value: wo.assigned_to_names.length ? wo.assigned_to_names.join(', ') : 'Not assigned',
              },
            ]}
          />
          <div>
            <Box variant="awsui-key-label">Description</Box>
            <div className="ac-wo-text">{wo.description}</div>
          </div>
          <Container header={<Header variant="h3">Issues</Header>}>
            <IssuesSection issues={draft?.issues ?? []} />
          </Container>
          <Container header={<Header variant="h3">Tasks</Header>}>
            <TasksSection tasks={draft?.tasks ?? []} editable={false} />
          </Container>
          <Container header={<Header variant="h3">Service Dealer</Header>}>
            <DealerView dealer={draft?.dealer ?? null} />
          </Container>
          <Container header={<Header variant="h3">Attachments</Header>}>
            <AttachmentsView attachments={draft?.attachments ?? []} />
          </Container>
        </SpaceBetween>
      )}
    </SidePanel>
  );
}
