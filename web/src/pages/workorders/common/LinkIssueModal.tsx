/**
 * The Link Issues dialog of the work order screens (spec maintenance 2.8, 7, 9): the asset's issues
 * that can be linked (number and title), searched as typed (debounced 700 ms), 20 a page; 'Link
 * Issue' stays disabled until one is ticked and hands the ticked issues back (the form merges
 * duplicates by id). Issues already linked show ticked.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { FILTER_DEBOUNCE_MS } from '@shared/codes';
import { Messages } from '@shared/messages';
import { loadAssetIssues, type LinkedIssue } from './workorders-calls';

const ISSUE_PAGE_SIZE = 20;

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
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [ticked, setTicked] = useState<LinkedIssue[]>([]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPageIndex(1);
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const query = useQuery({
    queryKey: ['workorders', 'asset-issues', assetId, mrId, woId, search, pageIndex],
    queryFn: () => loadAssetIssues(assetId, { mrId, woId }, pageIndex, search).catch(() => ({ items: [], total: 0 })),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ISSUE_PAGE_SIZE));
  const linked = new Set(alreadyLinked);

  return (
    <Modal
      visible
      size="large"
      header="Link Issues"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" disabled={ticked.length === 0} onClick={() => onLink(ticked)}>
              Link Issue
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Table
        variant="embedded"
        items={items}
        loading={query.isPending}
        loadingText="Loading issues"
        trackBy="issue_uuid"
        selectionType="multi"
        selectedItems={[...ticked, ...items.filter((i) => linked.has(i.issue_uuid))]}
        isItemDisabled={(item) => linked.has(item.issue_uuid)}
        onSelectionChange={({ detail }) =>
          setTicked((current) => [
            ...current.filter((t) => !items.some((i) => i.issue_uuid === t.issue_uuid)),
            ...detail.selectedItems.filter((i) => !linked.has(i.issue_uuid)),
          ])
        }
        ariaLabels={{
          selectionGroupLabel: 'Issues',
          itemSelectionLabel: (_, item) => `Select ${item.name}`,
          allItemsSelectionLabel: () => 'Select all issues of the page',
        }}
        columnDefinitions={[
          { id: 'number', header: 'Issue #', cell: (row) => row.issue_number, width: 110 },
          { id: 'name', header: 'Issue', cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span> },
        ]}
        empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
        filter={
          <Input
            type="search"
            value={typed}
            placeholder="Search Issues"
            ariaLabel="Search Issues"
            onChange={({ detail }) => setTyped(detail.value)}
          />
        }
        pagination={
          <Pagination currentPageIndex={pageIndex} pagesCount={pages} onChange={({ detail }) => setPageIndex(detail.currentPageIndex)} />
        }
      />
    </Modal>
  );
}
