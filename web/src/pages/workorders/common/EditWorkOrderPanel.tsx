/** The work order Edit panel opened from a list: loads the work order, then the form (spec maintenance 2.8). */
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { SidePanel } from '../../../components/SidePanel';
import { useWorkOrder } from './use-work-order';
import { WorkOrderFormPanel } from './WorkOrderFormPanel';

export function EditWorkOrderPanel({
  woId,
  title,
  onClose,
}: {
  woId: number;
  title: string;
  onClose: () => void;
}) {
  const detail = useWorkOrder(woId);
  if (!detail.data)
    return (
      <SidePanel title={title} onClose={onClose}>
        <Box textAlign="center" padding="l">
          {detail.isError ? 'No data found' : <Spinner />}
        </Box>
      </SidePanel>
    );
  return <WorkOrderFormPanel workOrder={detail.data} onClose={onClose} />;
}
