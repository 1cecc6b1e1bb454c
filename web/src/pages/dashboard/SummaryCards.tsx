/**
 * The dashboard's summary cards (spec 2.4): Checked Out Assets (opens its drawer) and Outstanding
 * Issues (opens /issues). Upcoming PMs joins them with the PM issue, on PM-enabled sites.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';

function Card({ label, count, onOpen }: { label: string; count: number | undefined; onOpen: () => void }) {
  return (
    <Container>
      <button
        type="button"
        className="ac-summary-card"
        onClick={onOpen}
        aria-label={`${label}: ${count ?? 'loading'}`}
      >
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
}: {
  checkedOut: number | undefined;
  outstanding: number | undefined;
  onOpenCheckedOut: () => void;
  onOpenIssues: () => void;
}) {
  return (
    <ColumnLayout columns={2}>
      <Card label="Checked Out Assets" count={checkedOut} onOpen={onOpenCheckedOut} />
      <Card label="Outstanding Issues" count={outstanding} onOpen={onOpenIssues} />
    </ColumnLayout>
  );
}
