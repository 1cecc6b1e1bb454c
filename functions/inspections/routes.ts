/**
 * Inspections: the operator API, the list and its options, details, approval, the dashboard, upload,
 * per-asset history, photos; and the issue calls that read inspections (create, validate an Asset #:
 * handlers/issues.ts says why they are served here).
 *
 * Four Lambdas, by who calls and what each call loads (issue 29: no Lambda carries most of
 * functions/): the lists and history (lambda.ts), a manager's review of one inspection with the
 * issues it opens (lambda-review.ts), the operator's field calls with the submit (lambda-field.ts),
 * and the forms upload with its import job (lambda-imports.ts).
 */
import { InspectionsApi } from '#shared/inspections/api.js';
import { IssuesApi } from '#shared/issues/api.js';
import { serveApi, type DomainDef, type LambdaSettings } from '#lib/routing.js';

const inspectionFiles = { bucket: 'files', prefix: 'inspections/' } as const;
const assetFiles = { bucket: 'files', prefix: 'assets/', access: 'read' } as const;
const own = (permissions: LambdaSettings['permissions']): LambdaSettings => ({
  timeoutSeconds: 29,
  memoryMb: 1024,
  permissions,
});

export const inspectionsDomain = {
  folder: 'inspections',
  ...own({ table: 'readWrite', buckets: [{ ...inspectionFiles, access: 'read' }, assetFiles] }),
  lambdas: {
    review: own({ table: 'readWrite', buckets: [{ ...inspectionFiles, access: 'read' }, assetFiles] }),
    // Photos: the presigned PUT, the submit's check that they arrived.
    field: own({ table: 'readWrite', buckets: [{ ...inspectionFiles, access: 'readWrite' }, assetFiles] }),
    imports: own({
      table: 'readWrite',
      // The import job's rows (presigned PUT, the start's check; the twin runs the job here too).
      buckets: [{ bucket: 'files', prefix: 'inspection-imports/', access: 'readWrite' }],
      // The start invokes the import runner at once (lib/jobs/start-runner.ts).
      startsJobs: ['inspectionImportRunner'],
    }),
  },
  routes: [
    ...serveApi(InspectionsApi, {
      lambdas: {
        getAssetsForUser: 'field',
        checkoutAsset: 'field',
        photoUploadUrl: 'field',
        submitInspection: 'field',
        checkinAsset: 'field',
        getInspectionDetails: 'review',
        approveInspection: 'review',
        pendingInspectionCheckoutAssetsByManager: 'review',
        uploadInspectionForms: 'imports',
        inspectionImportUploadUrl: 'imports',
        startInspectionImport: 'imports',
        getInspectionImport: 'imports',
        inspectionImportHistory: 'imports',
        inspectionImportProblems: 'imports',
      },
    }),
    ...serveApi(
      { createIssue: IssuesApi.createIssue, validateAssetId: IssuesApi.validateAssetId },
      { lambdas: { createIssue: 'review', validateAssetId: 'review' } },
    ),
  ],
} satisfies DomainDef;
