/**
 * Attachments of PMs and work orders (spec maintenance 2.2, 2.8, 3 'Attachment'): the files one
 * may attach, and who may upload. Pure; the web field checks a file with these before asking for
 * an upload URL, and the server checks the request and the uploaded object with them again.
 */
import { Role } from '../codes.js';

/** Company admins (PM library) and managers (asset PMs, work orders); the spec shows no other role attaching files. */
export const ATTACHMENT_ROLES = [Role.CompanyAdmin, Role.Manager] as const;

/** Ours (the spec gives none): documents, sheets and photos a maintenance crew attaches, up to 20 MB each. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_CONTENT_TYPES = Object.keys(ATTACHMENT_TYPES) as AttachmentType[];
/** What the file input offers. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_CONTENT_TYPES,
  ...Object.values(ATTACHMENT_TYPES).map((ext) => `.${ext}`),
].join(',');
/** Ours: at most this many attachments on one PM or work order. */
export const MAX_ATTACHMENTS = 20;
/** Minutes an upload URL stays valid. */
export const ATTACHMENT_UPLOAD_MINUTES = 15;
/** The name shown for a file: what the user's file was called, at most this long. */
export const ATTACHMENT_NAME_MAX = 200;

/** Stored names are ours: a uuid and the type's extension (nothing the client names becomes a key). */
export const isAttachmentFilename = (name: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png|webp|txt|csv|docx?|xlsx?)$/.test(
    name,
  );

/** The content type of a file the browser may not type (an empty type or a generic one): by its extension. */
export function attachmentTypeOf(file: { name: string; type: string }): AttachmentType | null {
  if ((ATTACHMENT_CONTENT_TYPES as string[]).includes(file.type)) return file.type as AttachmentType;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const normalized = ext === 'jpeg' ? 'jpg' : ext;
  const found = Object.entries(ATTACHMENT_TYPES).find(([, e]) => e === normalized);
  return found ? (found[0] as AttachmentType) : null;
}

/** The user's file name as shown: the last path part, trimmed, control characters dropped, at most 200 characters. */
export function displayNameOf(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, ATTACHMENT_NAME_MAX);
}
