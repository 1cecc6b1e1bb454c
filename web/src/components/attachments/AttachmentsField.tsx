/**
 * The Attachments field of the PM and work order forms (spec maintenance 2.2, 2.8, 8): the files
 * with download links, "No Attachments !" when there are none, Add Attachment (one or several
 * files, each uploaded to S3 with a progress bar), Remove, and a clear message when a file cannot
 * be attached. Read-only in view drawers.
 */
import { useRef, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AttachmentMessages } from '@shared/attachments/messages';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS } from '@shared/attachments/rules';
import type { AttachmentRow } from '@shared/attachments/schemas';
import { uploadAttachment } from './attachments-upload';

export interface AttachmentsFieldProps {
  value: AttachmentRow[];
  onChange: (attachments: AttachmentRow[]) => void;
  disabled?: boolean;
  readOnly?: boolean;
  /** Tells the form an upload is running (its Save waits). */
  onBusyChange?: (busy: boolean) => void;
  label?: string;
}

interface Uploading {
  id: number;
  name: string;
  fraction: number;
}

export function AttachmentsField({
  value,
  onChange,
  disabled,
  readOnly,
  onBusyChange,
  label = 'Attachments',
}: AttachmentsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef(value);
  latest.current = value;
  const nextId = useRef(1);

  const addFiles = async (files: File[]) => {
    setProblem(null);
    if (latest.current.length + files.length > MAX_ATTACHMENTS) {
      setProblem(AttachmentMessages.tooMany);
      return;
    }
    onBusyChange?.(true);
    const runs = files.map(async (file) => {
      const id = nextId.current++;
      setUploading((list) => [...list, { id, name: file.name, fraction: 0 }]);
      try {
        const attachment = await uploadAttachment(file, (fraction) =>
          setUploading((list) => list.map((u) => (u.id === id ? { ...u, fraction } : u))),
        );
        latest.current = [...latest.current, attachment];
        onChange(latest.current);
      } catch (error) {
        setProblem(`${file.name}: ${(error as Error).message}`);
      } finally {
        setUploading((list) => list.filter((u) => u.id !== id));
      }
    });
    await Promise.all(runs);
    onBusyChange?.(false);
  };

  return (
    <div data-field={label}>
      <SpaceBetween size="xs">
        <Box variant="awsui-key-label">{label}</Box>
        {value.length === 0 && uploading.length === 0 && (
          <Box color="text-status-inactive">{AttachmentMessages.noAttachments}</Box>
        )}
        {value.map((attachment) => (
          <SpaceBetween key={attachment.filename} direction="horizontal" size="xs" alignItems="center">
            <Link href={attachment.file_url} external ariaLabel={`Download ${attachment.user_uploaded_name}`}>
              {attachment.user_uploaded_name}
            </Link>
            {!readOnly && (
              <Button
                formAction="none"
                variant="inline-icon"
                iconName="remove"
                ariaLabel={`Remove ${attachment.user_uploaded_name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((a) => a.filename !== attachment.filename))}
              />
            )}
          </SpaceBetween>
        ))}
        {uploading.map((u) => (
          <ProgressBar
            key={u.id}
            label={u.name}
            value={Math.round(u.fraction * 100)}
            description="Uploading..."
          />
        ))}
        {problem && (
          <Alert type="error" dismissible onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {!readOnly && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              style={{ display: 'none' }}
              data-testid="attachment-input"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length) void addFiles(files);
              }}
            />
            <div>
              <Button
                formAction="none"
                iconName="upload"
                disabled={disabled}
                onClick={() => input.current?.click()}
              >
                Add Attachment
              </Button>
            </div>
          </>
        )}
      </SpaceBetween>
    </div>
  );
}
