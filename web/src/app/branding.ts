/**
 * A tenant's branding: name, logo and colour. The colour marks the top bar and the sign-in card;
 * Cloudscape's runtime theming (applyTheme) is not used because its token table alone is ~770 kB.
 */
import type { Branding } from '@shared/tenancy/schemas';

export const DEFAULT_BRAND_COLOR = '#0972d3';

export const brandColor = (branding: Branding) => branding.color || DEFAULT_BRAND_COLOR;

export function setDocumentTitle(branding: Branding, pageTitle?: string) {
  document.title = pageTitle ? `${pageTitle} - ${branding.name}` : branding.name;
}
