/**
 * The Link Issues dialog of the work order screens (spec maintenance 2.8, 7, 9): the asset's issues
 * that can be linked (number and title) in the list kit's PickerModal, 20 a page; 'Link Issue'
 * hands the ticked issues back (the form merges duplicates by id). Issues already linked show
 * ticked and cannot be unticked here.
 */
import { ISSUE_PICKER_PAGE_SIZE } from '@shared/workorders/rules';
import { PickerModal } from '../../../components/list-kit/PickerModal';
import { loadAssetIssues, type LinkedIssue } from './workorders-calls';

export function LinkIssueModal({
  assetId,
  mrId,
  woId,
  alreadyLinked,
  onLink,
  onClose,
}: {
  assetId: number;
  mrId: number | null;
  woId: number | null;
  alreadyLinked: readonly string[];
  onLink: (issues: LinkedIssue[]) => void;
  onClose: () => void;
}) {
  const linked = new Set(alreadyLinked);
  return (
    <PickerModal<LinkedIssue>
      header="Link Issues"
      queryKey={['workorders', 'asset-issues', assetId, mrId, woId]}
      load={({ pageIndex, search }) => loadAssetIssues(assetId, { mrId, woId }, pageIndex, search)}
      pageSize={ISSUE_PICKER_PAGE_SIZE}
      searchPlaceholder="Search Issues"
      loadingText="Loading issues"
      trackBy="issue_uuid"
      selectionType="multi"
      isLocked={(issue) => linked.has(issue.issue_uuid)}
      ariaLabels={{
        selectionGroupLabel: 'Issues',
        itemSelectionLabel: (_, item) => `Select ${item.name}`,
        allItemsSelectionLabel: () => 'Select all issues of the page',
      }}
      columnDefinitions={[
        { id: 'number', header: 'Issue #', cell: (row) => row.issue_number, width: 110 },
        {
          id: 'name',
          header: 'Issue',
          cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>,
        },
      ]}
      confirmText="Link Issue"
      onConfirm={onLink}
      onClose={onClose}
    />
  );
}
