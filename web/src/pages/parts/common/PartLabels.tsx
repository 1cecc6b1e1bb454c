/** How the parts screens show a part's figures: money, the Low stock badge, status and a movement's kind. */
import Badge from '@cloudscape-design/components/badge';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { PartMessages } from '@shared/parts/messages';
import { MovementKind } from '@shared/parts/rules';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 4,
});
export const formatMoney = (n: number) => money.format(n);
export const formatQuantity = (n: number) => n.toLocaleString('en-US');

export function LowStockBadge() {
  return <Badge color="severity-high">{PartMessages.lowStockHeading}</Badge>;
}

export function PartStatusLabel({ active }: { active: boolean }) {
  return active ? (
    <StatusIndicator type="success">Active</StatusIndicator>
  ) : (
    <StatusIndicator type="stopped">Inactive</StatusIndicator>
  );
}

const KIND_NAMES: Record<string, string> = {
  [MovementKind.Receive]: 'Received',
  [MovementKind.Adjust]: 'Adjusted',
  [MovementKind.TransferOut]: 'Transferred out',
  [MovementKind.TransferIn]: 'Transferred in',
  [MovementKind.Use]: 'Used on work order',
};
export const movementKindName = (kind: string) => KIND_NAMES[kind] ?? kind;
