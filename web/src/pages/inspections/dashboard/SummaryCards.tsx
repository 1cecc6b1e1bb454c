/**
 * The dashboard's summary cards (spec 2.4): Upcoming PMs (only on a PM-enabled site; opens the PM
 * list marked as coming from the dashboard), Checked Out Assets (opens its drawer) and Outstanding
 * Issues (opens /issues).
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
}: {
  checkedOut: number | undefined;
  outstanding: number | undefined;
  onOpenCheckedOut: () => void;
  onOpenIssues: () => void;
  /** The Upcoming PMs card, on a PM-enabled site. */
  upcomingPms?: { count: number | undefined; onOpen: () => void };
}) {
  return (
    <ColumnLayout columns={upcomingPms ? 3 : 2}>
      {upcomingPms && <Card label="Upcoming PMs" count={upcomingPms.count} onOpen={upcomingPms.onOpen} />}
      <Card label="Checked Out Assets" count={checkedOut} onOpen={onOpenCheckedOut} />
      <Card label="Outstanding Issues" count={outstanding} onOpen={onOpenIssues} />
    </ColumnLayout>
  );
}
