/**
 * The answer of a create call that holds a secret the server never answers again (an API key's,
 * a webhook's signing secret): the server's warning, then the values, each secret with a copy
 * button, and Done.
 */
import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** A value shown as is, or (`copy`) a secret shown with its copy button. */
export type ShownOnceItem = { label: string; value: ReactNode } | { label: string; copy: string };

export function SecretShownOnce({
  header,
  warning,
  items,
  onClose,
}: {
  header: string;
  /** The server's message saying it is shown only this once. */
  warning: ReactNode;
  items: ShownOnceItem[];
  onClose: () => void;
}) {
  return (
    <Modal
      visible
      closeAriaLabel="Close"
      header={header}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Alert type="warning">{warning}</Alert>
        <KeyValuePairs
          columns={1}
          items={items.map((item) => {
            if (!('copy' in item)) return item;
            const named = item.label.charAt(0).toLowerCase() + item.label.slice(1);
            return {
              label: item.label,
              value: (
                <CopyToClipboard
                  variant="inline"
                  textToCopy={item.copy}
                  copyButtonAriaLabel={`Copy ${named}`}
                  copySuccessText={`${item.label} copied`}
                  copyErrorText={`${item.label} not copied`}
                />
              ),
            };
          })}
        />
      </SpaceBetween>
    </Modal>
  );
}
