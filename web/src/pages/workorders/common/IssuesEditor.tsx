/**
 * The work order form's Issues container (spec maintenance 2.8, 4): Link Issue, the 'Asset must be
 * selected first to link Issues !' warning and the linked issues (no Remove once Completed).
 */
import { ActionContainer } from '../../../components/ActionContainer';
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
    <ActionContainer
      title="Issues"
      actionText="Link Issue"
      disabled={disabled}
      onAction={onLink}
      alert={assetFirst ? { type: 'warning', text: WorkOrderMessages.assetFirst } : null}
    >
      <IssuesSection
        issues={issues}
        onRemove={removable ? (uuid) => onChange(issues.filter((i) => i.issue_uuid !== uuid)) : undefined}
      />
    </ActionContainer>
  );
}
