/**
 * An asset PM's status as the PM list and the asset's PM Plan tab show it (maintenance 2.1, 4):
 * Overdue a red badge and Due an amber one, each followed by the due-in text ('Overdue by 2
 * days', 'Due today'); the statuses people set (Open, Waiting, In Progress) and Completed as
 * quieter badges, with the due-in text when there is one.
 */
import Badge from '@cloudscape-design/components/badge';
import { PmStatus } from '@shared/pm/codes';
import './pm-status-badge.css';

export const PM_STATUS_NAMES: Record<number, string> = {
  [PmStatus.Active]: 'Active',
  [PmStatus.Overdue]: 'Overdue',
  [PmStatus.Due]: 'Due',
  [PmStatus.InProgress]: 'In Progress',
  [PmStatus.Waiting]: 'Waiting',
  [PmStatus.Open]: 'Open',
  [PmStatus.Completed]: 'Completed',
};

type BadgeColor = 'blue' | 'grey' | 'green' | 'red' | 'severity-medium';

const COLORS: Record<number, BadgeColor> = {
  [PmStatus.Overdue]: 'red',
  [PmStatus.Due]: 'severity-medium',
  [PmStatus.InProgress]: 'blue',
  [PmStatus.Waiting]: 'grey',
  [PmStatus.Open]: 'green',
  [PmStatus.Completed]: 'green',
};

export function pmStatusName(status: number, name?: string | null): string {
  return PM_STATUS_NAMES[status] ?? name ?? String(status);
}

export function PmStatusBadge({
  status,
  name,
  dueIn,
}: {
  status: number;
  /** The server's name for the status, used for a code this screen does not know. */
  name?: string | null;
  dueIn?: string | null;
}) {
  const urgent = status === PmStatus.Overdue || status === PmStatus.Due;
  return (
    <span className={`ac-pm-status${urgent ? ' ac-pm-status--urgent' : ''}`} data-pm-status={status}>
      <Badge color={COLORS[status] ?? 'grey'}>{pmStatusName(status, name)}</Badge>
      {dueIn && <span className="ac-pm-status__due">{dueIn}</span>}
    </span>
  );
}
