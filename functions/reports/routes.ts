/** Reports and insights: the five reports over the roll-ups, the asset history jobs, the built-in insights, the QuickSight URL and the asset maintenance record PDF. */
import { ReportsApi } from '#shared/reports/api.js';
import { ReliabilityMetricsApi } from '#shared/reliability/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const reportsDomain = {
  folder: 'reports',
  permissions: {
    table: 'readWrite',
    buckets: [
      { bucket: 'reports', prefix: 'reports/', access: 'readWrite' },
      { bucket: 'files', prefix: 'inspections/', access: 'read' },
    ],
    quicksight: true,
    // A queued export, label sheet or asset history starts the report runner at once (kick.ts).
    startsJobs: ['reportRunner'],
  },
  memoryMb: 1024,
  // The maintenance record loads pdfkit: a Lambda of its own keeps it out of the reports' cold start.
  lambdas: {
    documents: {
      memoryMb: 1024,
      timeoutSeconds: 29,
      permissions: { table: 'read' },
      bundleFiles: ['pdfkit-fonts'],
    },
  },
  routes: [
    ...serveApi(ReportsApi, { lambdas: { maintenanceRecord: 'documents' } }),
    ...serveApi(ReliabilityMetricsApi),
  ],
} satisfies DomainDef;
