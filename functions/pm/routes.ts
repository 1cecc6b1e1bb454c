/** PM: asset PM plans and PMs, the PM list, tiles, mark complete, trigger tasks, the dashboard's PM calls. */
import { AssetPmApi } from '#shared/pm/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const pmDomain = {
  folder: 'pm',
  permissions: {
    table: 'readWrite',
    ses: true,
    buckets: [{ bucket: 'files', prefix: 'attachments/', access: 'read' }],
  },
  routes: serveApi(AssetPmApi),
} satisfies DomainDef;
