/** Sample calls of the attachment upload route for the route-wide tests, as the demo manager at Reno Yard (site 2, shows maintenance). */
import { asManager, type DomainSamples } from '#functions/test-support/samples.js';

const body = { file_name: 'Loader manual.pdf', content_type: 'application/pdf', size: 2048 };

export const attachmentSamples: DomainSamples = {
  contract: { 'POST Attachment/UploadUrl': [(f) => asManager(f, { body })] },
  isolation: { 'Attachment/UploadUrl': { body } },
};
