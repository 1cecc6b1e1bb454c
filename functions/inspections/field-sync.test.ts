/**
 * The operator writes as the field app's queue sends them (client_request_id, device_time), on the
 * emulators and a tenant of their own: a repeat answers the first result whatever happened since,
 * two identical submits at once make one inspection, the device's times are kept (bounded), each
 * documented sync conflict ends as shared/inspections/rules.ts 'Field sync' says, and an operator
 * reaches neither another operator's inspection nor another site's asset.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AssetMessages } from '#shared/assets/messages.js';
import { AssetStatus, NotificationType, Role } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { DEVICE_TIME_MAX_AGE_DAYS } from '#shared/inspections/rules.js';
import { Messages } from '#shared/messages.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { getAsset, updateAsset } from '#functions/assets/store/assets.js';
import { putForm } from '#functions/forms/store.js';
import { SETTLE, type CallOptions } from '#functions/test-support/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { SEED_CHECKLISTS } from '#scripts/dev/seed-forms.js';
import { getAssetCheckout, getInspection } from './store/inspections.js';

// The users tests' org (test-tenant.ts): company 1 has sites 2 and 3; 'op' and 'op2' operate at site 2, 'op3' at 3.
let t: UsersTenant;
let code: string;
let formId: string;

type Body<T = Record<string, unknown>> = { success: number; message: string; data: T };
interface Checkout {
  inspection_id: string;
  asset_id: number;
  checkoutRequestDateTime: string;
  checklist: { attributes: { id: string; name: string; values: string[] }[] };
}
interface Submitted {
  inspection_id: string;
  status: number;
  new_notok_attributes: { id: string }[];
  issues_opened: string[];
}

const as = <T = Record<string, unknown>>(who: string, path: string, body: unknown, siteId = 2) =>
  t.as<Body<T>>(who, Role.Operator, siteId, 'POST', path, { body } as CallOptions);
const manager = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, options: CallOptions) =>
  t.as<Body<T>>('manager', Role.Manager, 2, method, path, options);

const hoursAgo = (n: number) => new Date(Date.now() - n * 3600 * 1000).toISOString();
const newAsset = () =>
  putTestAsset(code, { company_id: 1, site_id: 2, inspectionform_id: formId, meter_hours: 100 });

const checkout = (assetId: number, extra: Record<string, unknown> = {}, who = 'op') =>
  as<Checkout>(who, 'Inspection/CheckoutAsset', { asset_id: assetId, ...extra });
/** Every item answered with its first value, the first `failed` Ok / Not ok items Not ok. */
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
const submitBody = (c: Checkout, overrides: Record<string, unknown> = {}) => ({
  inspection_id: c.inspection_id,
  meter_hours: 120,
  shift: 1,
  attributes: answers(c),
  operator_notes: 'Queued on the phone',
  is_comment_important: false,
  image_names: [],
  ...overrides,
});
const submit = (body: Record<string, unknown>, who = 'op') =>
  as<Submitted>(who, 'Inspection/SubmitInspection', body);
const approve = (inspectionId: string, assetId: number) =>
  manager('POST', 'Inspection/ApproveInspection', {
    body: {
      inspection_id: inspectionId,
      asset_id: assetId,
      status: 10,
      manager_notes: 'Fine',
      meter_hours: 120,
    },
  });
const details = (inspectionId: string) =>
  manager<{ datetime_requested: string; checkoutRequestDateTime: string; synced_at: string | null }>(
    'GET',
    'Inspection/GetInspectionDetails/{inspection_id}',
    { pathParameters: { inspection_id: inspectionId } },
  );

beforeAll(async () => {
  t = await seedUsersTenant(
    'fsync',
    [
      { name: 'op2', roles: [Role.Operator], sites: [2] },
      { name: 'op3', roles: [Role.Operator], sites: [3] },
    ],
    { forms: true },
  );
  code = t.code;
  formId = (
    await putForm(code, 1, {
      form_name: 'Field sync checklist',
      form_description: '',
      form_data: JSON.stringify(SEED_CHECKLISTS[0].form),
      work_procedure: '',
      form_type_id: FormTypeId.InspectionChecklist,
    })
  ).form_id;
}, 120_000);

