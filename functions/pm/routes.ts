/** PM: asset PM plans and PMs, the PM list, tiles, mark complete, trigger tasks, the dashboard's PM calls, and the asset meter-hours edit that moves meter PMs. */
import { AssetsApi } from '#shared/assets/api.js';
import { AssetPmApi } from '#shared/pm/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const pmDomain = {
  folder: 'pm',
  permissions: {
    table: 'readWrite',
    ses: true,
    buckets: [{ bucket: 'files', prefix: 'attachments/', access: 'read' }],
  },
  // Asset/UpdateMeterHours: handlers/meter-hours.ts says why PM serves it.
  routes: [...serveApi(AssetPmApi), ...serveApi({ updateMeterHours: AssetsApi.updateMeterHours })],
} satisfies DomainDef;
