/**
 * Sample calls of the parts routes for the route-wide tests (test-support/samples.ts), as the demo
 * manager at Reno Yard (site 2, shows maintenance): a part with stock to read and move, a work
 * order of company 1 with a task to use it on, an asset PM and a PM library PM to name parts on,
 * and malformed bodies with the refusal each gets. The fixture is made in ./samples-prepare.ts.
 */
import { randomUUID } from 'node:crypto';
import {
  asManager,
  type BadInputSample,
  type DomainSamples,
  type Fixture,
} from '#functions/test-support/samples.js';
import { Role } from '#shared/codes.js';
import { ImportJobMessages } from '#shared/common/import-jobs.js';
import { Messages } from '#shared/messages.js';
import { PmLibraryMessages } from '#shared/pm-library/messages.js';
import { PartMessages } from '#shared/parts/messages.js';
import { AssetPmMessages } from '#shared/pm/messages.js';
import { preparePartSamples, samplePart as part } from './samples-prepare.js';

const x = (f: Fixture, name: string) => String(f.extra[name]);
/** The demo company admin at Reno Yard: the PM library's writer. */
const asPartsAdmin = (f: Fixture, options: Record<string, unknown> = {}) => ({
  token: String(f.extra.partsAdminToken),
  domain: 'demo',
  roleId: Role.CompanyAdmin,
  siteId: 2,
  ...options,
});
const refused = (body: Record<string, unknown>, message: string, status = 400): BadInputSample => ({
  role: 'manager',
  request: { body },
  status,
  message,
});
const PART = '00000000-0000-4000-8000-000000000001';
const PM = '1-01JZZZZZZZZZZZZZZZZZZZZZZZ';
const IMPORT = '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e01';

