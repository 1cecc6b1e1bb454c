/**
 * /inspection-photos ('Photos' in the sidebar, spec 2.2): the active site's recent inspection
 * photos, newest first, 20 a page, filterable by asset and date range (kept in the URL). Only
 * thumbnails load in the grid (20 stay well under 1 MB); clicking one zooms to the full photo, and
 * each caption links to its inspection.
 */
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import { PAGINATION_LABELS } from '../../../components/list-kit/pagination-labels';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { formatSiteDateTime } from '@shared/dates';
import { InspectionMessages } from '@shared/inspections/messages';
import type { InspectionPhoto } from '@shared/inspections/upload-schemas';
import { useSession } from '../../../app/session/session-store';
import { activeSite } from '../../../app/shell/active-site';
import { DateRangeFilter, rangeText } from '../../../components/DateRangeFilter';
import { FilterControl } from '../../../components/list-kit/FilterControl';
import type { FilterOption, ListFilterDef } from '../../../components/list-kit/list-state';
import { PhotoGallery, type GalleryPhoto } from '../../../components/photos/PhotoGallery';
import { withQueryClient } from '../../../components/query/query-client';
import { loadAssetOptions, PHOTOS_PAGE_SIZE, useInspectionPhotos, type PhotoFilters } from './photos-calls';

const ASSET_FILTER: ListFilterDef = {
  id: 'asset',
  label: 'Asset',
  multiple: false,
  loadOptions: loadAssetOptions,
  emptyText: 'No asset found',
};
const NO_NARROWING = { search: '', filters: {} };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the URL holds them: ?asset=12&assetName=…&from=…&to=…&page=2. */
function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PhotoFilters = useMemo(() => {
    const asset = Number(params.get('asset'));
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const page = Number(params.get('page'));
    return {
      assetId: Number.isSafeInteger(asset) && asset > 0 ? asset : null,
      from: DAY.test(from) ? from : '',
      to: DAY.test(to) ? to : '',
      pageIndex: Number.isSafeInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);
  const assetLabel = params.get('assetName') ?? '';
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );
  return { filters, assetLabel, update };
}

function PhotoCaption({ photo }: { photo: InspectionPhoto }) {
  const navigate = useNavigate();
  const href = `/inspections/details/${photo.inspection_id}`;
  return (
    <>
      <Link
        href={href}
        fontSize="body-s"
        onFollow={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {photo.asset.name}
      </Link>
      <span className="ac-photo-caption-line"># {photo.asset.internal_asset_id}</span>
      <span className="ac-photo-caption-line">
        {formatSiteDateTime(photo.datetime_requested, photo.timezone)}
      </span>
    </>
  );
}

export const InspectionPhotosPage = withQueryClient(function InspectionPhotosPage() {
  const session = useSession();
  const { filters, assetLabel, update } = useUrlFilters();
  const query = useInspectionPhotos(session.siteId, filters);
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const more = total > filters.pageIndex * PHOTOS_PAGE_SIZE;
  const pagesCount = Math.max(filters.pageIndex, Math.ceil(total / PHOTOS_PAGE_SIZE));
  const assetValue: FilterOption[] =
    filters.assetId === null
      ? []
      : [{ value: String(filters.assetId), label: assetLabel || String(filters.assetId) }];
  const filtered = filters.assetId !== null || filters.from !== '' || filters.to !== '';

  const photos: GalleryPhoto[] = rows.map((photo) => ({
    id: `${photo.inspection_id}/${photo.image_name}`,
    thumbnailUrl: photo.thumbnail_url,
    url: photo.url,
    alt: `Photo of ${photo.asset.name}, ${formatSiteDateTime(photo.datetime_requested, photo.timezone)}`,
    caption: <PhotoCaption photo={photo} />,
  }));

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h2"
            description="Recent inspection photos of the active site, newest first. Each links to its inspection."
            actions={
              <Button
                disabled={!filtered}
                onClick={() => update({ asset: null, assetName: null, from: null, to: null, page: null })}
              >
                Reset Filters
              </Button>
            }
          >
            Photos
          </Header>
        }
      >
        <div>
          <SpaceBetween direction="horizontal" size="l">
            <div style={{ minWidth: 280 }}>
              <FilterControl
                def={ASSET_FILTER}
                value={assetValue}
                narrowing={NO_NARROWING}
                optionsKey={['inspections', 'photos', 'options', session.siteId]}
                onChange={(value) => {
                  const [chosen] = value;
                  update({ asset: chosen?.value ?? null, assetName: chosen?.label ?? null, page: null });
                }}
              />
            </div>
            <div data-filter="Date range">
              <FormField label="Date range" description={rangeText(filters) || undefined}>
                <DateRangeFilter
                  value={filters}
                  timezone={activeSite(session)?.timezone}
                  onChange={(range) => update({ from: range.from || null, to: range.to || null, page: null })}
                />
              </FormField>
            </div>
          </SpaceBetween>
        </div>
      </Container>
      <Container
        header={
          <Header
            variant="h2"
            counter={query.data ? `(${rows.length}${more ? '+' : ''})` : undefined}
            actions={
              total > PHOTOS_PAGE_SIZE || filters.pageIndex > 1 ? (
                <Pagination
                  ariaLabels={PAGINATION_LABELS}
                  currentPageIndex={filters.pageIndex}
                  pagesCount={pagesCount}
                  openEnd={more}
                  onChange={({ detail }) =>
                    update({ page: detail.currentPageIndex > 1 ? String(detail.currentPageIndex) : null })
                  }
                />
              ) : undefined
            }
          >
            Inspection photos
          </Header>
        }
      >
        {query.isPending ? (
          <Box textAlign="center" padding="l">
            <Spinner size="large" />
          </Box>
        ) : (
          <PhotoGallery
            photos={photos}
            emptyText={InspectionMessages.noPhotos}
            onThumbnailMissing={() => void query.refetch()}
          />
        )}
      </Container>
    </SpaceBetween>
  );
});
