/**
 * /inspections/photo/{inspectionId} (spec 2.9): the inspection's photos as a gallery of
 * thumbnails; clicking one opens the zoom popup with the full photo; 'No photos' when it has none.
 * An unknown or foreign id shows the server's message.
 */
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { formatSiteDateTime } from '@shared/dates';
import { InspectionMessages } from '@shared/inspections/messages';
import { Messages } from '@shared/messages';
import { useSession } from '../../../app/session/session-store';
import { PhotoGallery } from '../../../components/photos/PhotoGallery';
import { withQueryClient } from '../../../components/query/query-client';
import { galleryPhotosOf, useInspectionDetail } from '../details/detail-calls';

export const InspectionPhotoPage = withQueryClient(function InspectionPhotoPage() {
  const { inspectionId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const query = useInspectionDetail(inspectionId, session.siteId);
  const detail = query.data;
  const detailsUrl = `/inspections/details/${inspectionId}`;

  const breadcrumb = (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Inspections', href: '/inspections' },
        { text: detail?.asset_name ?? 'Inspection', href: detailsUrl },
        { text: 'Photos', href: '#' },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href !== '#') navigate(event.detail.href);
      }}
    />
  );

  if (query.isError) {
    return (
      <SpaceBetween size="m">
        {breadcrumb}
        <Alert type="error">{query.error.message || Messages.noDataFound}</Alert>
      </SpaceBetween>
    );
  }
  if (!detail) {
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  }
  const photos = galleryPhotosOf(detail);
  return (
    <SpaceBetween size="l">
      {breadcrumb}
      <Container
        header={
          <Header
            variant="h2"
            counter={`(${photos.length})`}
            description={`Asset # ${detail.asset.internal_asset_id} \u00b7 ${formatSiteDateTime(detail.datetime_requested, detail.timezone)}`}
          >
            {`Photos of ${detail.asset_name}`}
          </Header>
        }
      >
        <PhotoGallery
          photos={photos}
          emptyText={InspectionMessages.noPhotos}
          onThumbnailMissing={() => void query.refetch()}
        />
      </Container>
    </SpaceBetween>
  );
});
