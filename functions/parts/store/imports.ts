/**
 * Parts import jobs (functions/parts/import-job.ts): the job item (the common import job
 * attributes of functions/lib/jobs/import-jobs.ts, plus the parts it created) and its operations,
 * with the uploaded rows and the per-row problem report in the files bucket under part-imports/.
 * Row i of a job is the part `importRowUuid(import id, i)` (functions/lib/jobs/row-ids.ts).
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { table } from '#lib/db.js';
import { importJobAttributes, importJobKeys, importJobStore } from '#lib/jobs/import-jobs.js';
import { importRowUuid } from '#lib/jobs/row-ids.js';

export const PART_IMPORT_PREFIX = 'part-imports/';
export const PART_IMPORT_RUNNER = 'partImportRunner';
const importKeys = importJobKeys('PARTIMPORT', PART_IMPORT_PREFIX, PART_IMPORT_RUNNER);

export const PartImportEntity = new Entity({
  name: 'PartImport',
  table,
  schema: item({
    ...importJobAttributes,
    /** Parts created (Completed); `created` is the item's timestamp. */
    parts_created: number().default(0),
  }),
  computeKey: ({ tenant, import_id }: { tenant: string; import_id: string }) => ({
    pk: importKeys.job(tenant, import_id),
    sk: 'IMPORT',
  }),
});
export type PartImport = FormattedItem<typeof PartImportEntity>;

export const partImports = importJobStore(PartImportEntity, importKeys);

/** The part id of row `index` of an import: the same in every run of the job. */
export const importedPartId = importRowUuid;
