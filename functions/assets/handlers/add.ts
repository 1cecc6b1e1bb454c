/**
 * Adding assets one by one or from a spreadsheet, and the asset types (spec core 2.8, 5). A
 * company admin works in their active site's company; a super admin in any company of the tenant.
 */
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { AssetsApi } from '#shared/assets/api.js';
import { AssetMessages } from '#shared/assets/messages.js';
import { SiteStatus } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { Messages } from '#shared/messages.js';
import { findForm, listAllForms } from '#functions/forms/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, conflict, HttpError } from '#lib/errors.js';
import { refuseOverSyncRows } from '#lib/jobs/import-jobs.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { route } from '#functions/users/index.js';
import type { Org } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import { ImportFailed, planImport, writeImport } from '../import.js';
import { assertSeesAsset, companyOfCall, viewerCompanies } from '../scope.js';
import {
  applyChanges,
  AssetIdEntity,
  assetChangedEvent,
  createAsset,
  findByInternalId,
  getAsset,
  takenInternalIds,
  updateAssetWrites,
  type AssetChanges,
} from '../store/assets.js';
import { assetTypeWrite, listAssetTypes } from '../store/asset-types.js';

function companySite(org: Org, companyId: number, siteId: number) {
  const site = org.sites.find((s) => s.site_id === siteId);
  if (!site || site.status === SiteStatus.AllSites || site.company_id !== companyId)
    throw badRequest(Messages.siteOutsideCompany);
  return site;
}

/** POST Asset/AddUpdateAsset: without asset_id a new asset, with it that asset's fields. */
export const addUpdateAsset = route(
  AssetsApi.addUpdateAsset,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const code = tenant.company_code;
    const orgData = await org();
    const companyId = companyOfCall(orgData, roleId, siteId, body.company_id);
    companySite(orgData, companyId, body.site_id);
    const form = await findForm(code, companyId, body.inspectionform_id);
    if (!form || form.form_type_id !== FormTypeId.InspectionChecklist)
      throw badRequest(AssetMessages.inspectionFormUnknown);

    const fields = {
      internal_asset_id: body.internal_asset_id,
      name: body.name,
      asset_type: body.asset_type,
      product_name: body.product_name,
      model_name: body.model_name,
      model_year: body.model_year,
      asset_serial_number: body.asset_serial_number,
      current_stage: body.current_stage,
      inspectionform_id: form.form_id,
      company_id: companyId,
      site_id: body.site_id,
      status: body.status,
      criticality_index: body.criticality_index,
      condition_index: body.condition_index,
    };

    if (body.asset_id)
      return updateExisting(code, { user, roleId, siteId }, orgData, body.asset_id, fields, body.parent);

    const parent = body.parent ? await findByInternalId(code, companyId, body.parent) : undefined;
    if (body.parent && !parent) throw badRequest(AssetMessages.parentUnknown);
    const created = await createAsset(code, {
      asset: {
        ...fields,
        ...(parent ? { parent_internal_asset_id: parent.internal_asset_id, levels: parent.levels + 1 } : {}),
      },
      parent,
    });
    return ok(
      { asset_id: created.asset_id, internal_asset_id: created.internal_asset_id },
      AssetMessages.added,
    );
  },
);

