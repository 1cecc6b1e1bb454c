/**
 * A part's photo (issue 25 item 1): a presigned PUT for a new one, then the save of its stored
 * name (checked in the bucket first), or its removal (null); the photo it replaces or removes is
 * deleted from the bucket once the save has committed. Company admins and managers, on a
 * part of their active site's company.
 */
import { PartsApi } from '#shared/parts/api.js';
import { PartMessages } from '#shared/parts/messages.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { companyPart, setPartPhoto as savePartPhoto } from '../operations/catalogue.js';
import { assertPartPhotoUploaded, deletePartPhoto, partPhotoUploadUrl as presignPhoto } from '../photo.js';
import { partRowWithPhoto } from '../views.js';

/** POST Part/PartPhotoUploadUrl. */
export const partPhotoUploadUrl = route(PartsApi.partPhotoUploadUrl, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const part = await companyPart(tenant, companyId, request.body.part_id);
  return ok(await presignPhoto(tenant, part.part_id, request.body));
});

/** POST Part/SetPartPhoto: saves the uploaded photo, or removes it (null). */
export const setPartPhoto = route(PartsApi.setPartPhoto, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const { part_id, photo_file } = request.body;
  await companyPart(tenant, companyId, part_id);
  if (photo_file) await assertPartPhotoUploaded(tenant, part_id, photo_file);
  const { part, replaced } = await savePartPhoto(tenant, companyId, part_id, photo_file);
  if (replaced) await deletePartPhoto(tenant, part_id, replaced);
  return ok(await partRowWithPhoto(part), photo_file ? PartMessages.photoSaved : PartMessages.photoRemoved);
});
