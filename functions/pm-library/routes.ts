/** The PM library: categories, plans and PMs of a company (spec maintenance 2.3), written by company admins, read by managers. */
import { PmLibraryApi } from '#shared/pm-library/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const pmLibraryDomain = {
  folder: 'pm-library',
  // S3: HEAD of uploaded attachments on save, presigned GETs on read.
  permissions: { table: 'readWrite', buckets: [{ bucket: 'files', prefix: 'attachments/', access: 'read' }] },
  routes: serveApi(PmLibraryApi),
} satisfies DomainDef;