async function updateExisting(
  code: string,
  viewer: { user: User; roleId: number; siteId: number },
  org: Org,
  assetId: number,
  fields: AssetChanges & { internal_asset_id: string; company_id: number },
  parentId: string,
) {
  const before = assertSeesAsset(viewer, org, await getAsset(code, assetId));
  if (before.company_id !== fields.company_id) throw badRequest(Messages.companyChangeNotAllowed);
  const { internal_asset_id: internalId, company_id: _company, ...changes } = fields;
  const writes = [];
  const idChanged = internalId !== before.internal_asset_id;
  // Children point at the parent's internal id: an asset with children keeps its id.
  if (idChanged && before.children_count > 0) throw badRequest(Messages.invalidRequest);
  if (idChanged) {
    writes.push(
      AssetIdEntity.build(PutTransaction)
        .item({
          tenant: code,
          company_id: before.company_id,
          internal_asset_id: internalId,
          asset_id: before.asset_id,
        })
        .options({ condition: { attr: 'asset_id', exists: false } }),
      AssetIdEntity.build(DeleteTransaction).key({
        tenant: code,
        company_id: before.company_id,
        internal_asset_id: before.internal_asset_id,
      }),
    );
  }
  const oldParent = before.parent_internal_asset_id ?? '';
  let levels = before.levels;
  if (parentId !== oldParent) {
    if (parentId === internalId || parentId === before.internal_asset_id)
      throw badRequest(AssetMessages.childCycle);
    const next = parentId ? await findByInternalId(code, before.company_id, parentId) : undefined;
    if (parentId && !next) throw badRequest(AssetMessages.parentUnknown);
    const previous = oldParent ? await findByInternalId(code, before.company_id, oldParent) : undefined;
    if (previous)
      writes.push(
        ...updateAssetWrites(previous, { children_count: Math.max(0, previous.children_count - 1) }),
      );
    if (next) writes.push(...updateAssetWrites(next, { children_count: next.children_count + 1 }));
    levels = next ? next.levels + 1 : 1;
  }
  const assetChanges: AssetChanges = {
    ...changes,
    ...(idChanged ? { internal_asset_id: internalId } : {}),
    parent_internal_asset_id: parentId || undefined,
    levels,
  };
  const assetWrites = updateAssetWrites(before, assetChanges, [
    assetChangedEvent(before, applyChanges(before, assetChanges)),
  ]);
  try {
    await writeTransaction([
      ...assetWrites,
      ...writes,
      ...(changes.asset_type ? [assetTypeWrite(code, before.company_id, changes.asset_type)] : []),
    ]);
  } catch (error) {
    if (idChanged && failedCondition(error, assetWrites.length))
      throw conflict(AssetMessages.internalIdTaken);
    if (failedCondition(error)) throw conflict(Messages.recordChanged);
    throw error;
  }
  return ok({ asset_id: before.asset_id, internal_asset_id: internalId }, AssetMessages.updated);
}

/** GET Asset/GetAssetTypes/{pageindex}/{pagesize}/{search}: the types in use by the caller's companies. */
export const getAssetTypes = route(
  AssetsApi.getAssetTypes,
  async ({ tenant, user, roleId, siteId, params, org }) => {
    const companies = [...viewerCompanies({ user, roleId, siteId }, await org())];
    const search = params.search.trim() === '-' ? '' : params.search.trim().toLowerCase();
    const types = (await listAssetTypes(tenant.company_code, companies)).filter(
      (t) => !search || t.name.toLowerCase().includes(search),
    );
    const size = params.pagesize || types.length;
    const index = Math.max(params.pageindex, 1);
    return ok({ list: types.slice(size * (index - 1), size * index), listsize: types.length });
  },
);

/** POST Asset/BulkUploadAssets: every row or none; a refusal lists each failing row in data.problems. */
export const bulkUploadAssets = route(
  AssetsApi.bulkUploadAssets,
  async ({ tenant, roleId, siteId, body, org }) => {
    refuseOverSyncRows(body.AssetRequestModel.length, AssetMessages.useImportJob);
    const code = tenant.company_code;
    const orgData = await org();
    const companyId = companyOfCall(orgData, roleId, siteId, body.company_id);
    const rows = body.AssetRequestModel;
    const ids = rows.map((r) => String(r.internal_asset_id ?? '').trim()).filter((id) => /^\d+$/.test(id));
    const [forms, taken] = await Promise.all([
      listAllForms(code, companyId, FormTypeId.InspectionChecklist),
      takenInternalIds(code, companyId, ids),
    ]);
    const { problems, assets } = planImport(
      rows,
      { tenant: code, companyId, siteId: body.site_id, org: orgData, forms },
      taken,
    );
    if (problems.length) throw new HttpError(400, problems[0].message, { problems });
    try {
      const written = await writeImport(code, assets);
      return ok({ created: written.length }, AssetMessages.uploaded);
    } catch (error) {
      if (error instanceof ImportFailed) {
        if (error.internalIdTaken) throw conflict(AssetMessages.internalIdTaken);
        if (failedCondition(error.reason)) throw conflict(Messages.recordChanged);
        throw error.reason;
      }
      throw error;
    }
  },
);
