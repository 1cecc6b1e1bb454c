/**
 * Asset labels (POST Asset/GenerateBarcode -> Assetlist.pdf) on the shared label sheet
 * (functions/lib/label-sheet.ts). Each label shows a QR code of the asset's page on the tenant's
 * host at the left (a phone camera opens it), and at the right the asset's name, its site, a
 * Code 128 barcode of the internal asset id (what the mobile app scans) and that id in clear text.
 */
import { portalPath } from '#shared/requests/rules.js';
import { tenantWebUrl } from '#lib/config.js';
import type { Org } from '#functions/tenancy/index.js';
import { assertSeesAsset, siteOf, type AssetViewer } from './scope.js';
import { getAssets, type AssetRecord } from './store/assets.js';
import { ensurePortalTokens } from './store/portal-tokens.js';
import {
  LABEL_SHEET,
  placeSymbol,
  renderLabelSheet,
  textLine,
  fittedLine,
  type CodeSymbol,
  type Pdf,
} from '#lib/label-sheet.js';

export interface LabelAsset {
  internal_asset_id: string;
  name: string;
  site_name: string;
  /** The asset's page: https://{tenant host}/assets/details/{asset_id}. */
  url: string;
}

const PADDING = 14;
const QR_SIZE = LABEL_SHEET.labelHeight - 2 * 16;
const QR_GAP = 10;
const RIGHT_X = PADDING + QR_SIZE + QR_GAP;
const RIGHT_WIDTH = LABEL_SHEET.labelWidth - RIGHT_X - PADDING;
const NAME_TOP = 18;
const SITE_TOP = 35;
const BARCODE_TOP = 52;
const BARCODE_HEIGHT = 50;
const ID_TOP = BARCODE_TOP + BARCODE_HEIGHT + 5;
/** Module (narrowest bar) width on paper, narrowed only for long ids. */
const MAX_MODULE_PT = 1.2;

const NAME_FONT = { font: 'Helvetica-Bold', size: 11 } as const;
const SITE_FONT = { font: 'Helvetica', size: 9, colour: '#444444' } as const;
const ID_FONT = { font: 'Helvetica', size: 10, minSize: 7 } as const;

interface Codes {
  qr: CodeSymbol;
  barcode: CodeSymbol | null;
}

function drawLabel(doc: Pdf, asset: LabelAsset, codes: Codes, x: number, y: number) {
  placeSymbol(doc, codes.qr, x + PADDING, y + (LABEL_SHEET.labelHeight - QR_SIZE) / 2, QR_SIZE, QR_SIZE);

  const left = x + RIGHT_X;
  doc.fillColor('black').font(NAME_FONT.font).fontSize(NAME_FONT.size);
  textLine(doc, asset.name, left, RIGHT_WIDTH, y + NAME_TOP);
  doc.fillColor(SITE_FONT.colour).font(SITE_FONT.font).fontSize(SITE_FONT.size);
  textLine(doc, asset.site_name, left, RIGHT_WIDTH, y + SITE_TOP);

  if (codes.barcode) {
    const { modules } = codes.barcode;
    const width = modules * Math.min(MAX_MODULE_PT, RIGHT_WIDTH / modules);
    placeSymbol(doc, codes.barcode, left + (RIGHT_WIDTH - width) / 2, y + BARCODE_TOP, width, BARCODE_HEIGHT);
  }
  doc.fillColor('black').font(ID_FONT.font);
  fittedLine(doc, asset.internal_asset_id, left, RIGHT_WIDTH, y + ID_TOP, ID_FONT.size, ID_FONT.minSize);
}

/**
 * The chosen assets, in the order chosen (repeats dropped), when the list shows the viewer every one
 * (scope.ts); any other id, another tenant's included, is not found. Reads only: a label job checks
 * its selection with it before queuing. The org may still be loading: the assets are read meanwhile.
 */
export async function assetsSeenBy(
  tenant: string,
  viewer: AssetViewer,
  org: Org | Promise<Org>,
  assetIds: number[],
): Promise<AssetRecord[]> {
  const ids = [...new Set(assetIds)];
  const [records, known] = await Promise.all([getAssets(tenant, ids), org]);
  const byId = new Map(records.map((asset) => [asset.asset_id, asset]));
  return ids.map((id) => assertSeesAsset(viewer, known, byId.get(id)));
}

/**
 * The labels of the chosen assets (assetsSeenBy: in the order chosen, each one the viewer sees).
 * Each QR opens the no-sign-in request portal of its asset (a random token per asset, made on first use).
 */
export async function assetLabelsFor(
  tenant: string,
  viewer: AssetViewer,
  orgOrLoading: Org | Promise<Org>,
  assetIds: number[],
): Promise<LabelAsset[]> {
  const assets = await assetsSeenBy(tenant, viewer, orgOrLoading, assetIds);
  const org = await orgOrLoading;
  const tokens = await ensurePortalTokens(
    tenant,
    assets.map((asset) => asset.asset_id),
  );
  const base = tenantWebUrl(tenant);
  return assets.map((asset, i) => ({
    internal_asset_id: asset.internal_asset_id,
    name: asset.name,
    site_name: siteOf(org, asset.site_id)?.site_name ?? '',
    url: `${base}${portalPath(tokens[i])}`,
  }));
}

/** The label sheet; `onDrawn(n)` hears how many labels are encoded so far (a job's progress). */
export function renderAssetLabels(
  assets: LabelAsset[],
  title: string,
  onDrawn?: (drawn: number) => Promise<void>,
): Promise<Buffer> {
  let drawn = 0;
  return renderLabelSheet(
    assets,
    title,
    async (asset, render) => {
      const codes = {
        qr: await render.qr(asset.url),
        barcode: await render.code128(asset.internal_asset_id),
      };
      await onDrawn?.(++drawn);
      return codes;
    },
    drawLabel,
  );
}
