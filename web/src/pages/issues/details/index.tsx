/**
 * /issues/details/{workOrderId} (spec 2.10, 3 'Issue detail', 5 'Issue update', 6): the issue's
 * title, priority, status, asset no and notes, its comments, and the buttons Asset Details and
 * Inspection Details (when it came from one). A manager updates it (Update Issue) and comments
 * while it is open; a closed issue (15) locks every field. Executives read it only.
 */
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatSiteDateTime } from '@shared/dates';
import { IssueStatus, ISSUE_WRITE_ROLES } from '@shared/issues/rules';
import type { IssueDetail } from '@shared/issues/schemas';
import { Messages } from '@shared/messages';
import { useSession } from '../../../app/session/session-store';
import { FormLoading } from '../../../components/forms/FormFrame';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import { IssueStatusLabel, PriorityBadge } from '../common/IssueLabels';
import { IssueComments } from './IssueComments';
import { useIssueDetail } from './issue-calls';
import { UpdateIssueForm } from './UpdateIssueForm';
import { DowntimeControl } from '../../reliability/downtime/DowntimeControl';
import { useFailureCodeItems } from '../../reliability/failure-codes/FailureCodeSelects';
import { DOWNTIME_WRITE_ROLES } from '@shared/reliability/rules';
import './issue-details.css';

function IssuesBreadcrumb({ title, href }: { title: string; href: string }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/issues');
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Issues', href: listUrl },
        { text: title, href },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === listUrl) navigate(listUrl);
      }}
    />
  );
}

function IssueSummary({
  issue,
  showNotes,
  canMarkDown,
}: {
  issue: IssueDetail;
  showNotes: boolean;
  canMarkDown: boolean;
}) {
  const navigate = useNavigate();
  const codeItems = useFailureCodeItems(issue);
  return (
    <Container
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(`/assets/details/${issue.asset_id}`)}>Asset Details</Button>
              {issue.inspection_id && (
                <Button onClick={() => navigate(`/inspections/details/${issue.inspection_id}`)}>
                  Inspection Details
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {issue.name}
        </Header>
      }
    >
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Priority', value: <PriorityBadge priority={issue.priority} /> },
          { label: 'Status', value: <IssueStatusLabel status={issue.status} /> },
          { label: 'Asset #', value: issue.internal_asset_id },
          { label: 'Asset Name', value: issue.asset_name || '-' },
          { label: 'Site Name', value: issue.site_name || '-' },
          { label: 'Created', value: formatSiteDateTime(issue.created_at, issue.timezone) },
          { label: 'Created By', value: issue.created_by_name || '-' },
          { label: 'Last Updated', value: formatSiteDateTime(issue.updated_at, issue.timezone) },
          ...codeItems,
        ]}
      />
      <Box margin={{ top: 'l' }}>
        <DowntimeControl
          from={{ issue_uuid: issue.issue_uuid }}
          assetId={issue.asset_id}
          timezone={issue.timezone}
          canChange={canMarkDown}
        />
      </Box>
      {showNotes && (
        <Box margin={{ top: 'l' }}>
          <KeyValuePairs
            columns={1}
            items={[{ label: 'Notes', value: <div className="ac-issue-notes">{issue.notes || '-'}</div> }]}
          />
        </Box>
      )}
    </Container>
  );
}

export const IssueDetailsPage = withQueryClient(function IssueDetailsPage() {
  const { workOrderId = '' } = useParams();
  const session = useSession();
  const detail = useIssueDetail(workOrderId);
  const canEdit = (ISSUE_WRITE_ROLES as readonly (number | null)[]).includes(session.roleId);
  const href = `/issues/details/${workOrderId}`;

  if (detail.isError) {
    return (
      <SpaceBetween size="m">
        <IssuesBreadcrumb title={workOrderId} href={href} />
        <Alert type="error">{Messages.noDataFound}</Alert>
      </SpaceBetween>
    );
  }
  const issue = detail.data;
  if (!issue) return <FormLoading />;
  const open = issue.status !== IssueStatus.Closed;
  return (
    <SpaceBetween size="l">
      <IssuesBreadcrumb title={issue.name} href={href} />
      <IssueSummary
        issue={issue}
        showNotes={!canEdit}
        canMarkDown={(DOWNTIME_WRITE_ROLES as readonly (number | null)[]).includes(session.roleId)}
      />
      {canEdit && (
        <UpdateIssueForm
          key={`${issue.name}|${issue.priority}|${issue.status}|${issue.notes}|${issue.problem_code}|${issue.cause_code}|${issue.remedy_code}`}
          issue={issue}
          userId={session.loginData?.uuid}
        />
      )}
      <IssueComments issue={issue} canComment={canEdit && open} />
    </SpaceBetween>
  );
});
