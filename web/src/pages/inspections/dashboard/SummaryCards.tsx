/**
 * The dashboard's summary cards (spec 2.4): Upcoming PMs (only on a PM-enabled site; opens the PM
 * list marked as coming from the dashboard), Checked Out Assets (opens its drawer) and Outstanding
 * Issues (opens /issues), and Low stock (issue 25 item 4, on a site that shows maintenance: stock
 * rows at or below their minimum; opens the parts list with its Low stock filter on).
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';

function Card({ label, count, onOpen }: { label: string; count: number | undefined; onOpen: () => void }) {
  return (
    <Container>
      <button type="button" className="ac-summary-card" onClick={onOpen}>
        <Box variant="awsui-key-label">{label}</Box>
        <Box variant="awsui-value-large">{count === undefined ? '…' : count}</Box>
      </button>
    </Container>
  );
}

export function SummaryCards({
  checkedOut,
  outstanding,
  onOpenCheckedOut,
  onOpenIssues,
  upcomingPms,
  lowStock,
}: {
  checkedOut: number | undefined;
  outstanding: number | undefined;
  onOpenCheckedOut: () => void;
  onOpenIssues: () => void;
  /** The Upcoming PMs card, on a PM-enabled site. */
  upcomingPms?: { count: number | undefined; onOpen: () => void };
  /** The Low stock card, on a site that shows maintenance (parts are a maintenance feature). */
  lowStock?: { count: number | undefined; onOpen: () => void };
}) {
  return (
    <ColumnLayout columns={2 + (upcomingPms ? 1 : 0) + (lowStock ? 1 : 0)}>
      {upcomingPms && <Card label="Upcoming PMs" count={upcomingPms.count} onOpen={upcomingPms.onOpen} />}
      <Card label="Checked Out Assets" count={checkedOut} onOpen={onOpenCheckedOut} />
      <Card label="Outstanding Issues" count={outstanding} onOpen={onOpenIssues} />
      {lowStock && <Card label="Low stock" count={lowStock.count} onOpen={lowStock.onOpen} />}
    </ColumnLayout>
  );
}
