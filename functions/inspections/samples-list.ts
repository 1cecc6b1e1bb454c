/** Sample calls of the inspection list, options, upload, history and photos for the route-wide tests (test-support/samples.ts). */
import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { writeTransaction } from '#lib/transactions.js';
import { putRowsFile } from '#functions/test-support/import-jobs.js';
import { asAdmin, asManager, type DomainSamples } from '#functions/test-support/samples.js';
import { InspectionEntity, type InspectionRecord } from './store/entities.js';
import { inspectionImports } from './store/imports.js';
import { inspectionIndexWrites } from './store/list-index.js';

/**
 * Two inspections of the assets samples' contract asset 990001 on demo's Boone Quarry (company 2,
 * site 7): a pending one with a new failed item and a photo, an accepted one; rows are validated too.
 */
const CONTRACT_INSPECTIONS: Partial<InspectionRecord>[] = [
  {
    inspection_id: 'contract-inspection-1',
    status: 8,
    submitted_at: '2026-01-05T15:00:00.000Z',
    new_notok_attributes: [{ id: 'horn', name: 'Horn' }],
    image_names: ['contract.jpg'],
  },
  {
    inspection_id: 'contract-inspection-2',
    status: 10,
    submitted_at: '2026-01-04T15:00:00.000Z',
    manager_uuid: 'contract-manager',
    manager_name: 'Contract Manager',
    approved_at: '2026-01-04T16:00:00.000Z',
  },
];

const listBody = {
  pagesize: 20,
  pageindex: 1,
  company_id: [2],
  site_id: [],
  status: 0,
  asset_id: [],
  internal_asset_id: [],
  shift_number: [],
  requestor_id: [],
  manager_id: [],
  new_not_ok_attribute: 0,
  search_string: '',
};
const option = (extra: Record<string, unknown> = {}) => ({ ...listBody, option_search_string: '', ...extra });
/** Demo company 2's first seeded asset (the import claims its internal id, which the upload looks up). */
const uploadRow = {
  internal_asset_id: 21000,
  inspection_date: '2026-01-03',
  meter_hours: '120',
  shift: '2',
  operator_username: '',
  operator_notes: 'From the contract test',
  inspection_form: [{ name: 'Horn', value: 'Ok' }],
};

