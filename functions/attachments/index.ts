/** The attachments domain's public module: what the domains above it (and the composition) may import. */
export { assertAttachmentsUploaded, attachmentKey, attachmentRows, attachmentUploadUrl } from './files.js';
