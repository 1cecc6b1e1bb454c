/**
 * Webhooks on the emulators, with a real receiver (node:http on 127.0.0.1, port 0) that checks
 * each delivery's signature: an inspection submit reaches the endpoint signed, fails twice and is
 * retried (the sweep run with a clock moved on: no real waiting), the log shows the three
 * attempts newest first; the company admin's calls (add with the secret once, URL rule, edit,
 * pause, delete, test event) and another company's endpoints out of reach; a day of failures
 * pauses the endpoint and mails its creator.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetStatus, Role } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { WebhookMessages } from '#shared/webhooks/messages.js';
import type { DeliveryRow, WebhookCreated, WebhookRow } from '#shared/webhooks/schemas.js';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS,
  isAllowedWebhookUrl,
  type WebhookEventType,
} from '#shared/webhooks/rules.js';
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '#lib/config.js';
import { getS3 } from '#lib/s3.js';
import { writeImportTypesAndEvents } from '#functions/assets/import-events.js';
import { runImportJob } from '#functions/assets/import-job.js';
import { getAssets } from '#functions/assets/store/assets.js';
import { createImport, getImport, importRowsKey } from '#functions/assets/store/imports.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { listAllForms } from '#functions/forms/store.js';
import { newIssueRecord, openIssuesWrites } from '#functions/issues/operations/issues.js';
import { createTask } from '#functions/tasks/store.js';
import { writeTransaction } from '#lib/transactions.js';
import { PmStatus, PmTriggerBy } from '#shared/pm/codes.js';
import { triggerDue } from '#shared/pm/triggers.js';
import { sweepTenant } from '#functions/pm/jobs.js';
import { newTrigger } from '#functions/pm/operations/trigger-step.js';
import { putAssetPmsInBulk } from '#functions/pm/store/bulk-writes.js';
import { bareAssetPm } from '#functions/test-support/asset-pm.js';
import { settled, type CallOptions } from '#functions/test-support/index.js';
import { mailTo, seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { sweepTenantDeliveries } from './jobs.js';
import { verifySignature } from './sign.js';
import { getWebhook } from './store.js';

type Body<T = Record<string, unknown>> = { success: number; message: string; data: T };
let t: UsersTenant;
let checklistId: string;

/** A receiver answering each POST with the next status of `plan` (the last one repeats). */
interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
}
async function receiver(plan: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      res.statusCode = plan[Math.min(received.length - 1, plan.length - 1)];
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  servers.push(server);
  return { url, received };
}
const servers: Server[] = [];

