/** Texts of the tenant's branding page and its refusals (ours: the spec has no branding editor). */
import { BRAND_NAME_MAX } from './branding.js';

export const BrandingMessages = {
  nameRequired: `Enter a name of 1 to ${BRAND_NAME_MAX} characters.`,
  colorInvalid: 'Enter a colour as #rrggbb !',
  logoTypeInvalid: 'The logo must be a PNG, JPEG or WebP image.',
  logoTooLarge: 'The logo is too large: it can be at most 512 kB.',
  logoEmpty: 'The logo file is empty.',
  logoNotUploaded: 'The logo was not uploaded. Choose it again.',
  uploadFailed: 'The upload failed. Please try again.',
  versionRequired: 'Reload the page and try again.',
  changedMeanwhile: 'The branding was changed by someone else meanwhile. Reload the page and try again.',
  saved: 'Branding saved successfully!',
} as const;