export const inspectionListSamples: DomainSamples = {
  async prepare(f) {
    for (const over of CONTRACT_INSPECTIONS) {
      const record = {
        tenant: 'demo',
        asset_id: 990_001,
        internal_asset_id: '990001',
        asset_name: 'Contract Volvo A40G Hauler',
        company_id: 2,
        site_id: 7,
        operator_uuid: 'contract-operator',
        operator_firstname: 'Contract',
        operator_lastname: 'Operator',
        checkout_requested_at: over.submitted_at,
        shift: 1,
        meter_hours: 10,
        source: 'seed',
        ...over,
      } as InspectionRecord;
      const existing = await writeTransaction([
        InspectionEntity.build(PutTransaction)
          .item(record)
          .options({ condition: { attr: 'inspection_id', exists: false } }),
        ...inspectionIndexWrites(null, record),
      ]).catch((error: Error) => error);
      // Already there from an earlier run on the same twin: the index is too.
      if (
        existing instanceof Error &&
        !/ConditionalCheckFailed|TransactionCanceled/.test(existing.name + existing.message)
      )
        throw existing;
    }
    // The import job's calls: an uploaded file not started yet (its job refuses the empty file:
    // nothing written to the shared demo tenant), and the admin's started import.
    const uploaded = randomUUID();
    const started = randomUUID();
    for (const id of [uploaded, started])
      await putRowsFile(inspectionImports.keys.rowsFile('demo', id), { inspections: [] });
    await inspectionImports.create({
      tenant: 'demo',
      import_id: started,
      requested_by: f.admin.uuid,
      company_id: 2,
      file_name: 'contract.xlsx',
    });
    f.extra.uploadedInspectionImportId = uploaded;
    f.extra.startedInspectionImportId = started;
  },
  contract: {
    'POST Inspection/FilterInspections': [
      (f) => asAdmin(f, { body: listBody }),
      (f) => asAdmin(f, { body: { ...listBody, search_string: 'contract hauler', status: 8 } }),
      (f) => asAdmin(f, { body: { ...listBody, internal_asset_id: ['990001'], new_not_ok_attribute: 1 } }),
      (f) => asManager(f, { body: { pagesize: 20, pageindex: 1 } }),
    ],
    'POST Inspection/FilterInspectionAssetOptions': [
      (f) => asAdmin(f, { body: option({ option_search_string: 'contract' }) }),
    ],
    'POST Inspection/FilterInspectionCompanyOptions': [(f) => asAdmin(f, { body: option() })],
    'POST Inspection/FilterInspectionSiteOptions': [
      (f) => asManager(f, { body: option({ company_id: [] }) }),
    ],
    'POST Inspection/FilterInspectionShiftOptions': [(f) => asAdmin(f, { body: option() })],
    'POST Inspection/FilterInspectionOperatorOptions': [
      (f) => asAdmin(f, { body: option({ option_search_string: 'contract' }) }),
    ],
    'POST Inspection/FilterInspectionSupervisorOptions': [(f) => asAdmin(f, { body: option() })],
    'POST Inspection/AssetWiseInspections': [
      (f) => asAdmin(f, { body: { internal_asset_id: '990001', asset_id: 990_001, pageindex: 1 } }),
    ],
    'POST Inspection/GetInspectionPhotos': [
      (f) => asAdmin(f, { siteId: 7, body: { pagesize: 20, pageindex: 1 } }),
      (f) => asManager(f, { body: { pagesize: 20, pageindex: 1, from_date: '2026-01-01' } }),
    ],
    'POST Inspection/UploadInspectionForms': [
      (f) => asAdmin(f, { body: { company_id: 2, inspections: [uploadRow] } }),
    ],
    'POST Inspection/ImportUploadUrl': [(f) => asAdmin(f, { body: { import_id: randomUUID(), size: 2048 } })],
    'POST Inspection/StartInspectionImport': [
      (f) =>
        asAdmin(f, {
          body: { import_id: f.extra.uploadedInspectionImportId, company_id: 2, file_name: 'contract.xlsx' },
        }),
    ],
    'GET Inspection/GetInspectionImport/{import_id}': [
      (f) => asAdmin(f, { pathParameters: { import_id: String(f.extra.startedInspectionImportId) } }),
    ],
    'GET Inspection/InspectionImportHistory/{pageindex}/{pagesize}': [
      (f) => asAdmin(f, { pathParameters: { pageindex: '1', pagesize: '20' } }),
    ],
    'GET Inspection/InspectionImportProblems/{import_id}': [
      (f) => asAdmin(f, { pathParameters: { import_id: String(f.extra.startedInspectionImportId) } }),
    ],
  },
  isolation: {
    'Inspection/FilterInspections': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/FilterInspectionAssetOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/FilterInspectionCompanyOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/FilterInspectionSiteOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/FilterInspectionShiftOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/FilterInspectionOperatorOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/FilterInspectionSupervisorOptions': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/AssetWiseInspections': { body: { internal_asset_id: '990001', pageindex: 1 } },
    'Inspection/GetInspectionPhotos': { body: { pagesize: 20, pageindex: 1 } },
    'Inspection/UploadInspectionForms': { body: { company_id: 2, inspections: [uploadRow] } },
    'Inspection/ImportUploadUrl': { body: { import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f', size: 100 } },
    'Inspection/StartInspectionImport': {
      body: { import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f', company_id: 2, file_name: 'a.xlsx' },
    },
    'Inspection/GetInspectionImport/{import_id}': {
      pathParameters: { import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f' },
    },
    'Inspection/InspectionImportHistory/{pageindex}/{pagesize}': {
      pathParameters: { pageindex: '1', pagesize: '20' },
    },
    'Inspection/InspectionImportProblems/{import_id}': {
      pathParameters: { import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f' },
    },
  },
};
