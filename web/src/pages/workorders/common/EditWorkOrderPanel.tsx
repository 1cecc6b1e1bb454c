/** The work order Edit panel opened from a list: loads the work order, then the form (spec maintenance 2.8). */
import { useEffect, useState } from 'react';
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
  // The form takes its values once, when it opens: it waits while a cached copy is being refetched
  // (just after a save, the cache still holds the work order as it was before it), and once open it
  // stays open through later background refetches, keeping what the user typed.
  const [formOpen, setFormOpen] = useState(false);
  const ready = detail.data !== undefined && (formOpen || !detail.isFetching);
  useEffect(() => {
    if (ready) setFormOpen(true);
  }, [ready]);
  if (!ready || !detail.data)
    return (
      <SidePanel title={title} onClose={onClose}>
        <Box textAlign="center" padding="l">
          {detail.isError ? 'No data found' : <Spinner />}
        </Box>
      </SidePanel>
    );
  return <WorkOrderFormPanel workOrder={detail.data} onClose={onClose} />;
}
