/**
 * A modal's footer, as every confirm and edit modal shows it: Cancel (disabled while the action
 * runs) and the action's primary button (busy while it runs), at the right.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

export function ModalFooter({
  busy,
  actionText,
  onAction,
  onCancel,
}: {
  busy: boolean;
  /** The primary button's text ('Save', 'Delete'). */
  actionText: string;
  onAction: () => void;
  onCancel: () => void;
}) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" loading={busy} onClick={() => onAction()}>
          {actionText}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