describe('a repeat with the same client_request_id', () => {
  it('answers the first result of each step, whatever happened since: one draft, one submit, one check-in', async () => {
    const asset = await newAsset();
    const checkoutBody = {
      asset_id: asset.asset_id,
      client_request_id: randomUUID(),
      device_time: hoursAgo(3),
    };
    const out = await as<Checkout>('op', 'Inspection/CheckoutAsset', checkoutBody);
    expect(out.statusCode, out.raw).toBe(200);
    const c = out.body.data;
    const body = submitBody(c, { client_request_id: randomUUID(), device_time: hoursAgo(2) });
    const submitted = await submit(body);
    expect(submitted.statusCode, submitted.raw).toBe(200);
    expect((await approve(c.inspection_id, asset.asset_id)).statusCode).toBe(200);
    const checkinBody = { inspection_id: c.inspection_id, client_request_id: randomUUID() };
    const checkin = await as<{ checked_in_at: string }>('op', 'Inspection/CheckinAsset', checkinBody);
    expect(checkin.statusCode, checkin.raw).toBe(200);
    expect(await getAssetCheckout(code, asset.asset_id)).toBeUndefined();

    // The queue sends all three again (their answers were lost): each answers its first result, writing nothing.
    const before = await getInspection(code, c.inspection_id);
    const again = await as<Checkout>('op', 'Inspection/CheckoutAsset', checkoutBody);
    expect(again.statusCode, again.raw).toBe(200);
    expect(again.body).toEqual(out.body);
    expect(await getAssetCheckout(code, asset.asset_id)).toBeUndefined(); // no second draft holds the asset
    expect((await submit(body)).body).toEqual(submitted.body);
    expect((await as('op', 'Inspection/CheckinAsset', checkinBody)).body).toEqual(checkin.body);
    expect((await getInspection(code, c.inspection_id))?.version).toBe(before?.version);
  });

  it('makes one inspection of two identical submits sent at once and a third later: one set of issues, one notice', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id, { client_request_id: randomUUID() })).body.data;
    const body = submitBody(c, { attributes: answers(c, 2), client_request_id: randomUUID() });
    const [a, b] = await Promise.all([submit(body), submit(body)]);
    expect([a.statusCode, b.statusCode], `${a.raw} ${b.raw}`).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(a.body.data.issues_opened).toHaveLength(2);
    const third = await submit(body);
    expect(third.body).toEqual(a.body);
    expect((await getAsset(code, asset.asset_id))?.open_issues).toBe(2);
    // The managers' notices follow the commit (the outbox): one for this inspection, however often it was sent.
    const noticesOf = async () =>
      (
        await manager<{ list: { notification_type: number; ref_id: string }[] }>(
          'GET',
          'User/GetNotifications/{pagesize}/{pageindex}',
          { pathParameters: { pagesize: '100', pageindex: '1' } },
        )
      ).body.data.list.filter(
        (n) => n.ref_id === c.inspection_id && n.notification_type === NotificationType.PendingNewInspection,
      );
    await vi.waitFor(async () => expect(await noticesOf()).toHaveLength(1), SETTLE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await noticesOf()).toHaveLength(1);
  });

  it('refuses the same id with another body (422), writing nothing; without an id a route behaves as before', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    const id = randomUUID();
    expect((await submit(submitBody(c, { client_request_id: id }))).statusCode).toBe(200);
    const other = await submit(submitBody(c, { client_request_id: id, meter_hours: 130 }));
    expect(other.statusCode).toBe(422);
    expect(other.body.message).toBe(Messages.idempotencyKeyReused);
    expect((await getInspection(code, c.inspection_id))?.meter_hours).toBe(120);
    // No id: a second submit is refused as it always was.
    expect((await submit(submitBody(c))).body.message).toBe(InspectionMessages.alreadySubmitted);
  });

  it('answers a repeated photo URL request with the same photo name, signed again once the first URL expired', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    const body = {
      inspection_id: c.inspection_id,
      content_type: 'image/jpeg',
      size: 1000,
      client_request_id: randomUUID(),
    };
    type Url = { image_name: string; upload_url: string; expires_at: string };
    const first = await as<Url>('op', 'Inspection/PhotoUploadUrl', body);
    expect(first.statusCode, first.raw).toBe(200);
    expect((await as<Url>('op', 'Inspection/PhotoUploadUrl', body)).body).toEqual(first.body);
    const later = Date.now() + 20 * 60 * 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const resigned = await as<Url>('op', 'Inspection/PhotoUploadUrl', body);
      expect(resigned.body.data.image_name).toBe(first.body.data.image_name);
      expect(Date.parse(resigned.body.data.expires_at)).toBeGreaterThan(
        Date.parse(first.body.data.expires_at),
      );
    } finally {
      clock.mockRestore();
    }
  });
});

