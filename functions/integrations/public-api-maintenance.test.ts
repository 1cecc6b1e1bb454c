/**
 * The public API v1's inspections and work orders (issue 28 item 1), on two tenants of their own:
 * a key with inspections:read reads its company's submitted inspections a page at a time (cursor),
 * by status, asset and time, and one with its answers; a key with workorders:write creates a work
 * order (a retry with the same Idempotency-Key answers the same work order and writes nothing; the
 * same key with another body is 422, as on v1/meter-readings), completes it; bad input is 422 with
 * the web's messages per field; another company's or tenant's work order and inspection are 404;
 * a key without the scope is 403. Every answer is checked against docs/public-openapi.json.
 */
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { beforeAll, describe, expect, it } from 'vitest';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import type { PublicInspectionDetail, PublicWorkOrder } from '#shared/integrations/schemas.js';
import { Messages } from '#shared/messages.js';
import { RequestMessages } from '#shared/requests/messages.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { InspectionEntity, type InspectionRecord } from '#functions/inspections/store/entities.js';
import { inspectionIndexWrites } from '#functions/inspections/store/list-index.js';
import { call, type CallResult } from '#functions/test-support/index.js';
import { getWorkOrder } from '#functions/workorders/index.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { writeTransaction } from '#lib/transactions.js';
import {
  bearer,
  expectDocumented,
  keyMakerOf,
  publicApiTenants,
  type PublicApiTenants,
  v1,
} from './test-public-api.js';

let t: PublicApiTenants;
let north: AssetRecord[] = [];
let south: AssetRecord;
let otherTenant: AssetRecord;

const createKey = keyMakerOf(() => t);

type Page<T> = { data: T[]; next_cursor: string | null };
type Problem = { error: { code: string; message: string; details?: { field: string; message: string }[] } };
const problem = (r: { body: unknown }) => r.body as Problem;

const HOUR = 3600_000;
const base = Date.UTC(2026, 9, 1, 8);
const at = (hours: number) => new Date(base + hours * HOUR).toISOString();

function inspection(id: string, a: AssetRecord, submittedAt: string, over: Partial<InspectionRecord> = {}) {
  return {
    tenant: a.tenant,
    inspection_id: id,
    asset_id: a.asset_id,
    internal_asset_id: a.internal_asset_id,
    asset_name: a.name,
    company_id: a.company_id,
    site_id: a.site_id,
    status: 8,
    operator_uuid: 'op-uuid',
    operator_firstname: 'Olga',
    operator_lastname: 'Operator',
    checkout_requested_at: submittedAt,
    submitted_at: submittedAt,
    shift: 1,
    meter_hours: 120,
    operator_notes: 'Horn weak',
    is_comment_important: false,
    manager_notes: '',
    form_id: 'daily',
    form_name: 'Daily check',
    answers: [
      { id: 'horn', name: 'Horn', values_type: 1, value: 'Not OK', values: [] },
      { id: 'tyres', name: 'Tyres', values_type: 1, value: 'OK', values: [] },
    ],
    new_notok_attributes: [{ id: 'horn', name: 'Horn' }],
    image_names: ['p1.jpg'],
    issue_ids: [],
    source: 'seed',
    version: 1,
    created: submittedAt,
    modified: submittedAt,
    ...over,
  } as InspectionRecord;
}

/** Writes an inspection with its list index in one transaction, as the inspection writes do. */
const saveInspection = (r: InspectionRecord) =>
  writeTransaction([InspectionEntity.build(PutTransaction).item(r), ...inspectionIndexWrites(null, r)]);

/** Every page of a list, following next_cursor (each page checked against the document). */
async function allPages<T>(path: string, token: string, query: Record<string, string>) {
  const seen: T[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const r: CallResult<Page<T>> = await v1<Page<T>>('GET', path, token, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
    });
    expect(r.statusCode, r.raw).toBe(200);
    expectDocumented('GET', path, 200, r.body);
    seen.push(...r.body.data);
    sizes.push(r.body.data.length);
    cursor = r.body.next_cursor;
  } while (cursor && sizes.length < 50);
  return { seen, sizes };
}

