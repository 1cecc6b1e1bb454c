/** The attachment upload endpoint (spec maintenance 7 'Upload attachment'; see schemas.ts for the presigned-PUT deviation). */
import { lazySchema } from '../common/lazy-schema.js';
import { endpoint, envelope } from '../common/endpoint.js';
import { ATTACHMENT_ROLES } from './rules.js';
import { attachmentUpload, attachmentUploadBody } from './schemas.js';

export const AttachmentsApi = {
  attachmentUploadUrl: endpoint({
    method: 'POST',
    path: 'Attachment/UploadUrl',
    summary:
      'A presigned S3 PUT for one PM or work order attachment (type and size checked and signed), with the file_url, user_uploaded_name and filename to save',
    auth: 'session',
    roles: ATTACHMENT_ROLES,
    body: attachmentUploadBody,
    response: lazySchema(() => envelope(attachmentUpload)),
  }),
};
