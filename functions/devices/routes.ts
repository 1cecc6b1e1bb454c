/** Devices: the list of the mobile devices that synced, its options, and the sync call. */
import { DevicesApi } from '#shared/devices/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const devicesDomain = {
  folder: 'devices',
  permissions: { table: 'readWrite' },
  routes: serveApi(DevicesApi),
} satisfies DomainDef;
