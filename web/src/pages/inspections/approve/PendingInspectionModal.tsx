/** Spec 2.4 / 4: the 'Pending Inspection' popup shown when the same asset has an earlier pending inspection. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { InspectionMessages } from '@shared/inspections/messages';

export function PendingInspectionModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header={InspectionMessages.pendingInspectionTitle}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            Ok
          </Button>
        </Box>
      }
    >
      {InspectionMessages.verifyPreviousPending}
    </Modal>
  );
}
