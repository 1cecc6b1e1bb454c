/**
 * /inspections/details/{inspectionId} (spec 2.9, 3 'Inspection detail', 4, 5): breadcrumb back to
 * Inspections; the inspection's fields (asset name and #, meter hours, shift, operator, requested
 * time, manager and approval date in the site's timezone); the notes with the manager's review and
 * Accept (ReviewPanel); the photos as thumbnails that zoom to the full photo; the answers grouped
 * by checklist. A manager may start an issue from it (Create Issue: /issues/create/1). An unknown
 * or foreign id shows the server's message. An inspection the field app sent later than it was
 * done says so: "Submitted offline at ..., synced at ..." (shared/inspections/rules.ts 'Field sync').
 */
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { InspectionStatus, Role } from '@shared/codes';
import { formatSiteDateTime } from '@shared/dates';
import { InspectionMessages } from '@shared/inspections/messages';
import { submittedOffline } from '@shared/inspections/rules';
import type { InspectionDetail } from '@shared/inspections/detail-schemas';
import { Messages } from '@shared/messages';
import { useSession } from '../../../app/session/session-store';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { PhotoGallery } from '../../../components/photos/PhotoGallery';
import { withQueryClient } from '../../../components/query/query-client';
import { rememberInspectionForIssue } from '../../issues/create/from-inspection';
import { galleryPhotosOf, useInspectionDetail } from './detail-calls';
import { InspectionAttributes } from './InspectionAttributes';
import { ReviewPanel } from './ReviewPanel';

function InspectionsBreadcrumb({ current }: { current: string }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/inspections');
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Inspections', href: listUrl },
        { text: current, href: '#' },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === listUrl) navigate(listUrl);
      }}
    />
  );
}

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? '-' : String(value);

function InspectionInfo({ detail, actions }: { detail: InspectionDetail; actions: ReactNode }) {
  const zone = detail.timezone || detail.sites.timezone;
  const pending = detail.status === InspectionStatus.Pending;
  return (
    <Container
      header={
        <Header variant="h2" actions={actions}>
          {detail.asset_name}
        </Header>
      }
    >
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Asset Name', value: shown(detail.asset_name) },
          { label: 'Asset #', value: shown(detail.asset.internal_asset_id) },
          { label: 'Meter Hours', value: shown(detail.meter_hours) },
          { label: 'Shift', value: shown(detail.shift) },
          {
            label: 'Operator Name',
            value: shown(`${detail.operator_firstname} ${detail.operator_lastname}`.trim()),
          },
          { label: 'Requested On', value: shown(formatSiteDateTime(detail.datetime_requested, zone)) },
          { label: 'Manager Name', value: shown(detail.manager_name) },
          {
            label: 'Approved On',
            value: shown(detail.approval_date ? formatSiteDateTime(detail.approval_date, zone) : null),
          },
          {
            label: 'Status',
            value: (
              <StatusIndicator type={pending ? 'pending' : 'success'}>{detail.status_name}</StatusIndicator>
            ),
          },
          { label: 'Site', value: shown(detail.sites.site_name) },
        ]}
      />
      {submittedOffline(detail.datetime_requested, detail.synced_at) && (
        <Box margin={{ top: 'm' }}>
          <StatusIndicator type="info">
            {InspectionMessages.submittedOffline(
              formatSiteDateTime(detail.datetime_requested, zone),
              formatSiteDateTime(detail.synced_at!, zone),
            )}
          </StatusIndicator>
        </Box>
      )}
    </Container>
  );
}

export const InspectionDetailsPage = withQueryClient(function InspectionDetailsPage() {
  const { inspectionId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const query = useInspectionDetail(inspectionId, session.siteId);
  const isManager = session.roleId === Role.Manager;

  if (query.isError) {
    return (
      <SpaceBetween size="m">
        <InspectionsBreadcrumb current="Inspection" />
        <Alert type="error">{query.error.message || Messages.noDataFound}</Alert>
      </SpaceBetween>
    );
  }
  const detail = query.data;
  if (!detail) {
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  }

  const createIssue = () => {
    rememberInspectionForIssue(detail);
    navigate('/issues/create/1');
  };
  const photos = galleryPhotosOf(detail);

  return (
    <SpaceBetween size="l">
      <InspectionsBreadcrumb current={detail.asset_name} />
      <InspectionInfo
        detail={detail}
        actions={isManager && <Button onClick={createIssue}>Create Issue</Button>}
      />
      {/* Keyed by the inspection so the editable fields start from its own values. */}
      <ReviewPanel key={`${detail.inspection_id}:${detail.status}`} detail={detail} />
      <Container
        header={
          <Header variant="h2" counter={`(${photos.length})`}>
            Photos
          </Header>
        }
      >
        <PhotoGallery
          photos={photos}
          emptyText={InspectionMessages.noPhotos}
          onThumbnailMissing={() => void query.refetch()}
        />
      </Container>
      <Container header={<Header variant="h2">Attributes</Header>}>
        <InspectionAttributes groups={detail.attributes} />
      </Container>
    </SpaceBetween>
  );
});
