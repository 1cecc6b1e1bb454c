/**
 * API keys (/api-keys, issue 28 item 1): the company admin's keys for machines, with their
 * scopes, expiry, last use and status; create (the secret shown once) and revoke.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { ApiKeyRow } from '@shared/integrations/schemas';
import { toast } from '../../../app/toasts';
import { withQueryClient } from '../../../components/query/query-client';
import { apiKeysKey, loadApiKeys, revokeApiKey } from './api-key-calls';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { ModalFooter } from '../../../components/ModalFooter';

const STATUS_TYPE = { Active: 'success', Expired: 'warning', Revoked: 'stopped' } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

export const ApiKeysPage = withQueryClient(function ApiKeysPage() {
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const keys = useQuery({ queryKey: apiKeysKey, queryFn: loadApiKeys });
  const revoke = useMutation({
    mutationFn: (row: ApiKeyRow) => revokeApiKey(row.key_id),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <SpaceBetween size="m">
      <Table
        variant="full-page"
        items={keys.data ?? []}
        loading={keys.isPending}
        loadingText="Loading API keys"
        trackBy="key_id"
        wrapLines
        header={
          <Header
            variant="h1"
            counter={keys.data ? `(${keys.data.length})` : undefined}
            description="Keys let other systems (telematics, ERP) call the AssetCare API v1 for this company"
            actions={
              <Button variant="primary" onClick={() => setCreating(true)}>
                Create API key
              </Button>
            }
          >
            API Keys
          </Header>
        }
        empty={<Box textAlign="center">No API keys</Box>}
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (k) => k.name },
          { id: 'client_id', header: 'Client id', cell: (k) => <Box variant="code">{k.client_id}</Box> },
          { id: 'scopes', header: 'Scopes', cell: (k) => k.scopes.join(', ') },
          { id: 'expires', header: 'Expires', cell: (k) => new Date(k.expires_at).toLocaleDateString() },
          { id: 'last_used', header: 'Last used', cell: (k) => when(k.last_used_at) },
          {
            id: 'status',
            header: 'Status',
            minWidth: 110,
            cell: (k) => (
              <StatusIndicator type={STATUS_TYPE[k.status as keyof typeof STATUS_TYPE] ?? 'info'}>
                {k.status}
              </StatusIndicator>
            ),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (k) =>
              k.status === 'Revoked' ? null : (
                <Button variant="inline-link" ariaLabel={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
                  Revoke
                </Button>
              ),
          },
        ]}
      />
      {creating && (
        <CreateApiKeyModal
          onClose={() => {
            setCreating(false);
            // The key may have been used meanwhile (its last use shows at once).
            void queryClient.invalidateQueries({ queryKey: apiKeysKey });
          }}
        />
      )}
      {revoking && (
        <Modal
          visible
          closeAriaLabel="Close"
          header="Revoke API key"
          onDismiss={() => !revoke.isPending && setRevoking(null)}
          footer={
            <ModalFooter
              busy={revoke.isPending}
              actionText="Revoke"
              onAction={() => revoke.mutate(revoking)}
              onCancel={() => setRevoking(null)}
            />
          }
        >
          Systems using “{revoking.name}” lose access at once. This cannot be undone.
        </Modal>
      )}
    </SpaceBetween>
  );
});
