/** An asset's details and its checklist (spec core 2.7, 7 'Assets'). */
import { AssetsApi } from '#shared/assets/api.js';
import { FormMessages } from '#shared/forms/messages.js';
import { checklistAttributes, FormTypeId, parseFormData } from '#shared/forms/rules.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound } from '#lib/errors.js';
import { findForm } from '#functions/forms/index.js';
import { currentDowntimes } from '#functions/reliability/index.js';
import { route } from '#functions/users/index.js';
import { assertSeesAsset } from '../scope.js';
import { getAsset } from '../store/assets.js';
import { assetDetailOf } from '../views.js';

/** GET Asset/GetAssetDetails/{asset_id}: one asset the caller sees, its photo as a presigned URL. */
export const getAssetDetails = route(
  AssetsApi.getAssetDetails,
  async ({ tenant, user, roleId, siteId, params, org }) => {
    const [orgData, found] = await Promise.all([org(), getAsset(tenant.company_code, params.asset_id)]);
    const asset = assertSeesAsset({ user, roleId, siteId }, orgData, found);
    const [form, down] = await Promise.all([
      asset.inspectionform_id
        ? findForm(tenant.company_code, asset.company_id, asset.inspectionform_id)
        : undefined,
      currentDowntimes(tenant.company_code, [asset.asset_id]),
    ]);
    const detail = await assetDetailOf(asset, orgData, form?.form_name ?? null);
    return ok({ ...detail, down_since: down.get(asset.asset_id)?.start ?? null });
  },
);

/** GET Asset/GetAssetForm?assetid: the attributes of the asset's inspection checklist. */
export const getAssetForm = route(
  AssetsApi.getAssetForm,
  async ({ tenant, user, roleId, siteId, query, org }) => {
    const [orgData, found] = await Promise.all([org(), getAsset(tenant.company_code, query.assetid)]);
    const asset = assertSeesAsset({ user, roleId, siteId }, orgData, found);
    const form = asset.inspectionform_id
      ? await findForm(tenant.company_code, asset.company_id, asset.inspectionform_id)
      : undefined;
    if (!form) throw notFound(FormMessages.formNotFound);
    if (form.form_type_id !== FormTypeId.InspectionChecklist) throw badRequest(FormMessages.notAChecklist);
    const definition = parseFormData(form.form_data);
    return ok({
      form_id: form.form_id,
      form_name: form.form_name,
      attributes: definition ? checklistAttributes(definition) : [],
    });
  },
);
