/**
 * Inspection-forms import jobs (functions/inspections/upload-job.ts): the job item (the common
 * import job attributes of functions/lib/jobs/import-jobs.ts, plus what it created) and its
 * operations, with the uploaded rows and problem report in the files bucket under
 * inspection-imports/. Row i of a job is stored as the inspection `importedInspectionId(job, i)`.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { table } from '#lib/db.js';
import { importJobAttributes, importJobKeys, importJobStore } from '#lib/jobs/import-jobs.js';
import { importRowUuid } from '#lib/jobs/row-ids.js';

export const INSPECTION_IMPORT_PREFIX = 'inspection-imports/';
const importKeys = importJobKeys('INSPIMPORT', INSPECTION_IMPORT_PREFIX, 'inspectionImportRunner');

export const InspectionImportEntity = new Entity({
  name: 'InspectionImport',
  table,
  schema: item({
    ...importJobAttributes,
    /** Inspections created (Completed); `created` is the item's timestamp. */
    inspections_created: number().default(0),
  }),
  computeKey: ({ tenant, import_id }: { tenant: string; import_id: string }) => ({
    pk: importKeys.job(tenant, import_id),
    sk: 'IMPORT',
  }),
});
export type InspectionImport = FormattedItem<typeof InspectionImportEntity>;

export const inspectionImports = importJobStore(InspectionImportEntity, importKeys);

/**
 * The inspection id of row `index` of an import: the same in every run of the job
 * (functions/lib/jobs/row-ids.ts), so a re-run writes the same items and the cleanup finds them.
 */
export const importedInspectionId = importRowUuid;
