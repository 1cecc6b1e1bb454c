/**
 * The operator API on the emulators, as the mobile app calls it, on a tenant of its own: the
 * whole flow (checkout -> photo PUT to the presigned URL -> submit with two failed items -> the
 * manager's notification -> details with photo URLs -> approve -> Checked Out on the dashboard
 * -> check-in), the exclusive checkout, the submit's refusals, and the thumbnail maker.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AssetMessages } from '#shared/assets/messages.js';
import { NotificationType, Role } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { MANAGER_NOTES_MAX, OPERATOR_NOTES_MAX, THUMBNAIL_SIZE } from '#shared/inspections/rules.js';
import { METER_HOURS_MAX } from '#shared/assets/rules.js';
import { Messages } from '#shared/messages.js';
import { PmStatus, PmTriggerBy, PmTriggerType } from '#shared/pm/codes.js';
import { triggerDue } from '#shared/pm/triggers.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { getAsset } from '#functions/assets/store/assets.js';
import { listAllForms } from '#functions/forms/store.js';
import { getDocumentClient } from '#lib/aws.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { SETTLE, type CallOptions } from '#functions/test-support/index.js';
import { clearOrgCache, getOrg, SiteEntity } from '#functions/tenancy/store.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { writeTransaction } from '#lib/transactions.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { evaluateMeterTriggers } from '#functions/pm/operations/engine.js';
import { newTrigger } from '#functions/pm/operations/trigger-step.js';
import { getMeter } from '#functions/pm/store/meter.js';
import { listOpenTriggers } from '#functions/pm/store/asset-pms.js';
import { putAssetPmsInBulk } from '#functions/pm/store/bulk-writes.js';
import type { AssetPmData } from '#functions/pm/store/stored-shapes.js';
import { photoKey, thumbnailKey } from './store/photos.js';
import { dashboardWrites } from './store/dashboard.js';
import { InspectionEntity } from './store/entities.js';
import { getInspection } from './store/inspections.js';
import { handler as thumbnails } from './thumbnails.js';

// The users tests' org (test-tenant.ts): company 1 has sites 2 and 3; 'op' and 'op2' operate at site 2, 'manager' manages 2 and 3.
let t: UsersTenant;
let code: string;
let checklistId: string;
let opUuid: string;

type Body<T = Record<string, unknown>> = { success: number; message: string; data: T };
interface Checkout {
  inspection_id: string;
  asset_id: number;
  last_meter_hours: number | null;
  checklist: {
    form_id: string;
    attributes: { id: string; name: string; values_type: number; values: string[] }[];
  };
}

const asOp = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
  who = 'op',
) => t.as<Body<T>>(who, Role.Operator, 2, method, path, options);
const asManager = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
  siteId = 2,
) => t.as<Body<T>>('manager', Role.Manager, siteId, method, path, options);

const newAsset = (overrides: { site_id?: number; meter_hours?: number } = {}) =>
  putTestAsset(code, {
    company_id: 1,
    site_id: 2,
    inspectionform_id: checklistId,
    meter_hours: 100,
    name: 'Inspected loader',
    ...overrides,
  });

async function checkout(assetId: number, who = 'op', siteId = 2) {
  const result = await t.as<Body<Checkout>>(who, Role.Operator, siteId, 'POST', 'Inspection/CheckoutAsset', {
    body: { asset_id: assetId },
  });
  return result;
}

/** Answers every item with its first value, the first `failed` Ok / Not ok items with Not ok. */
function answers(c: Checkout, failed = 0) {
  let left = failed;
  return c.checklist.attributes.map((a) => {
    if (left > 0 && a.values.includes('Not ok')) {
      left--;
      return { id: a.id, value: 'Not ok' };
    }
    return { id: a.id, value: a.values[0] };
  });
}

const jpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

