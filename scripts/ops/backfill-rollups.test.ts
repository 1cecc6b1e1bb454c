/**
 * The roll-up backfill on the emulators: inspections submitted and approved through the API (which
 * writes the roll-ups in their transactions), the roll-ups then wiped, and the backfill must
 * rebuild the same counts from the inspections (and not double them when run twice).
 */
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { AssetIdEntity } from '#functions/assets/store/assets.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { listAllForms } from '#functions/forms/store.js';
import { readRollups } from '#functions/rollups/rollups.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { backfillRollups } from './backfill-rollups.js';

let t: UsersTenant;
type Body<T = Record<string, unknown>> = { success: number; message: string; data: T };

/** The counts a report reads: per item, its s/a/m day measures and the summaries' submitted count and dates. */
async function snapshot(siteId: number) {
  const items = await readRollups(t.code, siteId, 'A#', 'T#~');
  return Object.fromEntries(
    items.map((item) => [
      item.rollup,
      Object.fromEntries(
        Object.entries(item).filter(
          ([k]) =>
            /^[sam]\d\d$/.test(k) || ['submitted', 'first_inspection_at', 'latest_inspection_at'].includes(k),
        ),
      ),
    ]),
  );
}

async function inspect(siteId: number, asset: { asset_id: number }, hours: number, approve: boolean) {
  const out = await t.as<
    Body<{ inspection_id: string; checklist: { attributes: { id: string; values: string[] }[] } }>
  >('op', Role.Operator, siteId, 'POST', 'Inspection/CheckoutAsset', { body: { asset_id: asset.asset_id } });
  expect(out.statusCode, out.raw).toBe(200);
  const c = out.body.data;
  const submitted = await t.as('op', Role.Operator, siteId, 'POST', 'Inspection/SubmitInspection', {
    body: {
      inspection_id: c.inspection_id,
      meter_hours: hours,
      shift: 1,
      attributes: c.checklist.attributes.map((a) => ({ id: a.id, value: a.values[0] })),
      operator_notes: 'fine',
      is_comment_important: false,
    },
  });
  expect(submitted.statusCode, submitted.raw).toBe(200);
  if (approve) {
    const approved = await t.as('manager', Role.Manager, siteId, 'POST', 'Inspection/ApproveInspection', {
      body: {
        inspection_id: c.inspection_id,
        asset_id: asset.asset_id,
        manager_id: '',
        status: 10,
        manager_notes: 'ok',
        meter_hours: hours,
      },
    });
    expect(approved.statusCode, approved.raw).toBe(200);
  }
  if (!approve) return;
  const checkin = await t.as('op', Role.Operator, siteId, 'POST', 'Inspection/CheckinAsset', {
    body: { inspection_id: c.inspection_id },
  });
  expect(checkin.statusCode, checkin.raw).toBe(200);
}

beforeAll(async () => {
  t = await seedUsersTenant('bf', [], { forms: true });
  const [{ form_id }] = await listAllForms(t.code, 1, FormTypeId.InspectionChecklist);
  for (let i = 0; i < 2; i++) {
    const asset = await putTestAsset(t.code, {
      company_id: 1,
      site_id: 2,
      inspectionform_id: form_id,
      meter_hours: 100,
      asset_type: i ? 'Loader' : 'Forklift',
    });
    await AssetIdEntity.build(PutItemCommand)
      .item({
        tenant: t.code,
        company_id: 1,
        internal_asset_id: asset.internal_asset_id,
        asset_id: asset.asset_id,
      })
      .send();
    await inspect(2, asset, 110 + i, true);
    await inspect(2, asset, 120 + i, false);
  }
}, 180_000);

describe('roll-up backfill', () => {
  it('rebuilds the counts the inspection writes kept, and running it twice changes nothing', async () => {
    const kept = await snapshot(2);
    expect(Object.keys(kept).length).toBeGreaterThanOrEqual(5);
    const total = (snap: Record<string, Record<string, unknown>>, measure: string) =>
      Object.entries(snap)
        .filter(([key]) => key.startsWith('S#'))
        .flatMap(([, item]) => Object.entries(item).filter(([k]) => k.startsWith(measure)))
        .reduce((n, [, v]) => n + Number(v), 0);
    expect(total(kept, 's')).toBe(4);
    expect(total(kept, 'a')).toBe(2);

    const first = await backfillRollups(t.code);
    expect(first).toMatchObject({ inspections: 4 });
    expect(first.deleted).toBe(Object.keys(kept).length);
    expect(await snapshot(2)).toEqual(kept);
    await backfillRollups(t.code);
    expect(await snapshot(2)).toEqual(kept);
  });
});
