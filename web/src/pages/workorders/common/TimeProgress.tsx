/**
 * Spent against estimated time as the work order screens show it (spec maintenance 2.8, 9):
 * 'N hrs M mins' of each, a progress bar of spent/estimated percent, and 'Overspent' in red when
 * the spent time exceeds the estimate (the bar then stays full).
 */
import Box from '@cloudscape-design/components/box';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatTaskTime } from '@shared/tasks/rules';

export interface Duration {
  hours: number;
  minutes: number;
}

const minutesOf = (d: Duration) => d.hours * 60 + d.minutes;

/** Spent/estimated percent (0 with no estimate and nothing spent; 100 with no estimate but time spent). */
export function spentPercent(estimated: Duration, spent: Duration): number {
  const est = minutesOf(estimated);
  const used = minutesOf(spent);
  if (est === 0) return used > 0 ? 100 : 0;
  return Math.round((used / est) * 100);
}

export const isOverspent = (estimated: Duration, spent: Duration) => minutesOf(spent) > minutesOf(estimated);

export function TimeProgress({
  estimated,
  spent,
  label,
}: {
  estimated: Duration;
  spent: Duration;
  label?: string;
}) {
  const percent = spentPercent(estimated, spent);
  const over = isOverspent(estimated, spent);
  return (
    <SpaceBetween size="xxs">
      {/* The label heads the block (a ProgressBar label would sit below the estimate line). */}
      {label ? <Box fontWeight="bold">{label}</Box> : null}
      <Box fontSize="body-s" color="text-body-secondary">
        Estimated {formatTaskTime(estimated.hours, estimated.minutes)} · Spent{' '}
        {formatTaskTime(spent.hours, spent.minutes)}
      </Box>
      <ProgressBar
        value={Math.min(100, percent)}
        ariaLabel={label ?? 'Time spent'}
        additionalInfo={
          over ? <StatusIndicator type="error">Overspent ({percent}%)</StatusIndicator> : undefined
        }
      />
    </SpaceBetween>
  );
}
