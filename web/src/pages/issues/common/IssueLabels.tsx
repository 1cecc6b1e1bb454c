/** An issue's status and priority as the lists and the details show them: names, priority as a coloured badge (spec 2.10, 4). */
import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { issuePriorityName, issueStatusName, IssueStatus } from '@shared/issues/rules';

const PRIORITY_COLOR: Record<number, BadgeProps['color']> = {
  1: 'severity-critical',
  2: 'severity-high',
  3: 'severity-medium',
  4: 'severity-low',
};

export function PriorityBadge({ priority }: { priority: number }) {
  return <Badge color={PRIORITY_COLOR[priority] ?? 'severity-neutral'}>{issuePriorityName(priority)}</Badge>;
}

const STATUS_TYPE: Record<number, StatusIndicatorProps.Type> = {
  [IssueStatus.Open]: 'pending',
  [IssueStatus.InProgress]: 'in-progress',
  [IssueStatus.Waiting]: 'stopped',
  [IssueStatus.Closed]: 'success',
};

/** One line, never broken inside a word ('In Prog / ress' at 1280 px: issue 26 item 6). */
export function IssueStatusLabel({ status }: { status: number }) {
  return (
    <span className="ac-issue-status">
      <StatusIndicator type={STATUS_TYPE[status] ?? 'info'} wrapText={false}>
        {issueStatusName(status)}
      </StatusIndicator>
    </span>
  );
}
