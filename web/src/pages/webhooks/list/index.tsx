/**
 * The Webhooks page (/webhooks, issue 28 item 2), for company admins and super admins: the
 * company's endpoints with status and last delivery (a company keeps a handful, read at once: a
 * plain table, not the server list kit's pages); add with the secret shown once, edit events,
 * pause/resume, delete, send a test event; and the selected endpoint's delivery log.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { WebhookMessages } from '@shared/webhooks/messages';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_TEST_EVENT, type WebhookEventType } from '@shared/webhooks/rules';
import type { WebhookRow } from '@shared/webhooks/schemas';
import { toast } from '../../../app/toasts';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { withQueryClient } from '../../../components/query/query-client';
import { WebhookModal } from './WebhookModal';
import {
  deleteWebhook,
  loadDeliveries,
  loadWebhooks,
  sendTestEvent,
  updateWebhook,
  webhookKeys,
} from './webhooks-calls';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');
/** The server's reason for a pause by failures (functions/webhooks/deliver.ts PAUSED_BY_FAILURES). */
const FAILING_FOR_A_DAY = 'failing for a day';

function DeliveryLog({ hook }: { hook: WebhookRow }) {
  const log = useQuery({
    queryKey: webhookKeys.deliveries(hook.webhook_id),
    queryFn: () => loadDeliveries(hook.webhook_id),
  });
  return (
    <Table
      variant="container"
      header={
        <Header
          variant="h2"
          counter={log.data ? `(${log.data.length})` : undefined}
          description={hook.url}
          actions={
            <Button
              iconName="refresh"
              ariaLabel="Refresh the delivery log"
              loading={log.isFetching}
              onClick={() => void log.refetch()}
            />
          }
        >
          Delivery log
        </Header>
      }
      loading={log.isPending}
      loadingText="Loading deliveries"
      items={log.data ?? []}
      trackBy={(d) => `${d.delivery_id}-${d.attempt}`}
      wrapLines
      empty={<Box textAlign="center">{WebhookMessages.noDeliveries}</Box>}
      columnDefinitions={[
        { id: 'at', header: 'Time', cell: (d) => when(d.at) },
        {
          id: 'event',
          header: 'Event',
          cell: (d) =>
            d.event_type === WEBHOOK_TEST_EVENT
              ? 'Test event'
              : (WEBHOOK_EVENT_LABELS[d.event_type as WebhookEventType] ?? d.event_type),
        },
        { id: 'attempt', header: 'Attempt', cell: (d) => d.attempt },
        { id: 'status', header: 'Status code', cell: (d) => d.status_code || '-' },
        {
          id: 'result',
          header: 'Result',
          cell: (d) => (
            <StatusIndicator type={d.ok ? 'success' : 'error'}>
              {d.ok ? 'Delivered' : (d.error ?? 'Failed')}
            </StatusIndicator>
          ),
        },
        { id: 'duration', header: 'Duration', cell: (d) => `${d.duration_ms} ms` },
      ]}
    />
  );
}

type Action = 'toggle' | 'delete' | 'test';

