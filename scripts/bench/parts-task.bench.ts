/**
 * Issue 25 bench: completing a work order task (POST WorkOrder/UpdateWorkOrderTaskStatus to
 * Completed) when the task holds 10 part lines, against the same without parts, in the same run:
 * target p95 with parts <= 2x p95 without. As the demo manager at Reno Yard (site 2): one
 * catalogue task, 10 parts received there, and N work orders of each kind on one demo asset, made
 * through the API (the parts' lines by Part/UseStock, as a technician adds them). The completions
 * alternate (one without, one with), so the machine's load weighs on both alike. Each completion
 * is a work order's own task (a task is completed once). AC_BENCH_TASKS sets N (default 100).
 */
import { randomUUID } from 'node:crypto';
import { Role } from '#shared/codes.js';
import { WorkOrderTaskStatus } from '#shared/workorders/rules.js';
import { callApi, type ApiCaller } from './api.js';
import { accessToken } from './auth.js';
import { isMain, runAlone } from './context.js';
import { summarize } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const N = Number(process.env.AC_BENCH_TASKS ?? 100);
const LINES = 10;
const SITE = 2;

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const manager: ApiCaller = {
    token: await accessToken(ctx, 'demo', 'manager@demo.test', 'Demo@1234'),
    roleId: Role.Manager,
    siteId: SITE,
  };
  const post = <T>(path: string, body: unknown) => callApi<T>(ctx, manager, 'POST', path, body);
  const stamp = Date.now().toString(36).toUpperCase();

  const assets = await post<{ list: { asset_id: number }[] }>('Asset/FilterAsset', {
    pagesize: 1,
    pageindex: 1,
    status: 0,
    company_id: [1],
    site_id: [SITE],
  });
  const assetId = assets.list[0]?.asset_id;
  if (!assetId) throw new Error('no demo asset at Reno Yard');
  const task = await post<{ task_id: number }>('Task/AddUpdateTask', {
    task_title: `Bench ${stamp} Replace filters`,
    task_est_hours: 1,
    task_est_minutes: 0,
    hourly_rate: 60,
  });
  const parts: string[] = [];
  for (let p = 0; p < LINES; p++) {
    const part = await post<{ part_id: string }>('Part/CreatePart', {
      part_number: `BENCH-${stamp}-${p}`,
      name: `Bench filter ${p}`,
      description: '',
      category: 'Filters',
      unit: 'each',
      unit_cost: 10 + p,
      stock: [{ site_id: SITE, minimum_quantity: 0, bin_location: '' }],
    });
    await post('Part/ReceiveStock', {
      part_id: part.part_id,
      site_id: SITE,
      quantity: N,
      unit_cost: 10 + p,
      movement_id: randomUUID(),
    });
    parts.push(part.part_id);
  }

  const started = performance.now();
  const workOrder = async (title: string) =>
    (
      await post<{ wo_id: number }>('WorkOrder/AddUpdateWorkOrder', {
        title,
        description: 'Bench work order',
        asset_id: assetId,
        priority: 46,
        WorkOrderTasks: [{ task_id: task.task_id }],
        assigned_to: [],
      })
    ).wo_id;
  const plain: number[] = [];
  const withParts: number[] = [];
  for (let i = 0; i < N; i++) {
    plain.push(await workOrder(`Bench ${stamp} plain ${i}`));
    const woId = await workOrder(`Bench ${stamp} parts ${i}`);
    for (const partId of parts)
      await post('Part/UseStock', {
        part_id: partId,
        wo_id: woId,
        task_id: task.task_id,
        quantity: 1,
        movement_id: randomUUID(),
      });
    withParts.push(woId);
  }
  const setupSeconds = Math.round((performance.now() - started) / 100) / 10;

  const complete = async (woId: number) => {
    const at = performance.now();
    await post('WorkOrder/UpdateWorkOrderTaskStatus', {
      wo_id: woId,
      task_id: task.task_id,
      status: WorkOrderTaskStatus.Completed,
    });
    return performance.now() - at;
  };
  // A few of each first (warm-up, not counted), then alternating.
  const warm = Math.min(5, Math.floor(N / 5));
  const times = { plain: [] as number[], parts: [] as number[] };
  const measuredFrom = performance.now();
  for (let i = 0; i < N; i++) {
    const a = await complete(plain[i]);
    const b = await complete(withParts[i]);
    if (i >= warm) {
      times.plain.push(a);
      times.parts.push(b);
    }
  }
  const seconds = (performance.now() - measuredFrom) / 1000;
  const without = summarize(times.plain, 0, seconds);
  const withLines = summarize(times.parts, 0, seconds);
  const ratio = Math.round((withLines.p95 / without.p95) * 100) / 100;
  return [
    {
      name: 'Complete a work order task, no parts',
      figures: {
        'p50 ms': without.p50,
        'p95 ms': without.p95,
        'p99 ms': without.p99,
        requests: without.count,
        target: 'baseline',
      },
    },
    {
      name: `Complete a work order task with ${LINES} part lines`,
      figures: {
        'p50 ms': withLines.p50,
        'p95 ms': withLines.p95,
        'p99 ms': withLines.p99,
        requests: withLines.count,
        'vs no parts': `${ratio}x`,
        target: 'p95 <= 2x no parts',
        'setup s': setupSeconds,
      },
      budgets: [
        {
          what: `Task completion with ${LINES} part lines vs none (p95 ratio)`,
          value: ratio,
          limit: 2,
          unit: 'x',
        },
      ],
    },
  ];
}

if (isMain(import.meta.url)) await runAlone(bench);
