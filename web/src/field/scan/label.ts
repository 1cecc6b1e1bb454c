/**
 * What a scanned asset label names. A label (POST Asset/GenerateBarcode, functions/assets/labels.ts)
 * carries a QR code of a page on the tenant's host and a Code 128 of the internal asset id
 * ("Asset #"). Pure functions: the text a decoder read -> a reading -> the operator's asset.
 *
 * The QR's page is the asset's details page (`/assets/details/{asset_id}`) or, on sheets printed
 * since the request portal, the asset's no-sign-in portal (`/portal/{token}`): the token names the
 * asset only on the server, so the field app finds such a label's asset by its Code 128 instead.
 */
import { INTERNAL_ID_MAX } from '@shared/assets/rules';
import type { OperatorAsset } from '@shared/inspections/schemas';
import { PORTAL_TOKEN_PATTERN } from '@shared/requests/rules';

export type { OperatorAsset };

export type LabelReading =
  /** The QR of the asset's details page on the tenant's host. */
  | { kind: 'asset_id'; asset_id: number }
  /** The Code 128: the internal asset id (Asset #). */
  | { kind: 'internal_asset_id'; value: string }
  /** The QR of the asset's request portal on the tenant's host (the same label's Code 128 names the asset). */
  | { kind: 'portal'; token: string }
  /** A label's QR from another host: another company's label. */
  | { kind: 'other_company'; host: string }
  | { kind: 'unknown' };

const DETAILS_PATH = /^\/assets\/details\/([1-9]\d{0,15})\/?$/;
const PORTAL_PATH = /^\/portal\/([^/]+)\/?$/;
/** An internal asset id is digits (shared/assets/schemas.ts internalAssetId), at most INTERNAL_ID_MAX. */
const INTERNAL_ID_TEXT = new RegExp(`^\\d{1,${INTERNAL_ID_MAX}}$`);

function parseUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Reads a decoded text. `tenantHost` is the host (with its port, if any) the field app runs on,
 * e.g. `location.host`: a label's QR names an asset only on that host.
 */
export function readLabel(text: string, tenantHost: string): LabelReading {
  const trimmed = text.trim();
  const url = parseUrl(trimmed);
  if (url) {
    const details = DETAILS_PATH.exec(url.pathname);
    const portal = PORTAL_PATH.exec(url.pathname);
    const token = portal && PORTAL_TOKEN_PATTERN.test(portal[1]) ? portal[1] : null;
    if (!details && !token) return { kind: 'unknown' };
    if (url.host.toLowerCase() !== tenantHost.toLowerCase()) return { kind: 'other_company', host: url.host };
    return details ? { kind: 'asset_id', asset_id: Number(details[1]) } : { kind: 'portal', token: token! };
  }
  if (INTERNAL_ID_TEXT.test(trimmed)) return { kind: 'internal_asset_id', value: trimmed };
  return { kind: 'unknown' };
}

/**
 * Whether the scanner should stop on this text: it names an asset of this company or says it is
 * another company's label. A portal QR is passed over so the scanner goes on to the label's Code 128.
 */
export function isLabelText(text: string, tenantHost: string): boolean {
  const { kind } = readLabel(text, tenantHost);
  return kind === 'asset_id' || kind === 'internal_asset_id' || kind === 'other_company';
}

/**
 * The operator's asset a reading names, from their GetAssetsForUser rows, or undefined (an asset
 * of another site, an inactive one, a portal QR, another company's label). An Asset # typed by
 * hand matches with spaces around it.
 */
export function findLabelAsset<A extends Pick<OperatorAsset, 'asset_id' | 'internal_asset_id'>>(
  reading: LabelReading,
  assets: readonly A[],
): A | undefined {
  if (reading.kind === 'asset_id') return assets.find((asset) => asset.asset_id === reading.asset_id);
  if (reading.kind === 'internal_asset_id') {
    const wanted = reading.value.trim();
    return assets.find((asset) => asset.internal_asset_id.trim() === wanted);
  }
  return undefined;
}
