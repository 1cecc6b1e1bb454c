/**
 * The failure-code catalogue (/failure-codes, issue 25 item 5): the company's problem, cause and
 * remedy codes, one kind at a time. Company admins and managers add, edit, deactivate and
 * reactivate; executives and maintenance staff read (the server refuses their writes).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import {
  FAILURE_CODE_KIND_LABELS,
  FAILURE_CODE_KINDS,
  FAILURE_CODE_WRITE_ROLES,
  type FailureCodeKind,
} from '@shared/reliability/rules';
import type { FailureCodeRow } from '@shared/reliability/schemas';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { withQueryClient } from '../../../components/query/query-client';
import { failureCodesKey, loadFailureCodes, setFailureCodeActive } from './failure-code-calls';
import { FailureCodeModal } from './FailureCodeModal';

export const FailureCodesPage = withQueryClient(function FailureCodesPage() {
  const session = useSession();
  const canWrite = (FAILURE_CODE_WRITE_ROLES as readonly (number | null)[]).includes(session.roleId);
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<FailureCodeKind>('problem');
  const [editing, setEditing] = useState<FailureCodeRow | null | 'new'>(null);
  const codes = useQuery({ queryKey: failureCodesKey, queryFn: loadFailureCodes });
  const toggle = useMutation({
    mutationFn: ({ row, active }: { row: FailureCodeRow; active: boolean }) =>
      setFailureCodeActive(row, active),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: failureCodesKey });
    },
    onError: (error) => toast.error(error.message),
  });
  const rows = (codes.data ?? []).filter((c) => c.kind === kind);

  return (
    <SpaceBetween size="m">
      <Table
        variant="full-page"
        items={rows}
        loading={codes.isPending}
        loadingText="Loading failure codes"
        trackBy="code"
        header={
          <Header
            variant="h1"
            counter={codes.data ? `(${rows.length})` : undefined}
            description="The problem, cause and remedy codes issues and work orders are given"
            actions={
              canWrite && (
                <Button variant="primary" onClick={() => setEditing('new')}>
                  Add Code
                </Button>
              )
            }
          >
            Failure Codes
          </Header>
        }
        filter={
          <SegmentedControl
            label="Kind"
            selectedId={kind}
            onChange={({ detail }) => setKind(detail.selectedId as FailureCodeKind)}
            options={FAILURE_CODE_KINDS.map((k) => ({ id: k, text: FAILURE_CODE_KIND_LABELS[k] }))}
          />
        }
        empty={<Box textAlign="center">No failure codes</Box>}
        columnDefinitions={[
          { id: 'code', header: 'Code', cell: (c) => c.code },
          { id: 'description', header: 'Description', cell: (c) => c.description },
          {
            id: 'status',
            header: 'Status',
            cell: (c) => (
              <StatusIndicator type={c.is_active ? 'success' : 'stopped'}>
                {c.is_active ? 'Active' : 'Inactive'}
              </StatusIndicator>
            ),
          },
          ...(canWrite
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  cell: (c: FailureCodeRow) => (
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button
                        variant="inline-link"
                        ariaLabel={`Edit ${c.code}`}
                        onClick={() => setEditing(c)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="inline-link"
                        ariaLabel={`${c.is_active ? 'Deactivate' : 'Activate'} ${c.code}`}
                        disabled={toggle.isPending}
                        onClick={() => toggle.mutate({ row: c, active: !c.is_active })}
                      >
                        {c.is_active ? 'Deactivate' : 'Activate'}
                      </Button>
                    </SpaceBetween>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== null && (
        <FailureCodeModal
          kind={editing === 'new' ? kind : editing.kind}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </SpaceBetween>
  );
});
