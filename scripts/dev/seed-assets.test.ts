/**
 * The seeded fleet: a few hundred assets per tenant with real makes, attachments as children,
 * readings, photos served from the files bucket, and fast enough to run on every start.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { AssetStatus } from '#shared/codes.js';
import { getAsset } from '#functions/assets/store/assets.js';
import { countMeterReadings } from '#functions/assets/store/meter-readings.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { SEED_TENANTS } from './seed-data.js';
import { seedFleet } from './seed-assets.js';

describe('seeded assets', () => {
  // Its time is a figure of `npm run bench -- seed-assets` (target under 5 s), not a test's bound.
  it('writes a realistic fleet per company', async () => {
    const demo = SEED_TENANTS[0];
    const spec = { ...demo, code: `sd${randomUUID().slice(0, 6)}` };
    const records = await seedFleet(spec, new Map());
    expect(records.length).toBeGreaterThanOrEqual(200);
    expect(new Set(records.map((r) => r.company_id))).toEqual(new Set(demo.companies.map((c) => c.id)));
    expect(
      records.some((r) => r.product_name === 'Caterpillar' && r.model_name === '950M') ||
        records.some((r) => r.product_name === 'Komatsu'),
    ).toBe(true);
    const child = records.find((r) => r.parent_internal_asset_id)!;
    const parent = records.find(
      (r) => r.company_id === child.company_id && r.internal_asset_id === child.parent_internal_asset_id,
    )!;
    expect(child.levels).toBe(2);
    expect(parent.children_count).toBeGreaterThan(0);
    expect(
      records.some((r) => r.status === AssetStatus.Inactive || r.status === AssetStatus.InMaintenance),
    ).toBe(true);
    const withPhoto = records.find((r) => r.photo_key)!;
    const photo = await getS3().send(
      new GetObjectCommand({ Bucket: config.filesBucket, Key: withPhoto.photo_key }),
    );
    expect(await photo.Body?.transformToString()).toContain('<svg');
    const top = records.find((r) => r.levels === 1)!;
    expect(await countMeterReadings(spec.code, top.asset_id)).toBe(3);
    expect((await getAsset(spec.code, top.asset_id))?.meter_hours).toBe(top.meter_hours);
  });
});
