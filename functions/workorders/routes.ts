/**
 * Work orders: list, options, details, history, add/update, assign and assignee options, delete,
 * complete, task status, time spent, the field app's attachments, issues to link, send to dealer, asset cost; and the request
 * calls that touch work orders (details, add/update with its link, the work order picker:
 * handlers/requests.ts says why they are served here).
 */
import { RequestsApi } from '#shared/requests/api.js';
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const workordersDomain = {
  folder: 'workorders',
  permissions: {
    table: 'readWrite',
    // The assignment e-mail (operations/assignees.ts).
    ses: true,
    buckets: [
      { bucket: 'files', prefix: 'workorders/', access: 'readWrite' },
      { bucket: 'files', prefix: 'requests/', access: 'read' },
      // Presigning the field app's uploads (WorkOrder/AttachmentUploadUrl) and checking them.
      { bucket: 'files', prefix: 'attachments/', access: 'readWrite' },
    ],
  },
  routes: [
    ...serveApi(WorkOrdersApi, { lambdas: { sendToServiceDealer: 'documents' } }),
    ...serveApi({
      getMaintenanceRequestDetails: RequestsApi.getMaintenanceRequestDetails,
      addUpdateMaintenanceRequest: RequestsApi.addUpdateMaintenanceRequest,
      getAllWorkOrderWithNoMR: RequestsApi.getAllWorkOrderWithNoMR,
    }),
  ],
  lambdas: {
    documents: {
      memoryMb: 1024,
      timeoutSeconds: 30,
      bundleFiles: ['pdfkit-fonts'],
      permissions: {
        table: 'read',
        ses: true,
        buckets: [
          { bucket: 'files', prefix: 'workorders/', access: 'read' },
          { bucket: 'files', prefix: 'requests/', access: 'read' },
          { bucket: 'files', prefix: 'attachments/', access: 'read' },
        ],
      },
    },
  },
} satisfies DomainDef;
