/** Sample calls of the operator API, details, approval and the dashboard for the route-wide tests (test-support/samples.ts). */
import { randomUUID } from 'node:crypto';
import { AssetStatus } from '#shared/codes.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { createAsset } from '#functions/assets/store/assets.js';
import { putForm } from '#functions/forms/store.js';
import { SEED_CHECKLISTS } from '#scripts/dev/seed-forms.js';
import { call, type CallOptions } from '#functions/test-support/index.js';
import {
  asManager,
  asOperator,
  type BadInputSample,
  type DomainSamples,
  type Fixture,
} from '#functions/test-support/samples.js';

interface Checkout {
  data: { inspection_id: string; checklist: { attributes: { id: string; values: string[] }[] } };
}

const freshInternalId = () => `8${Date.now() % 1e9}${Math.floor(Math.random() * 1e4)}`;
const extra = (f: Fixture, name: string) => String(f.extra[name]);
const submitBody = (checkout: Checkout['data']) => ({
  inspection_id: checkout.inspection_id,
  meter_hours: 10,
  shift: 1,
  attributes: checkout.checklist.attributes.map((a) => ({ id: a.id, value: a.values[0] })),
  operator_notes: 'Contract inspection',
  is_comment_important: false,
  image_names: [],
});

async function expectOk<T>(
  what: string,
  result: Promise<{ statusCode: number; body: T; raw: string }>,
): Promise<T> {
  const { statusCode, body, raw } = await result;
  if (statusCode !== 200 || (body as { success?: number }).success !== 1)
    throw new Error(`${what}: ${raw.slice(0, 300)}`);
  return body;
}

/** The field app's sync fields (shared/inspections/schemas.ts fieldSync): a fresh id, a time an hour ago with an offset. */
const sync = () => ({
  client_request_id: randomUUID(),
  device_time: new Date(Date.now() - 3600_000).toISOString().replace('Z', '+00:00'),
});

/** Each operator write refuses a non-uuid client_request_id and a malformed device_time. */
function badSyncFields(body: Record<string, unknown>): BadInputSample[] {
  const refused = (fields: Record<string, unknown>, message: string): BadInputSample => ({
    role: 'operator',
    request: { body: { ...body, ...fields } },
    status: 400,
    message,
  });
  return [
    refused({ client_request_id: 'retry-1' }, InspectionMessages.clientRequestIdInvalid),
    refused({ client_request_id: 42 }, InspectionMessages.clientRequestIdInvalid),
    refused({ device_time: '2026-11-27 06:00' }, InspectionMessages.deviceTimeInvalid),
    refused({ device_time: '2026-11-27T06:00:00' }, InspectionMessages.deviceTimeInvalid),
    refused({ device_time: 1764223200000 }, InspectionMessages.deviceTimeInvalid),
  ];
}

