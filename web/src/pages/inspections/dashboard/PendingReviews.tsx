/**
 * Pending Reviews (spec 2.4, 4): the active site's pending inspections, oldest first, with the new
 * failed items as a badge whose popover lists them as chips, the photo count, the asset's open
 * issues (to /issues with the asset), and View / Approve. Either action on an inspection whose
 * asset has an earlier pending one shows the 'Pending Inspection' popup instead.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { badgeText } from '@shared/codes';
import type { PendingInspection } from '@shared/inspections/detail-schemas';
import { Messages } from '@shared/messages';
import type { IssuesOfAssetState } from '../../assets/list/assets-table-config';
import { ApproveInspectionModal, type ApprovalTarget } from '../approve/ApproveInspectionModal';
import { PendingInspectionModal } from '../approve/PendingInspectionModal';
import { PhotoIcon } from '../../../components/inspections/PhotoIcon';

function NewIssues({ row }: { row: PendingInspection }) {
  const failed = row.new_notok_attributes;
  const photos = row.image_list.image_names.length;
  const navigate = useNavigate();
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {failed.length > 0 ? (
        <Popover
          dismissButton={false}
          triggerType="custom"
          header="New issues"
          content={
            <div className="ac-chips">
              {failed.map((item) => (
                <span key={item.id} className="ac-chip">
                  {item.name}
                </span>
              ))}
            </div>
          }
        >
          <button
            type="button"
            className="ac-badge-button"
            aria-label={`New issues of ${row.asset_name}: ${failed.length}`}
          >
            <Badge color="red">{badgeText(failed.length)}</Badge>
          </button>
        </Popover>
      ) : (
        <Badge color="grey">0</Badge>
      )}
      <button
        type="button"
        className="ac-badge-button"
        aria-label={`Photos of ${row.asset_name}: ${photos}`}
        disabled={photos === 0}
        onClick={() => navigate(`/inspections/photo/${row.inspection_id}`)}
      >
        <Badge color={photos > 0 ? 'blue' : 'grey'}>
          <PhotoIcon /> {badgeText(photos)}
        </Badge>
      </button>
    </SpaceBetween>
  );
}

function OpenIssues({ row }: { row: PendingInspection }) {
  const count = row.openIssuesCount;
  const badge = <Badge color={count > 0 ? 'red' : 'grey'}>{badgeText(count)}</Badge>;
  if (count === 0) return badge;
  const state: IssuesOfAssetState = {
    asset: { asset_id: row.asset_id, internal_asset_id: row.internal_asset_id, name: row.asset_name },
  };
  return (
    <RouterLink to="/issues" state={state} aria-label={`Open issues of ${row.asset_name}: ${count}`}>
      {badge}
    </RouterLink>
  );
}

export function PendingReviews({ rows, loading }: { rows: PendingInspection[]; loading: boolean }) {
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(false);
  const [approving, setApproving] = useState<ApprovalTarget | null>(null);

  const view = (row: PendingInspection) =>
    row.has_earlier_pending ? setBlocked(true) : navigate(`/inspections/details/${row.inspection_id}`);
  const approve = (row: PendingInspection) =>
    row.has_earlier_pending ? setBlocked(true) : setApproving(row);

  return (
    <div data-testid="pending-reviews">
      <Table<PendingInspection>
        variant="container"
        loading={loading}
        loadingText="Loading pending reviews"
        header={<Header counter={loading ? undefined : `(${rows.length})`}>Pending Reviews</Header>}
        items={rows}
        trackBy="inspection_id"
        empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
        columnDefinitions={[
          {
            id: 'asset',
            header: 'Asset Name',
            cell: (row) => (
              <div>
                <div>{row.asset_name}</div>
                <Box variant="small" color="text-body-secondary">
                  # {row.internal_asset_id}
                </Box>
              </div>
            ),
          },
          { id: 'new', header: 'New Issues', cell: (row) => <NewIssues row={row} /> },
          { id: 'open', header: 'Open Issues', cell: (row) => <OpenIssues row={row} /> },
          { id: 'elapsed', header: 'Time Elapsed', cell: (row) => row.timeelapsed },
          {
            id: 'operator',
            header: 'Operator Name',
            cell: (row) => `${row.operator_firstname} ${row.operator_lastname}`.trim(),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (row) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  ariaLabel={`Inspection View of ${row.asset_name}`}
                  onClick={() => view(row)}
                >
                  Inspection View
                </Button>
                {row.showHideApprove && (
                  <Button
                    variant="inline-link"
                    ariaLabel={`Approve inspection of ${row.asset_name}`}
                    onClick={() => approve(row)}
                  >
                    Approve
                  </Button>
                )}
              </SpaceBetween>
            ),
          },
        ]}
      />
      <PendingInspectionModal visible={blocked} onClose={() => setBlocked(false)} />
      {approving && <ApproveInspectionModal target={approving} onClose={() => setApproving(null)} />}
    </div>
  );
}
