/** Attachments: presigned uploads of PM and work order files (the records that keep them live in their own domains). */
import { AttachmentsApi } from '#shared/attachments/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const attachmentsDomain = {
  folder: 'attachments',
  // The table for the session checks (user, org); S3: presigning a PUT and a GET of attachments/.
  permissions: { table: 'read', buckets: [{ bucket: 'files', prefix: 'attachments/', access: 'readWrite' }] },
  routes: serveApi(AttachmentsApi),
} satisfies DomainDef;