async function uploadPhoto(inspectionId: string, bytes: Buffer, who = 'op'): Promise<string> {
  const url = await asOp<{ image_name: string; upload_url: string; headers: Record<string, string> }>(
    'POST',
    'Inspection/PhotoUploadUrl',
    { body: { inspection_id: inspectionId, content_type: 'image/jpeg', size: bytes.length } },
    who,
  );
  expect(url.statusCode, url.raw).toBe(200);
  const put = await fetch(url.body.data.upload_url, {
    method: 'PUT',
    headers: url.body.data.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  return url.body.data.image_name;
}

const submit = (c: Checkout, overrides: Record<string, unknown> = {}, who = 'op') =>
  asOp<{ status: number; new_notok_attributes: { id: string }[]; issues_opened: string[] }>(
    'POST',
    'Inspection/SubmitInspection',
    {
      body: {
        inspection_id: c.inspection_id,
        meter_hours: 120,
        shift: 1,
        attributes: answers(c),
        operator_notes: 'All good',
        is_comment_important: false,
        image_names: [],
        ...overrides,
      },
    },
    who,
  );

const dashboard = (siteId = 2) =>
  asManager<{
    pendingInspection: { inspection_id: string; has_earlier_pending: boolean; openIssuesCount: number }[];
    checkOutAssets: { inspection_id: string; operator_name: string }[];
    outStandingIssuesCount: number;
  }>('GET', 'Inspection/PendingInspectionCheckoutAssetsByManager', {}, siteId);

const approve = (
  inspectionId: string,
  assetId: number,
  overrides: Record<string, unknown> = {},
  siteId = 2,
) =>
  asManager(
    'POST',
    'Inspection/ApproveInspection',
    {
      body: {
        inspection_id: inspectionId,
        asset_id: assetId,
        status: 10,
        manager_notes: '',
        meter_hours: 120,
        ...overrides,
      },
    },
    siteId,
  );

async function setSite(siteId: number, changes: { isManagerNotes?: boolean; showHideApprove?: boolean }) {
  const site = (await getOrg(code)).sites.find((s) => s.site_id === siteId)!;
  await SiteEntity.build(PutItemCommand)
    .item({ ...site, ...changes })
    .send();
  clearOrgCache(); // written behind the store's back
}

beforeAll(async () => {
  t = await seedUsersTenant(
    'insp',
    [
      { name: 'op2', roles: [Role.Operator], sites: [2] },
      { name: 'op3', roles: [Role.Operator], sites: [3] },
    ],
    { forms: true },
  );
  code = t.code;
  const [form] = await listAllForms(code, 1, FormTypeId.InspectionChecklist);
  checklistId = form.form_id;
  opUuid = (await getUserByUsername(code, t.name('op')))!.uuid;
}, 120_000);

describe('the operator flow', () => {
  it('checks out, uploads a photo, submits with two failed items, is approved, shows as checked out and checks in', async () => {
    const asset = await newAsset();

    // The operator sees the asset as available.
    const mine = await asOp<{ asset_id: number; availability: string }[]>(
      'GET',
      'Inspection/GetAssetsForUser/{uuid}',
      { pathParameters: { uuid: opUuid } },
    );
    expect(mine.statusCode, mine.raw).toBe(200);
    expect(mine.body.data.find((a) => a.asset_id === asset.asset_id)?.availability).toBe('available');

    const out = await checkout(asset.asset_id);
    expect(out.statusCode, out.raw).toBe(200);
    expect(out.body.data.last_meter_hours).toBe(100);
    expect(out.body.data.checklist.attributes.length).toBeGreaterThan(2);
    const c = out.body.data;
    // Checking out again hands back the same draft.
    expect((await checkout(asset.asset_id)).body.data.inspection_id).toBe(c.inspection_id);
    const after = await asOp<{ asset_id: number; availability: string; inspection_id: string | null }[]>(
      'GET',
      'Inspection/GetAssetsForUser/{uuid}',
      { pathParameters: { uuid: opUuid } },
    );
    expect(after.body.data.find((a) => a.asset_id === asset.asset_id)).toMatchObject({
      availability: 'mine',
      inspection_id: c.inspection_id,
      inspection_status: 'draft',
    });
    /** The stage GetAssetsForUser gives the operator's own checkout of the asset (the field app offers Check in on 'accepted'). */
    const myStage = async () =>
      (
        await asOp<{ asset_id: number; inspection_status: string | null }[]>(
          'GET',
          'Inspection/GetAssetsForUser/{uuid}',
          { pathParameters: { uuid: opUuid } },
        )
      ).body.data.find((a) => a.asset_id === asset.asset_id)?.inspection_status;

    const imageName = await uploadPhoto(c.inspection_id, await jpeg());
    const submitted = await submit(c, {
      attributes: answers(c, 2),
      image_names: [imageName],
      shift: 2,
      operator_notes: 'Two problems',
    });
    expect(submitted.statusCode, submitted.raw).toBe(200);
    expect(submitted.body.data.status).toBe(8);
    expect(submitted.body.data.new_notok_attributes).toHaveLength(2);
    expect(submitted.body.data.issues_opened).toHaveLength(2);
    expect(await myStage()).toBe('pending');
    // Checking in before the approval is refused.
    expect(
      (await asOp('POST', 'Inspection/CheckinAsset', { body: { inspection_id: c.inspection_id } }))
        .statusCode,
    ).toBe(409);

    // The manager is told (type 2, about this inspection).
    const notes = await asManager<{ list: { notification_type: number; ref_id: string }[] }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { pathParameters: { pagesize: '20', pageindex: '1' } },
    );
    expect(
      notes.body.data.list.some(
        (n) => n.notification_type === NotificationType.PendingNewInspection && n.ref_id === c.inspection_id,
      ),
    ).toBe(true);

    // The dashboard lists it as pending (its entries follow the commit: the outbox, within milliseconds).
    const pending = await vi.waitFor(async () => {
      const read = await dashboard();
      expect(read.statusCode, read.raw).toBe(200);
      expect(read.body.data.pendingInspection.map((p) => p.inspection_id)).toContain(c.inspection_id);
      return read;
    }, SETTLE);
    // With the asset's current open-issue count (both issues, not the count its list entry was first written with).
    expect(
      pending.body.data.pendingInspection.find((p) => p.inspection_id === c.inspection_id)?.openIssuesCount,
    ).toBe(2);

    // Details: answers, photo and thumbnail URLs that load.
    await thumbnails({
      Records: [
        {
          s3: {
            bucket: { name: config.filesBucket },
            object: { key: photoKey(code, c.inspection_id, imageName) },
          },
        },
      ],
    } as never);
    const details = await asManager<{
      status: number;
      shift: number;
      operator_notes: string;
      image_list: { images: { image_name: string; url: string; thumbnail_url: string }[] };
      attributes: { attribute_values: { value: string }[] }[];
      earlier_pending_inspection_id: string | null;
    }>('GET', 'Inspection/GetInspectionDetails/{inspection_id}', {
      pathParameters: { inspection_id: c.inspection_id },
    });
    expect(details.statusCode, details.raw).toBe(200);
    expect(details.body.data).toMatchObject({
      status: 8,
      shift: 2,
      operator_notes: 'Two problems',
      earlier_pending_inspection_id: null,
    });
    expect(details.body.data.attributes[0].attribute_values.filter((a) => a.value === 'Not ok')).toHaveLength(
      2,
    );
    const [image] = details.body.data.image_list.images;
    expect(image.image_name).toBe(imageName);
    expect((await fetch(image.url)).status).toBe(200);
    const thumb = await fetch(image.thumbnail_url);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(THUMBNAIL_SIZE);

    // Approve: accepted, the meter reading recorded, the asset checked out.
    const approved = await approve(c.inspection_id, asset.asset_id, {
      meter_hours: 130,
      manager_notes: 'Fine',
    });
    expect(approved.statusCode, approved.raw).toBe(200);
    expect(approved.body).toMatchObject({
      success: 1,
      message: InspectionMessages.approved,
      data: { status: 10 },
    });
    expect((await getAsset(code, asset.asset_id))?.meter_hours).toBe(130);
    await vi.waitFor(async () => {
      const board = await dashboard();
      expect(board.body.data.pendingInspection.map((p) => p.inspection_id)).not.toContain(c.inspection_id);
      expect(
        board.body.data.checkOutAssets.find((a) => a.inspection_id === c.inspection_id)?.operator_name,
      ).toBe('Op Tester');
      expect(board.body.data.outStandingIssuesCount).toBeGreaterThanOrEqual(2);
    }, SETTLE);

    expect(await myStage()).toBe('accepted');

    // Approving twice is refused.
    expect((await approve(c.inspection_id, asset.asset_id, { meter_hours: 130 })).body.message).toBe(
      InspectionMessages.notPending,
    );

    // Check-in: it leaves Checked Out and the asset is free for another operator.
    const checkedIn = await asOp('POST', 'Inspection/CheckinAsset', {
      body: { inspection_id: c.inspection_id },
    });
    expect(checkedIn.statusCode, checkedIn.raw).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await dashboard()).body.data.checkOutAssets.map((a) => a.inspection_id)).not.toContain(
          c.inspection_id,
        ),
      SETTLE,
    );
    expect(
      (await asOp('POST', 'Inspection/CheckinAsset', { body: { inspection_id: c.inspection_id } }))
        .statusCode,
    ).toBe(409);
    expect(await myStage()).toBe(null);
    const next = await checkout(asset.asset_id, 'op2');
    expect(next.statusCode, next.raw).toBe(200);
    expect(next.body.data.inspection_id).not.toBe(c.inspection_id);
  });
});