describe('device times', () => {
  it('keeps the phone’s checkout and submit times (done at 6, synced at 9 reads 6) beside the receive time', async () => {
    const asset = await newAsset();
    const checkedOutAt = hoursAgo(3);
    const doneAt = new Date(Date.now() - 2.9 * 3600 * 1000).toISOString().replace('Z', '+00:00');
    const c = (await checkout(asset.asset_id, { client_request_id: randomUUID(), device_time: checkedOutAt }))
      .body.data;
    expect(c.checkoutRequestDateTime).toBe(checkedOutAt);
    const sent = Date.now();
    expect(
      (await submit(submitBody(c, { client_request_id: randomUUID(), device_time: doneAt }))).statusCode,
    ).toBe(200);
    const detail = (await details(c.inspection_id)).body.data;
    expect(detail.datetime_requested).toBe(new Date(doneAt).toISOString());
    expect(detail.checkoutRequestDateTime).toBe(checkedOutAt);
    expect(Date.parse(detail.synced_at!)).toBeGreaterThanOrEqual(sent - 1000);
    // The list reads the device's time too.
    await vi.waitFor(async () => {
      const rows = (
        await manager<{ list: { inspection_id: string; datetime_requested: string }[] }>(
          'POST',
          'Inspection/FilterInspections',
          { body: { pagesize: 50, pageindex: 1, site_id: [2], status: 0, asset_id: [asset.asset_id] } },
        )
      ).body.data.list;
      expect(rows.find((r) => r.inspection_id === c.inspection_id)?.datetime_requested).toBe(
        new Date(doneAt).toISOString(),
      );
    }, SETTLE);
  });

  it('clamps a future time to the receive time and one older than 7 days to that bound, keeping the claim', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id, { device_time: hoursAgo(24 * 30) })).body.data;
    const bound = Date.now() - DEVICE_TIME_MAX_AGE_DAYS * 24 * 3600 * 1000;
    expect(Math.abs(Date.parse(c.checkoutRequestDateTime) - bound)).toBeLessThan(60_000);
    const future = new Date(Date.now() + 3600 * 1000).toISOString();
    const before = Date.now();
    expect((await submit(submitBody(c, { device_time: future }))).statusCode).toBe(200);
    const stored = await getInspection(code, c.inspection_id);
    expect(Date.parse(stored!.submitted_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(stored!.submitted_at!)).toBeLessThanOrEqual(Date.now());
    expect(stored?.device_submitted_at).toBe(future);
    expect(stored?.submitted_at).toBe(stored?.synced_at);
  });
});

