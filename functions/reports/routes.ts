/** Reports and insights: the five reports over the roll-ups, the asset history jobs, the built-in insights and the QuickSight URL. */
import { ReportsApi } from '#shared/reports/api.js';
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
  },
  memoryMb: 1024,
  routes: serveApi(ReportsApi),
} satisfies DomainDef;
