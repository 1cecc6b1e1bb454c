/**
 * A work order's linked issues (spec maintenance 2.8, 4): each opens its inspection
 * (inspections/details/{id}) in a new tab, or the issue itself when it came from no inspection;
 * Remove while the work order allows it (never once Completed). 'No Issues !' when there are none.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DraftIssue } from './work-order-draft';
import { WorkOrderMessages } from './workorders-calls';

const hrefOf = (issue: DraftIssue) =>
  issue.inspection_id
    ? `/inspections/details/${issue.inspection_id}`
    : issue.issue_uuid
      ? `/issues/details/${issue.issue_uuid}`
      : undefined;

export function IssuesSection({
  issues,
  onRemove,
}: {
  issues: readonly DraftIssue[];
  /** Absent: issues cannot be removed (a Completed work order, a view). */
  onRemove?: (issueUuid: string) => void;
}) {
  if (issues.length === 0) return <Box color="text-body-secondary">{WorkOrderMessages.noIssues}</Box>;
  return (
    <ul className="ac-wo-list" aria-label="Issues">
      {issues.map((issue) => {
        const href = hrefOf(issue);
        const text = `${issue.issue_number ? `#${issue.issue_number} ` : ''}${issue.name}`;
        return (
          <li key={issue.issue_uuid}>
            <SpaceBetween direction="horizontal" size="s" alignItems="center">
              {href ? (
                <Link href={href} external externalIconAriaLabel="(opens in a new tab)">
                  {text}
                </Link>
              ) : (
                <span>{text}</span>
              )}
              {onRemove && (
                <Button
                  variant="inline-link"
                  ariaLabel={`Remove ${issue.name}`}
                  onClick={() => onRemove(issue.issue_uuid)}
                >
                  Remove
                </Button>
              )}
            </SpaceBetween>
          </li>
        );
      })}
    </ul>
  );
}
