/** Assets: the list and its options, details, the manager's edits, activity, add and upload, labels, hierarchy, cluster. */
import { AssetsApi } from '#shared/assets/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

// A meter-hours edit moves the asset's meter PMs, PM's work above assets: the PM domain serves it
// (pm/handlers/meter-hours.ts).
const { updateMeterHours: _meterHours, ...ownApi } = AssetsApi;

export const assetsDomain = {
  folder: 'assets',
  timeoutSeconds: 29,
  memoryMb: 1024,
  permissions: {
    table: 'readWrite',
    ses: true,
    buckets: [
      { bucket: 'files', prefix: 'assets/', access: 'read' },
      // The import job's rows (presigned PUT, the start's check; the twin runs the job here too).
      { bucket: 'files', prefix: 'imports/', access: 'readWrite' },
    ],
    // The start invokes the import runner at once (lib/jobs/start-runner.ts).
    startsJobs: ['assetImportRunner'],
  },
  // The label sheet loads pdfkit and bwip-js: a Lambda of its own keeps them out of the others' cold start.
  lambdas: {
    documents: {
      memoryMb: 1024,
      timeoutSeconds: 29,
      permissions: { table: 'readWrite' },
      bundleFiles: ['pdfkit-fonts'],
    },
  },
  routes: serveApi(ownApi, { lambdas: { generateBarcode: 'documents' } }),
} satisfies DomainDef;