beforeAll(async () => {
  t = await publicApiTenants('pam');
  north = await Promise.all(
    [0, 1, 2].map((i) =>
      putTestAsset(t.codes.a, { company_id: 1, site_id: 2 + (i % 2), name: `North loader ${i}` }),
    ),
  );
  south = await putTestAsset(t.codes.a, { company_id: 2, site_id: 6, name: 'South loader' });
  otherTenant = await putTestAsset(t.codes.b, { company_id: 1, site_id: 2, name: 'Other loader' });
  // North: five submitted inspections an hour apart (n1 oldest), two accepted, one a draft; south one.
  await Promise.all([
    saveInspection(inspection('n1', north[0], at(1))),
    saveInspection(
      inspection('n2', north[1], at(2), { status: 10, approved_at: at(3), manager_name: 'Max' }),
    ),
    saveInspection(inspection('n3', north[0], at(3))),
    saveInspection(
      inspection('n4', north[2], at(4), { status: 10, approved_at: at(5), manager_name: 'Max' }),
    ),
    saveInspection(inspection('n5', north[0], at(5))),
    saveInspection(inspection('draft', north[1], at(6), { status: 0, submitted_at: undefined })),
    saveInspection(inspection('s1', south, at(2))),
    saveInspection(inspection('b1', otherTenant, at(2))),
  ]);
});

describe('GET v1/inspections', () => {
  it('reads a page and the next by cursor, newest first, filters by status, asset and time, and reads one with its answers', async () => {
    const token = await bearer(await createKey(['inspections:read']));
    const all = await allPages<{ id: string }>('v1/inspections', token, { limit: '2' });
    expect(all.seen.map((i) => i.id)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(all.sizes).toEqual([2, 2, 1]);

    const accepted = await allPages<{ id: string; status: string }>('v1/inspections', token, {
      status: 'accepted',
      limit: '1',
    });
    expect(accepted.seen.map((i) => `${i.id}:${i.status}`)).toEqual(['n4:accepted', 'n2:accepted']);
    const ofAsset = await allPages<{ id: string }>('v1/inspections', token, {
      asset_id: String(north[0].asset_id),
      limit: '2',
    });
    expect(ofAsset.seen.map((i) => i.id)).toEqual(['n5', 'n3', 'n1']);
    const pendingOfAsset = await allPages<{ id: string }>('v1/inspections', token, {
      asset_id: String(north[0].asset_id),
      status: 'pending',
      since: at(2),
    });
    expect(pendingOfAsset.seen.map((i) => i.id)).toEqual(['n5', 'n3']);
    const since = await allPages<{ id: string }>('v1/inspections', token, { since: at(3), limit: '2' });
    expect(since.seen.map((i) => i.id)).toEqual(['n5', 'n4', 'n3']);
    // A south asset's id reads nothing of the north's, and the south's own inspection is not listed.
    const southAsset = await allPages<{ id: string }>('v1/inspections', token, {
      asset_id: String(south.asset_id),
    });
    expect(southAsset.seen).toEqual([]);

    const one = await v1<PublicInspectionDetail>('GET', 'v1/inspections/{id}', token, {
      pathParameters: { id: 'n2' },
    });
    expect(one.statusCode, one.raw).toBe(200);
    expectDocumented('GET', 'v1/inspections/{id}', 200, one.body);
    expect(one.body).toMatchObject({
      id: 'n2',
      asset_id: north[1].asset_id,
      status: 'accepted',
      submitted_at: at(2),
      approved_at: at(3),
      manager_name: 'Max',
      operator_name: 'Olga Operator',
      form_name: 'Daily check',
      new_not_ok_count: 1,
      photo_count: 1,
    });
    expect(one.body.answers.map((a) => `${a.name}=${a.value}`)).toEqual(['Horn=Not OK', 'Tyres=OK']);

    // A draft, another company's and another tenant's inspection are not found.
    for (const id of ['draft', 's1', 'b1', 'nothing']) {
      const r = await v1('GET', 'v1/inspections/{id}', token, { pathParameters: { id } });
      expect(r.statusCode, id).toBe(404);
      expectDocumented('GET', 'v1/inspections/{id}', 404, r.body);
      expect(problem(r).error.message).toBe(M.inspectionNotFound);
    }
  });

  it('refuses a key without inspections:read (403) and bad queries (422)', async () => {
    const assetsOnly = await bearer(await createKey(['assets:read', 'workorders:read']));
    for (const [path, params] of [
      ['v1/inspections', {}],
      ['v1/inspections/{id}', { id: 'n1' }],
    ] as const) {
      const r = await v1('GET', path, assetsOnly, { pathParameters: params });
      expect(r.statusCode, path).toBe(403);
      expectDocumented('GET', path, 403, r.body);
      expect(problem(r).error.message).toBe(M.outsideScope('inspections:read'));
    }
    const token = await bearer(await createKey(['inspections:read']));
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { status: 'draft' },
      { asset_id: 'x' },
      { since: 'yesterday' },
      { cursor: 'Zm9v' },
      { cursor: Buffer.from('1#x').toString('base64url') },
    ];
    for (const query of queries) {
      const r = await v1('GET', 'v1/inspections', token, { query });
      expect(r.statusCode, JSON.stringify(query)).toBe(422);
      expectDocumented('GET', 'v1/inspections', 422, r.body);
    }
    const badId = await v1('GET', 'v1/inspections/{id}', token, { pathParameters: { id: '../x' } });
    expect(badId.statusCode).toBe(422);
  });
});

