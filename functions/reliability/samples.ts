/**
 * Sample calls of the reliability routes for the route-wide tests (test-support/samples.ts), as
 * the demo manager at Reno Yard (site 2, company 1, shows maintenance), with malformed bodies and
 * the refusal each gets: the failure-code catalogue, availability, and the downtime calls the
 * issues and work orders domains serve (Issue/MarkAssetDown ..., on assets and records of their own).
 */
import { randomUUID } from 'node:crypto';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { newIssueRecord, openIssuesWrites } from '#functions/issues/operations/issues.js';
import { createTask } from '#functions/tasks/store.js';
import { call } from '#functions/test-support/index.js';
import { writeTransaction } from '#lib/transactions.js';
import {
  asManager,
  type BadInputSample,
  type DomainSamples,
  type Fixture,
} from '#functions/test-support/samples.js';
import { markAssetDown } from './operations/downtime.js';
import { Messages } from '#shared/messages.js';
import { ReliabilityMessages } from '#shared/reliability/messages.js';

const YEAR = { from_month: '2026-01', to_month: '2026-12' };
const fresh = () => `C-${randomUUID().slice(0, 8)}`;
const refused = (body: Record<string, unknown>, message: string, status = 400): BadInputSample => ({
  role: 'manager',
  request: { body },
  status,
  message,
});

const x = (f: Fixture, name: string) => f.extra[`dt_${name}`];

/** An asset of demo's site 2 with an issue and a work order of its own; `down`: marked down already. */
async function downtimeAsset(f: Fixture, task: number, down: boolean) {
  const asset = await putTestAsset('demo', { company_id: 1, site_id: 2, name: 'Contract downtime loader' });
  const at = new Date();
  const issue = newIssueRecord({
    tenant: 'demo',
    asset,
    name: 'Contract: down',
    notes: 'n',
    priority: 2,
    by: { uuid: f.manager.uuid, name: 'Contract Manager' },
    at,
  });
  await writeTransaction(await openIssuesWrites(asset, [issue], at));
  const wo = await call<{ data: { wo_id: number } }>(
    'POST',
    'WorkOrder/AddUpdateWorkOrder',
    asManager(f, {
      body: {
        title: 'Contract: downtime',
        description: 'd',
        asset_id: asset.asset_id,
        WorkOrderTasks: [{ task_id: task }],
      },
    }),
  );
  if (down)
    await markAssetDown(
      { tenant: 'demo', user: { uuid: f.manager.uuid, name: 'Contract Manager' } },
      {
        asset,
        downtime_id: randomUUID(),
        reason: 'Contract',
        planned: false,
        source: { kind: 'issue', id: issue.issue_uuid, label: issue.name },
      },
    );
  return { asset: asset.asset_id, issue: issue.issue_uuid, wo: wo.body.data.wo_id };
}

