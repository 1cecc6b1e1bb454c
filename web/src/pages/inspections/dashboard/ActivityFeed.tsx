/**
 * The Activity Feed (spec 2.4, 9): the active site's activity (types 1 to 13), newest first, 20 a
 * page with Load more; a skeleton of 20 rows while the first page loads; 'No Activities' when empty.
 * Times are shown in the site's timezone.
 */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { formatSiteDateTime } from '@shared/dates';
import { FEED_PAGE_SIZE, useActivityFeed } from './dashboard-calls';

export function ActivityFeed({ siteId }: { siteId: number | null }) {
  const feed = useActivityFeed(siteId);
  const rows = feed.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Container header={<Header variant="h2">Activity Feed</Header>} fitHeight>
      <div className="ac-feed" data-testid="activity-feed">
        {feed.isPending ? (
          <ul className="ac-feed__list" aria-busy="true" aria-label="Loading activities">
            {Array.from({ length: FEED_PAGE_SIZE }, (_, i) => (
              <li key={i} className="ac-feed__item">
                <div className="ac-skeleton ac-skeleton--line" />
                <div className="ac-skeleton ac-skeleton--short" />
              </li>
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <Box textAlign="center" color="text-body-secondary">
            No Activities
          </Box>
        ) : (
          <ul className="ac-feed__list">
            {rows.map((row) => (
              <li key={row.activity_id} className="ac-feed__item" data-activity-type={row.activity_type}>
                <div>
                  <RouterLink to={`/assets/details/${row.asset_id}`}>{row.asset_name}</RouterLink>:{' '}
                  {row.activity_message}
                </div>
                <Box variant="small" color="text-body-secondary">
                  {row.updated_by_name ? `${row.updated_by_name} · ` : ''}
                  {formatSiteDateTime(row.created_at, row.timezone)}
                </Box>
              </li>
            ))}
          </ul>
        )}
        {feed.hasNextPage && (
          <Box textAlign="center" padding={{ top: 's' }}>
            <Button loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
              Load more
            </Button>
          </Box>
        )}
      </div>
    </Container>
  );
}
