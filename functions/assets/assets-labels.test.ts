/**
 * POST Asset/GenerateBarcode -> Assetlist.pdf: every Code 128 and every QR code on every page
 * reads back with zbarimg (rendered by pdftoppm), the QR code carries the asset's request portal
 * link on the tenant's host, and a viewer prints only the assets the list shows them (others are not found).
 */
import { ensurePortalToken } from './store/portal-tokens.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssetMessages } from '#shared/assets/messages.js';
import { Role } from '#shared/codes.js';
import { tenantWebUrl } from '#lib/config.js';
import { scanPdfCodes } from '#functions/test-support/scan-pdf.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { renderAssetLabels } from './labels.js';
import { putTestAsset } from './test-assets.js';
import type { AssetRecord } from './store/entities.js';

const CODE128 = 'CODE-128';
const QR = 'QR-Code';

/** Internal ids of the sheet: short, long, digit-heavy. */
const NORTH_IDS = [
  '1001',
  '7',
  '42',
  '20240117000123',
  '12345678',
  '900000000001',
  '31337',
  '5550001',
  '100',
  '2019',
  '88888888',
];

let t: UsersTenant;
const north: AssetRecord[] = [];
let closedSite: AssetRecord;
let south: AssetRecord;
let foreign: AssetRecord;

beforeAll(async () => {
  t = await seedUsersTenant('al');
  for (const [i, id] of NORTH_IDS.entries()) {
    north.push(
      await putTestAsset(t.code, {
        company_id: 1,
        site_id: i % 2 ? 3 : 2,
        internal_asset_id: id,
        name: `Wheel Loader ${i}`,
      }),
    );
  }
  closedSite = await putTestAsset(t.code, {
    company_id: 1,
    site_id: 4,
    internal_asset_id: '4004',
    name: 'Closed yard crane',
  });
  south = await putTestAsset(t.code, {
    company_id: 2,
    site_id: 6,
    internal_asset_id: '6006',
    name: 'South excavator',
  });
  // Another tenant's asset: same table, another key prefix.
  foreign = await putTestAsset(`other${randomUUID().slice(0, 6)}`, {
    company_id: 1,
    site_id: 2,
    internal_asset_id: '1001',
  });
}, 60_000);

const labels = (who: string, roleId: number, siteId: number, assets: (AssetRecord | number)[]) =>
  t.as(who, roleId, siteId, 'POST', 'Asset/GenerateBarcode', {
    body: { assetList: assets.map((a) => (typeof a === 'number' ? a : a.asset_id)) },
  });

/** The label's QR opens the asset's no-sign-in request portal (its token is made on the first sheet and kept). */
const portalUrls = new Map<number, string>();
const pageUrl = (asset: AssetRecord) => portalUrls.get(asset.asset_id) ?? 'missing';
const readPortalUrls = async (assets: AssetRecord[]) => {
  for (const asset of assets)
    portalUrls.set(
      asset.asset_id,
      `${tenantWebUrl(t.code)}/portal/${await ensurePortalToken(t.code, asset.asset_id)}`,
    );
};
const pdfOf = (result: { raw: string }) => Buffer.from(result.raw, 'latin1');

