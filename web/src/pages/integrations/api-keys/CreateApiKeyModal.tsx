/**
 * Creating an API key: its name, scopes and expiry; then its client id and secret, shown once
 * (the server keeps only the secret's hash), with copy buttons.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Checkbox from '@cloudscape-design/components/checkbox';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_DAYS,
  API_KEY_NAME_MAX,
  API_SCOPES,
  type ApiScope,
} from '@shared/integrations/rules';
import { createApiKeyBody } from '@shared/integrations/schemas';
import { SecretShownOnce } from '../../../components/SecretShownOnce';
import { useSchemaErrors } from '../../../components/forms/use-schema-errors';
import { apiKeysKey, createApiKey } from './api-key-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export const SCOPE_LABELS: Record<ApiScope, string> = {
  'assets:read': 'Read assets',
  'meter-readings:write': 'Write meter readings',
  'inspections:read': 'Read inspections',
  'workorders:read': 'Read work orders',
  'workorders:write': 'Write work orders',
};

export function CreateApiKeyModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [days, setDays] = useState(String(API_KEY_DEFAULT_DAYS));
  const { errors, check } = useSchemaErrors(createApiKeyBody);
  const create = useMutation({
    mutationFn: () => createApiKey({ name, scopes, expires_in_days: days }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
  });
  const created = create.data?.data;
  const submit = () => {
    if (check({ name, scopes, expires_in_days: days })) create.mutate();
  };
  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));

  if (created)
    return (
      <SecretShownOnce
        header="API key created"
        warning={create.data?.message}
        onClose={onClose}
        items={[
          { label: 'Name', value: created.name },
          { label: 'Client id', copy: created.client_id },
          { label: 'Client secret', copy: created.client_secret },
          { label: 'Scopes', value: created.scopes.join(', ') },
          { label: 'Expires', value: new Date(created.expires_at).toLocaleDateString() },
          {
            label: 'Token endpoint',
            value: 'POST /api/v1/oauth/token (grant_type=client_credentials)',
          },
        ]}
      />
    );

  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header="Create API key"
      onDismiss={() => !create.isPending && onClose()}
      footer={
        <ModalFooter busy={create.isPending} actionText="Create" onAction={submit} onCancel={onClose} />
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Form>
          <SpaceBetween size="m">
            {create.error && <Alert type="error">{create.error.message}</Alert>}
            <FormField
              label="Name"
              errorText={errors.name}
              constraintText={`Up to ${API_KEY_NAME_MAX} characters`}
            >
              <Input value={name} ariaLabel="Name" onChange={({ detail }) => setName(detail.value)} />
            </FormField>
            <FormField label="Scopes" errorText={errors.scopes}>
              <SpaceBetween size="xxs">
                {API_SCOPES.map((scope) => (
                  <Checkbox
                    key={scope}
                    checked={scopes.includes(scope)}
                    onChange={({ detail }) => toggle(scope, detail.checked)}
                    description={scope}
                  >
                    {SCOPE_LABELS[scope]}
                  </Checkbox>
                ))}
              </SpaceBetween>
            </FormField>
            <FormField
              label="Expires after (days)"
              errorText={errors.expires_in_days}
              constraintText={`1 to ${API_KEY_MAX_DAYS} days`}
            >
              <Input
                type="number"
                value={days}
                ariaLabel="Expires after (days)"
                onChange={({ detail }) => setDays(detail.value)}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
