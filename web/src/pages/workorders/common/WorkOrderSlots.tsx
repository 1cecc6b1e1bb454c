/**
 * The attachments and service dealer parts of the work order forms and views, on the generic
 * AttachmentsField (components/attachments: S3 uploads by presigned PUT) and ServiceDealerPicker
 * (components/dealers); the views' read-only lists with the spec's empty texts.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { AttachmentsField } from '../../../components/attachments/AttachmentsField';
import { ServiceDealerPicker } from '../../../components/dealers/ServiceDealerPicker';
import type { DraftAttachment, DraftDealer } from './work-order-draft';
import { WorkOrderMessages } from './workorders-calls';

export type DealerChoice = DraftDealer;

export function AttachmentsView({ attachments }: { attachments: readonly DraftAttachment[] }) {
  if (attachments.length === 0)
    return <Box color="text-body-secondary">{WorkOrderMessages.noAttachments}</Box>;
  return (
    <ul className="ac-wo-list" aria-label="Attachments">
      {attachments.map((a) => (
        <li key={a.filename}>
          {a.file_url ? (
            <Link href={a.file_url} external>
              {a.user_uploaded_name}
            </Link>
          ) : (
            a.user_uploaded_name
          )}
        </li>
      ))}
    </ul>
  );
}

export function DealerView({ dealer }: { dealer: DealerChoice | null }) {
  if (!dealer) return <Box color="text-body-secondary">{WorkOrderMessages.noDealer}</Box>;
  return (
    <Box>
      {dealer.name} · {dealer.email}
    </Box>
  );
}

export function AttachmentsEditor({
  attachments,
  onChange,
  disabled,
  removable = true,
  onBusyChange,
}: {
  attachments: DraftAttachment[];
  onChange: (next: DraftAttachment[]) => void;
  disabled?: boolean;
  /** Spec 4: nothing is removed once Completed; the field is then read-only. */
  removable?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  return (
    <AttachmentsField
      value={attachments}
      onChange={onChange}
      disabled={disabled}
      readOnly={!removable}
      onBusyChange={onBusyChange}
    />
  );
}

export function DealerEditor({
  dealer,
  onChange,
  disabled,
}: {
  dealer: DealerChoice | null;
  onChange: (next: DealerChoice | null) => void;
  disabled?: boolean;
}) {
  return <ServiceDealerPicker value={dealer} onChange={onChange} disabled={disabled} />;
}
