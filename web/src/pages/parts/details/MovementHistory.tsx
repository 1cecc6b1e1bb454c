/** The part's movement history, newest first, a page at a time (open-ended: the next page while there is more). */
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import { formatSiteDateTime } from '@shared/dates';
import type { MovementRow, PartDetail } from '@shared/parts/schemas';
import { PAGINATION_LABELS } from '../../../components/list-kit/pagination-labels';
import { formatMoney, formatQuantity, movementKindName } from '../common/PartLabels';

export function MovementHistory({
  movements,
  pageIndex,
  loading,
  siteName,
  timezone,
  onPage,
}: {
  movements: PartDetail['movements'];
  pageIndex: number;
  loading: boolean;
  siteName: (siteId: number | null) => string;
  timezone: string | undefined;
  onPage: (pageIndex: number) => void;
}) {
  const signed = (n: number) => (n > 0 ? `+${formatQuantity(n)}` : formatQuantity(n));
  const why = (m: MovementRow) =>
    [
      m.reason,
      m.other_site_id !== null ? `${m.quantity < 0 ? 'to' : 'from'} ${siteName(m.other_site_id)}` : '',
    ]
      .filter(Boolean)
      .join(' · ') || '-';
  return (
    <div data-testid="part-movements">
      <Table
        variant="container"
        items={movements.list}
        trackBy="movement_id"
        loading={loading}
        loadingText="Loading movements"
        header={<Header>Movement history</Header>}
        empty={<Box textAlign="center">No movements yet</Box>}
        columnDefinitions={[
          { id: 'at', header: 'Date', cell: (m) => formatSiteDateTime(m.at, timezone) },
          { id: 'kind', header: 'Movement', cell: (m) => movementKindName(m.kind) },
          { id: 'site', header: 'Site', cell: (m) => siteName(m.site_id) },
          { id: 'quantity', header: 'Quantity', cell: (m) => signed(m.quantity) },
          { id: 'after', header: 'On Hand After', cell: (m) => formatQuantity(m.on_hand_after) },
          { id: 'cost', header: 'Unit Cost', cell: (m) => formatMoney(m.unit_cost) },
          { id: 'why', header: 'Reason', cell: why },
        ]}
        pagination={
          <Pagination
            ariaLabels={PAGINATION_LABELS}
            currentPageIndex={pageIndex}
            pagesCount={movements.has_more ? pageIndex + 1 : pageIndex}
            openEnd={movements.has_more}
            onChange={({ detail }) => onPage(detail.currentPageIndex)}
          />
        }
      />
    </div>
  );
}
