/**
 * A tenant's branding: name, logo and colour. The colour marks the top bar and the sign-in card,
 * and becomes Cloudscape's primary palette (buttons, links, focus rings, checked controls).
 * Cloudscape's runtime theming (applyTheme) is not used because its token table alone is ~770 kB:
 * the palette is a handful of CSS variables that every primary token derives from.
 */
import type { Branding } from '@shared/tenancy/schemas';

export const DEFAULT_BRAND_COLOR = '#0972d3';

export const brandColor = (branding: Branding) => branding.color || DEFAULT_BRAND_COLOR;

export function setDocumentTitle(branding: Branding, pageTitle?: string) {
  document.title = pageTitle ? `${pageTitle} - ${branding.name}` : branding.name;
}

/**
 * The primary palette's variables as the installed Cloudscape names them (the suffix is its hash;
 * branding.test.ts finds each in Cloudscape's CSS, so an upgrade that renames them fails there).
 * 600 is the colour of primary buttons, links and focus; 900 their hover and pressed shade; 50 to
 * 200 the light backgrounds of hovered and pressed normal buttons.
 */
export const PRIMARY_PALETTE_VARIABLES = {
  50: '--color-primary-50-hzpado',
  100: '--color-primary-100-n2qcgb',
  200: '--color-primary-200-aj9trr',
  600: '--color-primary-600-su56h9',
  700: '--color-primary-700-1y7vyc',
  900: '--color-primary-900-ed50ni',
} as const;
type Shade = keyof typeof PRIMARY_PALETTE_VARIABLES;

type Rgb = [number, number, number];
const HEX = /^#([0-9a-f]{6})$/i;
const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (rgb: Rgb, toward: number, amount: number): Rgb =>
  rgb.map((c) => c + (toward - c) * amount) as Rgb;

/** WCAG 2 contrast of white text on the colour. */
export function contrastWithWhite(hex: string): number {
  const linear = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
  return 1.05 / (luminance + 0.05);
}

/**
 * The palette a brand colour gives, or null where Cloudscape's own stays: no colour, not a
 * #rrggbb colour, or one too light for white button text (contrast under 4.5:1, WCAG AA).
 */
export function brandPalette(color: string | null | undefined): Record<Shade, string> | null {
  if (!color || !HEX.test(color) || contrastWithWhite(color) < 4.5) return null;
  const rgb = toRgb(color);
  return {
    50: toHex(mix(rgb, 255, 0.94)),
    100: toHex(mix(rgb, 255, 0.82)),
    200: toHex(mix(rgb, 255, 0.72)),
    600: color.toLowerCase(),
    700: toHex(mix(rgb, 0, 0.3)),
    900: toHex(mix(rgb, 0, 0.55)),
  };
}

/** Sets the palette on body, where Cloudscape declares it (an inline style outranks its rule). */
export function applyBrandPalette(color: string | null | undefined) {
  const palette = brandPalette(color);
  for (const [shade, variable] of Object.entries(PRIMARY_PALETTE_VARIABLES)) {
    if (palette) document.body.style.setProperty(variable, palette[Number(shade) as Shade]);
    else document.body.style.removeProperty(variable);
  }
}
