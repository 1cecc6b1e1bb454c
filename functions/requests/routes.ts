/** Maintenance requests: the managers' list, details, create/edit, resolve, open count, and the no-sign-in portal. */
import { PortalApi, RequestsApi } from '#shared/requests/api.js';
import { PORTAL_UPLOAD_PREFIX } from '#shared/requests/rules.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

// Details, add/update and the work order picker touch work orders, which sit above requests: the
// work orders domain serves them (workorders/handlers/requests.ts).
const {
  getMaintenanceRequestDetails: _details,
  addUpdateMaintenanceRequest: _addUpdate,
  getAllWorkOrderWithNoMR: _picker,
  ...ownApi
} = RequestsApi;

export const requestsDomain = {
  folder: 'requests',
  permissions: {
    table: 'readWrite',
    buckets: [
      { bucket: 'files', prefix: 'requests/', access: 'readWrite' },
      // The portal's photo uploads (URLs it signs), copied under requests/ by the report that names one.
      { bucket: 'files', prefix: PORTAL_UPLOAD_PREFIX, access: 'readWrite' },
      { bucket: 'files', prefix: 'workorders/', access: 'read' },
    ],
  },
  routes: [...serveApi(ownApi), ...serveApi(PortalApi)],
} satisfies DomainDef;
