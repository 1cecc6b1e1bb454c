/**
 * PM and work order attachments in the files bucket, for any domain that keeps them: keys
 * (`attachments/{tenant}/{filename}`, the filename ours: a uuid and the type's extension), the
 * presigned PUT a client uploads with (type and length signed), the HEAD check a save makes
 * before it keeps a filename (s3rver does not check signatures), and the presigned GETs a read
 * answers with. A domain that calls these needs `files` read (attachmentRows) or read and write
 * rights on the `attachments/` prefix (see ATTACHMENT_BUCKET_RIGHTS).
 */
import { randomUUID } from 'node:crypto';
import { AttachmentMessages } from '#shared/attachments/messages.js';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_TYPES,
  ATTACHMENT_UPLOAD_MINUTES,
  isAttachmentFilename,
  MAX_ATTACHMENT_BYTES,
  type AttachmentType,
} from '#shared/attachments/rules.js';
import type { AttachmentRef, AttachmentRow, AttachmentUpload } from '#shared/attachments/schemas.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';
import type { Permissions } from '#lib/routing.js';

export const ATTACHMENT_PREFIX = 'attachments/';
export const ATTACHMENT_URL_SECONDS = 3600;

/** The rights on attachments a domain that saves them (HEAD) and reads them (GET) needs. */
export const ATTACHMENT_BUCKET_RIGHTS: NonNullable<Permissions['buckets']>[number] = {
  bucket: 'files',
  prefix: ATTACHMENT_PREFIX,
  access: 'read',
};

export const attachmentKey = (tenant: string, filename: string) =>
  `${ATTACHMENT_PREFIX}${tenant}/${filename}`;

/**
 * A presigned PUT of one attachment, with the spec's three fields (file_url a GET valid an hour).
 * `filename`: the name a first answer gave, signed again (a retried upload whose URL expired).
 */
export async function attachmentUploadUrl(
  tenant: string,
  input: { file_name: string; content_type: AttachmentType; size: number },
  filename = `${randomUUID()}.${ATTACHMENT_TYPES[input.content_type]}`,
): Promise<AttachmentUpload> {
  const seconds = ATTACHMENT_UPLOAD_MINUTES * 60;
  const key = attachmentKey(tenant, filename);
  const { presignedPut } = await loadS3();
  const upload_url = await presignedPut({
    bucket: config.filesBucket,
    key,
    contentType: input.content_type,
    size: input.size,
    expiresIn: seconds,
  });
  return {
    file_url: await signedAttachmentGet(key, input.file_name),
    user_uploaded_name: input.file_name,
    filename,
    upload_url,
    headers: { 'Content-Type': input.content_type },
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
  };
}

/** A presigned GET that downloads under the user's file name. */
async function signedAttachmentGet(key: string, downloadName: string): Promise<string> {
  const { getS3, getSignedUrl, GetObjectCommand } = await loadS3();
  return getSignedUrl(
    getS3(),
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
    }),
    { expiresIn: ATTACHMENT_URL_SECONDS },
  );
}

/** Stored attachments as a read answers them: each with a fresh download URL. */
export const attachmentRows = (tenant: string, stored: readonly AttachmentRef[]): Promise<AttachmentRow[]> =>
  Promise.all(
    stored.map(async (ref) => ({
      ...ref,
      file_url: await signedAttachmentGet(attachmentKey(tenant, ref.filename), ref.user_uploaded_name),
    })),
  );

/**
 * Refuses (400) unless every named file was uploaded under the tenant, is an allowed type and at
 * most the size limit. Files the record already keeps (`known`) are not checked again.
 */
export async function assertAttachmentsUploaded(
  tenant: string,
  refs: readonly AttachmentRef[],
  known: readonly string[] = [],
): Promise<void> {
  const fresh = refs.filter((ref) => !known.includes(ref.filename));
  for (const ref of fresh)
    if (!isAttachmentFilename(ref.filename)) throw badRequest(AttachmentMessages.notUploaded);
  const { headOrNull } = await loadS3();
  const heads = await Promise.all(
    fresh.map((ref) => headOrNull(config.filesBucket, attachmentKey(tenant, ref.filename))),
  );
  for (const head of heads) {
    if (!head) throw badRequest(AttachmentMessages.notUploaded);
    if ((head.ContentLength ?? 0) > MAX_ATTACHMENT_BYTES) throw badRequest(AttachmentMessages.tooLarge);
    if (!(ATTACHMENT_CONTENT_TYPES as string[]).includes((head.ContentType ?? '').split(';')[0].trim()))
      throw badRequest(AttachmentMessages.typeInvalid);
  }
}
