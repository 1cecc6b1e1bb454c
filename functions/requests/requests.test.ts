/**
 * Maintenance requests on tenants of their own: create with the spec 5 messages (bad input writes
 * nothing), the list's filters, paging and listsize, Requested By options, the open-count badge
 * moving with every write, resolve, edit linking and unlinking a work order, requests from an
 * inspection's issue (type 53), roles and other tenants refused; and the portal's abuse cases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { RequestMessages } from '#shared/requests/messages.js';
import {
  PORTAL_LIMIT_PER_ADDRESS,
  PORTAL_LIMIT_PER_ASSET,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_UPLOAD_PREFIX,
  PORTAL_WINDOW_SECONDS,
} from '#shared/requests/rules.js';
import type { RequestDetail, RequestRow } from '#shared/requests/schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { openIssuesWrites, newIssueRecord } from '#functions/issues/operations/issues.js';
import { writeTransaction } from '#lib/transactions.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';
import { ensurePortalToken } from '#functions/assets/index.js';
import { RateWindowEntity } from '#lib/rate-limit.js';
import type { AssetRecord } from '#functions/assets/store/assets.js';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: RequestRow[];
  listsize?: number;
}
let t: Awaited<ReturnType<typeof maintenanceTenants>>;
let asset: AssetRecord;
let otherAsset: AssetRecord;
let southAsset: AssetRecord;

const post = <T>(who: Who | As, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });
const save = (who: Who | As, body: Record<string, unknown>) =>
  post<{ mr_id: number; status: number; wo_id: number | null }>(
    who,
    'MaintenanceRequest/AddUpdateMaintenanceRequest',
    body,
  );
const list = async (who: Who | As, body: Record<string, unknown> = {}) => {
  const r = await post<{ list: RequestRow[]; listsize: number }>(
    who,
    'MaintenanceRequest/GetAllMaintenanceRequest',
    { pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0, ...body },
  );
  expect(r.body.success, r.raw).toBe(1);
  return r.body;
};
const openCount = async (who: Who | As = 'manager') => {
  const r = await call<Answer<{ openMRCount: number }>>(
    'GET',
    'MaintenanceRequest/GetMaintenanceRequestOpenStatusCount',
    t.session(who),
  );
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data.openMRCount;
};
const details = (who: Who | As, mrId: number) =>
  call<Answer<RequestDetail>>('GET', 'MaintenanceRequest/GetMaintenanceRequestDetails/{mr_id}', {
    ...t.session(who),
    pathParameters: { mr_id: String(mrId) },
  });

beforeAll(async () => {
  t = await maintenanceTenants('mr');
  asset = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 7', meter_hours: 1200 });
  otherAsset = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Dozer 2' });
  southAsset = await putTestAsset(t.codes.a, { company_id: 2, site_id: 6, name: 'South crane' });
}, 120_000);

describe('create, list, badge', () => {
  it('creates Open manual requests, lists them newest first and counts them on the badge', async () => {
    expect(await openCount()).toBe(0);
    const first = await save('manager', {
      title: 'Hydraulic leak',
      description: 'Oil under the boom',
      asset_id: asset.asset_id,
    });
    expect(first.body, first.raw).toMatchObject({
      success: 1,
      message: RequestMessages.created,
      data: { status: 48 },
    });
    const second = await save('manager', {
      title: 'Seat torn',
      description: 'Driver seat',
      asset_id: String(otherAsset.asset_id),
      priority: 47,
    });
    expect(second.body.success, second.raw).toBe(1);
    expect(await openCount()).toBe(2);
    const page = await list('manager');
    expect(page.listsize).toBe(2);
    expect(page.list!.map((r) => r.title)).toEqual(['Seat torn', 'Hydraulic leak']);
    expect(page.list![0]).toMatchObject({
      mr_type: 52,
      mr_type_name: 'Manual',
      priority: 47,
      priority_name: 'High',
      status: 48,
      status_name: 'Open',
      requested_by_name: 'manager Tester',
      wo_id: null,
    });
    expect(page.list![1].asset).toEqual({
      asset_id: asset.asset_id,
      internal_asset_id: asset.internal_asset_id,
      name: 'Loader 7',
      meter_hours: 1200,
    });
    // The south manager sees none of North Yard's.
    expect((await list('southboss')).listsize).toBe(0);
    expect(await openCount('southboss')).toBe(0);
  });

  it.each([
    [{ description: 'd', asset_id: 1 }, RequestMessages.titleRequired],
    [{ title: 'x'.repeat(101), description: 'd', asset_id: 1 }, RequestMessages.titleTooLong],
    [{ title: 't', description: ' ', asset_id: 1 }, RequestMessages.descriptionRequired],
    [{ title: 't', description: 'd' }, RequestMessages.assetRequired],
  ])('refuses %j with the spec message and writes nothing', async (body, message) => {
    const before = await openCount();
    const r = await save('manager', body);
    expect(r.statusCode).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await openCount()).toBe(before);
  });

  it('refuses assets of other sites and tenants, and roles other than manager', async () => {
    expect(
      (await save('manager', { title: 't', description: 'd', asset_id: southAsset.asset_id })).statusCode,
    ).toBe(404);
    expect(
      (
        await save(
          { who: 'manager', tenant: 'b' },
          { title: 't', description: 'd', asset_id: asset.asset_id },
        )
      ).statusCode,
    ).toBe(404);
    const exec = await save('exec', { title: 't', description: 'd', asset_id: asset.asset_id });
    expect(exec.body.success).toBe(0);
    expect((await list({ who: 'manager', tenant: 'b' })).listsize).toBe(0);
  });

  it('filters by status, type and requestor, searches titles, and gives Requested By options', async () => {
    expect((await list('manager', { mr_filter_type: 48 })).listsize).toBe(2);
    expect((await list('manager', { mr_filter_type: 50 })).listsize).toBe(0);
    expect((await list('manager', { type: 53 })).listsize).toBe(0);
    expect((await list('manager', { search_string: 'leak' })).list!.map((r) => r.title)).toEqual([
      'Hydraulic leak',
    ]);
    // The search reads the term index (title, asset name, Asset #): a word's start, any order, the other filters applied.
    expect((await list('manager', { search_string: 'LEAK hydr' })).list!.map((r) => r.title)).toEqual([
      'Hydraulic leak',
    ]);
    expect((await list('manager', { search_string: 'eak' })).listsize).toBe(0);
    expect((await list('manager', { search_string: 'loader' })).list!.map((r) => r.title)).toEqual([
      'Hydraulic leak',
    ]);
    expect(
      (await list('manager', { search_string: `dozer ${otherAsset.internal_asset_id}` })).list!.map(
        (r) => r.title,
      ),
    ).toEqual(['Seat torn']);
    expect((await list('manager', { search_string: 'loader', mr_filter_type: 50 })).listsize).toBe(0);
    // Picked by id: read by key, still filtered and searched.
    const ids = (await list('manager')).list!.map((r) => r.mr_id);
    expect((await list('manager', { mr_id: ids })).list!.map((r) => r.mr_id)).toEqual(ids);
    expect((await list('manager', { mr_id: ids, search_string: 'seat' })).list!.map((r) => r.title)).toEqual([
      'Seat torn',
    ]);
    expect((await list('manager', { mr_id: ids, mr_filter_type: 50 })).listsize).toBe(0);
    expect(
      (await list('manager', { mr_id: ids, pageIndex: 2, pageSize: 1 })).list!.map((r) => r.mr_id),
    ).toEqual([ids[1]]);
    const options = await post<{ list: { requested_by: string; requested_by_name: string }[] }>(
      'manager',
      'MaintenanceRequest/GetRequestedByOptions',
      { option_search_string: 'man' },
    );
    expect(options.body.data.list).toHaveLength(1);
    const uuid = options.body.data.list[0].requested_by;
    expect((await list('manager', { requested_by: uuid, mr_filter_type: 48 })).listsize).toBe(2);
    expect((await list('manager', { requested_by: 'nobody' })).listsize).toBe(0);
    expect((await list('manager', { pageIndex: 2, pageSize: 1 })).list!.map((r) => r.title)).toEqual([
      'Hydraulic leak',
    ]);
  });
});

describe('resolve, edit and the work order link', () => {
  it('resolves an Open request with a reason (Completed), once', async () => {
    const created = await save('manager', {
      title: 'Mirror cracked',
      description: 'Left mirror',
      asset_id: asset.asset_id,
    });
    const mrId = created.body.data.mr_id;
    const before = await openCount();
    const blank = await post('manager', 'MaintenanceRequest/ResolveMaintenanceRequest', {
      mr_id: mrId,
      resolve_reason: '   ',
    });
    expect(blank.body.message).toBe(RequestMessages.reasonRequired);
    const r = await post<{ status: number }>('manager', 'MaintenanceRequest/ResolveMaintenanceRequest', {
      mr_id: mrId,
      resolve_reason: 'Replaced by driver',
    });
    expect(r.body).toMatchObject({ success: 1, message: RequestMessages.resolved, data: { status: 50 } });
    expect(await openCount()).toBe(before - 1);
    expect((await details('manager', mrId)).body.data).toMatchObject({
      status: 50,
      status_name: 'Completed',
      resolve_reason: 'Replaced by driver',
    });
    const again = await post('manager', 'MaintenanceRequest/ResolveMaintenanceRequest', {
      mr_id: mrId,
      resolve_reason: 'x',
    });
    expect(again.body).toMatchObject({ success: 0, message: RequestMessages.notOpen });
    const edit = await save('manager', {
      mr_id: mrId,
      title: 'Mirror cracked',
      description: 'changed',
      asset_id: asset.asset_id,
    });
    expect(edit.body.message).toBe(RequestMessages.completedLocked);
  });

  it('links a work order without a request (Workorder Created), and unlinking returns it to Open', async () => {
    const wo = await post<{ wo_id: number; wo_number: string }>('manager', 'WorkOrder/AddUpdateWorkOrder', {
      title: 'Service loader',
      description: 'Annual',
      asset_id: asset.asset_id,
      is_full_page: true,
    });
    expect(wo.body.success, wo.raw).toBe(1);
    const picker = await call<
      Answer<{ list: { wo_id: number; wo_number: string; title: string }[]; listsize: number }>
    >('GET', 'MaintenanceRequest/GetAllWorkOrderWithNoMR/{assetId}', {
      ...t.session('manager'),
      pathParameters: { assetId: String(asset.asset_id) },
      query: { pageindex: '1', pagesize: '20', searchstring: 'service' },
    });
    expect(picker.body.data.list).toEqual([
      { wo_id: wo.body.data.wo_id, wo_number: wo.body.data.wo_number, title: 'Service loader' },
    ]);
    const created = await save('manager', {
      title: 'Annual service due',
      description: 'Due',
      asset_id: asset.asset_id,
    });
    const mrId = created.body.data.mr_id;
    const before = await openCount();
    const linked = await save('manager', {
      mr_id: mrId,
      title: 'Annual service due',
      description: 'Due soon',
      asset_id: asset.asset_id,
      wo_id: wo.body.data.wo_id,
    });
    expect(linked.body, linked.raw).toMatchObject({
      success: 1,
      message: RequestMessages.updated,
      data: { status: 51, wo_id: wo.body.data.wo_id },
    });
    expect(await openCount()).toBe(before - 1);
    const d = (await details('manager', mrId)).body.data;
    expect(d).toMatchObject({
      status: 51,
      description: 'Due soon',
      work_order_number: wo.body.data.wo_number,
      work_order_status: 54,
      work_order_status_name: 'Open',
    });
    expect(d.workOrders).toEqual([
      { wo_id: wo.body.data.wo_id, wo_number: wo.body.data.wo_number, title: 'Service loader' },
    ]);
    expect((await list('manager', { mr_filter_type: 51 })).list!.map((r) => r.mr_id)).toContain(mrId);
    // The work order is no longer offered to other requests.
    const picker2 = await call<Answer<{ listsize: number }>>(
      'GET',
      'MaintenanceRequest/GetAllWorkOrderWithNoMR/{assetId}',
      {
        ...t.session('manager'),
        pathParameters: { assetId: String(asset.asset_id) },
        query: { pageindex: '1', pagesize: '20', searchstring: '' },
      },
    );
    expect(picker2.body.data.listsize).toBe(0);
    const unlinked = await save('manager', {
      mr_id: mrId,
      title: 'Annual service due',
      description: 'Due soon',
      asset_id: asset.asset_id,
      wo_id: null,
    });
    expect(unlinked.body.data).toMatchObject({ status: 48, wo_id: null });
    expect(await openCount()).toBe(before);
  });

  it('raises a type 53 request from an issue, keeping its inspection', async () => {
    const issue = newIssueRecord({
      tenant: t.codes.a,
      asset,
      name: 'Brake worn',
      notes: 'n',
      priority: 2,
      inspectionId: 'insp-1',
      by: { uuid: 'x', name: 'X' },
      at: new Date(),
    });
    await writeTransaction(await openIssuesWrites(asset, [issue], new Date()));
    const r = await post<{ mr_id: number }>('manager', 'MaintenanceRequest/CreateRequestFromInspection', {
      issue_uuid: issue.issue_uuid,
      title: 'Brakes',
      description: 'From inspection',
    });
    expect(r.body.success, r.raw).toBe(1);
    const d = (await details('manager', r.body.data.mr_id)).body.data;
    expect(d).toMatchObject({ mr_type: 53, mr_type_name: 'Inspection', inspection_id: 'insp-1' });
    expect(d.issues.map((i) => i.issue_uuid)).toEqual([issue.issue_uuid]);
    expect((await list('manager', { type: 53 })).listsize).toBe(1);
    const none = await post('manager', 'MaintenanceRequest/CreateRequestFromInspection', {
      title: 'x',
      description: 'y',
    });
    expect(none.body.message).toBe(RequestMessages.sourceRequired);
    const foreign = await post(
      { who: 'manager', tenant: 'b' },
      'MaintenanceRequest/CreateRequestFromInspection',
      { issue_uuid: issue.issue_uuid, title: 'x', description: 'y' },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the no-sign-in portal', () => {
  const portal = (
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) =>
    call<Answer<Record<string, unknown>>>(method, path, {
      pathParameters: { token },
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
    });

  it("shows the asset's name only, and reports land as Open portal requests for the site's managers", async () => {
    const portalAsset = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Forklift 3' });
    const token = await ensurePortalToken(t.codes.a, portalAsset.asset_id);
    expect(token).toMatch(/^p[A-Za-z0-9_-]{32}$/);
    expect(await ensurePortalToken(t.codes.a, portalAsset.asset_id)).toBe(token);
    const got = await portal('GET', 'Portal/GetAsset/{token}', token);
    expect(got.body).toEqual({ success: 1, message: 'Success', data: { name: 'Forklift 3' } });
    const before = await openCount();
    const r = await portal('POST', 'Portal/ReportProblem/{token}', token, {
      title: '<script>alert(1)</script>',
      description: '<b>Horn</b> not working',
    });
    expect(r.body, r.raw).toMatchObject({ success: 1, message: RequestMessages.portalReported });
    expect(JSON.stringify(r.body)).not.toContain(String(portalAsset.asset_id));
    expect(await openCount()).toBe(before + 1);
    const row = (await list('manager', { search_string: 'script' })).list![0];
    // Stored as typed (text), never interpreted.
    expect(row).toMatchObject({
      title: '<script>alert(1)</script>',
      description: '<b>Horn</b> not working',
      is_portal: true,
      mr_type: 52,
      status: 48,
      requested_by_name: 'Portal report',
    });
    const notices = await call<{ list: { notification_type: number; message: string }[] }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { ...t.session('manager'), pathParameters: { pagesize: '20', pageindex: '1' } },
    );
    expect(JSON.stringify(notices.body)).toContain('Forklift 3');
  });

  it('signs the photo size into its upload URL, refuses other sizes, and a report claims the photo out of the expiring uploads', async () => {
    const photoAsset = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Photo target' });
    const token = await ensurePortalToken(t.codes.a, photoAsset.asset_id);
    for (const body of [
      { content_type: 'image/png' },
      { content_type: 'image/png', size: 0 },
      { content_type: 'image/png', size: 10.5 },
      { content_type: 'image/png', size: PORTAL_PHOTO_MAX_BYTES + 1 },
    ]) {
      const refused = await portal('POST', 'Portal/GetPhotoUploadUrl/{token}', token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(RequestMessages.portalPhotoInvalid);
    }
    const bytes = Buffer.from('\x89PNG\r\n\x1a\n portal photo bytes', 'latin1');
    const url = await portal('POST', 'Portal/GetPhotoUploadUrl/{token}', token, {
      content_type: 'image/png',
      size: bytes.length,
    });
    expect(url.body.success, url.raw).toBe(1);
    const { upload_url, photo } = url.body.data as { upload_url: string; photo: string };
    const signed = new URL(upload_url);
    expect(signed.pathname).toContain(`/${PORTAL_UPLOAD_PREFIX}${t.codes.a}/${photo}`);
    // S3 checks the signature: a body of another length does not match it.
    expect(signed.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type']),
    );
    const put = await fetch(upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    expect(put.status).toBe(200);

    const reported = await portal('POST', 'Portal/ReportProblem/{token}', token, {
      title: 'Mirror cracked',
      description: 'Left mirror',
      photo,
    });
    expect(reported.body, reported.raw).toMatchObject({ success: 1 });
    const row = (await list('manager', { search_string: 'mirror' })).list!.find(
      (r) => r.title === 'Mirror cracked',
    );
    expect(row?.photo_url).toBeTruthy();
    // The request keeps its own copy, outside the uploads the lifecycle rule expires.
    expect(new URL(row!.photo_url!).pathname).toContain(`/requests/${t.codes.a}/${photo}`);
    const served = await fetch(row!.photo_url!);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses unknown, malformed and foreign-looking tokens the same way, writing nothing', async () => {
    const before = await openCount();
    for (const token of [
      'p' + 'A'.repeat(32),
      String(asset.asset_id),
      `${t.codes.a}-${asset.asset_id}`,
      'p' + 'A'.repeat(31) + '!',
      '../x',
    ]) {
      const g = await portal('GET', 'Portal/GetAsset/{token}', token);
      expect(g.statusCode).toBeGreaterThanOrEqual(400);
      expect(g.body.message).toBe(RequestMessages.portalLinkInvalid);
      const p = await portal('POST', 'Portal/ReportProblem/{token}', token, { title: 't', description: 'd' });
      expect(p.statusCode).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(p.body)).not.toMatch(/Loader|North|tenant/i);
    }
    expect(await openCount()).toBe(before);
  });

  it('refuses malformed and oversized bodies and unknown fields, writing nothing', async () => {
    const token = await ensurePortalToken(t.codes.a, otherAsset.asset_id);
    const before = await openCount();
    for (const body of [
      {},
      { title: '', description: 'd' },
      { title: 'x'.repeat(101), description: 'd' },
      { title: 't', description: 'd'.repeat(2001) },
      { title: 't', description: 'd', tenant: t.codes.b },
      { title: 't', description: 'd', asset_id: southAsset.asset_id },
      { title: 't', description: 'd', photo: '../../other/secret.jpg' },
      { title: 't', description: 'd', photo: 'portal/abcdefghijklmnopqrstuvwx.jpg' },
      { title: ['t'], description: 'd' },
      'not json',
      { title: 't', description: 'x'.repeat(9000) },
    ]) {
      const r = await portal('POST', 'Portal/ReportProblem/{token}', token, body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(r.body.success).toBe(0);
    }
    expect(await openCount()).toBe(before);
  });

  it('rate-limits per address and per asset, writing nothing on refusal', async () => {
    const burstAsset = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Burst target' });
    const token = await ensurePortalToken(t.codes.a, burstAsset.asset_id);
    const before = await openCount();
    const answers = [];
    for (let i = 0; i < PORTAL_LIMIT_PER_ADDRESS + 3; i++)
      answers.push(
        (
          await portal('POST', 'Portal/ReportProblem/{token}', token, {
            title: `Burst ${i}`,
            description: 'd',
          })
        ).statusCode,
      );
    // Earlier tests of this file reported from the same address in this window.
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(PORTAL_LIMIT_PER_ADDRESS);
    expect(answers.slice(-3)).toEqual([429, 429, 429]);
    const accepted = answers.filter((s) => s === 200).length;
    expect(await openCount()).toBe(before + accepted);
    // Per asset: the asset's window full (as if from many addresses) refuses any address.
    const other = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Busy asset' });
    const otherToken = await ensurePortalToken(t.codes.a, other.asset_id);
    const window = Math.floor(Date.now() / 1000 / PORTAL_WINDOW_SECONDS);
    await RateWindowEntity.build(UpdateItemCommand)
      .item({ tenant: t.codes.a, what: `ASSET#${other.asset_id}#${window}`, n: PORTAL_LIMIT_PER_ASSET })
      .send();
    await RateWindowEntity.build(UpdateItemCommand)
      .item({ tenant: t.codes.a, what: `ADDR#127.0.0.1#${window}`, n: 0 })
      .send();
    const refused = await portal('POST', 'Portal/ReportProblem/{token}', otherToken, {
      title: 'One more',
      description: 'd',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toBe(RequestMessages.portalTooMany);
    const { Item } = await RateWindowEntity.build(GetItemCommand)
      .key({ tenant: t.codes.a, what: `ADDR#127.0.0.1#${window}` })
      .send();
    expect(Item?.n).toBe(0);
    expect(await openCount()).toBe(before + accepted);
  });
});
