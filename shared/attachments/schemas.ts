/**
 * The attachment upload contract (spec maintenance 7 'Upload attachment ... reads data.file_url,
 * data.user_uploaded_name, data.filename'), and the attachment fields of PM, asset PM and work
 * order payloads ({ user_uploaded_name, filename }).
 *
 * Deviation from the spec, on purpose: the spec's upload is one multipart POST carrying the file.
 * Here the client POSTs the file's name, type and size (no bytes), gets a presigned S3 PUT (its
 * type and length signed, key under the tenant) and PUTs the bytes straight to S3, as inspection
 * photos do: files never pass through API Gateway (10 MB payload cap) or a Lambda, and the answer
 * carries the spec's three fields, so the form keeps reading data.file_url,
 * data.user_uploaded_name and data.filename. Saving a PM or work order checks each named file was
 * uploaded (HEAD: present, allowed type, within the size).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { AttachmentMessages } from './messages.js';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_NAME_MAX,
  displayNameOf,
  isAttachmentFilename,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from './rules.js';

/** POST Attachment/UploadUrl. */
export const attachmentUploadBody = lazySchema(() =>
  z.object({
    /** The user's file name (shown as user_uploaded_name). */
    file_name: z.preprocess(
      (v) => (typeof v === 'string' ? displayNameOf(v) : v),
      z
        .string({ error: AttachmentMessages.nameRequired })
        .min(1, { error: AttachmentMessages.nameRequired })
        .max(ATTACHMENT_NAME_MAX),
    ),
    content_type: z.enum(ATTACHMENT_CONTENT_TYPES, { error: AttachmentMessages.typeInvalid }),
    size: z.coerce
      .number({ error: AttachmentMessages.tooLarge })
      .int({ error: AttachmentMessages.tooLarge })
      .min(1, { error: AttachmentMessages.empty })
      .max(MAX_ATTACHMENT_BYTES, { error: AttachmentMessages.tooLarge }),
  }),
);
export type AttachmentUploadBody = z.infer<typeof attachmentUploadBody>;

/** Spec 3 'Attachment': what a saved record shows (file_url is a presigned GET, fresh on each read). */
export const attachmentRow = lazySchema(() =>
  z.object({
    file_url: z.string(),
    user_uploaded_name: z.string(),
    filename: z.string(),
  }),
);
export type AttachmentRow = z.infer<typeof attachmentRow>;

export const attachmentUpload = lazySchema(() =>
  attachmentRow.extend({
    /** PUT the bytes here with exactly these headers before it expires. */
    upload_url: z.string(),
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
);
export type AttachmentUpload = z.infer<typeof attachmentUpload>;

/** An attachment named in a PM / asset PM / work order payload. */
export const attachmentRef = lazySchema(() =>
  z.object({
    user_uploaded_name: z.preprocess(
      (v) => (typeof v === 'string' ? displayNameOf(v) : v),
      z
        .string({ error: AttachmentMessages.nameRequired })
        .min(1, { error: AttachmentMessages.nameRequired })
        .max(ATTACHMENT_NAME_MAX),
    ),
    filename: z
      .string({ error: AttachmentMessages.notUploaded })
      .refine(isAttachmentFilename, { error: AttachmentMessages.notUploaded }),
  }),
);
export type AttachmentRef = z.infer<typeof attachmentRef>;

/** The attachments list of a payload: absent or null is none; the same file twice counts once. */
export const attachmentRefs = lazySchema(() =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z
      .array(attachmentRef, { error: AttachmentMessages.notUploaded })
      .max(MAX_ATTACHMENTS, { error: AttachmentMessages.tooMany })
      .transform((refs) =>
        refs.filter((ref, i) => refs.findIndex((other) => other.filename === ref.filename) === i),
      ),
  ),
);
