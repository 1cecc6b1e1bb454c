/**
 * Add a webhook (URL and events) or edit one's events. The add's answer holds the signing secret,
 * shown here once with a copy button (the server keeps it encrypted and never answers it again).
 * The fields are checked with the shared schema before the call; the server's refusal shows here.
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
  SIGNATURE_HEADER,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  type WebhookEventType,
} from '@shared/webhooks/rules';
import { webhookBody, type WebhookRow } from '@shared/webhooks/schemas';
import { toast } from '../../../app/toasts';
import { SecretShownOnce } from '../../../components/SecretShownOnce';
import { useSchemaErrors } from '../../../components/forms/use-schema-errors';
import { addWebhook, updateWebhook, webhookKeys } from './webhooks-calls';
import { ModalFooter } from '../../../components/ModalFooter';

export function WebhookModal({ hook, onClose }: { hook?: WebhookRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(hook?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>((hook?.events ?? []) as WebhookEventType[]);
  const { errors, check } = useSchemaErrors(webhookBody);
  const save = useMutation({
    mutationFn: async () => {
      if (!hook) return addWebhook({ url, events });
      const answer = await updateWebhook(hook.webhook_id, { events, active: hook.status === 'active' });
      return { ...answer, data: undefined };
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list });
      if (hook) {
        toast.success(answer.message);
        onClose();
      }
    },
  });
  const created = save.data?.data;
  const submit = () => {
    if (check({ url, events })) save.mutate();
  };
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));

  if (created)
    return (
      <SecretShownOnce
        header="Webhook added"
        warning={save.data?.message}
        onClose={onClose}
        items={[
          { label: 'URL', value: created.url },
          { label: 'Signing secret', copy: created.secret },
          {
            label: 'Verifying a delivery',
            value: `The ${SIGNATURE_HEADER} header is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with this secret>`,
          },
        ]}
      />
    );

  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header={hook ? 'Edit webhook events' : 'Add webhook'}
      onDismiss={() => !save.isPending && onClose()}
      footer={
        <ModalFooter
          busy={save.isPending}
          actionText={hook ? 'Save' : 'Add'}
          onAction={submit}
          onCancel={onClose}
        />
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
            {save.error && <Alert type="error">{save.error.message}</Alert>}
            <FormField
              label="URL"
              description="An https address where your system receives the events"
              errorText={errors.url}
            >
              <Input
                value={url}
                ariaLabel="URL"
                disabled={Boolean(hook)}
                placeholder="https://"
                onChange={({ detail }) => setUrl(detail.value)}
              />
            </FormField>
            <FormField label="Events" errorText={errors.events}>
              <SpaceBetween size="xxs">
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox
                    key={event}
                    checked={events.includes(event)}
                    description={event}
                    onChange={({ detail }) => toggle(event, detail.checked)}
                  >
                    {WEBHOOK_EVENT_LABELS[event]}
                  </Checkbox>
                ))}
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
