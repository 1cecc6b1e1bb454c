/** Texts of attachments (spec maintenance 2.2, 2.8, 8 'No Attachments !'); the refusals are ours (spec 8: an upload failure shows the server's message). */
import { MAX_ATTACHMENTS } from './rules.js';

export const AttachmentMessages = {
  // spec 8
  noAttachments: 'No Attachments !',
  // ours
  typeInvalid:
    'This file type cannot be attached. Attach a PDF, an image (JPG, PNG, WEBP), a text, CSV, Word or Excel file.',
  tooLarge: 'The file is too large: attachments can be at most 20 MB.',
  empty: 'The file is empty.',
  nameRequired: 'The file has no name.',
  notUploaded: 'An attachment was not uploaded. Remove it and attach it again.',
  tooMany: `At most ${MAX_ATTACHMENTS} attachments can be added.`,
  uploadFailed: 'The upload failed. Please try again.',
} as const;
