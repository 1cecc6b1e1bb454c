/**
 * The Work Order picker of the request Edit panel (spec maintenance 2.7, 7, 9): the asset's work
 * orders that no request holds (number and title), searched as typed (debounced 700 ms), 20 a
 * page; one is ticked and 'Select' hands it back. A failed load is an empty list (spec 8).
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
import { loadWorkOrdersWithoutRequest, type PickableWorkOrder } from './requests-calls';

const PICKER_PAGE_SIZE = 20;

export function WorkOrderPickerModal({
  assetId,
  onPick,
  onClose,
}: {
  assetId: number;
  onPick: (workOrder: PickableWorkOrder) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [chosen, setChosen] = useState<PickableWorkOrder | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPageIndex(1);
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const query = useQuery({
    queryKey: ['workorders', 'without-request', assetId, search, pageIndex],
    queryFn: () => loadWorkOrdersWithoutRequest(assetId, pageIndex, search).catch(() => ({ items: [], total: 0 })),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PICKER_PAGE_SIZE));

  return (
    <Modal
      visible
      size="large"
      header="Work Orders"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
              Select
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Table
        variant="embedded"
        items={items}
        loading={query.isPending}
        loadingText="Loading work orders"
        trackBy="wo_id"
        selectionType="single"
        selectedItems={chosen ? [chosen] : []}
        onSelectionChange={({ detail }) => setChosen(detail.selectedItems[0] ?? null)}
        ariaLabels={{
          selectionGroupLabel: 'Work order',
          itemSelectionLabel: (_, item) => `Select ${item.wo_number}`,
          allItemsSelectionLabel: () => 'Select',
        }}
        columnDefinitions={[
          { id: 'number', header: 'Work Order #', cell: (row) => row.wo_number, width: 160 },
          { id: 'title', header: 'Work Order Title', cell: (row) => row.title },
        ]}
        empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
        filter={
          <Input
            type="search"
            value={typed}
            placeholder="Search Work Orders"
            ariaLabel="Search Work Orders"
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