describe('work orders', () => {
  const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const create = (token: string, key: string | undefined, body: unknown) =>
    v1<PublicWorkOrder>('POST', 'v1/work-orders', token, {
      headers: key ? { 'idempotency-key': key } : {},
      body,
    });
  const complete = (token: string, key: string, id: number, body: unknown = {}) =>
    v1<PublicWorkOrder>('POST', 'v1/work-orders/{id}/complete', token, {
      headers: { 'idempotency-key': key },
      pathParameters: { id: String(id) },
      body,
    });
  const ids = async (token: string, query: Record<string, string> = {}) =>
    (await allPages<PublicWorkOrder>('v1/work-orders', token, { limit: '2', ...query })).seen.map(
      (w) => w.id,
    );

  it('creates once per Idempotency-Key, reads it, pages by cursor, completes it once', async () => {
    const token = await bearer(await createKey(['workorders:read', 'workorders:write']));
    const body = {
      asset_id: north[0].asset_id,
      title: 'Replace horn',
      description: 'Horn weak on the morning check',
      priority: 47,
      due_at: tomorrow(),
    };
    const first = await create(token, 'wo-create-1', body);
    expect(first.statusCode, first.raw).toBe(201);
    expectDocumented('POST', 'v1/work-orders', 201, first.body);
    expect(first.body).toMatchObject({
      title: 'Replace horn',
      asset_id: north[0].asset_id,
      asset_name: 'North loader 0',
      site_id: north[0].site_id,
      company_id: 1,
      priority: 47,
      priority_name: 'High',
      status: 'open',
      due_date: tomorrow(),
      tasks: [],
    });
    const id = first.body.id;
    expect((await getWorkOrder(t.codes.a, id))?.version).toBe(1);

    // The retry answers the same work order and writes nothing: the next create takes the next number.
    const retry = await create(token, 'wo-create-1', body);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toEqual(first.body);
    const reused = await create(token, 'wo-create-1', { ...body, title: 'Another' });
    expect(reused.statusCode).toBe(422);
    expectDocumented('POST', 'v1/work-orders', 422, reused.body);
    expect(problem(reused).error.message).toBe(Messages.idempotencyKeyReused);
    const second = await create(token, 'wo-create-2', { ...body, title: 'Grease pins', priority: 45 });
    expect(second.statusCode, second.raw).toBe(201);
    expect(second.body.id).toBe(id + 1);
    const third = await create(token, 'wo-create-3', {
      asset_id: north[1].asset_id,
      title: 'Check tyres',
      description: 'Pressure',
    });
    expect(third.body).toMatchObject({ priority: 45, due_date: null, site_id: north[1].site_id });
    expect(await ids(token)).toEqual([third.body.id, second.body.id, id]);

    // The manager's web list shows what the key made (the same list index).
    const web = await call<{ list: { wo_id: number }[] }>('POST', 'WorkOrder/GetAllWorkOrders', {
      ...t.session('manager'),
      body: { pageIndex: 1, pageSize: 20 },
    });
    expect(web.body.list.map((w) => w.wo_id)).toContain(id);

    const one = await v1<PublicWorkOrder>('GET', 'v1/work-orders/{id}', token, {
      pathParameters: { id: String(id) },
    });
    expect(one.statusCode).toBe(200);
    expectDocumented('GET', 'v1/work-orders/{id}', 200, one.body);
    expect(one.body).toEqual(first.body);

    // Without tasks, Complete needs override (409 otherwise, writing nothing).
    const blocked = await complete(token, 'wo-complete-0', id);
    expect(blocked.statusCode).toBe(409);
    expectDocumented('POST', 'v1/work-orders/{id}/complete', 409, blocked.body);
    expect(problem(blocked).error.message).toBe(WorkOrderMessages.completeBlocked);
    const done = await complete(token, 'wo-complete-1', id, { override: true });
    expect(done.statusCode, done.raw).toBe(200);
    expectDocumented('POST', 'v1/work-orders/{id}/complete', 200, done.body);
    expect(done.body).toMatchObject({ id, status: 'completed', completed_date: expect.any(String) });
    const version = (await getWorkOrder(t.codes.a, id))?.version;
    const again = await complete(token, 'wo-complete-1', id, { override: true });
    expect(again.body).toEqual(done.body);
    expect((await getWorkOrder(t.codes.a, id))?.version).toBe(version);
    const twice = await complete(token, 'wo-complete-2', id, { override: true });
    expect(twice.statusCode).toBe(409);
    expect(problem(twice).error.message).toBe(WorkOrderMessages.notEditable);
    expect(await ids(token, { status: 'completed' })).toEqual([id]);
    expect(await ids(token, { status: 'open' })).toEqual([third.body.id, second.body.id]);
  });

  it('answers 422 with the web’s messages per field, 400 without an Idempotency-Key, and writes nothing', async () => {
    const token = await bearer(await createKey(['workorders:read', 'workorders:write']));
    const before = await ids(token);
    const bad = await create(token, 'wo-bad-1', {
      asset_id: 'x',
      title: ' ',
      description: 'd'.repeat(2001),
      priority: 99,
      due_at: '2026-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expectDocumented('POST', 'v1/work-orders', 422, bad.body);
    expect(
      problem(bad)
        .error.details!.map((d) => `${d.field}: ${d.message}`)
        .sort(),
    ).toEqual(
      [
        `asset_id: ${WorkOrderMessages.assetRequired}`,
        `title: ${WorkOrderMessages.titleRequired}`,
        `description: ${WorkOrderMessages.descriptionTooLong}`,
        `priority: ${RequestMessages.priorityInvalid}`,
        `due_at: ${WorkOrderMessages.dueDateInvalid}`,
      ].sort(),
    );
    const fields = { title: 'T', description: 'D', priority: 46 };
    const past = await create(token, 'wo-bad-2', {
      ...fields,
      asset_id: north[0].asset_id,
      due_at: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(problem(past).error.details).toEqual([
      { field: 'due_at', message: WorkOrderMessages.dueDatePast },
    ]);
    for (const asset of [south, otherTenant]) {
      const r = await create(token, `wo-bad-asset-${asset.asset_id}`, {
        ...fields,
        asset_id: asset.asset_id,
      });
      expect(r.statusCode).toBe(422);
      expect(problem(r).error.details).toEqual([{ field: 'asset_id', message: M.unknownAsset }]);
    }
    const noKey = await create(token, undefined, { ...fields, asset_id: north[0].asset_id });
    expect(noKey.statusCode).toBe(400);
    expectDocumented('POST', 'v1/work-orders', 400, noKey.body);
    const malformed = await v1('POST', 'v1/work-orders', token, {
      headers: { 'idempotency-key': 'wo-bad-3' },
      body: '{nope',
    });
    expect(malformed.statusCode).toBe(400);
    const badOverride = await complete(token, 'wo-bad-4', 1, { override: 'yes' });
    expect(badOverride.statusCode).toBe(422);
    for (const id of ['abc', '-1', '0.5']) {
      const r = await v1('GET', 'v1/work-orders/{id}', token, { pathParameters: { id } });
      expect(r.statusCode, id).toBe(422);
    }
    const queries: Record<string, string>[] = [
      { status: 'done' },
      { cursor: Buffer.from('123#1').toString('base64url') },
    ];
    for (const query of queries) {
      const r = await v1('GET', 'v1/work-orders', token, { query });
      expect(r.statusCode, JSON.stringify(query)).toBe(422);
      expectDocumented('GET', 'v1/work-orders', 422, r.body);
    }
    expect(await ids(token)).toEqual(before);
  });

  it('another company’s or tenant’s work order is 404, and a key without the scope is 403', async () => {
    const southToken = await bearer(await createKey(['workorders:read', 'workorders:write'], 'southadmin'));
    const theirs = await create(southToken, 'south-1', {
      asset_id: south.asset_id,
      title: 'South job',
      description: 'D',
    });
    expect(theirs.statusCode, theirs.raw).toBe(201);
    expect(theirs.body.company_id).toBe(2);
    const otherTenantToken = await bearer(
      await createKey(['workorders:read', 'workorders:write'], 'admin', 'b'),
    );
    const token = await bearer(await createKey(['workorders:read', 'workorders:write']));
    for (const who of [token, otherTenantToken]) {
      const read = await v1('GET', 'v1/work-orders/{id}', who, {
        pathParameters: { id: String(theirs.body.id) },
      });
      expect(read.statusCode).toBe(404);
      expectDocumented('GET', 'v1/work-orders/{id}', 404, read.body);
      expect(problem(read).error.message).toBe(WorkOrderMessages.workOrderNotFound);
      const done = await complete(who, `steal-${Math.random()}`, theirs.body.id, { override: true });
      expect(done.statusCode).toBe(404);
      expectDocumented('POST', 'v1/work-orders/{id}/complete', 404, done.body);
      expect(await ids(who)).not.toContain(theirs.body.id);
    }
    expect((await getWorkOrder(t.codes.a, theirs.body.id))?.status).toBe(54);
    expect(await ids(southToken)).toEqual([theirs.body.id]);

    const readOnly = await bearer(await createKey(['workorders:read', 'inspections:read']));
    const refused = await create(readOnly, 'ro-1', {
      asset_id: north[0].asset_id,
      title: 'T',
      description: 'D',
    });
    expect(refused.statusCode).toBe(403);
    expectDocumented('POST', 'v1/work-orders', 403, refused.body);
    expect(problem(refused).error.message).toBe(M.outsideScope('workorders:write'));
    const refusedComplete = await complete(readOnly, 'ro-2', theirs.body.id);
    expect(refusedComplete.statusCode).toBe(403);
    const noRead = await bearer(await createKey(['inspections:read']));
    const list = await v1('GET', 'v1/work-orders', noRead);
    expect(list.statusCode).toBe(403);
    expectDocumented('GET', 'v1/work-orders', 403, list.body);
  });
});