export const partSamples: DomainSamples = {
  prepare: preparePartSamples,
  contract: {
    'POST Part/CreatePart': [
      (f) => asManager(f, { body: { ...part('C'), stock: [{ site_id: 2, minimum_quantity: 2 }] } }),
    ],
    'POST Part/UpdatePart': [
      (f) =>
        asManager(f, {
          body: { ...part('A'), part_id: x(f, 'partId'), part_number: x(f, 'partNumber'), name: 'Renamed' },
        }),
    ],
    'POST Part/DeactivatePart': [(f) => asManager(f, { body: { part_id: x(f, 'partToDeactivate') } })],
    'POST Part/ActivatePart': [(f) => asManager(f, { body: { part_id: x(f, 'partToDeactivate') } })],
    'POST Part/FilterParts': [
      (f) => asManager(f, { body: { pagesize: 20, pageindex: 1 } }),
      (f) => asManager(f, { body: { search_string: 'contract', category: ['Filters'], site_id: [2] } }),
      (f) => asManager(f, { body: { low_stock: true, status: 'all' } }),
    ],
    'GET Part/GetPart/{id}': [(f) => asManager(f, { pathParameters: { id: x(f, 'partId') } })],
    'POST Part/ReceiveStock': [
      (f) =>
        asManager(f, {
          body: {
            part_id: x(f, 'partId'),
            site_id: 2,
            quantity: 5,
            unit_cost: 11,
            movement_id: randomUUID(),
          },
        }),
    ],
    'POST Part/AdjustStock': [
      (f) => asManager(f, { body: { part_id: x(f, 'partId'), site_id: 2, quantity: -1, reason: 'Counted' } }),
    ],
    'POST Part/TransferStock': [
      (f) => asManager(f, { body: { part_id: x(f, 'partId'), from_site_id: 2, to_site_id: 3, quantity: 1 } }),
    ],
    'POST Part/UseStock': [
      (f) =>
        asManager(f, {
          body: { part_id: x(f, 'partId'), wo_id: f.extra.partWo, task_id: f.extra.partTask, quantity: 1 },
        }),
    ],
    'GET Part/GetWorkOrderParts/{wo_id}': [
      (f) => asManager(f, { pathParameters: { wo_id: String(f.extra.partWo) } }),
    ],
    'POST Part/SetPmParts': [
      (f) =>
        asManager(f, {
          body: { asset_pm_id: x(f, 'partPm'), parts: [{ part_id: x(f, 'partId'), quantity: 2 }] },
        }),
    ],
    'POST Part/GetPmPartsStatus': [(f) => asManager(f, { body: { asset_pm_ids: [x(f, 'partPm')] } })],
    'POST Part/SetLibraryPmParts': [
      (f) =>
        asPartsAdmin(f, {
          body: { pm_id: f.extra.partLibraryPm, parts: [{ part_id: x(f, 'partId'), quantity: 2 }] },
        }),
    ],
    'GET Part/GetLibraryPmParts/{pm_id}': [
      (f) => asManager(f, { pathParameters: { pm_id: x(f, 'partLibraryPm') } }),
    ],
    'GET Part/DashboardLowStock': [(f) => asManager(f)],
    'POST Part/PartImportUploadUrl': [(f) => asManager(f, { body: { import_id: randomUUID(), size: 2048 } })],
    'POST Part/StartPartImport': [
      (f) => asManager(f, { body: { import_id: x(f, 'uploadedPartImport'), file_name: 'contract.xlsx' } }),
    ],
    'GET Part/GetPartImport/{import_id}': [
      (f) => asManager(f, { pathParameters: { import_id: x(f, 'startedPartImport') } }),
    ],
    'GET Part/PartImportHistory/{pageindex}/{pagesize}': [
      (f) => asManager(f, { pathParameters: { pageindex: '1', pagesize: '20' } }),
    ],
    'GET Part/PartImportProblems/{import_id}': [
      (f) => asManager(f, { pathParameters: { import_id: x(f, 'startedPartImport') } }),
    ],
    'POST Part/PartPhotoUploadUrl': [
      (f) => asManager(f, { body: { part_id: x(f, 'partId'), content_type: 'image/png', size: 1024 } }),
    ],
    'POST Part/SetPartPhoto': [(f) => asManager(f, { body: { part_id: x(f, 'partId'), photo_file: null } })],
  },
  isolation: {
    'Part/CreatePart': { body: part('D') },
    'Part/UpdatePart': { body: { ...part('E'), part_id: PART } },
    'Part/DeactivatePart': { body: { part_id: PART } },
    'Part/ActivatePart': { body: { part_id: PART } },
    'Part/FilterParts': { body: { pagesize: 20, pageindex: 1 } },
    'Part/GetPart/{id}': { pathParameters: { id: PART } },
    'Part/ReceiveStock': { body: { part_id: PART, site_id: 2, quantity: 1, unit_cost: 1 } },
    'Part/AdjustStock': { body: { part_id: PART, site_id: 2, quantity: 1, reason: 'r' } },
    'Part/TransferStock': { body: { part_id: PART, from_site_id: 2, to_site_id: 3, quantity: 1 } },
    'Part/UseStock': { body: { part_id: PART, wo_id: 1, task_id: 1, quantity: 1 } },
    'Part/GetWorkOrderParts/{wo_id}': { pathParameters: { wo_id: '1' } },
    'Part/SetPmParts': { body: { asset_pm_id: PM, parts: [{ part_id: PART, quantity: 1 }] } },
    'Part/GetPmPartsStatus': { body: { asset_pm_ids: [PM] } },
    'Part/SetLibraryPmParts': { body: { pm_id: 1, parts: [{ part_id: PART, quantity: 1 }] } },
    'Part/GetLibraryPmParts/{pm_id}': { pathParameters: { pm_id: '1' } },
    'Part/DashboardLowStock': {},
    'Part/PartImportUploadUrl': { body: { import_id: IMPORT, size: 100 } },
    'Part/StartPartImport': { body: { import_id: IMPORT, file_name: 'a.xlsx' } },
    'Part/GetPartImport/{import_id}': { pathParameters: { import_id: IMPORT } },
    'Part/PartImportHistory/{pageindex}/{pagesize}': { pathParameters: { pageindex: '1', pagesize: '20' } },
    'Part/PartImportProblems/{import_id}': { pathParameters: { import_id: IMPORT } },
    'Part/PartPhotoUploadUrl': { body: { part_id: PART, content_type: 'image/png', size: 100 } },
    'Part/SetPartPhoto': { body: { part_id: PART, photo_file: null } },
  },
  badInput: {
    'POST Part/CreatePart': [
      refused({ ...part('F'), part_number: '' }, PartMessages.partNumberRequired),
      refused({ ...part('F'), part_number: 'x'.repeat(51) }, PartMessages.partNumberTooLong),
      refused({ ...part('F'), name: ' ' }, PartMessages.nameRequired),
      refused({ ...part('F'), unit: '' }, PartMessages.unitRequired),
      refused({ ...part('F'), unit_cost: 'abc' }, PartMessages.unitCostInvalid),
      refused({ ...part('F'), preferred_dealer_id: 'x' }, PartMessages.dealerNotFound),
      refused({ ...part('F'), stock: [{ site_id: 2 }, { site_id: 2 }] }, PartMessages.siteRepeated),
      refused({ ...part('F'), stock: [{ site_id: 2, minimum_quantity: 1.5 }] }, PartMessages.minimumInvalid),
      refused(
        { ...part('F'), stock: [{ site_id: 2, bin_location: 'b'.repeat(51) }] },
        PartMessages.binTooLong,
      ),
    ],
    'POST Part/UpdatePart': [refused({ ...part('G'), part_id: 'not-a-uuid' }, PartMessages.partNotFound)],
    'POST Part/DeactivatePart': [refused({ part_id: 12 }, PartMessages.partNotFound)],
    'POST Part/ActivatePart': [refused({ part_id: 'not-a-uuid' }, PartMessages.partNotFound)],
    'POST Part/ReceiveStock': [
      refused({ part_id: PART, site_id: 2, quantity: 0, unit_cost: 1 }, PartMessages.quantityInvalid),
      refused({ part_id: PART, site_id: 2, quantity: 1.5, unit_cost: 1 }, PartMessages.quantityInvalid),
      refused({ part_id: PART, site_id: 2, quantity: 1 }, PartMessages.unitCostInvalid),
      refused({ part_id: PART, quantity: 1, unit_cost: 1 }, PartMessages.siteRequired),
      refused(
        { part_id: PART, site_id: 2, quantity: 1, unit_cost: 1, movement_id: 'retry-1' },
        PartMessages.movementIdInvalid,
      ),
    ],
    'POST Part/AdjustStock': [
      refused({ part_id: PART, site_id: 2, quantity: 0, reason: 'r' }, PartMessages.adjustQuantityInvalid),
      refused({ part_id: PART, site_id: 2, quantity: -1, reason: '' }, PartMessages.reasonRequired),
    ],
    'POST Part/TransferStock': [
      refused({ part_id: PART, from_site_id: 2, to_site_id: 2, quantity: 1 }, PartMessages.sameSite),
    ],
    'POST Part/UseStock': [
      refused({ part_id: PART, task_id: 1, quantity: 1 }, PartMessages.workOrderNotFound),
      refused({ part_id: PART, wo_id: 1, quantity: 1 }, PartMessages.taskNotFound),
      refused({ part_id: PART, wo_id: 1, task_id: 1, quantity: -2 }, PartMessages.quantityInvalid),
    ],
    'POST Part/FilterParts': [refused({ status: 'deleted' }, Messages.invalidRequest)],
    'POST Part/SetPmParts': [
      refused({ parts: [] }, AssetPmMessages.pmNotFound),
      refused({ asset_pm_id: PM, parts: [{ part_id: 'x', quantity: 1 }] }, PartMessages.pmPartUnknown),
      refused({ asset_pm_id: PM, parts: [{ part_id: PART, quantity: 0 }] }, PartMessages.quantityInvalid),
      refused(
        {
          asset_pm_id: PM,
          parts: [
            { part_id: PART, quantity: 1 },
            { part_id: PART, quantity: 2 },
          ],
        },
        PartMessages.pmPartRepeated,
      ),
      refused({ asset_pm_id: PM, parts: 'all' }, Messages.invalidRequest),
    ],
    'POST Part/GetPmPartsStatus': [
      refused({ asset_pm_ids: [] }, PartMessages.pmIdsInvalid),
      refused({ asset_pm_ids: 'x' }, PartMessages.pmIdsInvalid),
      refused({ asset_pm_ids: ['bad id!'] }, AssetPmMessages.pmNotFound),
    ],
    'POST Part/SetLibraryPmParts': [
      { ...refused({ parts: [] }, PmLibraryMessages.pmNotFound), role: 'companyAdmin' },
      { ...refused({ pm_id: 1, parts: 'all' }, Messages.invalidRequest), role: 'companyAdmin' },
      {
        ...refused({ pm_id: 1, parts: [{ part_id: PART, quantity: 0 }] }, PartMessages.quantityInvalid),
        role: 'companyAdmin',
      },
    ],
    'GET Part/GetLibraryPmParts/{pm_id}': [
      {
        role: 'manager',
        request: { pathParameters: { pm_id: 'abc' } },
        status: 400,
        message: PmLibraryMessages.pmNotFound,
      },
    ],
    'POST Part/PartPhotoUploadUrl': [
      refused({ part_id: PART, content_type: 'image/gif', size: 10 }, PartMessages.photoTypeInvalid),
      refused(
        { part_id: PART, content_type: 'image/png', size: 6 * 1024 * 1024 },
        PartMessages.photoTooLarge,
      ),
      refused({ part_id: PART, content_type: 'image/png', size: 0 }, PartMessages.photoMissing),
    ],
    'POST Part/SetPartPhoto': [
      refused({ part_id: PART, photo_file: '../other.png' }, PartMessages.photoMissing),
    ],
    'POST Part/PartImportUploadUrl': [
      refused({ import_id: 'not-a-uuid', size: 10 }, ImportJobMessages.idInvalid),
      refused({ import_id: IMPORT, size: 0 }, PartMessages.importFileEmpty),
      refused({ import_id: IMPORT, size: 17 * 1024 * 1024 }, ImportJobMessages.tooLarge),
    ],
    'POST Part/StartPartImport': [
      refused({ import_id: IMPORT, file_name: '' }, PartMessages.importFileRequired),
      refused({ import_id: 12, file_name: 'a.xlsx' }, ImportJobMessages.idInvalid),
    ],
    'GET Part/GetPartImport/{import_id}': [
      {
        role: 'manager',
        request: { pathParameters: { import_id: 'x' } },
        status: 400,
        message: ImportJobMessages.idInvalid,
      },
    ],
    'GET Part/GetWorkOrderParts/{wo_id}': [
      {
        role: 'manager',
        request: { pathParameters: { wo_id: 'abc' } },
        status: 400,
        message: PartMessages.workOrderNotFound,
      },
    ],
  },
};
