/**
 * Uploading one attachment (spec maintenance 7 'Upload attachment'): the file is checked with the
 * shared rules, the server gives a presigned PUT and the spec's file_url / user_uploaded_name /
 * filename, and the bytes go straight to S3 with progress (XMLHttpRequest: fetch has no upload
 * progress). See shared/attachments/schemas.ts for why this is not one multipart POST.
 */
import { AttachmentsApi } from '@shared/attachments/api';
import { AttachmentMessages } from '@shared/attachments/messages';
import { attachmentTypeOf, displayNameOf, MAX_ATTACHMENT_BYTES } from '@shared/attachments/rules';
import type { AttachmentRow } from '@shared/attachments/schemas';
import { ApiError, callApi } from '../../app/api/client';

/** A message the user reads when the file cannot be attached (before any call), or null. */
export function attachmentProblem(file: { name: string; type: string; size: number }): string | null {
  if (!displayNameOf(file.name)) return AttachmentMessages.nameRequired;
  if (!attachmentTypeOf(file)) return AttachmentMessages.typeInvalid;
  if (file.size === 0) return AttachmentMessages.empty;
  if (file.size > MAX_ATTACHMENT_BYTES) return AttachmentMessages.tooLarge;
  return null;
}

function put(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(AttachmentMessages.uploadFailed));
    request.onerror = () => reject(new Error(AttachmentMessages.uploadFailed));
    request.send(file);
  });
}

/** Uploads a file; resolves with the attachment to keep, or rejects with the message to show. */
export async function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AttachmentRow> {
  const problem = attachmentProblem(file);
  if (problem) throw new Error(problem);
  const contentType = attachmentTypeOf(file)!;
  let upload;
  try {
    // quiet: the field shows the server's message itself (spec 8: an upload failure shows it).
    upload = (
      await callApi(
        AttachmentsApi.attachmentUploadUrl,
        { body: { file_name: file.name, content_type: contentType, size: file.size } },
        { quiet: true },
      )
    ).data;
  } catch (error) {
    throw new Error(error instanceof ApiError ? error.message : AttachmentMessages.uploadFailed, {
      cause: error,
    });
  }
  // The signed type must be the one sent: a browser that typed the file otherwise is overridden.
  await put(upload.upload_url, upload.headers, file, onProgress);
  onProgress(1);
  return {
    file_url: upload.file_url,
    user_uploaded_name: upload.user_uploaded_name,
    filename: upload.filename,
  };
}
