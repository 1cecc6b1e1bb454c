/** The seeded demo requests and work orders, read through the API as the demo manager at Reno Yard: every work order status, history, costs, and requests of both types in every state. */
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';

describe('the seeded maintenance data', () => {
  it('has work orders in every status with tasks and history, and requests of both types in every state', async () => {
    const token = await signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
    const as = { token, domain: 'demo', roleId: 1, siteId: 2 };
    const wos = await call<{ list: { wo_id: number; status: number; mr_id: number | null }[] }>(
      'POST',
      'WorkOrder/GetAllWorkOrders',
      { ...as, body: { pageIndex: 1, pageSize: 100 } },
    );
    const statuses = new Set(wos.body.list.map((w) => w.status));
    for (const s of [54, 55, 56, 57, 58]) expect(statuses, `status ${s}`).toContain(s);
    // The oldest Completed one (the list is newest first; other tests may complete work orders at this site).
    const completed = wos.body.list.filter((w) => w.status === 56).at(-1)!;
    const d = await call<{
      data: { workOrderTasks: unknown[]; labour_total: number; workOrderAttachments: unknown[] };
    }>('GET', 'WorkOrder/GetWorkOrderDetails/{wo_id}', {
      ...as,
      pathParameters: { wo_id: String(completed.wo_id) },
    });
    expect(d.body.data.workOrderTasks.length).toBeGreaterThan(0);
    expect(d.body.data.labour_total).toBeGreaterThan(0);
    const h = await call<{ data: { list: unknown[] } }>(
      'GET',
      'WorkOrder/GetWorkOrderStatusHistory/{wo_id}',
      { ...as, pathParameters: { wo_id: String(completed.wo_id) } },
    );
    expect(h.body.data.list.length).toBeGreaterThanOrEqual(3);
    const mrs = await call<{ list: { mr_type: number; status: number; is_portal: boolean }[] }>(
      'POST',
      'MaintenanceRequest/GetAllMaintenanceRequest',
      { ...as, body: { pageIndex: 1, pageSize: 100 } },
    );
    const types = new Set(mrs.body.list.map((r) => r.mr_type));
    expect([...types].sort()).toEqual([52, 53]);
    const states = new Set(mrs.body.list.map((r) => r.status));
    for (const s of [48, 50, 51]) expect(states, `request status ${s}`).toContain(s);
    expect(mrs.body.list.some((r) => r.is_portal)).toBe(true);
    const count = await call<{ data: { openMRCount: number } }>(
      'GET',
      'MaintenanceRequest/GetMaintenanceRequestOpenStatusCount',
      as,
    );
    expect(count.body.data.openMRCount).toBe(mrs.body.list.filter((r) => r.status === 48).length);
  });
});
