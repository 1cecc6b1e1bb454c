/**
 * Reliability roll-ups (issue 25 item 6) on tenants of their own: a downtime opened from an issue
 * with failure codes counts a failure and its codes in the asset's, site's, model's and company's
 * month, in the same write; closing it from a work order adds its hours down and a repair; a
 * planned downtime counts apart; a refused "down" (already down) moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { monthOf, type ReliabilityTotals } from '#shared/reliability/metrics.js';
import type { ReliabilityMetricsAnswer } from '#shared/reliability/schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import type { As, Who } from '#functions/test-support/maintenance-tenants.js';
import { scopeTotals, type MetricsScope } from './store/rollups.js';
import { postAs, tenantsWithTask, type ReliabilityTenants, workOrderBody } from './test-reliability.js';

let t: ReliabilityTenants;
let taskId: number;
/** The first test's asset and model (one unplanned downtime with codes, closed). */
let failed: { asset: number; model: string };

const post = <T>(who: Who | As, path: string, body: unknown) => postAs<T>(t, who, path, body);
const month = () => monthOf(new Date());
const totals = (scope: MetricsScope) => scopeTotals(t.codes.a, 1, scope, month(), month());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newAsset(model: string) {
  return (await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader', model_name: model }))
    .asset_id;
}
async function newWorkOrder(assetId: number) {
  const r = await post<{ wo_id: number }>(
    'manager',
    'WorkOrder/AddUpdateWorkOrder',
    workOrderBody(assetId, taskId),
  );
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data.wo_id;
}

beforeAll(async () => {
  ({ t, taskId } = await tenantsWithTask('rr'));
});

describe('reliability roll-ups', () => {
  it('count a failure and its codes on opening, its hours and a repair on closing, in every scope', async () => {
    const model = `RR-${randomUUID().slice(0, 8)}`;
    const asset = await newAsset(model);
    failed = { asset, model };
    const scopes: MetricsScope[] = [
      { kind: 'company' },
      { kind: 'site', site_id: 2 },
      { kind: 'model', model_name: model },
      { kind: 'asset', asset_id: asset },
    ];
    const before = await Promise.all(scopes.map(totals));
    const issue = await post<{ issue_uuid: string }>('manager', 'Issue/CreateIssue', {
      name: 'Hydraulic leak',
      notes: 'Oil under the boom',
      priority: 2,
      internal_asset_id: String(asset),
      asset_id: asset,
      problem_code: 'hyd-leak',
      cause_code: 'WEAR',
    });
    expect(issue.body.success, issue.raw).toBe(1);
    const issueUuid = issue.body.data.issue_uuid;
    const down = await post('manager', 'Issue/MarkAssetDown', {
      issue_uuid: issueUuid,
      downtime_id: randomUUID(),
      reason: 'Leaking',
    });
    expect(down.statusCode, down.raw).toBe(200);
    // A second "down" is refused and moves nothing.
    const again = await post('manager', 'Issue/MarkAssetDown', {
      issue_uuid: issueUuid,
      downtime_id: randomUUID(),
      reason: 'Leaking',
    });
    expect(again.statusCode).toBe(409);

    const opened = await Promise.all(scopes.map(totals));
    opened.forEach((after, i) => {
      const was: ReliabilityTotals = before[i];
      expect(after.dc - was.dc, scopes[i].kind).toBe(1);
      expect(after.pc - was.pc).toBe(0);
      expect((after.codes['problem:HYD-LEAK'] ?? 0) - (was.codes['problem:HYD-LEAK'] ?? 0)).toBe(1);
      expect((after.codes['cause:WEAR'] ?? 0) - (was.codes['cause:WEAR'] ?? 0)).toBe(1);
      expect(after.hu - was.hu).toBe(0);
    });

    await sleep(50);
    const wo = await newWorkOrder(asset);
    const up = await post('manager', 'WorkOrder/MarkAssetUp', { wo_id: wo, request_id: randomUUID() });
    expect(up.statusCode, up.raw).toBe(200);
    const closed = await Promise.all(scopes.map(totals));
    closed.forEach((after, i) => {
      const was = opened[i];
      expect(after.hu - was.hu, scopes[i].kind).toBeGreaterThan(0);
      expect(after.rh - was.rh).toBeCloseTo(after.hu - was.hu, 4);
      expect(after.rc - was.rc).toBe(1);
      expect(after.dc - was.dc).toBe(0);
    });
  });

  it('count a planned downtime apart: no failure, no repair', async () => {
    const model = `RR-${randomUUID().slice(0, 8)}`;
    const asset = await newAsset(model);
    const wo = await newWorkOrder(asset);
    const down = await post('manager', 'WorkOrder/MarkAssetDown', {
      wo_id: wo,
      downtime_id: randomUUID(),
      reason: 'Service',
      planned: true,
    });
    expect(down.statusCode, down.raw).toBe(200);
    await sleep(100);
    const up = await post('manager', 'WorkOrder/MarkAssetUp', { wo_id: wo, request_id: randomUUID() });
    expect(up.statusCode, up.raw).toBe(200);
    const after = await totals({ kind: 'model', model_name: model });
    expect(after).toMatchObject({ dc: 0, pc: 1, hu: 0, rh: 0, rc: 0, codes: {} });
    expect(after.hp).toBeGreaterThan(0);
  });

  it('answer Reliability/GetMetrics from the roll-ups, by scope and role', async () => {
    const period = { from_month: month(), to_month: month() };
    const metrics = (who: Who | As, body: Record<string, unknown>) =>
      post<ReliabilityMetricsAnswer>(who, 'Reliability/GetMetrics', { ...period, ...body });

    const asset = await metrics('manager', { scope: 'asset', asset_id: failed.asset });
    expect(asset.statusCode, asset.raw).toBe(200);
    expect(asset.body.data).toMatchObject({
      scope: 'asset',
      asset_count: 1,
      downtime_count: 1,
      repair_count: 1,
    });
    expect(asset.body.data.mttr_hours).toBe(asset.body.data.repair_hours);
    expect(asset.body.data.availability_pct).toBeLessThanOrEqual(100);
    expect(asset.body.data.top_failure_codes).toEqual([
      { kind: 'cause', code: 'WEAR', count: 1 },
      { kind: 'problem', code: 'HYD-LEAK', count: 1 },
    ]);

    // The company admin sees the whole company: its items, rows per site and per model.
    const company = await metrics('admin', { by: 'site' });
    expect(company.statusCode, company.raw).toBe(200);
    expect(company.body.data.downtime_count).toBeGreaterThanOrEqual(1);
    expect(company.body.data.asset_count).toBeGreaterThanOrEqual(2);
    expect(company.body.data.rows.map((r) => r.label)).toEqual(['North Depot', 'North Yard']);
    expect(company.body.data.rows.find((r) => r.label === 'North Yard')!.downtime_count).toBe(
      company.body.data.downtime_count,
    );
    const byModel = await metrics('admin', { by: 'model' });
    expect(byModel.statusCode, byModel.raw).toBe(200);
    expect(byModel.body.data.rows.find((r) => r.key === failed.model)).toMatchObject({
      downtime_count: 1,
      asset_count: 1,
    });
    const model = await metrics('admin', { scope: 'model', model_name: failed.model });
    expect(model.body.data).toMatchObject({ downtime_count: 1, planned_count: 0, asset_count: 1 });

    // An executive of one site reads the company as their site; not a model company-wide.
    const exec = await metrics('exec', {});
    expect(exec.statusCode, exec.raw).toBe(200);
    expect(exec.body.data.downtime_count).toBe(
      company.body.data.rows.find((r) => r.label === 'North Yard')!.downtime_count,
    );
    expect((await metrics('exec', { scope: 'model', model_name: failed.model })).statusCode).toBe(404);
    expect((await metrics('exec', { scope: 'site', site_id: 3 })).statusCode).toBe(404);
    // Operators and maintenance staff read nothing; another tenant's asset is not found.
    // (a refused role: 200 with success 0 and the spec's message, as every route answers it)
    for (const who of ['op', 'maint'] as const)
      expect((await metrics(who, {})).body).toMatchObject({
        success: 0,
        message: Messages.roleNotAuthorised,
        data: null,
      });
    expect(
      (await metrics({ who: 'manager', tenant: 'b' }, { scope: 'asset', asset_id: failed.asset })).statusCode,
    ).toBe(404);
  });
});
