/**
 * Failure codes on issues and work orders (issue 25 item 5), on tenants of their own: codes picked
 * on create, edit and complete are stored folded to upper case and shown on the details; a payload
 * without codes (the spec's) keeps them, '' clears one; a code that is unknown, inactive, of the
 * wrong kind or only in another tenant's catalogue is refused with 400 and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import type { IssueDetail } from '#shared/issues/schemas.js';
import type { WorkOrderDetail } from '#shared/workorders/schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { call } from '#functions/test-support/index.js';
import type { As, Who } from '#functions/test-support/maintenance-tenants.js';
import {
  issueBody as issueBodyOf,
  postAs,
  tenantsWithTask,
  type ReliabilityTenants,
  workOrderBody,
  type Answer,
} from './test-reliability.js';

let t: ReliabilityTenants;
let taskId: number;
let assetId: number;
const admin: As = { who: 'admin', site: 2 };

const post = <T>(who: Who | As, path: string, body: unknown) => postAs<T>(t, who, path, body);
const issueDetail = async (uuid: string) => {
  const r = await call<Answer<IssueDetail>>('GET', 'Issue/GetWorkOrderDetail/{workOrderId}', {
    ...t.session('manager'),
    pathParameters: { workOrderId: uuid },
  });
  expect(r.statusCode, r.raw).toBe(200);
  return r.body.data;
};
const woDetail = async (id: number) => {
  const r = await call<Answer<WorkOrderDetail>>('GET', 'WorkOrder/GetWorkOrderDetails/{wo_id}', {
    ...t.session('manager'),
    pathParameters: { wo_id: String(id) },
  });
  expect(r.statusCode, r.raw).toBe(200);
  return r.body.data;
};
const codesOf = (d: {
  problem_code: string | null;
  cause_code: string | null;
  remedy_code: string | null;
}) => [d.problem_code, d.cause_code, d.remedy_code];
const issueBody = (extra: Record<string, unknown> = {}) => issueBodyOf(assetId, extra);
const woBody = (extra: Record<string, unknown> = {}) => workOrderBody(assetId, taskId, extra);

beforeAll(async () => {
  ({ t, taskId } = await tenantsWithTask('fu'));
  assetId = (await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader' })).asset_id;
});

describe('failure codes on issues and work orders', () => {
  it('stores an issue\'s codes on create, keeps them on the spec\'s update payload, and clears one with ""', async () => {
    const made = await post<{ issue_uuid: string }>(
      'manager',
      'Issue/CreateIssue',
      issueBody({ problem_code: 'hyd-leak', cause_code: ' operator ' }),
    );
    expect(made.body.success, made.raw).toBe(1);
    const uuid = made.body.data.issue_uuid;
    expect(codesOf(await issueDetail(uuid))).toEqual(['HYD-LEAK', 'OPERATOR', null]);

    const update = {
      issue_uuid: uuid,
      title: 'Hydraulic leak',
      notes: 'Still leaking',
      priority: 2,
      status: 12,
    };
    const kept = await post('manager', 'Issue/UpdateWorkOrder', update);
    expect(kept.body.success, kept.raw).toBe(1);
    expect(codesOf(await issueDetail(uuid))).toEqual(['HYD-LEAK', 'OPERATOR', null]);

    const changed = await post('manager', 'Issue/UpdateWorkOrder', {
      ...update,
      cause_code: '',
      remedy_code: 'replace',
    });
    expect(changed.body.success, changed.raw).toBe(1);
    expect(codesOf(await issueDetail(uuid))).toEqual(['HYD-LEAK', null, 'REPLACE']);
  });

  it("stores a work order's codes, keeps them on the spec's payload, and sets the remedy on complete", async () => {
    const made = await post<{ wo_id: number }>(
      'manager',
      'WorkOrder/AddUpdateWorkOrder',
      woBody({ problem_code: 'TYRE-DMG' }),
    );
    expect(made.body.success, made.raw).toBe(1);
    const id = made.body.data.wo_id;
    expect(codesOf(await woDetail(id))).toEqual(['TYRE-DMG', null, null]);

    const edited = await post(
      'manager',
      'WorkOrder/AddUpdateWorkOrder',
      woBody({ wo_id: id, cause_code: 'operator' }),
    );
    expect(edited.body.success, edited.raw).toBe(1);
    const plain = await post('manager', 'WorkOrder/AddUpdateWorkOrder', woBody({ wo_id: id, title: 'Tyre' }));
    expect(plain.body.success, plain.raw).toBe(1);
    expect(codesOf(await woDetail(id))).toEqual(['TYRE-DMG', 'OPERATOR', null]);

    const done = await post('manager', 'WorkOrder/CompleteWorkOrder', {
      wo_id: id,
      override: true,
      remedy_code: 'REPLACE',
    });
    expect(done.body.success, done.raw).toBe(1);
    const detail = await woDetail(id);
    expect(codesOf(detail)).toEqual(['TYRE-DMG', 'OPERATOR', 'REPLACE']);
    expect(detail.status).toBe(56);
  });

  it('refuses a code unknown, of the wrong kind, inactive or of another tenant with 400 and writes nothing', async () => {
    // A custom code of tenant b's catalogue, and one made then deactivated in tenant a's.
    const other = await post({ who: 'admin', tenant: 'b', site: 2 }, 'FailureCode/CreateFailureCode', {
      kind: 'problem',
      code: 'B-ONLY',
      description: 'Only in b',
    });
    expect(other.body.success, other.raw).toBe(1);
    const mine = await post(admin, 'FailureCode/CreateFailureCode', {
      kind: 'cause',
      code: 'OLD',
      description: 'Old',
    });
    expect(mine.body.success, mine.raw).toBe(1);
    const off = await post(admin, 'FailureCode/DeactivateFailureCode', { kind: 'cause', code: 'OLD' });
    expect(off.body.success, off.raw).toBe(1);

    const before = await post<{ listsize: number }>('manager', 'Issue/FilterIssues', { asset_id: [assetId] });
    const cases: [Record<string, unknown>, string][] = [
      [{ problem_code: 'NOPE' }, ReliabilityMessages.problemCodeInvalid],
      [{ problem_code: 'REPLACE' }, ReliabilityMessages.problemCodeInvalid],
      [{ problem_code: 'B-ONLY' }, ReliabilityMessages.problemCodeInvalid],
      [{ cause_code: 'OLD' }, ReliabilityMessages.causeCodeInvalid],
      [{ remedy_code: 'HYD-LEAK' }, ReliabilityMessages.remedyCodeInvalid],
      [{ problem_code: 'X'.repeat(21) }, ReliabilityMessages.codeTooLong],
    ];
    for (const [codes, message] of cases) {
      const issue = await post('manager', 'Issue/CreateIssue', issueBody(codes));
      expect([issue.statusCode, issue.body.message], JSON.stringify(codes)).toEqual([400, message]);
      const wo = await post('manager', 'WorkOrder/AddUpdateWorkOrder', woBody(codes));
      expect([wo.statusCode, wo.body.message], JSON.stringify(codes)).toEqual([400, message]);
    }
    const after = await post<{ listsize: number }>('manager', 'Issue/FilterIssues', { asset_id: [assetId] });
    expect(after.body.data.listsize).toBe(before.body.data.listsize);

    // On an existing work order: the edit and the completion refused, the work order unchanged.
    const made = await post<{ wo_id: number }>('manager', 'WorkOrder/AddUpdateWorkOrder', woBody());
    const id = made.body.data.wo_id;
    const edit = await post(
      'manager',
      'WorkOrder/AddUpdateWorkOrder',
      woBody({ wo_id: id, title: 'New', cause_code: 'OLD' }),
    );
    expect([edit.statusCode, edit.body.message]).toEqual([400, ReliabilityMessages.causeCodeInvalid]);
    const done = await post('manager', 'WorkOrder/CompleteWorkOrder', {
      wo_id: id,
      override: true,
      remedy_code: 'NOPE',
    });
    expect([done.statusCode, done.body.message]).toEqual([400, ReliabilityMessages.remedyCodeInvalid]);
    const detail = await woDetail(id);
    expect([detail.title, detail.status, ...codesOf(detail)]).toEqual(['Fix the leak', 54, null, null, null]);
  });
});