export const reliabilitySamples: DomainSamples = {
  async prepare(f) {
    const task = (
      await createTask(
        'demo',
        1,
        { task_title: 'Contract: downtime task', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 80 },
        f.manager.uuid,
      )
    ).task_id;
    for (const [name, down] of [
      ['issueDown', false],
      ['issueUp', true],
      ['woDown', false],
      ['woUp', true],
    ] as const)
      f.extra[`dt_${name}`] = await downtimeAsset(f, task, down);
  },
  contract: {
    'POST Issue/MarkAssetDown': [
      (f) =>
        asManager(f, {
          body: {
            issue_uuid: (x(f, 'issueDown') as { issue: string }).issue,
            downtime_id: randomUUID(),
            reason: 'Hydraulic leak',
          },
        }),
    ],
    'POST Issue/MarkAssetUp': [
      (f) =>
        asManager(f, {
          body: { issue_uuid: (x(f, 'issueUp') as { issue: string }).issue, request_id: randomUUID() },
        }),
    ],
    'POST WorkOrder/MarkAssetDown': [
      (f) =>
        asManager(f, {
          body: {
            wo_id: (x(f, 'woDown') as { wo: number }).wo,
            downtime_id: randomUUID(),
            reason: 'Scheduled service',
            planned: true,
          },
        }),
    ],
    'POST WorkOrder/MarkAssetUp': [
      (f) => asManager(f, { body: { wo_id: (x(f, 'woUp') as { wo: number }).wo, request_id: randomUUID() } }),
    ],
    'POST Downtime/GetAssetAvailability': [
      (f) => asManager(f, { body: { asset_id: (x(f, 'woUp') as { asset: number }).asset, days: 90 } }),
      (f) => asManager(f, { body: { asset_id: (x(f, 'issueUp') as { asset: number }).asset } }),
    ],
    'POST Reliability/GetMetrics': [
      (f) => asManager(f, { body: { from_month: '2026-01', to_month: '2026-12', by: 'site' } }),
      (f) =>
        asManager(f, {
          body: { scope: 'asset', asset_id: (x(f, 'woUp') as { asset: number }).asset, ...YEAR },
        }),
      (f) => asManager(f, { body: { scope: 'site', site_id: 2, ...YEAR } }),
    ],
    'POST FailureCode/FilterFailureCodes': [
      (f) => asManager(f, { body: {} }),
      (f) => asManager(f, { body: { kind: 'cause', status: 'all' } }),
    ],
    'POST FailureCode/CreateFailureCode': [
      (f) => asManager(f, { body: { kind: 'problem', code: fresh(), description: 'Contract problem' } }),
    ],
    'POST FailureCode/UpdateFailureCode': [
      (f) => asManager(f, { body: { kind: 'remedy', code: 'clean', description: 'Clean' } }),
    ],
    'POST FailureCode/DeactivateFailureCode': [
      (f) => asManager(f, { body: { kind: 'cause', code: 'DEFECT' } }),
    ],
  },
  isolation: {
    'FailureCode/FilterFailureCodes': { body: {} },
    'FailureCode/CreateFailureCode': { body: { kind: 'problem', code: 'ISO-1', description: 'd' } },
    'FailureCode/UpdateFailureCode': { body: { kind: 'problem', code: 'HYD-LEAK', description: 'd' } },
    'FailureCode/DeactivateFailureCode': { body: { kind: 'problem', code: 'HYD-LEAK' } },
    'Issue/MarkAssetDown': { body: { issue_uuid: 'demo-issue-1', downtime_id: randomUUID(), reason: 'r' } },
    'Issue/MarkAssetUp': { body: { issue_uuid: 'demo-issue-1', request_id: randomUUID() } },
    'WorkOrder/MarkAssetDown': { body: { wo_id: 1, downtime_id: randomUUID(), reason: 'r' } },
    'WorkOrder/MarkAssetUp': { body: { wo_id: 1, request_id: randomUUID() } },
    'Downtime/GetAssetAvailability': { body: { asset_id: 1001, days: 30 } },
    'Reliability/GetMetrics': { body: { scope: 'asset', asset_id: 1001, ...YEAR } },
  },
  badInput: {
    'POST FailureCode/CreateFailureCode': [
      refused({ kind: 'symptom', code: 'X', description: 'd' }, ReliabilityMessages.kindInvalid),
      refused({ kind: 'problem', code: ' ', description: 'd' }, ReliabilityMessages.codeRequired),
      refused({ kind: 'problem', code: 'x'.repeat(21), description: 'd' }, ReliabilityMessages.codeTooLong),
      refused({ kind: 'problem', code: 'X', description: '' }, ReliabilityMessages.descriptionRequired),
      refused(
        { kind: 'problem', code: 'X', description: 'd'.repeat(101) },
        ReliabilityMessages.descriptionTooLong,
      ),
      refused(
        { kind: 'problem', code: 'HYD-LEAK', description: 'Again' },
        ReliabilityMessages.codeTaken,
        409,
      ),
    ],
    'POST FailureCode/UpdateFailureCode': [
      refused({ kind: 'problem', code: 'NO-SUCH', description: 'd' }, ReliabilityMessages.codeNotFound, 404),
      refused(
        { kind: 'problem', code: 'HYD-LEAK', description: 'd', is_active: 'yes' },
        Messages.invalidRequest,
      ),
    ],
    'POST FailureCode/DeactivateFailureCode': [
      refused({ kind: 'problem' }, ReliabilityMessages.codeRequired),
    ],
    'POST FailureCode/FilterFailureCodes': [refused({ status: 'deleted' }, Messages.invalidRequest)],
    'POST Issue/MarkAssetDown': [
      refused(
        { issue_uuid: 'x', downtime_id: randomUUID(), reason: ' ' },
        ReliabilityMessages.reasonRequired,
      ),
      refused(
        { issue_uuid: 'x', downtime_id: randomUUID(), reason: 'r'.repeat(201) },
        ReliabilityMessages.reasonTooLong,
      ),
      refused({ issue_uuid: 'x', downtime_id: 'retry-1', reason: 'r' }, Messages.invalidRequest),
    ],
    'POST Issue/MarkAssetUp': [refused({ issue_uuid: 'x', request_id: 42 }, Messages.invalidRequest)],
    'POST WorkOrder/MarkAssetDown': [
      refused({ wo_id: 1, downtime_id: randomUUID(), reason: '' }, ReliabilityMessages.reasonRequired),
      refused({ wo_id: 1, downtime_id: randomUUID(), reason: 'r', planned: 'yes' }, Messages.invalidRequest),
    ],
    'POST WorkOrder/MarkAssetUp': [refused({ wo_id: 1 }, Messages.invalidRequest)],
    'POST Downtime/GetAssetAvailability': [
      refused({ asset_id: 1001, days: 7 }, ReliabilityMessages.periodInvalid),
      refused({ asset_id: 'abc' }, Messages.invalidRequest),
    ],
    'POST Reliability/GetMetrics': [
      refused({ from_month: '2026-13', to_month: '2026-12' }, ReliabilityMessages.monthsInvalid),
      refused({ from_month: '2026-06', to_month: '2026-01' }, ReliabilityMessages.monthsInvalid),
      refused({ from_month: '2024-01', to_month: '2026-01' }, ReliabilityMessages.monthsInvalid),
      refused({ scope: 'site', ...YEAR }, Messages.invalidRequest),
      refused({ scope: 'fleet', ...YEAR }, Messages.invalidRequest),
    ],
  },
};
