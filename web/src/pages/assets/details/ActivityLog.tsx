/**
 * The asset's Activity Log (spec 2.7, 9): newest first, 20 a page with Load more, a filter menu
 * All / Inspections / Issues / PM, 'No Activities' when empty. Times in the site's timezone.
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { ActivityFilter } from '@shared/assets/rules';
import { formatSiteDateTime } from '@shared/dates';
import { ACTIVITY_FILTERS } from './activity-constants';
import { useActivityLog } from './asset-calls';

export function ActivityLog({ assetId }: { assetId: number }) {
  const [filter, setFilter] = useState<number>(ActivityFilter.All);
  const log = useActivityLog(assetId, filter);
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];
  const filterText = ACTIVITY_FILTERS.find((f) => f.id === String(filter))?.text ?? 'All';

  return (
    <Container
      fitHeight
      header={
        <Header
          variant="h2"
          actions={
            <ButtonDropdown
              ariaLabel={`Activity filter: ${filterText}`}
              items={ACTIVITY_FILTERS.map((f) => ({
                ...f,
                itemType: 'checkbox' as const,
                checked: f.id === String(filter),
              }))}
              onItemClick={({ detail }) => setFilter(Number(detail.id))}
            >
              {filterText}
            </ButtonDropdown>
          }
        >
          Activity Log
        </Header>
      }
    >
      <div className="ac-activity" data-testid="activity-log">
        {log.isPending ? (
          <Box textAlign="center">
            <Spinner />
          </Box>
        ) : rows.length === 0 ? (
          <Box textAlign="center" color="text-body-secondary">
            No Activities
          </Box>
        ) : (
          <ul className="ac-activity__list">
            {rows.map((row) => (
              <li key={row.activity_id} className="ac-activity__item">
                <div>{row.activity_message}</div>
                <Box variant="small" color="text-body-secondary">
                  {row.updated_by_name ? `${row.updated_by_name} · ` : ''}
                  {formatSiteDateTime(row.created_at, row.timezone)}
                </Box>
              </li>
            ))}
          </ul>
        )}
        {log.hasNextPage && (
          <Box textAlign="center" padding={{ top: 's' }}>
            <Button loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              Load more
            </Button>
          </Box>
        )}
      </div>
    </Container>
  );
}