describe('the reading of a submit', () => {
  /** A one-time PM of the asset due at `dueAt` MHrs, its trigger opened at 0 (straight to the store, as the benches seed). */
  async function meterPm(assetId: number, dueAt: number) {
    const pm: AssetPmData = {
      asset_pm_id: `${assetId}-TESTMETER`,
      asset_id: assetId,
      internal_asset_id: `A${assetId}`,
      asset_name: 'Inspected loader',
      site_id: 2,
      company_id: 1,
      asset_pm_plan_id: null,
      asset_pm_plan_name: '',
      pm_plan_id: null,
      pm_id: null,
      title: 'Oil at 110 h',
      description: '',
      status: 1,
      schedule: {
        pm_trigger_type: PmTriggerType.FixedOneTime,
        pm_trigger_by: PmTriggerBy.MeterHours,
        datetime_due_at: null,
        meter_hours_due_at: dueAt,
        datetime_starting_at: null,
        datetime_repeates_every: null,
        datetime_repeat_time_period_type: null,
        meter_hours_starting_at: null,
        meter_hours_repeates_every: null,
        is_trigger_on_starting_at: false,
      },
      tasks: [{ task_id: 1, task_code: 'T-1', task_title: 'Oil', task_est_hours: 1, task_est_minutes: 0 }],
      attachments: [],
      service_dealer_id: null,
      service_dealer: null,
      next_seq: 2,
      last_completion: null,
      completed_count: 0,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    const { next } = newTrigger(
      pm,
      1,
      triggerDue(PmTriggerBy.MeterHours, null, dueAt, 'UTC'),
      { at: 0, meterHours: 0, day: null },
      Date.now(),
      100,
      null,
      PmStatus.Open,
    );
    expect(next.state).toBe('upcoming');
    await putAssetPmsInBulk(code, [{ pm, trigger: next }]);
  }

  it('moves the asset’s meter PM Due in the same request and records the reading for the forecast', async () => {
    const asset = await newAsset();
    await meterPm(asset.asset_id, 110);
    const c = (await checkout(asset.asset_id)).body.data;
    // The reading at the PM's due reading: Due (past it would be Overdue, shared/pm/status.ts).
    const out = await submit(c, { meter_hours: 110 });
    expect(out.statusCode, out.raw).toBe(200);
    const [open] = await listOpenTriggers(code, asset.asset_id);
    expect(open.t).toMatchObject({ state: 'due', status: PmStatus.Due });
    expect(open.version).toBe(2);
    expect((await getMeter(code, asset.asset_id)).meter_hours).toBe(110);
  });

  it('keeps the readings recorded while the submit runs beside its own (the PM meter state is versioned)', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    // Meter-hours edits of the asset land through the submit's reads and its transaction.
    const edits = [120, 121, 122, 123, 124, 125, 126, 127];
    const start = Date.now() - 60_000;
    const [out] = await Promise.all([
      submit(c, { meter_hours: 150 }),
      ...edits.map(async (hours, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 12));
        await evaluateMeterTriggers(code, asset.asset_id, hours, new Date(start + i * 1_000));
      }),
    ]);
    expect(out.statusCode, out.raw).toBe(200);
    const kept = (await getMeter(code, asset.asset_id)).readings.map(([, hours]) => hours);
    expect(kept.sort((a, b) => a - b)).toEqual([...edits, 150]);
  });

  it('records the reading of an asset without PMs and opens no trigger', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    expect((await submit(c, { meter_hours: 140 })).statusCode).toBe(200);
    expect(await listOpenTriggers(code, asset.asset_id)).toEqual([]);
    expect(await getMeter(code, asset.asset_id)).toMatchObject({
      meter_hours: 140,
      readings: [[expect.any(Number), 140]],
    });
  });
});

