/**
 * Whether the asset is down, with "Mark asset down" (a reason; on a work order, whether it is
 * planned) or "Back in service" for the roles that may (issue 25 item 5). Used on the issue page
 * and the work order page; the asset page shows the same state in its availability card.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { formatSiteDateTime } from '@shared/dates';
import { DOWNTIME_REASON_MAX } from '@shared/reliability/rules';
import { markDownFields } from '@shared/reliability/schemas';
import { toast } from '../../../app/toasts';
import { downtimeChanged, markDown, markUp, useAvailability, type DowntimeFrom } from './downtime-calls';
import { ModalFooter } from '../../../components/ModalFooter';

function MarkDownModal({
  from,
  assetId,
  onClose,
}: {
  from: DowntimeFrom;
  assetId: number;
  onClose: () => void;
}) {
  // One id per opening: a retried save of this dialog is the same downtime.
  const [downtimeId] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [planned, setPlanned] = useState(false);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () => markDown(from, downtimeId, reason, planned),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await downtimeChanged(assetId);
      onClose();
    },
  });
  const submit = () => {
    const checked = markDownFields.reason.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    save.mutate();
  };
  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header="Mark asset down"
      onDismiss={() => !save.isPending && onClose()}
      footer={
        <ModalFooter busy={save.isPending} actionText="Mark down" onAction={submit} onCancel={onClose} />
      }
    >
      <SpaceBetween size="m">
        {save.error && <Alert type="error">{save.error.message}</Alert>}
        <FormField
          label="Reason"
          errorText={error}
          constraintText={`Up to ${DOWNTIME_REASON_MAX} characters`}
        >
          <Textarea
            value={reason}
            ariaLabel="Reason"
            onChange={({ detail }) => {
              setReason(detail.value);
              setError(undefined);
            }}
          />
        </FormField>
        {'wo_id' in from && (
          <Checkbox checked={planned} onChange={({ detail }) => setPlanned(detail.checked)}>
            Planned (scheduled maintenance)
          </Checkbox>
        )}
      </SpaceBetween>
    </Modal>
  );
}

export function DowntimeControl({
  from,
  assetId,
  timezone,
  canChange,
}: {
  from: DowntimeFrom;
  assetId: number;
  timezone: string;
  canChange: boolean;
}) {
  const availability = useAvailability(assetId);
  const [marking, setMarking] = useState(false);
  const [upId, setUpId] = useState(() => crypto.randomUUID());
  const up = useMutation({
    mutationFn: () => markUp(from, upId),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setUpId(crypto.randomUUID());
      await downtimeChanged(assetId);
    },
  });
  const current = availability.data?.current;
  if (!availability.data) return null;
  return (
    <div data-testid="downtime-control">
      <Box variant="awsui-key-label">Asset availability</Box>
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        {current ? (
          <StatusIndicator type="error">
            {`Down since ${formatSiteDateTime(current.start, timezone)}: ${current.reason}`}
          </StatusIndicator>
        ) : (
          <StatusIndicator type="success">In service</StatusIndicator>
        )}
        {canChange &&
          (current ? (
            <Button loading={up.isPending} onClick={() => up.mutate()}>
              Back in service
            </Button>
          ) : (
            <Button onClick={() => setMarking(true)}>Mark asset down</Button>
          ))}
      </SpaceBetween>
      {marking && <MarkDownModal from={from} assetId={assetId} onClose={() => setMarking(false)} />}
    </div>
  );
}
