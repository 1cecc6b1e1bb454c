/**
 * The parts domain on tenants of its own (issue 25 items 1, 2, 4): the catalogue (create, update,
 * a part number taken refused, deactivate), the list kit's filter, receive and use with the moving
 * average cost, the concurrency of the last units, the low-stock notice and its one e-mail per
 * crossing, idempotent movements, the roles, and another company's or tenant's parts out of reach.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { PartMessages } from '#shared/parts/messages.js';
import type { MovementResult, PartDetail, PartRow, WorkOrderParts } from '#shared/parts/schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createDealer } from '#functions/dealers/store.js';
import { createTask } from '#functions/tasks/store.js';
import { getUserByUsername } from '#functions/users/index.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: PartRow[];
  listsize?: number;
}
interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

let t: Awaited<ReturnType<typeof maintenanceTenants>>;
let dealerId: number;
let woId: number;
let woOther: number;
let taskId: number;
let maintUuid: string;
let newWo: (title: string, assigned: string[]) => Promise<number>;

const post = <T>(who: Who | As, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });
const create = (who: Who | As, body: Record<string, unknown>) =>
  post<PartRow>(who, 'Part/CreatePart', {
    name: 'Oil filter',
    category: 'Filters',
    unit: 'each',
    unit_cost: 12.5,
    ...body,
  });
const getPart = (who: Who | As, id: string) =>
  call<Answer<PartDetail>>('GET', 'Part/GetPart/{id}', { ...t.session(who), pathParameters: { id } });
const receive = (who: Who | As, body: Record<string, unknown>) =>
  post<MovementResult>(who, 'Part/ReceiveStock', { site_id: 2, ...body });
const use = (who: Who | As, body: Record<string, unknown>) =>
  post<MovementResult>(who, 'Part/UseStock', { wo_id: woId, task_id: taskId, ...body });
const filter = async (who: Who | As, body: Record<string, unknown> = {}) => {
  const r = await post<{ list: PartRow[]; listsize: number }>(who, 'Part/FilterParts', body);
  expect(r.statusCode, r.raw).toBe(200);
  expect(r.body.success, r.raw).toBe(1);
  return r.body.data;
};
const onHandAt = (d: PartDetail, site: number) => d.stock.find((s) => s.site_id === site)?.on_hand;
const mailsTo = async (to: string): Promise<Mail[]> => {
  const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
    emails: Mail[];
  };
  return emails.filter((m) => m.destination.to.some((d) => d.includes(to)));
};
const notices = async (who: Who) =>
  (
    await call<{
      data: { list: { notification_type: number; heading: string; message: string; ref_id?: string }[] };
    }>('GET', 'User/GetNotifications/{pagesize}/{pageindex}', {
      ...t.session(who),
      pathParameters: { pagesize: '100', pageindex: '1' },
    })
  ).body.data.list.filter((n) => n.notification_type === NotificationType.PartLowStock);

beforeAll(async () => {
  t = await maintenanceTenants('pt');
  const maint = (await getUserByUsername(t.codes.a, `maint@${t.codes.a}.test`))!;
  dealerId = (await createDealer(t.codes.a, 1, { name: 'Filter Co', email: 'f@f.test' }, 'x'))
    .service_dealer_id;
  const asset = (
    await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 9', meter_hours: 5 })
  ).asset_id;
  taskId = (
    await createTask(
      t.codes.a,
      1,
      { task_title: 'Change oil', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
      'x',
    )
  ).task_id;
  maintUuid = maint.uuid;
  const wo = async (title: string, assigned: string[]) => {
    const r = await post<{ wo_id: number }>('manager', 'WorkOrder/AddUpdateWorkOrder', {
      title,
      description: 'd',
      asset_id: asset,
      WorkOrderTasks: [{ task_id: taskId }],
      assigned_to: assigned,
    });
    expect(r.body.success, r.raw).toBe(1);
    return r.body.data.wo_id;
  };
  newWo = wo;
  woId = await wo('Service loader', [maint.uuid]);
  woOther = await wo('Not assigned', []);
}, 120_000);

describe('the catalogue', () => {
  it('creates a part with its stock settings, reads it back, and refuses its part number again in any case', async () => {
    const r = await create('admin', {
      part_number: ' OF-100 ',
      description: 'Spin-on',
      preferred_dealer_id: dealerId,
      stock: [{ site_id: 2, minimum_quantity: 2, bin_location: 'A1' }],
    });
    expect(r.statusCode, r.raw).toBe(200);
    expect(r.body).toMatchObject({
      success: 1,
      message: PartMessages.created,
      data: {
        part_number: 'OF-100',
        name: 'Oil filter',
        preferred_dealer_id: dealerId,
        total_on_hand: 0,
        is_active: true,
      },
    });
    const detail = await getPart('manager', r.body.data.part_id);
    expect(detail.body.data.stock).toEqual([
      {
        site_id: 2,
        site_name: 'North Yard',
        on_hand: 0,
        minimum_quantity: 2,
        bin_location: 'A1',
        is_low: true,
      },
    ]);
    const again = await create('manager', { part_number: 'of-100', name: 'Other' });
    expect(again.statusCode, again.raw).toBe(409);
    expect(again.body).toMatchObject({ success: 0, message: PartMessages.partNumberTaken });
    expect((await filter('admin', { search_string: 'other' })).listsize).toBe(0);
    // Another company may use the same number.
    expect((await create('southboss', { part_number: 'OF-100' })).body.success).toBe(1);
  });

  it('updates a part, renumbering it (the old number freed, a taken one refused), and deactivates it', async () => {
    const a = (await create('admin', { part_number: 'BELT-1', name: 'Fan belt', category: 'Belts' })).body
      .data;
    const b = (await create('admin', { part_number: 'BELT-2', name: 'Drive belt', category: 'Belts' })).body
      .data;
    const taken = await post<PartRow>('manager', 'Part/UpdatePart', { ...a, part_number: 'belt-2' });
    expect(taken.statusCode, taken.raw).toBe(409);
    expect(taken.body.message).toBe(PartMessages.partNumberTaken);
    const moved = await post<PartRow>('manager', 'Part/UpdatePart', {
      ...a,
      part_number: 'BELT-1A',
      name: 'Fan belt 1A',
    });
    expect(moved.body, moved.raw).toMatchObject({
      success: 1,
      data: { part_number: 'BELT-1A', name: 'Fan belt 1A' },
    });
    expect((await create('admin', { part_number: 'BELT-1', name: 'Reused number' })).body.success).toBe(1);
    const off = await post<PartRow>('admin', 'Part/DeactivatePart', { part_id: b.part_id });
    expect(off.body).toMatchObject({ success: 1, data: { is_active: false } });
    const belts = await filter('admin', { category: ['belts'] });
    expect(belts.list.map((p) => p.part_number)).toEqual(['BELT-1A']);
    expect(
      (await filter('admin', { category: ['Belts'], status: 'inactive' })).list.map((p) => p.part_id),
    ).toEqual([b.part_id]);
    const refused = await receive('admin', { part_id: b.part_id, quantity: 1, unit_cost: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(PartMessages.partInactive);
    // Activated again: listed as active and received as before (a repeat answers it as it is).
    const on = await post<PartRow>('manager', 'Part/ActivatePart', { part_id: b.part_id });
    expect(on.body, on.raw).toMatchObject({
      success: 1,
      message: PartMessages.activated,
      data: { is_active: true },
    });
    const again = await post<PartRow>('manager', 'Part/ActivatePart', { part_id: b.part_id });
    expect(again.body).toMatchObject({ success: 1, data: on.body.data });
    expect((await filter('admin', { category: ['Belts'], status: 'inactive' })).list).toEqual([]);
    expect((await receive('admin', { part_id: b.part_id, quantity: 1, unit_cost: 1 })).body.success).toBe(1);
  });

  it.each([
    [{ name: 'X', category: 'C', unit: 'u' }, PartMessages.partNumberRequired],
    [{ part_number: 'P', name: '', category: 'C', unit: 'u' }, PartMessages.nameRequired],
    [{ part_number: 'P', name: 'X', unit: 'u' }, PartMessages.categoryRequired],
    [{ part_number: 'P', name: 'X', category: 'C', unit: 'u', unit_cost: -1 }, PartMessages.unitCostInvalid],
    [
      { part_number: 'P', name: 'X', category: 'C', unit: 'u', preferred_dealer_id: 999999 },
      PartMessages.dealerNotFound,
    ],
    [
      { part_number: 'P', name: 'X', category: 'C', unit: 'u', stock: [{ site_id: 1 }] },
      PartMessages.siteInvalid,
    ],
    [
      { part_number: 'P', name: 'X', category: 'C', unit: 'u', stock: [{ site_id: 6 }] },
      PartMessages.siteInvalid,
    ],
    [
      {
        part_number: 'P',
        name: 'X',
        category: 'C',
        unit: 'u',
        stock: [{ site_id: 2, minimum_quantity: -1 }],
      },
      PartMessages.minimumInvalid,
    ],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const before = await filter('admin', { status: 'all', pagesize: 100 });
    const r = await post<never>('admin', 'Part/CreatePart', body);
    expect(r.statusCode, r.raw).toBe(400);
    expect(r.body).toMatchObject({ success: 0, message });
    expect(await filter('admin', { status: 'all', pagesize: 100 })).toEqual(before);
  });
});

describe('stock movements', () => {
  it('receives 10 and 10 at another cost, uses 3 on the work order task: 17 on hand, the moving average cost right, the history newest first', async () => {
    const part = (
      await create('manager', {
        part_number: 'HOSE-1',
        name: 'Hydraulic hose',
        category: 'Hoses',
        unit_cost: 40,
      })
    ).body.data;
    const first = await receive('manager', { part_id: part.part_id, quantity: 10, unit_cost: 5 });
    expect(first.body, first.raw).toMatchObject({
      success: 1,
      data: { part: { total_on_hand: 10, average_cost: 5 } },
    });
    await receive('manager', { part_id: part.part_id, quantity: 10, unit_cost: 8 });
    const used = await use('manager', { part_id: part.part_id, quantity: 3 });
    expect(used.body, used.raw).toMatchObject({
      success: 1,
      message: PartMessages.used,
      data: {
        part: { total_on_hand: 17, average_cost: 6.5 },
        movements: [
          { kind: 'use', quantity: -3, on_hand_after: 17, unit_cost: 6.5, wo_id: woId, task_id: taskId },
        ],
      },
    });
    const d = (await getPart('exec', part.part_id)).body.data;
    expect(onHandAt(d, 2)).toBe(17);
    expect(d.movements.list.map((m) => [m.kind, m.quantity, m.on_hand_after])).toEqual([
      ['use', -3, 17],
      ['receive', 10, 20],
      ['receive', 10, 10],
    ]);
  });

  it('receive 10, use 3 leaves 7', async () => {
    const part = (await create('admin', { part_number: 'TYRE-7', name: 'Tyre', category: 'Tyres' })).body
      .data;
    await receive('admin', { part_id: part.part_id, quantity: 10, unit_cost: 300 });
    await use('admin', { part_id: part.part_id, quantity: 3 });
    const d = (await getPart('admin', part.part_id)).body.data;
    expect(onHandAt(d, 2)).toBe(7);
    expect(d).toMatchObject({ total_on_hand: 7, average_cost: 300 });
  });

  it('20 simultaneous uses of the last 5 units leave 0: 5 pass, 15 are refused with a clear 409', async () => {
    const part = (await create('manager', { part_number: 'LAST-5', name: 'Seal kit', category: 'Seals' }))
      .body.data;
    await receive('manager', { part_id: part.part_id, quantity: 5, unit_cost: 2 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        use('manager', { part_id: part.part_id, quantity: 1, movement_id: randomUUID() }),
      ),
    );
    const passed = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(passed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.statusCode, r.raw).toBe(409);
      expect(r.body.message).toBe(PartMessages.notEnoughStock(0, 'each'));
    }
    const d = (await getPart('manager', part.part_id)).body.data;
    expect(onHandAt(d, 2)).toBe(0);
    expect(d.total_on_hand).toBe(0);
    expect(d.movements.list.filter((m) => m.kind === 'use')).toHaveLength(5);
  }, 60_000);

  it('answers a retried movement id with the first result, moving once; the id with another body is refused', async () => {
    const part = (await create('manager', { part_number: 'IDEM-1', name: 'Belt', category: 'Belts' })).body
      .data;
    const id = randomUUID();
    const a = await receive('manager', { part_id: part.part_id, quantity: 4, unit_cost: 1, movement_id: id });
    const b = await receive('manager', { part_id: part.part_id, quantity: 4, unit_cost: 1, movement_id: id });
    expect(b.body.data).toEqual(a.body.data);
    expect((await getPart('manager', part.part_id)).body.data.total_on_hand).toBe(4);
    const other = await receive('manager', {
      part_id: part.part_id,
      quantity: 5,
      unit_cost: 1,
      movement_id: id,
    });
    expect(other.statusCode).toBe(422);
  });

  it('adjusts with a reason and transfers between sites in one movement; refuses a fall below zero and writes nothing', async () => {
    const part = (await create('admin', { part_number: 'ADJ-1', name: 'Grease', category: 'Oils' })).body
      .data;
    await receive('admin', { part_id: part.part_id, quantity: 6, unit_cost: 3 });
    const noReason = await post<never>('admin', 'Part/AdjustStock', {
      part_id: part.part_id,
      site_id: 2,
      quantity: -1,
    });
    expect(noReason.body).toMatchObject({ success: 0, message: PartMessages.reasonRequired });
    const adj = await post<MovementResult>('admin', 'Part/AdjustStock', {
      part_id: part.part_id,
      site_id: 2,
      quantity: -2,
      reason: 'Counted 4',
    });
    expect(adj.body.data.movements[0]).toMatchObject({
      kind: 'adjust',
      quantity: -2,
      on_hand_after: 4,
      reason: 'Counted 4',
    });
    const moved = await post<MovementResult>('admin', 'Part/TransferStock', {
      part_id: part.part_id,
      from_site_id: 2,
      to_site_id: 3,
      quantity: 3,
    });
    expect(moved.body, moved.raw).toMatchObject({ success: 1, data: { part: { total_on_hand: 4 } } });
    const d = (await getPart('admin', part.part_id)).body.data;
    expect([onHandAt(d, 2), onHandAt(d, 3)]).toEqual([1, 3]);
    const tooMany = await post<never>('admin', 'Part/TransferStock', {
      part_id: part.part_id,
      from_site_id: 2,
      to_site_id: 3,
      quantity: 2,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body.message).toBe(PartMessages.notEnoughStock(1, 'each'));
    expect((await getPart('admin', part.part_id)).body.data.movements.list).toHaveLength(
      d.movements.list.length,
    );
  });
});

const woParts = (who: Who | As, id: number) =>
  call<Answer<WorkOrderParts>>('GET', 'Part/GetWorkOrderParts/{wo_id}', {
    ...t.session(who),
    pathParameters: { wo_id: String(id) },
  });

describe('parts on work order tasks', () => {
  it("lists the parts a work order's task used at the unit cost of the time, each task's parts cost and the total", async () => {
    const wo = await newWo('Parts cost', [maintUuid]);
    expect((await woParts('manager', wo)).body.data).toEqual({
      wo_id: wo,
      lines: [],
      tasks: [],
      parts_cost: 0,
    });
    const made = async (body: Record<string, unknown>) => {
      const r = await create('manager', body);
      expect(r.body, r.raw).toMatchObject({ success: 1 });
      return r.body.data;
    };
    const belt = await made({ part_number: 'WOP-BELT', name: 'Fan belt', category: 'Belts' });
    const oil = await made({ part_number: 'WOP-OIL', name: 'Engine oil', unit: 'litre' });
    await receive('manager', { part_id: belt.part_id, quantity: 10, unit_cost: 20 });
    await receive('manager', { part_id: oil.part_id, quantity: 50, unit_cost: 4.25 });
    await use('maint', { part_id: belt.part_id, quantity: 2, wo_id: wo });
    // A later receipt at another cost changes the average, not what was already used.
    await receive('manager', { part_id: belt.part_id, quantity: 8, unit_cost: 40 });
    await use('maint', { part_id: oil.part_id, quantity: 12, wo_id: wo });
    await use('manager', { part_id: belt.part_id, quantity: 1, wo_id: wo });
    const r = await woParts('exec', wo);
    expect(r.statusCode, r.raw).toBe(200);
    expect(r.body.data.lines.map((l) => [l.part_number, l.quantity, l.unit_cost, l.cost, l.task_id])).toEqual(
      [
        ['WOP-BELT', 2, 20, 40, taskId],
        ['WOP-OIL', 12, 4.25, 51, taskId],
        ['WOP-BELT', 1, 30, 30, taskId],
      ],
    );
    expect(r.body.data).toMatchObject({ tasks: [{ task_id: taskId, parts_cost: 121 }], parts_cost: 121 });
    // Another work order's uses stay on it.
    expect((await woParts('manager', woId)).body.data.lines.some((l) => l.part_id === oil.part_id)).toBe(
      false,
    );
  });

  it('shows maintenance staff only the parts of work orders assigned to them; operators and other tenants get nothing', async () => {
    expect((await woParts('maint', woId)).statusCode).toBe(200);
    const other = await woParts('maint', woOther);
    expect(other.body).toMatchObject({ success: 0, message: PartMessages.workOrderNotFound });
    expect(other.statusCode).toBe(404);
    expect((await woParts('op', woId)).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    expect((await woParts('southboss', woId)).statusCode).toBe(404);
  });
});

describe('low stock', () => {
  it('notifies the site managers in-app and by one e-mail per crossing, and lists the part under Low stock', async () => {
    const part = (
      await create('manager', {
        part_number: 'LOW-1',
        name: 'Air filter',
        stock: [{ site_id: 2, minimum_quantity: 3, bin_location: 'B2' }],
      })
    ).body.data;
    const to = `manager@${t.codes.a}.test`;
    const subject = (m: Mail) => m.subject.includes('LOW-1');
    await receive('manager', { part_id: part.part_id, quantity: 10, unit_cost: 4 });
    expect((await filter('manager', { low_stock: true })).list.map((p) => p.part_number)).not.toContain(
      'LOW-1',
    );
    await use('manager', { part_id: part.part_id, quantity: 6 }); // 4: above 3
    expect((await mailsTo(to)).filter(subject)).toHaveLength(0);
    await use('manager', { part_id: part.part_id, quantity: 1 }); // 3: crossing
    await use('manager', { part_id: part.part_id, quantity: 1 }); // 2: still low, no second notice
    const mails = (await mailsTo(to)).filter(subject);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Low stock: LOW-1 Air filter at North Yard');
    expect(mails[0].body.html).toContain(`/parts/details/${part.part_id}`);
    const mine = (await notices('manager')).filter((n) => n.message.startsWith('LOW-1'));
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toBe(PartMessages.lowStockMessage('LOW-1', 'Air filter', 'North Yard', 3, 3));
    const low = await filter('manager', { low_stock: true, site_id: [2] });
    expect(low.list.map((p) => p.part_number)).toContain('LOW-1');
    // Back above the minimum, then down again: a second crossing, a second e-mail.
    await receive('manager', { part_id: part.part_id, quantity: 5, unit_cost: 4 });
    expect((await filter('manager', { low_stock: true })).list.map((p) => p.part_number)).not.toContain(
      'LOW-1',
    );
    await use('manager', { part_id: part.part_id, quantity: 4 });
    expect((await mailsTo(to)).filter(subject)).toHaveLength(2);
    expect((await notices('manager')).filter((n) => n.message.startsWith('LOW-1'))).toHaveLength(2);
    // No one else's inbox: the admin is not the site's manager.
    expect((await mailsTo(`admin@${t.codes.a}.test`)).filter(subject)).toHaveLength(0);
  });
});

describe('the list', () => {
  it('pages by part number with listsize, searches part number, name and category words, filters by site', async () => {
    const all = await filter('admin', { pagesize: 100 });
    expect(all.listsize).toBe(all.list.length);
    const numbers = all.list.map((p) => p.part_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a.toUpperCase() < b.toUpperCase() ? -1 : 1)));
    const page2 = await filter('admin', { pagesize: 2, pageindex: 2 });
    expect(page2.list.map((p) => p.part_number)).toEqual(numbers.slice(2, 4));
    expect(page2.listsize).toBe(all.listsize);
    expect((await filter('admin', { search_string: 'hydraulic' })).list.map((p) => p.part_number)).toEqual([
      'HOSE-1',
    ]);
    expect((await filter('admin', { search_string: 'tyre 7' })).list.map((p) => p.part_number)).toEqual([
      'TYRE-7',
    ]);
    expect((await filter('admin', { site_id: [3] })).list.map((p) => p.part_number)).toEqual(['ADJ-1']);
  });
});

describe('who may use parts', () => {
  it('lets maintenance staff use parts only on work orders assigned to them, and read the catalogue', async () => {
    const part = (await create('manager', { part_number: 'MAINT-1', name: 'Fuse', category: 'Electrical' }))
      .body.data;
    await receive('manager', { part_id: part.part_id, quantity: 5, unit_cost: 1 });
    expect((await use('maint', { part_id: part.part_id, quantity: 1 })).body.success).toBe(1);
    const other = await use('maint', { part_id: part.part_id, quantity: 1, wo_id: woOther });
    expect(other.statusCode).toBe(404);
    expect(other.body.message).toBe(PartMessages.workOrderNotFound);
    const badTask = await use('manager', { part_id: part.part_id, quantity: 1, task_id: 999999 });
    expect(badTask.body).toMatchObject({ success: 0, message: PartMessages.taskNotFound });
    expect((await getPart('maint', part.part_id)).body.data.total_on_hand).toBe(4);
    const refused = await receive('maint', { part_id: part.part_id, quantity: 1, unit_cost: 1 });
    expect(refused.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
  });

  it.each(['exec', 'op'] as const)('refuses every write of the %s role, writing nothing', async (who) => {
    const part = (await filter('admin')).list[0];
    const before = (await getPart('admin', part.part_id)).body.data;
    for (const r of [
      await create(who, { part_number: `NO-${who}` }),
      await post(who, 'Part/UpdatePart', { ...part, name: 'Changed' }),
      await post(who, 'Part/DeactivatePart', { part_id: part.part_id }),
      await post(who, 'Part/ActivatePart', { part_id: part.part_id }),
      await receive(who, { part_id: part.part_id, quantity: 1, unit_cost: 1 }),
      await use(who, { part_id: part.part_id, quantity: 1 }),
    ]) {
      expect(r.body, r.raw).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    }
    expect((await getPart('admin', part.part_id)).body.data).toEqual(before);
    if (who === 'op')
      expect((await post('op', 'Part/FilterParts', {})).body).toMatchObject({
        success: 0,
        message: Messages.roleNotAuthorised,
      });
    else expect((await filter('exec')).listsize).toBeGreaterThan(0);
  });

  it("keeps another company's and another tenant's parts out of reach", async () => {
    const north = (await filter('admin')).list[0];
    expect((await filter('southboss')).list.map((p) => p.part_number)).toEqual(['OF-100']);
    expect((await getPart('southboss', north.part_id)).statusCode).toBe(404);
    expect((await getPart({ who: 'admin', tenant: 'b' }, north.part_id)).statusCode).toBe(404);
    expect((await filter({ who: 'admin', tenant: 'b' })).listsize).toBe(0);
    const r = await receive('southboss', { part_id: north.part_id, site_id: 6, quantity: 1, unit_cost: 1 });
    expect(r.statusCode).toBe(404);
  });
});
