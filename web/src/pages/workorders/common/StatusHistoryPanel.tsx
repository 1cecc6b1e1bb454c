/**
 * The Status History panel of a work order (spec maintenance 2.8, 3 'Work order activity entry'):
 * its activity entries, newest first as the server sends them (header, message, who and when in
 * the site's timezone); 'No history to show !' when there are none.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { SidePanel } from '../../../components/SidePanel';
import { showDateTime } from './dates';
import { useWorkOrderHistory } from './use-work-order';
import { WorkOrderMessages } from './workorders-calls';

export function StatusHistoryPanel({
  woId,
  title,
  onClose,
}: {
  woId: number;
  title: string;
  onClose: () => void;
}) {
  const history = useWorkOrderHistory(woId);
  const entries = history.data ?? [];
  return (
    <SidePanel title={`Status History · ${title}`} onClose={onClose}>
      {history.isPending ? (
        <Box textAlign="center" padding="l">
          <Spinner />
        </Box>
      ) : entries.length === 0 ? (
        <Box color="text-body-secondary">{WorkOrderMessages.noHistory}</Box>
      ) : (
        <ol className="ac-wo-history" aria-label="Status history">
          {entries.map((entry) => (
            <li key={entry.activity_id}>
              <SpaceBetween size="xxxs">
                <Box fontWeight="bold">{entry.activity_header}</Box>
                <Box>{entry.activity_message}</Box>
                <Box fontSize="body-s" color="text-body-secondary">
                  {entry.updated_by_name} · {showDateTime(entry.created_at, entry.timezone)}
                </Box>
              </SpaceBetween>
            </li>
          ))}
        </ol>
      )}
    </SidePanel>
  );
}
