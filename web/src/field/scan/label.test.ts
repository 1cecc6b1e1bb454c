/** readLabel / findLabelAsset: every text a label scan can give, and finding the operator's asset by it. */
import { describe, expect, it } from 'vitest';
import { findLabelAsset, isLabelText, readLabel, type OperatorAsset } from './label';

const HOST = 'acme.assetcare.example.com';
const TOKEN = `p${'aB3_-'.repeat(6)}xy`;

const row = (asset_id: number, internal_asset_id: string): OperatorAsset => ({
  asset_id,
  internal_asset_id,
  name: `Asset ${asset_id}`,
  site_id: 2,
  site_name: 'North Yard',
  meter_hours: null,
  asset_photo: null,
  inspectionform_id: null,
  inspection_id: null,
  availability: 'available',
  inspection_status: null,
});
const ASSETS = [row(17, '1001'), row(18, '20240117000123'), row(19, '7')];

describe('readLabel', () => {
  it("reads the QR of an asset's page on the tenant's host as its asset id", () => {
    expect(readLabel(`https://${HOST}/assets/details/17`, HOST)).toEqual({ kind: 'asset_id', asset_id: 17 });
    expect(readLabel(`https://ACME.assetcare.example.com/assets/details/17/`, HOST)).toEqual({
      kind: 'asset_id',
      asset_id: 17,
    });
    expect(readLabel(`http://acme.localhost:4173/assets/details/9`, 'acme.localhost:4173')).toEqual({
      kind: 'asset_id',
      asset_id: 9,
    });
  });

  it("reads the request portal's QR on the tenant's host as its token", () => {
    expect(readLabel(`https://${HOST}/portal/${TOKEN}`, HOST)).toEqual({ kind: 'portal', token: TOKEN });
    expect(readLabel(`https://${HOST}/portal/short`, HOST)).toEqual({ kind: 'unknown' });
  });

  it("tells another company's label apart, whatever its host", () => {
    expect(readLabel('https://globex.assetcare.example.com/assets/details/17', HOST)).toEqual({
      kind: 'other_company',
      host: 'globex.assetcare.example.com',
    });
    expect(readLabel(`https://evil.example/portal/${TOKEN}`, HOST)).toEqual({
      kind: 'other_company',
      host: 'evil.example',
    });
    // the same host on another port is another site
    expect(readLabel(`http://acme.localhost:5000/assets/details/1`, 'acme.localhost:4173')).toMatchObject({
      kind: 'other_company',
    });
  });

  it('reads a Code 128 of digits as the internal asset id (Asset #)', () => {
    expect(readLabel('1001', HOST)).toEqual({ kind: 'internal_asset_id', value: '1001' });
    expect(readLabel(' 20240117000123\n', HOST)).toEqual({
      kind: 'internal_asset_id',
      value: '20240117000123',
    });
    expect(readLabel('1'.repeat(20), HOST)).toMatchObject({ kind: 'internal_asset_id' });
  });

  it('knows nothing else: other pages, other schemes, letters, ids too long, empty', () => {
    for (const text of [
      `https://${HOST}/assets`,
      `https://${HOST}/assets/details/0`,
      `https://${HOST}/assets/details/12abc`,
      `ftp://${HOST}/assets/details/17`,
      'https://',
      'WL-1001',
      '1'.repeat(21),
      '12 34',
      '',
      '   ',
    ])
      expect(readLabel(text, HOST), text).toEqual({ kind: 'unknown' });
  });
});

describe('isLabelText', () => {
  it("stops the scanner on a code that names an asset or another company's label, not on a portal QR", () => {
    expect(isLabelText(`https://${HOST}/assets/details/17`, HOST)).toBe(true);
    expect(isLabelText('1001', HOST)).toBe(true);
    expect(isLabelText('https://globex.example/assets/details/17', HOST)).toBe(true);
    expect(isLabelText(`https://${HOST}/portal/${TOKEN}`, HOST)).toBe(false);
    expect(isLabelText('4006381333931X', HOST)).toBe(false);
  });
});

describe('findLabelAsset', () => {
  it("finds the operator's asset by its id (QR) or its Asset # (Code 128 or typed)", () => {
    expect(findLabelAsset(readLabel(`https://${HOST}/assets/details/18`, HOST), ASSETS)).toBe(ASSETS[1]);
    expect(findLabelAsset(readLabel('7', HOST), ASSETS)).toBe(ASSETS[2]);
    expect(findLabelAsset(readLabel(' 1001 ', HOST), ASSETS)).toBe(ASSETS[0]);
  });

  it('finds nothing for an asset not in the list, a portal QR, another company or an unknown code', () => {
    expect(findLabelAsset(readLabel(`https://${HOST}/assets/details/99`, HOST), ASSETS)).toBeUndefined();
    expect(findLabelAsset(readLabel('17', HOST), ASSETS)).toBeUndefined(); // an asset id is not an Asset #
    expect(findLabelAsset(readLabel('1001', HOST), [])).toBeUndefined();
    expect(findLabelAsset({ kind: 'portal', token: TOKEN }, ASSETS)).toBeUndefined();
    expect(findLabelAsset({ kind: 'other_company', host: 'globex.example' }, ASSETS)).toBeUndefined();
    expect(findLabelAsset({ kind: 'unknown' }, ASSETS)).toBeUndefined();
  });
});
