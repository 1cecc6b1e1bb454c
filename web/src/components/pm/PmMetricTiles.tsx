/**
 * The PM metrics strip (maintenance 2.1, core-platform 2.4): Overdue, In Progress, Waiting and Open
 * PMs, each a button selecting its status filter (31, 33, 42, 43; clicking the selected tile again
 * clears it, 0), 'Loading...' while the counts load and 'X' when they failed. The PM list adds
 * PM compliance as a fifth, informative tile (issue 10 item 7); it selects nothing.
 */
import Box from '@cloudscape-design/components/box';
import { PmStatus } from '@shared/pm/codes';
import './pm-metric-tiles.css';

export interface PmMetricCounts {
  overdueCount: number;
  inProgressCount: number;
  waitingCount: number;
  openCount: number;
}

export interface PmCompliance {
  /** Completions judged. */
  completed: number;
  onTime: number;
  /** One decimal; null with no completions. */
  percent: number | null;
}

export const PM_METRIC_TILES = [
  { status: PmStatus.Overdue, label: 'Overdue PMs', count: 'overdueCount', tone: 'overdue' },
  { status: PmStatus.InProgress, label: 'In Progress PMs', count: 'inProgressCount', tone: 'progress' },
  { status: PmStatus.Waiting, label: 'Waiting PMs', count: 'waitingCount', tone: 'waiting' },
  { status: PmStatus.Open, label: 'Open PMs', count: 'openCount', tone: 'open' },
] as const satisfies readonly { status: number; label: string; count: keyof PmMetricCounts; tone: string }[];

/** The spec's tile texts: 'Loading...' while loading, 'X' on error, else the count. */
export function tileText(
  counts: PmMetricCounts | undefined,
  key: keyof PmMetricCounts,
  loading: boolean,
  failed: boolean,
) {
  if (failed) return 'X';
  if (loading || !counts) return 'Loading...';
  return String(counts[key]);
}

export function PmMetricTiles({
  counts,
  loading,
  failed,
  selected,
  onSelect,
  compliance,
  complianceLoading = false,
}: {
  counts: PmMetricCounts | undefined;
  loading: boolean;
  failed: boolean;
  /** The selected status (0: none). */
  selected: number;
  onSelect: (status: number) => void;
  /** Shown as a fifth tile when given (the PM list). */
  compliance?: PmCompliance | null;
  complianceLoading?: boolean;
}) {
  const showCompliance = compliance !== undefined;
  return (
    <div
      className={`ac-pm-tiles${showCompliance ? ' ac-pm-tiles--five' : ''}`}
      role="group"
      aria-label="PM metrics"
    >
      {PM_METRIC_TILES.map((tile) => {
        const active = selected === tile.status;
        const text = tileText(counts, tile.count, loading, failed);
        return (
          <button
            key={tile.status}
            type="button"
            className={`ac-pm-tile ac-pm-tile--${tile.tone}${active ? ' ac-pm-tile--active' : ''}`}
            aria-pressed={active}
            onClick={() => onSelect(active ? 0 : tile.status)}
          >
            <span className="ac-pm-tile__count">{text}</span>
            <span className="ac-pm-tile__label">{tile.label}</span>
          </button>
        );
      })}
      {showCompliance && (
        <div className="ac-pm-tile ac-pm-tile--compliance" aria-label="PM compliance" role="status">
          <span className="ac-pm-tile__count">
            {failed
              ? 'X'
              : complianceLoading
                ? 'Loading...'
                : compliance?.percent == null
                  ? '-'
                  : `${compliance.percent}%`}
          </span>
          <span className="ac-pm-tile__label">PM Compliance</span>
          {compliance && compliance.completed > 0 && (
            <Box variant="small" color="text-body-secondary">
              {compliance.onTime} of {compliance.completed} on time
            </Box>
          )}
        </div>
      )}
    </div>
  );
}
