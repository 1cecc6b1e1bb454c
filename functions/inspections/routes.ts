/**
 * Inspections: the operator API, the list and its options, details, approval, the dashboard, upload,
 * per-asset history, photos; and the issue calls that read inspections (create, validate an Asset #:
 * handlers/issues.ts says why they are served here).
 */
import { InspectionsApi } from '#shared/inspections/api.js';
import { IssuesApi } from '#shared/issues/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const inspectionsDomain = {
  folder: 'inspections',
  timeoutSeconds: 29,
  memoryMb: 1024,
  permissions: {
    table: 'readWrite',
    buckets: [
      { bucket: 'files', prefix: 'inspections/', access: 'readWrite' },
      { bucket: 'files', prefix: 'assets/', access: 'read' },
      // The import job's rows (presigned PUT, the start's check; the twin runs the job here too).
      { bucket: 'files', prefix: 'inspection-imports/', access: 'readWrite' },
    ],
    // The start invokes the import runner at once (lib/jobs/start-runner.ts).
    startsJobs: ['inspectionImportRunner'],
  },
  routes: [
    ...serveApi(InspectionsApi),
    ...serveApi({ createIssue: IssuesApi.createIssue, validateAssetId: IssuesApi.validateAssetId }),
  ],
} satisfies DomainDef;
