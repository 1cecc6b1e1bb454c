/** A PM's parts answer (issue 25 item 3): "Parts on hand" (green), "Short: <part> (need 4, have 1)" (red), or "-" without parts. */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { PmPartsStatus } from '@shared/parts/schemas';

export function PmPartsStatusText({ status }: { status: PmPartsStatus | undefined }) {
  if (!status || !status.text) return <>-</>;
  return (
    <span data-testid="pm-parts-status">
      <StatusIndicator type={status.short ? 'error' : 'success'}>{status.text}</StatusIndicator>
    </span>
  );
}
