/**
 * Downtime and availability on tenants of their own (issue 25 items 5, 6): an asset marked down
 * from an issue and back in service from a work order, a second "down" and an "up" when not down
 * refused with 409, a retried call answered with its first result, one of two simultaneous "down"
 * winning, the roles (staff only on work orders assigned to them, executives read, operators
 * nothing), another tenant's asset out of reach, and the availability figures read back.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import type { AssetAvailability, DowntimeRow } from '#shared/reliability/schemas.js';
import type { AssetRow } from '#shared/assets/schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { getUserByUsername } from '#functions/users/index.js';
import { call } from '#functions/test-support/index.js';
import type { As, Who } from '#functions/test-support/maintenance-tenants.js';
import {
  issueBody,
  postAs,
  tenantsWithTask,
  type ReliabilityTenants,
  workOrderBody,
  type Answer,
} from './test-reliability.js';

let t: ReliabilityTenants;
let taskId: number;
let maintUuid: string;
const admin: As = { who: 'admin', site: 2 };

const post = <T>(who: Who | As, path: string, body: unknown) => postAs<T>(t, who, path, body);

async function newAsset(tenant = t.codes.a, site = 2, company = 1) {
  return (await putTestAsset(tenant, { company_id: company, site_id: site, name: 'Loader' })).asset_id;
}
async function newIssue(assetId: number, who: Who | As = 'manager') {
  const r = await post<{ issue_uuid: string }>(who, 'Issue/CreateIssue', issueBody(assetId));
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data.issue_uuid;
}
async function newWorkOrder(assetId: number, assigned: string[] = []) {
  const r = await post<{ wo_id: number }>(
    'manager',
    'WorkOrder/AddUpdateWorkOrder',
    workOrderBody(assetId, taskId, { assigned_to: assigned }),
  );
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data.wo_id;
}
const downFromIssue = (who: Who | As, issue_uuid: string, downtime_id = randomUUID(), reason = 'Leaking') =>
  post<DowntimeRow>(who, 'Issue/MarkAssetDown', { issue_uuid, downtime_id, reason });
const upFromIssue = (who: Who | As, issue_uuid: string, request_id = randomUUID()) =>
  post<DowntimeRow>(who, 'Issue/MarkAssetUp', { issue_uuid, request_id });
const downFromWo = (who: Who | As, wo_id: number, extra: Record<string, unknown> = {}) =>
  post<DowntimeRow>(who, 'WorkOrder/MarkAssetDown', {
    wo_id,
    downtime_id: randomUUID(),
    reason: 'Service',
    ...extra,
  });
const upFromWo = (who: Who | As, wo_id: number, request_id = randomUUID()) =>
  post<DowntimeRow>(who, 'WorkOrder/MarkAssetUp', { wo_id, request_id });
const availability = async (who: Who | As, asset_id: number, days = 30) => {
  const r = await post<AssetAvailability>(who, 'Downtime/GetAssetAvailability', { asset_id, days });
  expect(r.statusCode, r.raw).toBe(200);
  return r.body.data;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ({ t, taskId } = await tenantsWithTask('dt'));
  maintUuid = (await getUserByUsername(t.codes.a, `maint@${t.codes.a}.test`))!.uuid;
});

describe('downtime', () => {
  it('marks the asset down from an issue, shows it Down, and back in service from a work order', async () => {
    const asset = await newAsset();
    const issue = await newIssue(asset);
    const wo = await newWorkOrder(asset);

    const down = await downFromIssue('manager', issue, randomUUID(), 'Boom leaking');
    expect(down.statusCode, down.raw).toBe(200);
    expect(down.body.message).toBe(ReliabilityMessages.markedDown);
    expect(down.body.data).toMatchObject({
      asset_id: asset,
      reason: 'Boom leaking',
      planned: false,
      end: null,
      opened_by: { kind: 'issue', id: issue },
    });

    const open = await availability('exec', asset);
    expect(open.current?.downtime_id).toBe(down.body.data.downtime_id);
    expect(open.downtime_count).toBe(1);
    const list = await post<{ list: AssetRow[] }>('manager', 'Asset/FilterAsset', {
      asset_id: [asset],
      pageindex: 1,
      pagesize: 20,
    });
    expect(list.body.data.list[0]?.down_since, list.raw).toBe(down.body.data.start);
    const detail = await call<Answer<{ down_since: string | null }>>(
      'GET',
      'Asset/GetAssetDetails/{asset_id}',
      {
        ...t.session('manager'),
        pathParameters: { asset_id: String(asset) },
      },
    );
    expect(detail.body.data.down_since).toBe(down.body.data.start);

    await sleep(50);
    const up = await upFromWo('manager', wo);
    expect(up.statusCode, up.raw).toBe(200);
    expect(up.body.message).toBe(ReliabilityMessages.backInService);
    expect(up.body.data).toMatchObject({
      downtime_id: down.body.data.downtime_id,
      closed_by: { kind: 'workorder', id: String(wo) },
    });
    expect(up.body.data.end).not.toBeNull();

    const after = await availability('manager', asset);
    expect(after.current).toBeNull();
    expect(after.downtimes).toHaveLength(1);
    expect(after.downtimes[0].end).toBe(up.body.data.end);
    expect(after.availability_pct).toBeLessThan(100);
    expect(after.mtbf_hours).not.toBeNull();
  });

  it('refuses a second "down" while down and "back in service" when not down, with 409', async () => {
    const asset = await newAsset();
    const issue = await newIssue(asset);
    const notDown = await upFromIssue('manager', issue);
    expect([notDown.statusCode, notDown.body.message]).toEqual([409, ReliabilityMessages.notDown]);
    expect((await downFromIssue('manager', issue)).statusCode).toBe(200);
    const again = await downFromIssue(admin, issue);
    expect([again.statusCode, again.body.message]).toEqual([409, ReliabilityMessages.alreadyDown]);
    expect((await upFromIssue(admin, issue)).statusCode).toBe(200);
    const twice = await upFromIssue('manager', issue);
    expect([twice.statusCode, twice.body.message]).toEqual([409, ReliabilityMessages.notDown]);
    expect((await availability('manager', asset)).downtime_count).toBe(1);
  });

  it('answers a retried call with its first result, and lets one of two simultaneous "down" win', async () => {
    const asset = await newAsset();
    const issue = await newIssue(asset);
    const id = randomUUID();
    const first = await downFromIssue('manager', issue, id);
    const retry = await downFromIssue('manager', issue, id);
    expect(retry.statusCode, retry.raw).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    const upId = randomUUID();
    const up = await upFromIssue('manager', issue, upId);
    const upRetry = await upFromIssue('manager', issue, upId);
    expect(upRetry.statusCode, upRetry.raw).toBe(200);
    expect(upRetry.body.data).toEqual(up.body.data);
    expect((await availability('manager', asset)).downtime_count).toBe(1);

    const both = await Promise.all([downFromIssue('manager', issue), downFromIssue('manager', issue)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const now = await availability('manager', asset);
    expect(now.downtime_count).toBe(2);
    expect(now.current).not.toBeNull();
  });

  it('takes planned downtime from a work order, and MTBF counts only the unplanned', async () => {
    const asset = await newAsset();
    const wo = await newWorkOrder(asset);
    const down = await downFromWo('manager', wo, { planned: true });
    expect(down.statusCode, down.raw).toBe(200);
    expect(down.body.data.planned).toBe(true);
    await upFromWo('manager', wo);
    const a = await availability('manager', asset, 90);
    expect(a).toMatchObject({ days: 90, downtime_count: 1, planned_count: 1, unplanned_count: 0 });
    expect(a.mtbf_hours).toBeNull();
  });

  it('lets maintenance staff mark down only on work orders assigned to them; executives read; operators nothing', async () => {
    const asset = await newAsset();
    const issue = await newIssue(asset);
    const mine = await newWorkOrder(asset, [maintUuid]);
    const other = await newWorkOrder(asset);

    const notAssigned = await downFromWo('maint', other);
    expect(notAssigned.statusCode).toBe(404);
    const staffDown = await downFromWo('maint', mine);
    expect(staffDown.statusCode, staffDown.raw).toBe(200);
    const refused = { success: 0, message: Messages.roleNotAuthorised };
    expect((await upFromIssue('maint', issue)).body).toMatchObject(refused);
    expect((await upFromWo('exec', mine)).body).toMatchObject(refused);
    expect((await downFromIssue('exec', issue)).body).toMatchObject(refused);
    expect((await post('op', 'Downtime/GetAssetAvailability', { asset_id: asset })).body).toMatchObject(
      refused,
    );
    expect((await availability('exec', asset)).current).not.toBeNull();
    expect((await upFromWo('maint', mine)).statusCode).toBe(200);
  });

  it("keeps another tenant's asset and another company's issue out of reach", async () => {
    const asset = await newAsset();
    const issue = await newIssue(asset);
    await downFromIssue('manager', issue);
    // Tenant b's manager: the same issue id is not found, the same asset id has no downtime there.
    const other = await downFromIssue({ who: 'manager', tenant: 'b' }, issue);
    expect(other.statusCode).toBe(404);
    const b = await availability({ who: 'manager', tenant: 'b' }, asset);
    expect(b).toMatchObject({ current: null, downtime_count: 0, availability_pct: 100 });
    // Company 2's manager sees neither the issue nor the asset's downtime.
    const south = await upFromIssue('southboss', issue);
    expect(south.statusCode).toBe(404);
    expect((await availability('southboss', asset)).downtime_count).toBe(0);
    expect((await availability('manager', asset)).downtime_count).toBe(1);
  });

  it('refuses bad input and writes nothing', async () => {
    const asset = await newAsset();
    const issue = await newIssue(asset);
    const noReason = await downFromIssue('manager', issue, randomUUID(), ' ');
    expect([noReason.statusCode, noReason.body.message]).toEqual([400, ReliabilityMessages.reasonRequired]);
    const badId = await post('manager', 'Issue/MarkAssetDown', {
      issue_uuid: issue,
      downtime_id: 'x',
      reason: 'r',
    });
    expect([badId.statusCode, badId.body.message]).toEqual([400, Messages.invalidRequest]);
    const badPeriod = await post('manager', 'Downtime/GetAssetAvailability', { asset_id: asset, days: 7 });
    expect([badPeriod.statusCode, badPeriod.body.message]).toEqual([400, ReliabilityMessages.periodInvalid]);
    expect((await availability('manager', asset)).downtime_count).toBe(0);
  });
});