/** A receiver that reads each POST and never answers (the connection stays open until afterAll). */
async function silentReceiver() {
  const state = { url: '', requests: 0 };
  const server: Server = createServer((req) => {
    req.on('data', () => undefined);
    req.on('end', () => (state.requests += 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/silent`;
  servers.push(server);
  return state;
}

const as = <T>(
  who: string,
  roleId: number,
  siteId: number,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => t.as<Body<T>>(who, roleId, siteId, method, path, options);
const admin = <T>(method: 'GET' | 'POST', path: string, options: CallOptions = {}) =>
  as<T>('admin', Role.CompanyAdmin, 1, method, path, options);
const add = (body: Record<string, unknown>) => admin<WebhookCreated>('POST', 'Webhook/AddWebhook', { body });
const deliveries = async (id: string) => {
  const result = await admin<{ list: DeliveryRow[] }>('GET', 'Webhook/GetDeliveries/{webhook_id}', {
    pathParameters: { webhook_id: id },
  });
  expect(result.statusCode, result.raw).toBe(200);
  return result.body.data.list;
};

async function submitInspection(siteId = 2): Promise<{ inspectionId: string; assetId: number }> {
  const asset = await putTestAsset(t.code, {
    company_id: 1,
    site_id: siteId,
    inspectionform_id: checklistId,
    meter_hours: 10,
  });
  const out = await as<{
    inspection_id: string;
    checklist: { attributes: { id: string; values: string[] }[] };
  }>('op', Role.Operator, siteId, 'POST', 'Inspection/CheckoutAsset', { body: { asset_id: asset.asset_id } });
  expect(out.statusCode, out.raw).toBe(200);
  const c = out.body.data;
  const result = await as('op', Role.Operator, siteId, 'POST', 'Inspection/SubmitInspection', {
    body: {
      inspection_id: c.inspection_id,
      meter_hours: 10,
      shift: 1,
      attributes: c.checklist.attributes.map((a) => ({ id: a.id, value: a.values[0] })),
      operator_notes: '',
      is_comment_important: false,
    },
  });
  expect(result.statusCode, result.raw).toBe(200);
  return { inspectionId: c.inspection_id, assetId: asset.asset_id };
}

/**
 * Two endpoints of company 1: one subscribed to `event` only, one to every other event. After
 * `act` (real route calls: their outbox items are applied before each call returns), the first
 * got exactly one delivery of `event`, signed with its secret; the second none. Both are deleted
 * after. Answers the event's data.
 */
async function deliveredOnce(
  event: WebhookEventType,
  act: () => Promise<void>,
): Promise<Record<string, unknown>> {
  const wanted = await receiver([200]);
  const others = await receiver([200]);
  const hook = (await add({ url: wanted.url, events: [event] })).body.data;
  const other = (await add({ url: others.url, events: WEBHOOK_EVENTS.filter((e) => e !== event) })).body.data;
  await act();
  try {
    expect(wanted.received, `${event} deliveries`).toHaveLength(1);
    const [r] = wanted.received;
    expect(verifySignature(hook.secret, String(r.headers['assetcare-signature']), r.body)).toBe(true);
    const body = JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(body.type).toBe(event);
    expect(r.headers['assetcare-event-id']).toBe(body.id);
    expect(others.received.map((o) => (JSON.parse(o.body) as { type: string }).type)).not.toContain(event);
    expect((await deliveries(hook.webhook_id)).map((l) => [l.event_type, l.ok])).toEqual([[event, true]]);
    return body.data;
  } finally {
    for (const id of [hook.webhook_id, other.webhook_id])
      await admin('POST', 'Webhook/DeleteWebhook/{webhook_id}', { pathParameters: { webhook_id: id } });
  }
}

const manager = <T>(method: 'GET' | 'POST', path: string, options: CallOptions = {}) =>
  as<T>('manager', Role.Manager, 2, method, path, options);

beforeAll(async () => {
  t = await seedUsersTenant('whk', [], { forms: true, maintenance: true });
  [{ form_id: checklistId }] = await listAllForms(t.code, 1, FormTypeId.InspectionChecklist);
}, 120_000);
afterAll(() =>
  servers.forEach((s) => {
    s.closeAllConnections();
    s.close();
  }),
);

describe('the URL rule', () => {
  it('takes https anywhere, http only to 127.0.0.1 and only on the twin', () => {
    expect(isAllowedWebhookUrl('https://hooks.example.com/x', false)).toBe(true);
    expect(isAllowedWebhookUrl('http://hooks.example.com/x', true)).toBe(false);
    expect(isAllowedWebhookUrl('http://127.0.0.1:9000/x', true)).toBe(true);
    expect(isAllowedWebhookUrl('http://127.0.0.1:9000/x', false)).toBe(false);
    expect(isAllowedWebhookUrl('https://user:pw@hooks.example.com/', false)).toBe(false);
    expect(isAllowedWebhookUrl('not a url', true)).toBe(false);
  });
});

describe('delivery', () => {
  it('delivers a signed event after an inspection submit, retries two failures with backoff, and logs three attempts', async () => {
    // Prepare: an endpoint for inspection submits whose receiver fails twice, then answers 200.
    const { url, received } = await receiver([500, 500, 200]);
    const created = await add({ url, events: ['inspection.submitted'] });
    expect(created.statusCode, created.raw).toBe(200);
    const { webhook_id: id, secret } = created.body.data;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    // Act: the submit (its outbox item is applied before `call` returns: the first attempt), then two sweeps later on.
    const { inspectionId } = await submitInspection();
    expect(received).toHaveLength(1);
    const first = Date.now();
    expect(await sweepTenantDeliveries(t.code, { now: () => new Date(first + 5_000) })).toBe(0); // not due yet
    expect(await sweepTenantDeliveries(t.code, { now: () => new Date(first + 31_000) })).toBe(1);
    expect(await sweepTenantDeliveries(t.code, { now: () => new Date(first + 31_000 + 61_000) })).toBe(1);
    expect(await sweepTenantDeliveries(t.code, { now: () => new Date(first + 24 * 3600_000) })).toBe(0); // delivered: nothing left

    // Assess: three signed posts of the same event, the log newest first, the endpoint's last delivery.
    expect(received).toHaveLength(3);
    for (const [n, r] of received.entries()) {
      const sentAt = Number(/t=(\d+)/.exec(String(r.headers['assetcare-signature']))?.[1]);
      expect(
        verifySignature(secret, String(r.headers['assetcare-signature']), r.body, sentAt),
        `post ${n + 1}`,
      ).toBe(true);
      expect(verifySignature('whsec_other', String(r.headers['assetcare-signature']), r.body, sentAt)).toBe(
        false,
      );
      expect(r.body).toBe(received[0].body);
    }
    const event = JSON.parse(received[0].body) as { id: string; type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'inspection.submitted',
      data: { inspection_id: inspectionId, site_id: 2 },
    });
    expect(received[0].headers['assetcare-event-id']).toBe(event.id);
    const log = await deliveries(id);
    expect(log.map((l) => [l.attempt, l.status_code, l.ok])).toEqual([
      [3, 200, true],
      [2, 500, false],
      [1, 500, false],
    ]);
    expect(new Set(log.map((l) => l.event_id))).toEqual(new Set([event.id]));
    const listed = await admin<{ list: WebhookRow[] }>('GET', 'Webhook/GetWebhooks');
    expect(listed.body.data.list.find((h) => h.webhook_id === id)).toMatchObject({
      status: 'active',
      last_delivery_status: 200,
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    // Not subscribed or paused: nothing is sent.
    await admin('POST', 'Webhook/UpdateWebhook/{webhook_id}', {
      pathParameters: { webhook_id: id },
      body: { events: ['part.low-stock'], active: true },
    });
    await submitInspection();
    expect(received).toHaveLength(3);
  }, 60_000);

  it('pauses an endpoint failing for a day and e-mails its creator', async () => {
    const { url, received } = await receiver([503]);
    const created = await add({ url, events: ['inspection.submitted'] });
    const id = created.body.data.webhook_id;
    await submitInspection();
    expect(received.length).toBeGreaterThanOrEqual(1);
    const start = Date.now();
    // The sweep a day later: the retry fails, the endpoint has failed for a day.
    await sweepTenantDeliveries(t.code, { now: () => new Date(start + 24 * 3600_000 + 1_000) });
    const hook = await getWebhook(t.code, 1, id);
    expect(hook).toMatchObject({ active: false, paused_reason: 'failing for a day' });
    const mails = await mailTo(t.name('admin'));
    expect(mails.some((m) => m.subject === 'AssetCare webhook paused' && m.body.text?.includes(url))).toBe(
      true,
    );
    await admin('POST', 'Webhook/DeleteWebhook/{webhook_id}', { pathParameters: { webhook_id: id } });
  }, 60_000);

  it('attempts the endpoints side by side: a receiver that never answers delays neither another endpoint nor the consumer beyond the first-attempt timeout', async () => {
    // Prepare: two endpoints whose receivers never answer, and one that answers at once.
    const silent = await Promise.all([silentReceiver(), silentReceiver()]);
    const { url, received } = await receiver([200]);
    const ids: string[] = [];
    for (const hookUrl of [...silent.map((r) => r.url), url])
      ids.push((await add({ url: hookUrl, events: ['inspection.submitted'] })).body.data.webhook_id);
    const [slowId, , fastId] = ids;

    // Act: the submit, whose outbox item (applied before the call returns) makes the three first attempts.
    const started = Date.now();
    await submitInspection();
    const took = Date.now() - started;

    // Assess: each silent receiver got its post; the answering one got its event within the timeout;
    // the whole submit waited about one timeout, not one per silent endpoint (3 s each, one after another).
    expect(silent.map((r) => r.requests)).toEqual([1, 1]);
    expect(received).toHaveLength(1);
    expect(received[0].at - started).toBeLessThan(WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS);
    expect(took).toBeGreaterThanOrEqual(WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS);
    expect(took).toBeLessThan(2 * WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS);
    expect((await deliveries(fastId!)).map((l) => [l.attempt, l.status_code, l.ok])).toEqual([
      [1, 200, true],
    ]);
    const [slow] = await deliveries(slowId!);
    expect(slow).toMatchObject({ attempt: 1, status_code: 0, ok: false, error: 'No answer within 3 s' });
    // The retries are the sweep's, 30 s on (its timeout shortened here: no real waiting).
    expect(await sweepTenantDeliveries(t.code, { now: () => new Date(started + 5_000) })).toBe(0);
    const later = { now: () => new Date(started + 31_000), timeoutMs: 200 };
    expect(await sweepTenantDeliveries(t.code, later)).toBe(2);
    expect(silent.map((r) => r.requests)).toEqual([2, 2]);
    expect(received).toHaveLength(1);
    for (const id of ids)
      await admin('POST', 'Webhook/DeleteWebhook/{webhook_id}', { pathParameters: { webhook_id: id } });
  }, 60_000);
});

describe('the events the domains raise', () => {
  it('workorder.created and workorder.completed: on AddUpdateWorkOrder and CompleteWorkOrder', async () => {
    const asset = await putTestAsset(t.code, { company_id: 1, site_id: 2, meter_hours: 10 });
    const task = await createTask(
      t.code,
      1,
      { task_title: 'Grease', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 50 },
      'x',
    );
    let woId = 0;
    const created = await deliveredOnce('workorder.created', async () => {
      const saved = await manager<{ wo_id: number }>('POST', 'WorkOrder/AddUpdateWorkOrder', {
        body: {
          title: 'Grease pins',
          description: 'Weekly',
          asset_id: asset.asset_id,
          WorkOrderTasks: [{ task_id: task.task_id }],
        },
      });
      expect(saved.body.success, saved.raw).toBe(1);
      woId = saved.body.data.wo_id;
    });
    expect(created).toMatchObject({ wo_id: woId, asset_id: asset.asset_id, site_id: 2, status: 54 });
    const completed = await deliveredOnce('workorder.completed', async () => {
      const done = await manager('POST', 'WorkOrder/CompleteWorkOrder', {
        body: { wo_id: woId, override: true },
      });
      expect(done.body.success, done.raw).toBe(1);
    });
    expect(completed).toMatchObject({ wo_id: woId, status: 56, site_id: 2 });
    expect(completed.completed_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  }, 60_000);

  it('inspection.approved: on Inspection/ApproveInspection by a manager', async () => {
    const { inspectionId, assetId } = await submitInspection();
    const approved = await deliveredOnce('inspection.approved', async () => {
      const r = await manager('POST', 'Inspection/ApproveInspection', {
        body: {
          inspection_id: inspectionId,
          asset_id: assetId,
          status: 10,
          manager_notes: 'Fine',
          meter_hours: 12,
        },
      });
      expect(r.body.success, r.raw).toBe(1);
    });
    expect(approved).toMatchObject({
      inspection_id: inspectionId,
      asset_id: assetId,
      site_id: 2,
      meter_hours: 12,
      approved_by: 'Manager Tester',
    });
  }, 60_000);

  it('asset.changed: on AddUpdateAsset (created, then updated) and UpdateAssetStatus (deactivated)', async () => {
    const fields = {
      internal_asset_id: '9101',
      name: 'Loader 1',
      asset_type: 'Loader',
      product_name: 'Cat',
      model_name: '950',
      model_year: '2021',
      asset_serial_number: 'SN1',
      current_stage: 'In service',
      inspectionform_id: checklistId,
      company_id: 1,
      site_id: 2,
    };
    const asAdmin = (path: string, body: Record<string, unknown>) =>
      as<{ asset_id: number }>('admin', Role.CompanyAdmin, 2, 'POST', path, { body });
    let assetId = 0;
    const created = await deliveredOnce('asset.changed', async () => {
      const r = await asAdmin('Asset/AddUpdateAsset', fields);
      expect(r.body.success, r.raw).toBe(1);
      assetId = r.body.data.asset_id;
    });
    expect(created).toMatchObject({
      asset_id: assetId,
      internal_asset_id: '9101',
      site_id: 2,
      status: AssetStatus.Active,
      change: 'created',
    });
    const updated = await deliveredOnce('asset.changed', async () => {
      const r = await asAdmin('Asset/AddUpdateAsset', {
        ...fields,
        asset_id: assetId,
        name: 'Loader 2',
        parent: '',
      });
      expect(r.body.success, r.raw).toBe(1);
    });
    expect(updated).toMatchObject({ asset_id: assetId, name: 'Loader 2', change: 'updated' });
    const deactivated = await deliveredOnce('asset.changed', async () => {
      const r = await manager('POST', 'Asset/UpdateAssetStatus', {
        body: { asset_id: assetId, status: AssetStatus.Inactive },
      });
      expect(r.body.success, r.raw).toBe(1);
    });
    expect(deactivated).toMatchObject({
      asset_id: assetId,
      status: AssetStatus.Inactive,
      change: 'deactivated',
    });
  }, 60_000);

  it('asset.changed: per imported asset, on Asset/BulkUploadAssets and on the import job (a re-run queues none again)', async () => {
    const hook = await receiver([200]);
    const { webhook_id } = (await add({ url: hook.url, events: ['asset.changed'] })).body.data;
    const received = () =>
      hook.received.map((r) => JSON.parse(r.body) as { id: string; data: Record<string, unknown> });
    const rows = (first: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        row: i + 2,
        internal_asset_id: String(first + i),
        name: `Forklift ${first + i}`,
        asset_type: 'Forklift',
        product_name: 'Toyota',
        model_name: '8FGU25',
        model_year: '2018',
        asset_serial_number: `TY${first + i}`,
        current_stage: 'In service',
        inspectionform_id: checklistId,
        site_location: '',
        children: '',
      }));
    try {
      const upload = await as<{ created: number }>(
        'admin',
        Role.CompanyAdmin,
        2,
        'POST',
        'Asset/BulkUploadAssets',
        { body: { company_id: 1, site_id: 2, AssetRequestModel: rows(9401, 2) } },
      );
      expect(upload.body.data, upload.raw).toEqual({ created: 2 });
      expect(received().map((e) => [e.data.internal_asset_id, e.data.change, e.data.site_id])).toEqual(
        expect.arrayContaining([
          ['9401', 'created', 2],
          ['9402', 'created', 2],
        ]),
      );
      expect(received()).toHaveLength(2);

      // The import job (a large file's path), run directly on its uploaded rows.
      const importId = randomUUID();
      await getS3().send(
        new PutObjectCommand({
          Bucket: config.filesBucket,
          Key: importRowsKey(t.code, importId),
          Body: JSON.stringify({ AssetRequestModel: rows(9411, 3) }),
          ContentType: 'application/json',
        }),
      );
      await createImport({
        tenant: t.code,
        import_id: importId,
        requested_by: randomUUID(),
        company_id: 1,
        site_id: 2,
        file_name: 'big.xlsx',
      });
      expect(await runImportJob((await getImport(t.code, importId))!)).toBe('completed');
      await settled();
      const fromJob = received().slice(2);
      expect(fromJob.map((e) => e.data.internal_asset_id).sort()).toEqual(['9411', '9412', '9413']);
      expect(fromJob.every((e) => e.data.change === 'created')).toBe(true);
      // A run again of the job's last step (as after a failure) raises the same ids: queued once.
      const imported = await getAssets(
        t.code,
        fromJob.map((e) => e.data.asset_id as number),
      );
      await writeImportTypesAndEvents(t.code, 1, imported, importId);
      await settled();
      expect(received()).toHaveLength(5);
      expect(await deliveries(webhook_id)).toHaveLength(5);
    } finally {
      await admin('POST', 'Webhook/DeleteWebhook/{webhook_id}', { pathParameters: { webhook_id } });
    }
  }, 60_000);

  it('pm.due and pm.overdue: on the PM sweep that moves a time trigger to Due, then Overdue', async () => {
    // A time PM due on a day far ahead (the twin's own sweep never reaches it), its trigger opened before.
    const day = '2031-03-10';
    const zone = 'UTC';
    const due = triggerDue(PmTriggerBy.Time, day, null, zone);
    const pm = bareAssetPm({
      asset_pm_id: '9201-WEBHOOK',
      asset_id: 9201,
      internal_asset_id: '9201',
      asset_name: 'Loader 9201',
      site_id: 2,
      title: 'Grease service',
      description: '',
      tasks: [{ task_id: 1, task_code: 'T-1', task_title: 'Check', task_est_hours: 1, task_est_minutes: 0 }],
      schedule: { datetime_due_at: day },
    });
    const { next } = newTrigger(
      pm,
      1,
      due,
      { at: 0, meterHours: null, day: '2020-01-01' },
      due.dueAt! - 86_400_000,
      null,
      null,
      PmStatus.Open,
    );
    await putAssetPmsInBulk(t.code, [{ pm, trigger: next }]);
    const sweep = async (at: number) => {
      await sweepTenant(t.code, new Date(at));
      await settled(); // the sweep's outbox item applied (its first attempts made)
    };
    const dueData = await deliveredOnce('pm.due', () => sweep(due.dueAt! + 60_000));
    expect(dueData).toMatchObject({
      asset_pm_id: '9201-WEBHOOK',
      asset_id: 9201,
      site_id: 2,
      status: PmStatus.Due,
      due_day: day,
    });
    const overdue = await deliveredOnce('pm.overdue', () => sweep(due.overdueAt! + 60_000));
    expect(overdue).toMatchObject({ asset_pm_id: '9201-WEBHOOK', status: PmStatus.Overdue, due_day: day });
  }, 60_000);

  it('pm.due and pm.overdue: on Asset/UpdateMeterHours readings that move a meter trigger to Due, then Overdue', async () => {
    const asset = await putTestAsset(t.code, { company_id: 1, site_id: 2, meter_hours: 10 });
    const pm = bareAssetPm({
      asset_pm_id: `${asset.asset_id}-METER`,
      asset_id: asset.asset_id,
      internal_asset_id: asset.internal_asset_id,
      asset_name: asset.name,
      site_id: 2,
      title: 'Oil change 50 h',
      description: '',
      schedule: { pm_trigger_by: PmTriggerBy.MeterHours, meter_hours_due_at: 50 },
    });
    const now = Date.now();
    const { next } = newTrigger(
      pm,
      1,
      triggerDue(PmTriggerBy.MeterHours, null, 50, 'UTC'),
      { at: now, meterHours: 10, day: null },
      now,
      10,
      null,
      PmStatus.Open,
    );
    await putAssetPmsInBulk(t.code, [{ pm, trigger: next }]);
    const reading = async (meterHours: number) => {
      const r = await manager('POST', 'Asset/UpdateMeterHours', {
        body: { asset_id: asset.asset_id, meter_hours: meterHours },
      });
      expect(r.body.success, r.raw).toBe(1);
    };
    const dueData = await deliveredOnce('pm.due', async () => {
      await reading(30); // below the due reading: no event
      await reading(50);
    });
    expect(dueData).toMatchObject({
      asset_pm_id: pm.asset_pm_id,
      asset_id: asset.asset_id,
      site_id: 2,
      status: PmStatus.Due,
      due_meter_hours: 50,
      meter_hours: 50,
    });
    const overdue = await deliveredOnce('pm.overdue', () => reading(55));
    expect(overdue).toMatchObject({
      asset_pm_id: pm.asset_pm_id,
      status: PmStatus.Overdue,
      due_meter_hours: 50,
      meter_hours: 55,
    });
  }, 60_000);

  it('issue.opened: on Issue/CreateIssue from the Issues page (by Asset #)', async () => {
    const asset = await putTestAsset(t.code, {
      company_id: 1,
      site_id: 2,
      meter_hours: 10,
      internal_asset_id: '9301',
      name: 'Hauler 9301',
    });
    let issueUuid = '';
    const opened = await deliveredOnce('issue.opened', async () => {
      const r = await manager<{ issue_uuid: string }>('POST', 'Issue/CreateIssue', {
        body: {
          name: 'Worn tyre',
          notes: 'Front left',
          priority: 2,
          internal_asset_id: '9301',
          asset_id: asset.asset_id,
        },
      });
      expect(r.body.success, r.raw).toBe(1);
      issueUuid = r.body.data.issue_uuid;
    });
    expect(opened).toMatchObject({
      issue_uuid: issueUuid,
      asset_id: asset.asset_id,
      internal_asset_id: '9301',
      site_id: 2,
      name: 'Worn tyre',
      priority: 2,
      status: 12,
      heading: 'New Issue',
      message: 'Worn tyre on Hauler 9301 (9301)',
    });
  }, 60_000);

  it('issue.closed: on Issue/UpdateWorkOrder to Closed (15), not on another status', async () => {
    const asset = await putTestAsset(t.code, { company_id: 1, site_id: 2, meter_hours: 10 });
    const issue = newIssueRecord({
      tenant: t.code,
      asset,
      name: 'Cracked mirror',
      notes: 'n',
      priority: 2,
      by: { uuid: 'x', name: 'X' },
      at: new Date(),
    });
    await writeTransaction(await openIssuesWrites(asset, [issue], new Date()));
    const update = async (status: number) => {
      const r = await manager('POST', 'Issue/UpdateWorkOrder', {
        body: { issue_uuid: issue.issue_uuid, title: 'Cracked mirror', notes: 'Fixed', priority: 2, status },
      });
      expect(r.body.success, r.raw).toBe(1);
    };
    const closed = await deliveredOnce('issue.closed', async () => {
      await update(13); // In Progress: no event
      await update(15);
    });
    expect(closed).toMatchObject({
      issue_uuid: issue.issue_uuid,
      asset_id: asset.asset_id,
      site_id: 2,
      status: 15,
    });
  }, 60_000);
});

describe('the calls', () => {
  it('sends a test event and answers its delivery', async () => {
    const { url, received } = await receiver([204]);
    const { webhook_id: id, secret } = (await add({ url, events: ['issue.opened'] })).body.data;
    const sent = await admin<DeliveryRow>('POST', 'Webhook/SendTestEvent/{webhook_id}', {
      pathParameters: { webhook_id: id },
    });
    expect(sent.statusCode, sent.raw).toBe(200);
    expect(sent.body).toMatchObject({
      message: WebhookMessages.testSent,
      data: { attempt: 1, status_code: 204, ok: true, event_type: 'webhook.test' },
    });
    expect(received).toHaveLength(1);
    expect(
      verifySignature(secret, String(received[0].headers['assetcare-signature']), received[0].body),
    ).toBe(true);
  });

  it('refuses bad URLs and events with their messages, writing nothing', async () => {
    const before = (await admin<{ list: WebhookRow[] }>('GET', 'Webhook/GetWebhooks')).body.data.list.length;
    for (const [body, message] of [
      [{ url: 'http://hooks.example.com/x', events: ['issue.opened'] }, WebhookMessages.urlInvalid],
      [{ url: '', events: ['issue.opened'] }, WebhookMessages.urlRequired],
      [{ url: 'https://hooks.example.com/x', events: [] }, WebhookMessages.eventsRequired],
      [{ url: 'https://hooks.example.com/x', events: ['asset.exploded'] }, WebhookMessages.eventInvalid],
    ] as const) {
      const result = await add(body);
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
      expect(result.body.message).toBe(message);
    }
    expect((await admin<{ list: WebhookRow[] }>('GET', 'Webhook/GetWebhooks')).body.data.list).toHaveLength(
      before,
    );
  });

  it('pauses, resumes and deletes; other companies and roles are refused', async () => {
    const { webhook_id: id } = (await add({ url: 'https://hooks.example.com/a', events: ['issue.opened'] }))
      .body.data;
    const paused = await admin<WebhookRow>('POST', 'Webhook/UpdateWebhook/{webhook_id}', {
      pathParameters: { webhook_id: id },
      body: { events: ['issue.opened', 'part.low-stock'], active: false },
    });
    expect(paused.body.data).toMatchObject({
      status: 'paused',
      paused_reason: 'paused',
      events: ['issue.opened', 'part.low-stock'],
    });
    // Company 2's manager role may not call; a company admin of company 2 does not see company 1's.
    const manager = await as('manager', Role.Manager, 2, 'GET', 'Webhook/GetWebhooks');
    expect(manager.body.success).toBe(0);
    const other = await as('root', Role.SuperAdmin, 6, 'GET', 'Webhook/GetDeliveries/{webhook_id}', {
      pathParameters: { webhook_id: id },
    });
    expect(other.statusCode).toBe(404);
    const deleted = await admin('POST', 'Webhook/DeleteWebhook/{webhook_id}', {
      pathParameters: { webhook_id: id },
    });
    expect(deleted.body.message).toBe(WebhookMessages.deleted);
    expect(await getWebhook(t.code, 1, id)).toBeUndefined();
  });
});