describe('refusals', () => {
  it('reads the draft beside the caller’s user and org: two rounds of reads before its transaction', async () => {
    const c = (await checkout((await newAsset()).asset_id)).body.data;
    const sent: { key: string; at: number; done?: number }[] = [];
    const client = getDocumentClient();
    const name = `order-${randomUUID()}`;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: { pk?: string }; TransactItems?: unknown[] };
        const entry = {
          key: `${context.commandName}:${input.Key?.pk ?? ''}`,
          at: performance.now(),
        } as (typeof sent)[number];
        sent.push(entry);
        try {
          return await next(args);
        } finally {
          entry.done = performance.now();
        }
      },
      { step: 'initialize', name },
    );
    try {
      expect((await submit(c)).statusCode).toBe(200);
    } finally {
      client.middlewareStack.remove(name);
    }
    const draftRead = sent.find((s) => s.key === `GetItemCommand:${code}#INSP#${c.inspection_id}`)!;
    const userRead = sent.find((s) => s.key.startsWith(`GetItemCommand:${code}#USER#`))!;
    expect(draftRead, sent.map((s) => s.key).join(', ')).toBeDefined();
    // Sent before the user read came back: authentication and the draft's read are one round trip.
    expect(draftRead.at).toBeLessThan(userRead.done!);
    // The rounds before the transaction: user + org + draft, then asset + form + sentinels + meter.
    const transaction = sent.find((s) => s.key.startsWith('TransactWriteItemsCommand'))!;
    let rounds = 0;
    let roundEnd = -Infinity;
    for (const s of sent.filter((x) => x.at < transaction.at).sort((a, b) => a.at - b.at)) {
      if (s.at >= roundEnd) rounds += 1;
      roundEnd = Math.max(roundEnd, s.done!);
    }
    expect(rounds, JSON.stringify(sent.map((s) => [s.key, Math.round(s.at), Math.round(s.done!)]))).toBe(2);
  });

  it('lists only the caller’s own assets (another uuid is 403)', async () => {
    const result = await asOp('GET', 'Inspection/GetAssetsForUser/{uuid}', {
      pathParameters: { uuid: 'someone-else' },
    });
    expect(result.statusCode).toBe(403);
  });

  it('gives an asset to one operator at a time', async () => {
    const asset = await newAsset();
    expect((await checkout(asset.asset_id)).statusCode).toBe(200);
    const other = await checkout(asset.asset_id, 'op2');
    expect(other.statusCode).toBe(409);
    expect(other.body.message).toBe(InspectionMessages.assetInUse);
    const list = await asOp<{ asset_id: number; availability: string }[]>(
      'GET',
      'Inspection/GetAssetsForUser/{uuid}',
      { pathParameters: { uuid: (await getUserByUsername(code, t.name('op2')))!.uuid } },
      'op2',
    );
    expect(list.body.data.find((a) => a.asset_id === asset.asset_id)?.availability).toBe('in use');
  });

  it('does not check out another site’s or an inactive asset', async () => {
    const elsewhere = await newAsset({ site_id: 3 });
    expect((await checkout(elsewhere.asset_id)).statusCode).toBe(404);
    const inactive = await putTestAsset(code, {
      company_id: 1,
      site_id: 2,
      inspectionform_id: checklistId,
      status: 4,
    });
    expect((await checkout(inactive.asset_id)).body.message).toBe(InspectionMessages.assetNotInspectable);
  });

  it('refuses bad answers, a meter below the last reading and a missing photo, writing nothing', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    const all = answers(c);
    const cases: [Record<string, unknown>, string][] = [
      [{ attributes: all.slice(1) }, InspectionMessages.attributeMissing],
      [{ attributes: [...all, { id: 'nonsense', value: 'Ok' }] }, InspectionMessages.attributeUnknown],
      [
        { attributes: [{ ...all[0], value: 'Maybe' }, ...all.slice(1)] },
        InspectionMessages.attributeValueInvalid,
      ],
      [{ meter_hours: 99 }, AssetMessages.meterBelowLast(100)],
      [{ image_names: ['0b0a4a43-7a2b-4a4e-9a51-2c1fd2f0f4b1.jpg'] }, InspectionMessages.photoMissing],
      [
        { operator_notes: 'x'.repeat(OPERATOR_NOTES_MAX + 1) },
        `Operator Notes can not be more than ${OPERATOR_NOTES_MAX} characters !`,
      ],
      // A shift the app does not offer was taken (4 to 9; true read as 1).
      [{ shift: 4 }, 'Shift must be 1, 2 or 3'],
      [{ shift: '1.5' }, 'Shift must be 1, 2 or 3'],
      [{ shift: true }, InspectionMessages.shiftRequired],
      [{ shift: '' }, InspectionMessages.shiftRequired],
      // These read zod's own English ('Too big: expected string to have <=100 characters').
      [{ attributes: [...all, { id: 'x'.repeat(101), value: 'Ok' }] }, InspectionMessages.attributeUnknown],
      [{ attributes: [null, ...all.slice(1)] }, InspectionMessages.attributeMissing],
      [{ image_names: [''] }, InspectionMessages.photoMissing],
      [{ image_names: [5] }, InspectionMessages.photoMissing],
      [{ image_names: ['x'.repeat(201)] }, InspectionMessages.photoMissing],
    ];
    for (const [overrides, message] of cases) {
      const result = await submit(c, overrides);
      expect(result.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(result.body.message).toBe(message);
    }
    // A photo of the wrong type put straight into the bucket is refused too.
    const name = '1b0a4a43-7a2b-4a4e-9a51-2c1fd2f0f4b1.jpg';
    await getS3().send(
      new PutObjectCommand({
        Bucket: config.filesBucket,
        Key: photoKey(code, c.inspection_id, name),
        Body: 'not an image',
        ContentType: 'text/plain',
      }),
    );
    expect((await submit(c, { image_names: [name] })).body.message).toBe(InspectionMessages.photoTypeInvalid);
    // Another operator cannot submit it; nothing was written: the real submit still works.
    expect((await submit(c, {}, 'op2')).statusCode).toBe(404);
    const ok = await submit(c);
    expect(ok.statusCode, ok.raw).toBe(200);
    expect((await submit(c)).body.message).toBe(InspectionMessages.alreadySubmitted);
  });

  it('lets only a manager approve', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    expect((await submit(c)).statusCode).toBe(200);
    const byOperator = await asOp('POST', 'Inspection/ApproveInspection', {
      body: {
        inspection_id: c.inspection_id,
        asset_id: asset.asset_id,
        status: 10,
        manager_notes: '',
        meter_hours: 120,
      },
    });
    expect(byOperator.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const details = await asManager<{ status: number }>(
      'GET',
      'Inspection/GetInspectionDetails/{inspection_id}',
      { pathParameters: { inspection_id: c.inspection_id } },
    );
    expect(details.body.data.status).toBe(8);
  });

  it('blocks approving while an earlier pending inspection of the asset waits, and refuses a meter below the last reading', async () => {
    const asset = await newAsset();
    const first = (await checkout(asset.asset_id)).body.data;
    expect((await submit(first)).statusCode).toBe(200);
    // The same operator cannot start a second one while the first holds the asset.
    expect((await checkout(asset.asset_id)).body.data.inspection_id).toBe(first.inspection_id);
    // A second pending inspection of the same asset, as an older app without the exclusive checkout left them: written by the store.
    const record = (await getInspection(code, first.inspection_id))!;
    const second = {
      ...record,
      inspection_id: randomUUID(),
      checkout_requested_at: new Date(Date.now() + 1000).toISOString(),
    };
    const { created: _c, modified: _m, ...stored } = second;
    await writeTransaction([
      InspectionEntity.build(PutTransaction).item(stored),
      ...dashboardWrites(null, second),
    ]);

    const blocked = await approve(second.inspection_id, asset.asset_id);
    expect(blocked.body.message).toBe(InspectionMessages.verifyPreviousPending);
    const board = await dashboard();
    const rows = board.body.data.pendingInspection.filter((p) =>
      [first.inspection_id, second.inspection_id].includes(p.inspection_id),
    );
    expect(rows.map((r) => [r.inspection_id, r.has_earlier_pending])).toEqual([
      [first.inspection_id, false],
      [second.inspection_id, true],
    ]);
    const details = await asManager<{ earlier_pending_inspection_id: string | null }>(
      'GET',
      'Inspection/GetInspectionDetails/{inspection_id}',
      { pathParameters: { inspection_id: second.inspection_id } },
    );
    expect(details.body.data.earlier_pending_inspection_id).toBe(first.inspection_id);

    expect((await approve(first.inspection_id, asset.asset_id, { meter_hours: 50 })).body.message).toBe(
      AssetMessages.meterBelowLast(100),
    );
    expect((await approve(first.inspection_id, asset.asset_id, { meter_hours: 12.5 })).body.message).toBe(
      InspectionMessages.meterHoursInteger,
    );
    // Over the limits: each named (1e99 too, a whole number to JavaScript), nothing approved.
    const refused = async (overrides: Record<string, unknown>, message: string) => {
      const result = await approve(first.inspection_id, asset.asset_id, overrides);
      expect([result.statusCode, result.body.message]).toEqual([400, message]);
    };
    await refused({ meter_hours: 10_000_001 }, 'Meter hours can not be more than 10,000,000 !');
    await refused({ meter_hours: 1e99 }, InspectionMessages.meterHoursTooHigh(METER_HOURS_MAX));
    await refused(
      { manager_notes: 'x'.repeat(MANAGER_NOTES_MAX + 1) },
      `Manager Notes can not be more than ${MANAGER_NOTES_MAX} characters !`,
    );
    expect((await getInspection(code, first.inspection_id))?.status).toBe(8);
    expect((await approve(first.inspection_id, asset.asset_id)).statusCode).toBe(200);
    expect((await approve(second.inspection_id, asset.asset_id)).statusCode).toBe(200);
  });

  it('requires the manager’s note where the site asks for one', async () => {
    await setSite(3, { isManagerNotes: true });
    const asset = await newAsset({ site_id: 3 });
    const c = (await checkout(asset.asset_id, 'op3', 3)).body.data;
    const submitted = await t.as<Body>('op3', Role.Operator, 3, 'POST', 'Inspection/SubmitInspection', {
      body: {
        inspection_id: c.inspection_id,
        meter_hours: 120,
        shift: 1,
        attributes: answers(c),
        operator_notes: '',
        is_comment_important: false,
      },
    });
    expect(submitted.statusCode, submitted.raw).toBe(200);
    const refused = await approve(c.inspection_id, asset.asset_id, { manager_notes: '  ' }, 3);
    expect(refused.body.message).toBe(InspectionMessages.managerNoteRequired);
    expect(
      (await approve(c.inspection_id, asset.asset_id, { manager_notes: 'Checked the tyres' }, 3)).statusCode,
    ).toBe(200);
  });

  it('accepts at once where the site does not review, telling the managers with type 1', async () => {
    await setSite(3, { showHideApprove: false });
    const asset = await newAsset({ site_id: 3 });
    const c = (await checkout(asset.asset_id, 'op3', 3)).body.data;
    const submitted = await t.as<Body<{ status: number }>>(
      'op3',
      Role.Operator,
      3,
      'POST',
      'Inspection/SubmitInspection',
      {
        body: {
          inspection_id: c.inspection_id,
          meter_hours: 140,
          shift: 1,
          attributes: answers(c),
          operator_notes: '',
          is_comment_important: false,
        },
      },
    );
    expect(submitted.body.data.status).toBe(10);
    const notes = await asManager<{ list: { notification_type: number; ref_id: string }[] }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { pathParameters: { pagesize: '20', pageindex: '1' } },
      3,
    );
    expect(
      notes.body.data.list.some(
        (n) => n.notification_type === NotificationType.AutoApproveInspection && n.ref_id === c.inspection_id,
      ),
    ).toBe(true);
    expect((await dashboard(3)).body.data.checkOutAssets.map((a) => a.inspection_id)).toContain(
      c.inspection_id,
    );
    expect((await getAsset(code, asset.asset_id))?.meter_hours).toBe(140);
    await setSite(3, { showHideApprove: true });
  });
});

