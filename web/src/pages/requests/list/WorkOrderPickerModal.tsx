/**
 * The Work Order picker of the request Edit panel (spec maintenance 2.7, 7, 9): the asset's work
 * orders that no request holds (number and title) in the list kit's PickerModal, 20 a page; one is
 * ticked and 'Select' hands it back. A failed load is an empty list (spec 8).
 */
import { WORK_ORDER_PICKER_PAGE_SIZE } from '@shared/requests/rules';
import { PickerModal } from '../../../components/list-kit/PickerModal';
import { loadWorkOrdersWithoutRequest, type PickableWorkOrder } from './requests-calls';

export function WorkOrderPickerModal({
  assetId,
  onPick,
  onClose,
}: {
  assetId: number;
  onPick: (workOrder: PickableWorkOrder) => void;
  onClose: () => void;
}) {
  return (
    <PickerModal<PickableWorkOrder>
      header="Work Orders"
      queryKey={['workorders', 'without-request', assetId]}
      load={({ pageIndex, search }) => loadWorkOrdersWithoutRequest(assetId, pageIndex, search)}
      pageSize={WORK_ORDER_PICKER_PAGE_SIZE}
      searchPlaceholder="Search Work Orders"
      loadingText="Loading work orders"
      trackBy="wo_id"
      selectionType="single"
      ariaLabels={{
        selectionGroupLabel: 'Work order',
        itemSelectionLabel: (_, item) => `Select ${item.wo_number}`,
        allItemsSelectionLabel: () => 'Select',
      }}
      columnDefinitions={[
        { id: 'number', header: 'Work Order #', cell: (row) => row.wo_number, width: 160 },
        { id: 'title', header: 'Work Order Title', cell: (row) => row.title },
      ]}
      confirmText="Select"
      onConfirm={([picked]) => picked && onPick(picked)}
      onClose={onClose}
    />
  );
}
