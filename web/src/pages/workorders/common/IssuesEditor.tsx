/**
 * The work order form's Issues container (spec maintenance 2.8, 4): Link Issue, the 'Asset must be
 * selected first to link Issues !' warning and the linked issues (no Remove once Completed).
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { IssuesSection } from './IssuesSection';
import type { DraftIssue } from './work-order-draft';
import { WorkOrderMessages } from './workorders-calls';

export function IssuesEditor({
  issues,
  disabled,
  assetFirst,
  removable,
  onLink,
  onChange,
}: {
  issues: DraftIssue[];
  disabled: boolean;
  /** Link Issue was pressed without an asset. */
  assetFirst: boolean;
  removable: boolean;
  onLink: () => void;
  onChange: (issues: DraftIssue[]) => void;
}) {
  return (
    <Container
      header={
        <Header
          variant="h3"
          actions={
            <Button formAction="none" disabled={disabled} onClick={onLink}>
              Link Issue
            </Button>
          }
        >
          Issues
        </Header>
      }
    >
      <SpaceBetween size="s">
        {assetFirst && <Alert type="warning">{WorkOrderMessages.assetFirst}</Alert>}
        <IssuesSection issues={issues} onRemove={removable ? (uuid) => onChange(issues.filter((i) => i.issue_uuid !== uuid)) : undefined} />
      </SpaceBetween>
    </Container>
  );
}