export const inspectionOperatorSamples: DomainSamples = {
  prepare: async (f) => {
    // A checklist of their own: the forms samples rewrite f.checklistId between checkout and submit.
    const checklist = await putForm('demo', 1, {
      form_name: 'Contract inspection checklist',
      form_description: 'Inspection samples',
      form_data: JSON.stringify(SEED_CHECKLISTS[0].form),
      work_procedure: '',
      form_type_id: FormTypeId.InspectionChecklist,
    });
    // The demo operator works at site 2 (company 1), where inspections are reviewed.
    const asset = async (name: string) =>
      (
        await createAsset('demo', {
          asset: {
            internal_asset_id: freshInternalId(),
            name,
            inspectionform_id: checklist.form_id,
            company_id: 1,
            site_id: 2,
            status: AssetStatus.Active,
            asset_type: 'Loader',
            product_name: 'Volvo',
            model_name: 'L60H',
            model_year: '2022',
            asset_serial_number: 'VOL60H',
            current_stage: 'In service',
            meter_hours: 5,
          },
        })
      ).asset_id;
    const op = (path: string, options: CallOptions) => call<Checkout>('POST', path, asOperator(f, options));
    const checkout = async (assetId: number) =>
      (await expectOk('checkout', op('Inspection/CheckoutAsset', { body: { asset_id: assetId } }))).data;
    const submitted = async (assetId: number) => {
      const draft = await checkout(assetId);
      await expectOk('submit', op('Inspection/SubmitInspection', { body: submitBody(draft) }));
      return draft.inspection_id;
    };
    f.extra.inspectionCheckoutAssetId = await asset('Contract checkout loader');
    const draft = await checkout(await asset('Contract photo loader'));
    f.extra.inspectionDraftId = draft.inspection_id;
    f.extra.inspectionSubmitDraft = await checkout(await asset('Contract submit loader'));
    f.extra.inspectionSyncedDraft = await checkout(await asset('Contract synced submit loader'));
    const approveAsset = await asset('Contract approve loader');
    f.extra.inspectionApproveAssetId = approveAsset;
    f.extra.inspectionApproveId = await submitted(approveAsset);
    const checkinAsset = await asset('Contract checkin loader');
    const accepted = await submitted(checkinAsset);
    await expectOk(
      'approve',
      call(
        'POST',
        'Inspection/ApproveInspection',
        asManager(f, {
          body: {
            inspection_id: accepted,
            asset_id: checkinAsset,
            status: 10,
            manager_notes: 'Contract',
            meter_hours: 10,
          },
        }),
      ),
    );
    f.extra.inspectionAcceptedId = accepted;
    const syncedAsset = await asset('Contract synced checkin loader');
    const synced = await submitted(syncedAsset);
    await expectOk(
      'approve',
      call(
        'POST',
        'Inspection/ApproveInspection',
        asManager(f, {
          body: {
            inspection_id: synced,
            asset_id: syncedAsset,
            status: 10,
            manager_notes: 'Contract',
            meter_hours: 10,
          },
        }),
      ),
    );
    f.extra.inspectionSyncedAcceptedId = synced;
  },
  contract: {
    'GET Inspection/GetAssetsForUser/{uuid}': [
      (f) => asOperator(f, { pathParameters: { uuid: f.operator.uuid } }),
    ],
    'POST Inspection/CheckoutAsset': [
      (f) => asOperator(f, { body: { asset_id: extra(f, 'inspectionCheckoutAssetId') } }),
      // The field app's sync fields: the same operator's asset, answered again (and remembered under the id).
      (f) => asOperator(f, { body: { asset_id: extra(f, 'inspectionCheckoutAssetId'), ...sync() } }),
    ],
    'POST Inspection/PhotoUploadUrl': [
      (f) =>
        asOperator(f, {
          body: { inspection_id: extra(f, 'inspectionDraftId'), content_type: 'image/jpeg', size: 120_000 },
        }),
      (f) =>
        asOperator(f, {
          body: {
            inspection_id: extra(f, 'inspectionDraftId'),
            content_type: 'image/jpeg',
            size: 120_000,
            ...sync(),
          },
        }),
    ],
    'POST Inspection/SubmitInspection': [
      (f) => asOperator(f, { body: submitBody(f.extra.inspectionSubmitDraft as Checkout['data']) }),
      (f) =>
        asOperator(f, {
          body: { ...submitBody(f.extra.inspectionSyncedDraft as Checkout['data']), ...sync() },
        }),
    ],
    'POST Inspection/CheckinAsset': [
      (f) => asOperator(f, { body: { inspection_id: extra(f, 'inspectionAcceptedId') } }),
      (f) => asOperator(f, { body: { inspection_id: extra(f, 'inspectionSyncedAcceptedId'), ...sync() } }),
    ],
    'GET Inspection/GetInspectionDetails/{inspection_id}': [
      (f) => asManager(f, { pathParameters: { inspection_id: extra(f, 'inspectionAcceptedId') } }),
    ],
    'POST Inspection/ApproveInspection': [
      (f) =>
        asManager(f, {
          body: {
            inspection_id: extra(f, 'inspectionApproveId'),
            asset_id: extra(f, 'inspectionApproveAssetId'),
            status: 10,
            manager_notes: 'Contract',
            meter_hours: 10,
          },
        }),
    ],
    'GET Inspection/PendingInspectionCheckoutAssetsByManager': [(f) => asManager(f)],
  },
  isolation: {
    'Inspection/GetAssetsForUser/{uuid}': { pathParameters: { uuid: 'someone' } },
    'Inspection/CheckoutAsset': { body: { asset_id: 1 } },
    'Inspection/PhotoUploadUrl': { body: { inspection_id: 'x', content_type: 'image/jpeg', size: 1000 } },
    'Inspection/SubmitInspection': {
      body: {
        inspection_id: 'x',
        meter_hours: 1,
        shift: 1,
        attributes: [],
        operator_notes: '',
        is_comment_important: false,
        image_names: [],
      },
    },
    'Inspection/CheckinAsset': { body: { inspection_id: 'x' } },
    'Inspection/GetInspectionDetails/{inspection_id}': { pathParameters: { inspection_id: 'x' } },
    'Inspection/ApproveInspection': {
      body: { inspection_id: 'x', asset_id: 1, status: 10, manager_notes: '', meter_hours: 1 },
    },
  },
  badInput: {
    'POST Inspection/CheckoutAsset': badSyncFields({ asset_id: 1 }),
    'POST Inspection/PhotoUploadUrl': badSyncFields({
      inspection_id: 'x',
      content_type: 'image/jpeg',
      size: 1000,
    }),
    'POST Inspection/SubmitInspection': badSyncFields({
      inspection_id: 'x',
      meter_hours: 1,
      shift: 1,
      attributes: [],
      operator_notes: '',
      is_comment_important: false,
      image_names: [],
    }),
    'POST Inspection/CheckinAsset': badSyncFields({ inspection_id: 'x' }),
  },
};