describe('POST Asset/GenerateBarcode', () => {
  it('answers Assetlist.pdf: per label a Code 128 of the internal id and a QR code of the asset page, on every page', async () => {
    const result = await labels('manager', Role.Manager, 1, north);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('application/pdf');
    expect(result.headers['content-disposition']).toBe('attachment; filename="Assetlist.pdf"');
    const pdf = pdfOf(result);
    await readPortalUrls(north);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const pages = scanPdfCodes(pdf);
    expect(pages).toHaveLength(2);
    const onPage = (page: number) => north.slice(page * 10, page * 10 + 10);
    pages.forEach((codes, page) => {
      expect(
        codes
          .filter((c) => c.type === CODE128)
          .map((c) => c.data)
          .sort(),
      ).toEqual(
        onPage(page)
          .map((a) => a.internal_asset_id)
          .sort(),
      );
      expect(
        codes
          .filter((c) => c.type === QR)
          .map((c) => c.data)
          .sort(),
      ).toEqual(onPage(page).map(pageUrl).sort());
      expect(codes).toHaveLength(2 * onPage(page).length);
    });
    expect(pageUrl(north[0])).toMatch(new RegExp(`^https?://${t.code}\\.[^/]+/portal/p[A-Za-z0-9_-]{32}$`));
  });

  it('prints the name and site of each asset', async () => {
    const { execFileSync } = await import('node:child_process');
    const result = await labels('admin', Role.CompanyAdmin, 2, [north[0], closedSite]);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdfOf(result), encoding: 'utf8' });
    for (const expected of [
      'Wheel Loader 0',
      'North Yard',
      'Closed yard crane',
      'North Closed',
      '1001',
      '4004',
    ])
      expect(text).toContain(expected);
  });

  it('prints only assets the list shows the viewer: manager and executive their active site (or theirs under All Sites), company admin their companies, super admin all', async () => {
    const notFound = { statusCode: 404, body: { success: 0, message: AssetMessages.assetNotFound } };
    expect(await labels('manager', Role.Manager, 2, [north[0], south])).toMatchObject(notFound);
    expect(await labels('manager', Role.Manager, 2, [north[1]])).toMatchObject(notFound);
    expect(await labels('exec', Role.Executive, 1, [closedSite])).toMatchObject(notFound);
    expect((await labels('exec', Role.Executive, 1, [north[0], north[1]])).headers['content-type']).toBe(
      'application/pdf',
    );
    expect((await labels('manager', Role.Manager, 4, [closedSite])).headers['content-type']).toBe(
      'application/pdf',
    );
    expect(await labels('admin', Role.CompanyAdmin, 2, [south])).toMatchObject(notFound);
    expect(
      (await labels('admin', Role.CompanyAdmin, 2, [north[1], closedSite])).headers['content-type'],
    ).toBe('application/pdf');
    expect(await labels('southboss', Role.Manager, 6, [north[0]])).toMatchObject(notFound);
    const root = await labels('root', Role.SuperAdmin, 2, [south, closedSite, north[3]]);
    expect(root.headers['content-type']).toBe('application/pdf');
    expect(
      scanPdfCodes(pdfOf(root))
        .flat()
        .filter((c) => c.type === CODE128)
        .map((c) => c.data)
        .sort(),
    ).toEqual(['20240117000123', '4004', '6006']);
  });

  it("refuses another tenant's asset as not found, and asks for at least one asset", async () => {
    expect(await labels('root', Role.SuperAdmin, 2, [foreign])).toMatchObject({
      statusCode: 404,
      body: { success: 0, message: AssetMessages.assetNotFound },
    });
    expect(await labels('manager', Role.Manager, 2, [])).toMatchObject({
      statusCode: 400,
      body: { success: 0, message: AssetMessages.selectAtLeastOneAsset },
    });
  });
});

describe('renderAssetLabels', () => {
  it('narrows the bars for the longest internal ids (20 digits) and cuts long names, codes still reading back', async () => {
    const assets = [
      {
        internal_asset_id: '12345678901234567890',
        name: 'A wheel loader whose name is far too long for any label',
        site_name: 'Reno Yard',
        url: 'https://demo.assetcare.example.com/assets/details/123456789',
      },
      {
        internal_asset_id: '1',
        name: 'Forklift',
        site_name: 'A site with a long name of its own',
        url: 'https://demo.assetcare.example.com/assets/details/1',
      },
    ];
    const codes = scanPdfCodes(await renderAssetLabels(assets, 'Long'), 300).flat();
    expect(
      codes
        .filter((c) => c.type === CODE128)
        .map((c) => c.data)
        .sort(),
    ).toEqual(['1', '12345678901234567890']);
    expect(
      codes
        .filter((c) => c.type === QR)
        .map((c) => c.data)
        .sort(),
    ).toEqual(assets.map((a) => a.url).sort());
  });
});
