/**
 * A tenant's branding (issue 27 item 1: "tenant data, editable by the tenant's super admin in the
 * app"): the limits of its name, colour and logo, and who edits it. Pure; the web form checks a
 * file with these before asking for an upload URL, and the server checks the request and the
 * uploaded object with them again.
 */
import { Role } from '../codes.js';

/** Only the tenant's super admins: the branding is the whole tenant's, not one company's. */
export const BRANDING_ROLES = [Role.SuperAdmin] as const;

export const BRAND_NAME_MAX = 60;
/** A colour as the sign-in card, the top bar and Cloudscape's palette take it. */
export const BRAND_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Raster images only: an SVG can carry script, and a logo is shown on every tenant page (and
 * before sign-in), so it is never accepted, whatever its name says.
 */
export const LOGO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type LogoType = keyof typeof LOGO_TYPES;
export const LOGO_CONTENT_TYPES = Object.keys(LOGO_TYPES) as LogoType[];
/** What the file input offers. */
export const LOGO_ACCEPT = [...LOGO_CONTENT_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',');
export const MAX_LOGO_BYTES = 512 * 1024;
/** Minutes a logo upload URL stays valid. */
export const LOGO_UPLOAD_MINUTES = 15;

/** Stored logo names are ours: a uuid and the type's extension (nothing the client names becomes a key). */
export const isLogoFile = (name: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/.test(name);

/** The logo type of a file the browser may not have typed (empty type): by its extension. */
export function logoTypeOf(file: { name: string; type: string }): LogoType | null {
  if ((LOGO_CONTENT_TYPES as string[]).includes(file.type)) return file.type as LogoType;
  if (file.type && file.type !== 'application/octet-stream') return null;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const found = Object.entries(LOGO_TYPES).find(([, e]) => e === (ext === 'jpeg' ? 'jpg' : ext));
  return found ? (found[0] as LogoType) : null;
}
