/**
 * A work order's photos and files on the phone (issue 22 item 5): the attachments as last read,
 * those this phone still has to send (waiting, sending, refused), and while the work order is
 * editable "Take a photo" (the camera; downscaled as the inspection photos are) and "Attach a
 * file" (checked against shared/attachments/rules.ts first). Each goes to the durable queue as a
 * wo_attachment step with its bytes kept in IndexedDB until sent (work-sync.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentMessages } from '@shared/attachments/messages';
import {
  ATTACHMENT_ACCEPT,
  attachmentTypeOf,
  displayNameOf,
  MAX_ATTACHMENT_BYTES,
} from '@shared/attachments/rules';
import type { WorkOrderDetail } from '@shared/workorders/schemas';
import { fieldDb } from '../db';
import { serverText } from '../i18n';
import { newId } from '../queue';
import { downscale } from '../photos/downscale';
import type { QueueItem, WorkFile } from '../types';
import { pendingOf } from '../workorders';

/** A camera photo's name as shown: the phone's name with the .jpg it now is. */
const photoName = (name: string) => `${displayNameOf(name).replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

export function WorkOrderFiles({
  w,
  queue,
  editable,
  onAdd,
}: {
  w: WorkOrderDetail;
  queue: QueueItem[];
  editable: boolean;
  onAdd: (file: WorkFile) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const queued = pendingOf(queue, w.wo_id).filter((i) => i.kind === 'wo_attachment');

  const keep = async (blob: Blob, name: string, type: string) => {
    const photo_id = newId();
    await (await fieldDb()).put('photos', { photo_id, blob, type, size: blob.size });
    await onAdd({ photo_id, name, type, size: blob.size });
  };

  const add = async (files: File[], asPhoto: boolean) => {
    setProblem(null);
    setBusy(true);
    try {
      for (const file of files) {
        if (asPhoto) {
          const blob = await downscale(file).catch(() => null);
          if (!blob) {
            setProblem(serverText(AttachmentMessages.typeInvalid));
            continue;
          }
          await keep(blob, photoName(file.name), 'image/jpeg');
          continue;
        }
        const type = attachmentTypeOf(file);
        if (!type) setProblem(serverText(AttachmentMessages.typeInvalid));
        else if (file.size === 0) setProblem(serverText(AttachmentMessages.empty));
        else if (file.size > MAX_ATTACHMENT_BYTES) setProblem(serverText(AttachmentMessages.tooLarge));
        else await keep(file, displayNameOf(file.name) || 'file', type);
      }
    } finally {
      setBusy(false);
    }
  };

  const picker = (label: string, accept: string, asPhoto: boolean) => (
    <label className={`btn btn-secondary file${busy ? ' btn-busy' : ''}`}>
      {busy ? t('workOrder.fileBusy') : label}
      <input
        type="file"
        accept={accept}
        {...(asPhoto ? { capture: 'environment' as const } : {})}
        multiple
        disabled={busy}
        onChange={(event) => {
          // A copy: the input's FileList empties when its value is reset for the next file.
          void add(Array.from(event.target.files ?? []), asPhoto);
          event.target.value = '';
        }}
      />
    </label>
  );

  return (
    <section className="stack" aria-labelledby="wo-files">
      <h2 id="wo-files">{t('workOrder.attachments')}</h2>
      {w.workOrderAttachments.length === 0 && queued.length === 0 ? (
        <p className="card-sub">{serverText(AttachmentMessages.noAttachments)}</p>
      ) : (
        <ul className="cards" aria-label={t('workOrder.attachments')}>
          {w.workOrderAttachments.map((a) => (
            <li key={a.wo_attachment_id} className="card">
              <span className="card-title">{a.user_uploaded_name}</span>
            </li>
          ))}
          {queued.map((i) => (
            <li key={i.id} className={`card step step-${i.status}`}>
              <div className="step-head">
                <span className="card-title">{i.work!.file!.name}</span>
                <span className={`tag tag-${i.status}`}>{t(`sending.status.${i.status}`)}</span>
              </div>
              {i.status === 'refused' && <span className="field-error">{serverText(i.message ?? '')}</span>}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="stack">
          {picker(t('workOrder.addPhoto'), 'image/*', true)}
          {picker(t('workOrder.addFile'), ATTACHMENT_ACCEPT, false)}
          {problem && <span className="field-error">{problem}</span>}
        </div>
      )}
    </section>
  );
}