describe('thumbnails', () => {
  it('makes one JPEG of at most 320 px per photo, once', async () => {
    const key = photoKey(code, 'thumb-test', '2b0a4a43-7a2b-4a4e-9a51-2c1fd2f0f4b1.png');
    const png = await sharp({
      create: { width: 600, height: 1500, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await getS3().send(
      new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: png, ContentType: 'image/png' }),
    );
    const event = { Records: [{ s3: { bucket: { name: config.filesBucket }, object: { key } } }] } as never;
    expect(await thumbnails(event)).toEqual({ made: 1 });
    const thumb = await getS3().send(
      new GetObjectCommand({
        Bucket: config.filesBucket,
        Key: thumbnailKey(code, 'thumb-test', '2b0a4a43-7a2b-4a4e-9a51-2c1fd2f0f4b1.png'),
      }),
    );
    const meta = await sharp(Buffer.from(await thumb.Body!.transformToByteArray())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(THUMBNAIL_SIZE);
    expect(meta.height).toBe(THUMBNAIL_SIZE);
    // Again: nothing to do; a thumbnail's own event is not a photo.
    expect(await thumbnails(event)).toEqual({ made: 0 });
    expect(
      await thumbnails({
        Records: [
          {
            s3: {
              bucket: { name: config.filesBucket },
              object: { key: thumbnailKey(code, 'thumb-test', 'x.png') },
            },
          },
        ],
      } as never),
    ).toEqual({ made: 0 });
  });
});