export const WebhooksPage = withQueryClient(function WebhooksPage() {
  const queryClient = useQueryClient();
  const hooks = useQuery({ queryKey: webhookKeys.list, queryFn: loadWebhooks });
  const [selectedId, setSelectedId] = useState<string>();
  const [modal, setModal] = useState<'add' | 'edit' | 'delete'>();
  const selected = hooks.data?.find((h) => h.webhook_id === selectedId);
  const act = useMutation({
    mutationFn: async ({ action, hook }: { action: Action; hook: WebhookRow }) => {
      if (action === 'delete') return (await deleteWebhook(hook.webhook_id)).message;
      if (action === 'test') {
        const answer = await sendTestEvent(hook.webhook_id);
        if (!answer.data.ok) throw new Error(WebhookMessages.testFailed);
        return answer.message;
      }
      const body = { events: hook.events as WebhookEventType[], active: hook.status !== 'active' };
      return (await updateWebhook(hook.webhook_id, body)).message;
    },
    onSuccess: (message, { action }) => {
      toast.success(message);
      if (action === 'delete') {
        setSelectedId(undefined);
        setModal(undefined);
      }
    },
    onError: (error) => toast.error(error.message),
    // A failed test delivery is in the log too (and the endpoint's last delivery changed).
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
  const run = (action: Action) => selected && act.mutate({ action, hook: selected });
  const busy = (action: Action) => act.isPending && act.variables?.action === action;

  return (
    <SpaceBetween size="l">
      <Table
        variant="full-page"
        selectionType="single"
        trackBy="webhook_id"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.webhook_id)}
        ariaLabels={{
          selectionGroupLabel: 'Webhooks',
          itemSelectionLabel: (_, h) => h.url,
          allItemsSelectionLabel: () => 'All webhooks',
        }}
        loading={hooks.isPending}
        loadingText="Loading webhooks"
        items={hooks.data ?? []}
        wrapLines
        empty={<Box textAlign="center">{WebhookMessages.noWebhooks}</Box>}
        header={
          <Header
            variant="h1"
            counter={hooks.data ? `(${hooks.data.length})` : undefined}
            description="Send AssetCare events to your other systems, each delivery signed with the endpoint's secret"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={!selected || act.isPending}
                  loading={busy('test')}
                  onClick={() => run('test')}
                >
                  Send test event
                </Button>
                <Button
                  disabled={!selected || act.isPending}
                  loading={busy('toggle')}
                  onClick={() => run('toggle')}
                >
                  {selected?.status === 'paused' ? 'Resume' : 'Pause'}
                </Button>
                <Button disabled={!selected} onClick={() => setModal('edit')}>
                  Edit events
                </Button>
                <Button disabled={!selected} onClick={() => setModal('delete')}>
                  Delete
                </Button>
                <Button variant="primary" onClick={() => setModal('add')}>
                  Add webhook
                </Button>
              </SpaceBetween>
            }
          >
            Webhooks
          </Header>
        }
        columnDefinitions={[
          { id: 'url', header: 'URL', cell: (h) => h.url },
          {
            id: 'events',
            header: 'Events',
            cell: (h) => h.events.map((e) => WEBHOOK_EVENT_LABELS[e as WebhookEventType] ?? e).join(', '),
          },
          {
            id: 'status',
            header: 'Status',
            minWidth: 110,
            cell: (h) =>
              h.status === 'active' ? (
                <StatusIndicator type="success">Active</StatusIndicator>
              ) : (
                <StatusIndicator type={h.paused_reason === FAILING_FOR_A_DAY ? 'warning' : 'stopped'}>
                  {h.paused_reason === FAILING_FOR_A_DAY ? 'Paused (failing for a day)' : 'Paused'}
                </StatusIndicator>
              ),
          },
          {
            id: 'last',
            header: 'Last delivery',
            cell: (h) =>
              h.last_delivery_at
                ? `${when(h.last_delivery_at)} (${h.last_delivery_status || 'no answer'})`
                : '-',
          },
          { id: 'created', header: 'Added', cell: (h) => when(h.created_at) },
        ]}
      />
      {selected ? (
        <DeliveryLog hook={selected} />
      ) : (
        hooks.data?.length !== 0 && (
          <Box color="text-body-secondary">Select a webhook to see its delivery log.</Box>
        )
      )}
      {(modal === 'add' || (modal === 'edit' && selected)) && (
        <WebhookModal hook={modal === 'edit' ? selected : undefined} onClose={() => setModal(undefined)} />
      )}
      {modal === 'delete' && selected && (
        <ConfirmModal
          header="Delete webhook"
          question={`Events are no longer sent to ${selected.url}, and its queued retries are dropped. This cannot be undone.`}
          confirmText="Delete"
          onConfirm={async () => {
            await act.mutateAsync({ action: 'delete', hook: selected });
            return true;
          }}
          onClose={() => setModal(undefined)}
        />
      )}
    </SpaceBetween>
  );
});
