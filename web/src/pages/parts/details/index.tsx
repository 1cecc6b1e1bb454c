/**
 * /parts/details/{id} (issue 25 items 1, 2, 4): the part's fields, its stock per site (on hand,
 * minimum, bin, a 'Low stock' badge) and its movement history, newest first, a page at a time.
 * Managers and company admins edit it, set a site's minimum and bin, deactivate it (after a
 * confirmation; Activate brings it back), set, replace or remove its photo, and move its stock:
 * Receive, Adjust, Transfer, each in its modal. Executives read only.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { PART_WRITE_ROLES } from '@shared/parts/rules';
import type { PartDetail } from '@shared/parts/schemas';
import { useSession } from '../../../app/session/session-store';
import { activeSite } from '../../../app/shell/active-site';
import type { Choice } from '../../../components/forms/fields';
import { FormLoading } from '../../../components/forms/FormFrame';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import { getDealer, getPart } from '../common/parts-calls';
import { PartFormDrawer } from '../common/PartFormDrawer';
import { formatMoney, formatQuantity, LowStockBadge, PartStatusLabel } from '../common/PartLabels';
import { stockingSites } from '../common/stock-sites';
import { partsKeys } from '../parts-keys';
import { ActivatePartButton } from './ActivatePartButton';
import { DeactivatePartModal } from './DeactivatePartModal';
import { MovementHistory } from './MovementHistory';
import { MovementModal, type MovementKindName } from './MovementModal';
import { PartPhoto } from './PartPhoto';
import { StockSettingsModal } from './StockSettingsModal';
import { StockTable } from './StockTable';
import '../common/parts.css';

type Open =
  | { modal: 'move'; kind: MovementKindName }
  | { modal: 'settings'; siteId: number | null }
  | { modal: 'edit' }
  | { modal: 'deactivate' }
  | null;

function PartsBreadcrumb({ title, href }: { title: string; href: string }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/parts');
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Parts', href: listUrl },
        { text: title, href },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === listUrl) navigate(listUrl);
      }}
    />
  );
}

function DealerName({ dealerId }: { dealerId: number }) {
  const dealer = useQuery({ queryKey: partsKeys.dealer(dealerId), queryFn: () => getDealer(dealerId) });
  if (dealer.isPending) return <>…</>;
  return <>{dealer.data ? `${dealer.data.name} (${dealer.data.email})` : '-'}</>;
}

function PartSummary({
  part,
  canWrite,
  onOpen,
}: {
  part: PartDetail;
  canWrite: boolean;
  onOpen: (open: Open) => void;
}) {
  const movable = canWrite && part.is_active;
  return (
    <Container
      header={
        <Header
          variant="h1"
          description={part.name}
          actions={
            canWrite && !part.is_active ? (
              <ActivatePartButton partId={part.part_id} />
            ) : (
              movable && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => onOpen({ modal: 'edit' })}>Edit</Button>
                  <Button onClick={() => onOpen({ modal: 'deactivate' })}>Deactivate</Button>
                  <Button onClick={() => onOpen({ modal: 'move', kind: 'transfer' })}>Transfer</Button>
                  <Button onClick={() => onOpen({ modal: 'move', kind: 'adjust' })}>Adjust</Button>
                  <Button variant="primary" onClick={() => onOpen({ modal: 'move', kind: 'receive' })}>
                    Receive
                  </Button>
                </SpaceBetween>
              )
            )
          }
        >
          {part.part_number}
        </Header>
      }
    >
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Category', value: part.category },
          { label: 'Unit', value: part.unit },
          { label: 'Unit Cost', value: formatMoney(part.unit_cost) },
          { label: 'Average Cost', value: formatMoney(part.average_cost) },
          {
            label: 'On Hand (all sites)',
            value: (
              <span className="ac-part-on-hand">
                {formatQuantity(part.total_on_hand)} {part.unit}
                {part.low_stock_site_ids.length > 0 && <LowStockBadge />}
              </span>
            ),
          },
          { label: 'Status', value: <PartStatusLabel active={part.is_active} /> },
          // Executives may not read the company's dealers (the dealer calls are the writers').
          ...(canWrite
            ? [
                {
                  label: 'Preferred Dealer',
                  value: part.preferred_dealer_id ? <DealerName dealerId={part.preferred_dealer_id} /> : '-',
                },
              ]
            : []),
          { label: 'Description', value: part.description || '-' },
          { label: 'Photo', value: <PartPhoto part={part} canWrite={canWrite} /> },
        ]}
      />
    </Container>
  );
}

export const PartDetailsPage = withQueryClient(function PartDetailsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const [pageIndex, setPageIndex] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const detail = useQuery({
    queryKey: partsKeys.detailPage(id, pageIndex),
    queryFn: () => getPart(id, pageIndex),
    enabled: id !== '',
    placeholderData: keepPreviousData,
  });
  const canWrite = (PART_WRITE_ROLES as readonly (number | null)[]).includes(session.roleId);
  const sites = stockingSites(session);
  const href = `/parts/details/${id}`;

  if (detail.isError) {
    return (
      <SpaceBetween size="m">
        <PartsBreadcrumb title={id} href={href} />
        <Alert type="error">{Messages.noDataFound}</Alert>
      </SpaceBetween>
    );
  }
  const part = detail.data;
  if (!part) return <FormLoading />;

  const names = new Map<number, string>([
    ...sites.map((s) => [s.site_id, s.site_name] as const),
    ...part.stock.map((s) => [s.site_id, s.site_name] as const),
  ]);
  const siteName = (siteId: number | null) =>
    siteId === null ? '-' : (names.get(siteId) ?? `Site ${siteId}`);
  const choices: Choice[] = sites.map((s) => ({ value: s.site_id, label: s.site_name }));
  const active = activeSite(session);
  const defaultSiteId =
    active && choices.some((c) => c.value === active.site_id)
      ? active.site_id
      : (part.stock[0]?.site_id ?? null);
  const close = () => setOpen(null);

  return (
    <SpaceBetween size="l">
      <PartsBreadcrumb title={part.part_number} href={href} />
      <PartSummary part={part} canWrite={canWrite} onOpen={setOpen} />
      <StockTable
        stock={part.stock}
        unit={part.unit}
        canWrite={canWrite && part.is_active}
        onSettings={(siteId) => setOpen({ modal: 'settings', siteId })}
      />
      <MovementHistory
        movements={part.movements}
        pageIndex={pageIndex}
        loading={detail.isFetching && detail.isPlaceholderData}
        siteName={siteName}
        timezone={active?.timezone}
        onPage={setPageIndex}
      />
      {open?.modal === 'move' && (
        <MovementModal
          kind={open.kind}
          part={part}
          sites={choices}
          defaultSiteId={defaultSiteId}
          onClose={close}
        />
      )}
      {open?.modal === 'settings' && (
        <StockSettingsModal
          part={part}
          stock={part.stock}
          sites={choices}
          siteId={open.siteId}
          onClose={close}
        />
      )}
      {open?.modal === 'edit' && <PartFormDrawer part={part} onClose={close} />}
      {open?.modal === 'deactivate' && <DeactivatePartModal part={part} onClose={close} />}
    </SpaceBetween>
  );
});