describe('sync conflicts (rules.ts ‘Field sync’)', () => {
  it('(a) refuses a checkout of an asset another operator took meanwhile, and remembers nothing', async () => {
    const asset = await newAsset();
    expect((await checkout(asset.asset_id, {}, 'op2')).statusCode).toBe(200);
    const body = { client_request_id: randomUUID(), device_time: hoursAgo(1) };
    const refused = await checkout(asset.asset_id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(InspectionMessages.assetInUse);
    expect((await checkout(asset.asset_id, body)).statusCode).toBe(409);
  });

  it('(b) refuses a meter reading below one recorded meanwhile; the corrected resend with the same id goes through', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    await updateAsset((await getAsset(code, asset.asset_id))!, { meter_hours: 500 });
    const id = randomUUID();
    const refused = await submit(submitBody(c, { client_request_id: id, meter_hours: 120 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(AssetMessages.meterBelowLast(500));
    expect(refused.body.data).toEqual({ message_key: 'meterBelowLast', params: { last: 500 } });
    const corrected = await submit(submitBody(c, { client_request_id: id, meter_hours: 510 }));
    expect(corrected.statusCode, corrected.raw).toBe(200);
  });

  it('(c) takes the submit and check-in of an asset made inactive after its checkout, and refuses a new checkout', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id)).body.data;
    await updateAsset((await getAsset(code, asset.asset_id))!, { status: AssetStatus.Inactive });
    const submitted = await submit(submitBody(c, { client_request_id: randomUUID() }));
    expect(submitted.statusCode, submitted.raw).toBe(200);
    expect((await approve(c.inspection_id, asset.asset_id)).statusCode).toBe(200);
    const checkin = await as('op', 'Inspection/CheckinAsset', {
      inspection_id: c.inspection_id,
      client_request_id: randomUUID(),
    });
    expect(checkin.statusCode, checkin.raw).toBe(200);
    const refused = await checkout(asset.asset_id, { client_request_id: randomUUID() }, 'op2');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(InspectionMessages.assetNotInspectable);
  });

  it('(d) answers a sync against the changed checklist: a removed item left out, an added one named until answered', async () => {
    const form = JSON.parse(JSON.stringify(SEED_CHECKLISTS[0].form)) as {
      components: { components?: { key: string; label: string }[] }[];
    };
    const own = await putForm(code, 1, {
      form_name: 'Changing checklist',
      form_description: '',
      form_data: JSON.stringify(form),
      work_procedure: '',
      form_type_id: FormTypeId.InspectionChecklist,
    });
    const asset = await putTestAsset(code, {
      company_id: 1,
      site_id: 2,
      inspectionform_id: own.form_id,
      meter_hours: 1,
    });
    const c = (await checkout(asset.asset_id)).body.data;
    expect(c.checklist.attributes.some((a) => a.id === 'lights')).toBe(true);
    // The manager edits the checklist while the phone is offline: 'lights' goes, 'wipers' comes.
    const walkAround = form.components[0].components!;
    const wipers = { ...JSON.parse(JSON.stringify(walkAround[0])), key: 'wipers', label: 'Wipers' };
    form.components[0].components = [...walkAround.filter((x) => x.key !== 'lights'), wipers];
    await putForm(code, 1, {
      form_id: own.form_id,
      form_name: 'Changing checklist',
      form_description: '',
      form_data: JSON.stringify(form),
      work_procedure: '',
      form_type_id: FormTypeId.InspectionChecklist,
    });

    const id = randomUUID();
    const cached = answers(c, 1);
    const refused = await submit(submitBody(c, { client_request_id: id, attributes: cached }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(InspectionMessages.checklistItemUnanswered('Wipers'));
    expect(refused.body.data).toEqual({
      message_key: 'checklistItemUnanswered',
      params: { name: 'Wipers' },
    });
    // An existing client (no id) is refused strictly, as before.
    expect((await submit(submitBody(c, { attributes: cached }))).body.message).toBe(
      InspectionMessages.attributeUnknown,
    );
    const corrected = await submit(
      submitBody(c, { client_request_id: id, attributes: [...cached, { id: 'wipers', value: 'Ok' }] }),
    );
    expect(corrected.statusCode, corrected.raw).toBe(200);
    const stored = await getInspection(code, c.inspection_id);
    const ids = stored!.answers.map((a) => a.id);
    expect(ids).toContain('wipers');
    expect(ids).not.toContain('lights');
    expect(stored!.answers.find((a) => a.id === cached[0].id)?.value).toBe('Not ok');
  });
});

describe('isolation', () => {
  it('an operator reaches neither another operator’s inspection nor another site’s asset, id or not', async () => {
    const asset = await newAsset();
    const c = (await checkout(asset.asset_id, { client_request_id: randomUUID() })).body.data;
    const id = randomUUID();
    const photo = {
      inspection_id: c.inspection_id,
      content_type: 'image/jpeg',
      size: 1000,
      client_request_id: id,
    };
    expect((await as('op2', 'Inspection/PhotoUploadUrl', photo)).statusCode).toBe(404);
    expect((await submit(submitBody(c, { client_request_id: id }), 'op2')).statusCode).toBe(404);
    expect((await submit(submitBody(c, { client_request_id: id }))).statusCode).toBe(200);
    expect((await approve(c.inspection_id, asset.asset_id)).statusCode).toBe(200);
    const checkin = { inspection_id: c.inspection_id, client_request_id: id };
    expect((await as('op2', 'Inspection/CheckinAsset', checkin)).statusCode).toBe(404);
    // op3 works at site 3: site 2 is not theirs (403), and from their own site site 2's asset is not there (404).
    expect((await checkout(asset.asset_id, { client_request_id: randomUUID() }, 'op3')).statusCode).toBe(403);
    const other = await newAsset();
    expect((await as('op3', 'Inspection/CheckoutAsset', { asset_id: other.asset_id }, 3)).statusCode).toBe(
      404,
    );
    // The same client id from another operator is another request: op2's checkout is op2's own.
    const shared = randomUUID();
    const mine = await checkout(other.asset_id, { client_request_id: shared });
    const theirs = await checkout((await newAsset()).asset_id, { client_request_id: shared }, 'op2');
    expect(theirs.statusCode, theirs.raw).toBe(200);
    expect(theirs.body.data.inspection_id).not.toBe(mine.body.data.inspection_id);
    expect((await getInspection(code, c.inspection_id))?.checked_in_at).toBeUndefined();
  });

  it('refuses a non-uuid client_request_id and a malformed device_time with their messages, writing nothing', async () => {
    const asset = await newAsset();
    const cases: [Record<string, unknown>, string][] = [
      [{ client_request_id: 'not-a-uuid' }, InspectionMessages.clientRequestIdInvalid],
      [{ client_request_id: 12 }, InspectionMessages.clientRequestIdInvalid],
      [{ device_time: '2026-11-27 06:00' }, InspectionMessages.deviceTimeInvalid],
      [{ device_time: '2026-11-27T06:00:00' }, InspectionMessages.deviceTimeInvalid],
      [{ device_time: 'yesterday' }, InspectionMessages.deviceTimeInvalid],
    ];
    for (const [extra, message] of cases) {
      const result = await checkout(asset.asset_id, extra);
      expect(result.statusCode, JSON.stringify(extra)).toBe(400);
      expect(result.body.message).toBe(message);
    }
    expect(await getAssetCheckout(code, asset.asset_id)).toBeUndefined();
  });
});
