/** Maintenance requests: the managers' list, details, create/edit, resolve, open count, and the no-sign-in portal. */
import { PortalApi, RequestsApi } from '#shared/requests/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const requestsDomain = {
  folder: 'requests',
  permissions: {
    table: 'readWrite',
    buckets: [
      { bucket: 'files', prefix: 'requests/', access: 'readWrite' },
      { bucket: 'files', prefix: 'workorders/', access: 'read' },
    ],
  },
  routes: [...serveApi(RequestsApi), ...serveApi(PortalApi)],
} satisfies DomainDef;
