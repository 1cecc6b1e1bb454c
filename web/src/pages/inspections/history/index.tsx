/**
 * The per-asset history page (/inspections/history, spec 2.9, 5): pick an asset with inspections
 * (options 20 a page, loaded on scroll, typing debounced), press Generate ('Please select an Asset
 * first !' without one), and its inspections follow newest first, 20 more each time the list is
 * scrolled to its end. Each row opens the inspection. The generated asset is kept in the URL, so
 * Back from an inspection shows the same history.
 */
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { AssetMessages } from '@shared/assets/messages';
import { formatSiteDateTime } from '@shared/dates';
import { InspectionMessages } from '@shared/inspections/messages';
import type { InspectionRow } from '@shared/inspections/list-schemas';
import { useSession } from '../../../app/session/session-store';
import { InspectionBadges } from '../../../components/inspections/InspectionBadges';
import { usePagedOptions, type FilterOption } from '../../../components/list-kit';
import { LoadMoreOnScroll } from '../../../components/LoadMoreOnScroll';
import { withQueryClient } from '../../../components/query/query-client';
import { InspectionStatusCell, operatorName } from '../list/inspections-table-config';
import { inspectionsKeys } from '../list/inspections-keys';
import { historyAssetOptions, NO_NARROWING, useAssetHistory } from './history-calls';
import { historyAssetValue, readHistoryAsset, type HistoryAsset } from './history-rules';
import '../list/inspections.css';

const ASSET_PARAM = 'asset';
const NAME_PARAM = 'name';

function AssetPicker({
  value,
  error,
  userId,
  onChange,
  onGenerate,
}: {
  value: FilterOption | null;
  error: string | undefined;
  userId: string | undefined;
  onChange: (option: FilterOption) => void;
  onGenerate: () => void;
}) {
  const load = useMemo(() => historyAssetOptions(userId), [userId]);
  const paged = usePagedOptions({
    queryKey: [...inspectionsKeys.historyAssets, userId],
    load,
    narrowing: NO_NARROWING,
  });
  return (
    <FormField
      label="Asset"
      errorText={error}
      secondaryControl={
        <Button variant="primary" onClick={onGenerate}>
          Generate
        </Button>
      }
    >
      <Select
        placeholder="Select Asset"
        ariaLabel="Asset"
        filteringType="manual"
        filteringPlaceholder="Search Asset"
        empty={AssetMessages.noAsset}
        loadingText="Loading..."
        options={paged.options}
        statusType={paged.statusType}
        onLoadItems={paged.onLoadItems}
        selectedOption={value}
        onChange={({ detail }) =>
          onChange({ value: detail.selectedOption.value ?? '', label: detail.selectedOption.label ?? '' })
        }
      />
    </FormField>
  );
}

function HistoryTable({ asset, userId }: { asset: HistoryAsset; userId: string | undefined }) {
  const navigate = useNavigate();
  const history = useAssetHistory(asset, userId);
  const rows = useMemo(() => history.data?.pages.flat() ?? [], [history.data]);
  const when = (row: InspectionRow) => formatSiteDateTime(row.datetime_requested, row.sites.timezone);
  const open = (row: InspectionRow) => navigate(`/inspections/details/${row.inspection_id}`);

  const columns: TableProps.ColumnDefinition<InspectionRow>[] = [
    {
      id: 'datetime',
      header: 'Inspection Datetime',
      cell: (row) => (
        <Link
          href={`/inspections/details/${row.inspection_id}`}
          onFollow={(event) => {
            event.preventDefault();
            open(row);
          }}
        >
          {when(row)}
        </Link>
      ),
      minWidth: 190,
    },
    { id: 'operator', header: 'Operator', cell: operatorName, minWidth: 150 },
    {
      id: 'issues',
      header: 'New Issues',
      cell: (row) => (
        <InspectionBadges
          inspectionId={row.inspection_id}
          label={when(row)}
          newIssues={row.new_notok_attributes}
          imageCount={row.image_list.image_names.length}
        />
      ),
      minWidth: 130,
    },
    { id: 'status', header: 'Status', cell: (row) => <InspectionStatusCell row={row} />, minWidth: 120 },
    { id: 'shift', header: 'Shift No', cell: (row) => row.shift || '-', minWidth: 90 },
    { id: 'meter', header: 'Meter Reading', cell: (row) => row.meter_hours, minWidth: 120 },
    {
      id: 'approved',
      header: 'Approved On',
      cell: (row) => (row.approval_date ? formatSiteDateTime(row.approval_date, row.sites.timezone) : '-'),
      minWidth: 170,
    },
  ];

  return (
    <div data-testid="inspection-history">
      <Table
        variant="container"
        header={
          <Header counter={history.hasNextPage || history.isPending ? undefined : `(${rows.length})`}>
            Inspections of {asset.name}
          </Header>
        }
        items={rows}
        trackBy="inspection_id"
        columnDefinitions={columns}
        loading={history.isPending}
        loadingText="Loading inspections"
        empty={<Box textAlign="center">{InspectionMessages.noDataForAsset(asset.name)}</Box>}
      />
      <LoadMoreOnScroll
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage({ cancelRefetch: false })}
      />
    </div>
  );
}

export const InspectionHistoryPage = withQueryClient(function InspectionHistoryPage() {
  const session = useSession();
  const userId = session.loginData?.uuid;
  const [params, setParams] = useSearchParams();
  const generated = readHistoryAsset(params.get(ASSET_PARAM), params.get(NAME_PARAM) ?? '');
  const [picked, setPicked] = useState<FilterOption | null>(
    generated ? { value: historyAssetValue(generated), label: generated.name } : null,
  );
  const [error, setError] = useState<string>();

  const generate = () => {
    const asset = picked && readHistoryAsset(picked.value, picked.label);
    if (!asset) {
      setError(InspectionMessages.historyAssetRequired);
      return;
    }
    setParams({ [ASSET_PARAM]: historyAssetValue(asset), [NAME_PARAM]: asset.name }, { replace: true });
  };

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h1">Inspection History</Header>}>
        <div className="ac-history-picker">
          <AssetPicker
            value={picked}
            error={error}
            userId={userId}
            onChange={(option) => {
              setPicked(option);
              setError(undefined);
            }}
            onGenerate={generate}
          />
        </div>
      </Container>
      {generated && <HistoryTable key={historyAssetValue(generated)} asset={generated} userId={userId} />}
    </SpaceBetween>
  );
});
