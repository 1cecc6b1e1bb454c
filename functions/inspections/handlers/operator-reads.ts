/**
 * The reads the operator routes share (handlers/operator.ts, handlers/submit.ts): the caller's own
 * inspection, and an asset's checklist as GetAssetForm derives it.
 */
import { FormMessages } from '#shared/forms/messages.js';
import { checklistAttributes, FormTypeId, parseFormData } from '#shared/forms/rules.js';
import type { ChecklistAttribute } from '#shared/forms/schemas.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { findForm } from '#functions/forms/index.js';
import { badRequest, notFound } from '#lib/errors.js';
import type { User } from '#functions/users/index.js';
import { getInspection, type InspectionRecord } from '../store/inspections.js';

export type Checklist = { form_id: string; form_name: string; attributes: ChecklistAttribute[] };

/** The asset's checklist as GetAssetForm derives it (404 without one). */
export async function checklistOf(tenant: string, asset: AssetRecord): Promise<Checklist> {
  return checklistFrom(
    asset.inspectionform_id ? await findForm(tenant, asset.company_id, asset.inspectionform_id) : undefined,
  );
}
export function checklistFrom(form: Awaited<ReturnType<typeof findForm>>): Checklist {
  if (!form) throw notFound(FormMessages.formNotFound);
  if (form.form_type_id !== FormTypeId.InspectionChecklist) throw badRequest(FormMessages.notAChecklist);
  const definition = parseFormData(form.form_data);
  return {
    form_id: form.form_id,
    form_name: form.form_name,
    attributes: definition ? checklistAttributes(definition) : [],
  };
}

/** The caller's own inspection (another operator's is not found); `read` is one read already (prefetchDraft). */
export async function ownInspection(
  tenant: string,
  user: User,
  inspectionId: string,
  read?: InspectionRecord,
): Promise<InspectionRecord> {
  const record = read?.inspection_id === inspectionId ? read : await getInspection(tenant, inspectionId);
  if (!record) throw notFound(InspectionMessages.inspectionNotFound);
  if (record.operator_uuid !== user.uuid) throw notFound(InspectionMessages.inspectionNotFound);
  return record;
}
