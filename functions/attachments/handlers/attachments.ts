/**
 * POST Attachment/UploadUrl (spec maintenance 7 'Upload attachment'): a presigned PUT for one PM or
 * work order attachment and the spec's file_url, user_uploaded_name, filename (shared/attachments/
 * schemas.ts says why this is not the spec's multipart POST). The key is under the verified
 * token's tenant; the caller's active site must show maintenance.
 */
import { AttachmentsApi } from '#shared/attachments/api.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { attachmentUploadUrl as presignedUpload } from '../files.js';

export const attachmentUploadUrl = route(AttachmentsApi.attachmentUploadUrl, async (request) => {
  await maintenanceCompanyOf(request);
  return ok(await presignedUpload(request.tenant.company_code, request.body));
});
