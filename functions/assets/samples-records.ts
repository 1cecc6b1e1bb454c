/** Sample calls of the asset detail, edit, activity, add and upload routes for the route-wide tests (test-support/samples.ts). */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { AssetStatus } from '#shared/codes.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { asAdmin, asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';
import { createAsset } from './store/assets.js';
import { createImport, importRowsKey } from './store/imports.js';

/** A fresh numeric internal id (the demo tenant is shared by the test files of a run). */
// Unique within the run: the clock, then a counter (two rows made in one millisecond differ).
let freshSequence = Math.floor(Math.random() * 1e4);
const freshInternalId = () => `9${Date.now() % 1e9}${String(freshSequence++ % 1e4).padStart(4, '0')}`;

const assetId = (f: Fixture, name: 'meterAssetId' | 'statusAssetId') => String(f.extra[name]);

const row = (f: Fixture) => ({
  internal_asset_id: freshInternalId(),
  name: 'Contract loader',
  asset_type: 'Wheel loader',
  product_name: 'Caterpillar',
  model_name: '950M',
  model_year: '2021',
  asset_serial_number: 'CAT0950MCONTRACT',
  current_stage: 'In service',
  inspectionform_id: f.checklistId,
  site_location: '',
  children: '',
});

export const assetRecordSamples: DomainSamples = {
  prepare: async (f) => {
    const make = async (name: string) =>
      createAsset('demo', {
        asset: {
          internal_asset_id: freshInternalId(),
          name,
          inspectionform_id: f.checklistId,
          company_id: 1,
          site_id: 2,
          status: AssetStatus.Active,
          asset_type: 'Excavator',
          product_name: 'Komatsu',
          model_name: 'PC210',
          model_year: '2019',
          asset_serial_number: 'KMTPC210C',
          current_stage: 'In service',
        },
      });
    f.extra.meterAssetId = (await make('Contract excavator')).asset_id;
    f.extra.statusAssetId = (await make('Contract status excavator')).asset_id;
    // The import job's calls: an uploaded file not started yet (its job refuses the empty file:
    // nothing written to the shared demo tenant), and the admin's started import.
    const uploaded = randomUUID();
    const started = randomUUID();
    for (const id of [uploaded, started])
      await getS3().send(
        new PutObjectCommand({
          Bucket: config.filesBucket,
          Key: importRowsKey('demo', id),
          Body: JSON.stringify({ AssetRequestModel: [] }),
          ContentType: 'application/json',
        }),
      );
    await createImport({
      tenant: 'demo',
      import_id: started,
      requested_by: f.admin.uuid,
      company_id: 1,
      site_id: 2,
      file_name: 'contract.xlsx',
    });
    f.extra.uploadedImportId = uploaded;
    f.extra.startedImportId = started;
  },
  contract: {
    'GET Asset/GetAssetDetails/{asset_id}': [
      (f) => asManager(f, { pathParameters: { asset_id: assetId(f, 'meterAssetId') } }),
    ],
    'GET Asset/GetAssetForm': [(f) => asManager(f, { query: { assetid: assetId(f, 'meterAssetId') } })],
    'POST Asset/UpdateAssetStatus': [
      (f) => asManager(f, { body: { asset_id: assetId(f, 'statusAssetId'), status: AssetStatus.Inactive } }),
    ],
    'POST Asset/UpdateMeterHours': [
      (f) => asManager(f, { body: { asset_id: assetId(f, 'meterAssetId'), meter_hours: 1200 } }),
    ],
    'POST Asset/GetMeterHourHistory': [
      (f) => asManager(f, { body: { asset_id: assetId(f, 'meterAssetId'), pagesize: 20, pageindex: 1 } }),
    ],
    'GET Asset/GetAssetActivityLogs': [
      (f) =>
        asManager(f, {
          query: { asset_id: assetId(f, 'meterAssetId'), filter_type: '0', pagesize: '20', pageindex: '1' },
        }),
      (f) => asManager(f, { query: { filter_type: '0' } }),
    ],
    'POST Asset/AddUpdateAsset': [(f) => asAdmin(f, { body: { ...row(f), site_id: 2, company_id: 1 } })],
    'GET Asset/GetAssetTypes/{pageindex}/{pagesize}/{search}': [
      (f) => asManager(f, { pathParameters: { pageindex: '1', pagesize: '40', search: '-' } }),
    ],
    'POST Asset/BulkUploadAssets': [
      (f) =>
        asAdmin(f, {
          body: {
            company_id: 1,
            site_id: 2,
            AssetRequestModel: [row(f), { ...row(f), site_location: 'Sparks Depot' }],
          },
        }),
    ],
    'POST Asset/ImportUploadUrl': [(f) => asAdmin(f, { body: { import_id: randomUUID(), size: 2048 } })],
    'POST Asset/StartAssetImport': [
      (f) =>
        asAdmin(f, {
          body: {
            import_id: f.extra.uploadedImportId,
            company_id: 1,
            site_id: 2,
            file_name: 'contract.xlsx',
          },
        }),
    ],
    'GET Asset/GetAssetImport/{import_id}': [
      (f) => asAdmin(f, { pathParameters: { import_id: String(f.extra.startedImportId) } }),
    ],
    'GET Asset/AssetImportHistory/{pageindex}/{pagesize}': [
      (f) => asAdmin(f, { pathParameters: { pageindex: '1', pagesize: '20' } }),
    ],
    'GET Asset/AssetImportProblems/{import_id}': [
      (f) => asAdmin(f, { pathParameters: { import_id: String(f.extra.startedImportId) } }),
    ],
  },
  isolation: {
    'Asset/GetAssetDetails/{asset_id}': { pathParameters: { asset_id: '1' } },
    'Asset/GetAssetForm': { query: { assetid: '1' } },
    'Asset/UpdateAssetStatus': { body: { asset_id: 1, status: AssetStatus.Active } },
    'Asset/UpdateMeterHours': { body: { asset_id: 1, meter_hours: 10 } },
    'Asset/GetMeterHourHistory': { body: { asset_id: 1 } },
    'Asset/GetAssetActivityLogs': { query: { asset_id: '1' } },
    'Asset/AddUpdateAsset': {
      body: { internal_asset_id: '1', name: 'A', inspectionform_id: 'f', company_id: 1, site_id: 2 },
    },
    'Asset/GetAssetTypes/{pageindex}/{pagesize}/{search}': {
      pathParameters: { pageindex: '1', pagesize: '40', search: '-' },
    },
    'Asset/BulkUploadAssets': {
      body: { company_id: 1, site_id: 2, AssetRequestModel: [{ internal_asset_id: '1' }] },
    },
    'Asset/ImportUploadUrl': { body: { import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f', size: 100 } },
    'Asset/StartAssetImport': {
      body: {
        import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f',
        company_id: 1,
        site_id: 2,
        file_name: 'a.xlsx',
      },
    },
    'Asset/GetAssetImport/{import_id}': {
      pathParameters: { import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f' },
    },
    'Asset/AssetImportHistory/{pageindex}/{pagesize}': { pathParameters: { pageindex: '1', pagesize: '20' } },
    'Asset/AssetImportProblems/{import_id}': {
      pathParameters: { import_id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f' },
    },
  },
};
