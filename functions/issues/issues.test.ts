/**
 * The issues routes and operations/open-issues.ts on the emulators, on a tenant of their own: create (texts,
 * scope, roles), validateAssetId, the list (scope, filters, listsize, paging), options, update
 * (texts, closing, the lock), comments, the detail, the outstanding issues, and failedItemWrites
 * (never a duplicate, the asset's count moved in the same transaction).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { IssueMessages } from '#shared/issues/messages.js';
import { Messages } from '#shared/messages.js';
import type { IssueDetail, IssueRow } from '#shared/issues/schemas.js';
import { createAsset, getAsset, type AssetRecord } from '#functions/assets/store/assets.js';
import { writeTransaction } from '#lib/transactions.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { getInspection } from '#functions/inspections/store/inspections.js';
import { putInspectionsInBulk } from '#functions/inspections/store/list-index.js';
import type { InspectionRecord } from '#functions/inspections/store/entities.js';
import { raiseForSiteManagers } from '#functions/notifications/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { failedItemWrites, openIssueCount } from './operations/open-issues.js';
import { getIssue } from './store/issues.js';
import { opsTotals } from '#functions/rollups/ops-rollups.js';
import { COMMENT_MAX, ISSUE_NOTES_MAX, ISSUE_TITLE_MAX } from '#shared/issues/rules.js';

// The users test org: company 1 with all-sites entry 1, sites 2, 3 (and inactive 4); company 2
// with entry 5 and site 6. manager [2,3,4], exec [2,3], southboss manager of 6.
let t: UsersTenant;
const assets: Record<string, AssetRecord> = {};
const issues: Record<string, string> = {};

type Answer<T = Record<string, unknown>> = {
  success: number;
  message: string;
  data: T;
  list: T[];
  listsize: number;
};
const post = <T = Record<string, unknown>>(
  who: string,
  roleId: number,
  siteId: number,
  path: string,
  body: Record<string, unknown>,
) => t.as<Answer<T>>(who, roleId, siteId, 'POST', path, { body });
const asManager = <T = Record<string, unknown>>(path: string, body: Record<string, unknown>, siteId = 2) =>
  post<T>('manager', Role.Manager, siteId, path, body);
const list = async (
  body: Record<string, unknown> = {},
  who = 'manager',
  roleId: number = Role.Manager,
  siteId = 2,
) => {
  const result = await post<IssueRow>(who, roleId, siteId, 'Issue/FilterIssues', {
    pagesize: 20,
    pageindex: 1,
    ...body,
  });
  expect(result.statusCode).toBe(200);
  return result.body;
};
const titles = (answer: Answer<IssueRow>) => answer.list.map((r) => r.name);

async function create(name: string, internal: string, over: Record<string, unknown> = {}, siteId = 2) {
  const result = await asManager<{ issue_uuid: string }>(
    'Issue/CreateIssue',
    { name, notes: `Notes of ${name}`, priority: 3, internal_asset_id: internal, ...over },
    siteId,
  );
  expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
  issues[name] = result.body.data.issue_uuid;
  return result.body.data.issue_uuid;
}
const detail = async (uuid: string, who = 'manager', roleId: number = Role.Manager, siteId = 2) =>
  t.as<Answer<IssueDetail>>(who, roleId, siteId, 'GET', 'Issue/GetWorkOrderDetail/{workOrderId}', {
    pathParameters: { workOrderId: uuid },
  });
const update = (body: Record<string, unknown>, siteId = 2) =>
  asManager('Issue/UpdateWorkOrder', body, siteId);

beforeAll(async () => {
  t = await seedUsersTenant('is');
  const a = async (key: string, asset: Partial<AssetRecord>) => {
    assets[key] = await createAsset(t.code, {
      asset: { company_id: 1, site_id: 2, status: 3, ...asset } as never,
    });
  };
  await a('alpha', { internal_asset_id: 'A-100', name: 'Alpha Loader' });
  await a('bravo', { internal_asset_id: 'B-200', name: 'Bravo Dozer', site_id: 3 });
  await a('idle', { internal_asset_id: 'C-300', name: 'Idle Crane', status: 4 });
  await a('south', { internal_asset_id: 'S-600', name: 'South Grader', company_id: 2, site_id: 6 });
  // Oldest first, so the list (newest first) reads them backwards.
  await create('Hydraulic leak', 'A-100', { priority: 1 });
  await create('Broken mirror', 'A-100', { priority: 4 });
  await create('Track tension', 'B-200', {}, 3);
  const south = await post<{ issue_uuid: string }>('southboss', Role.Manager, 6, 'Issue/CreateIssue', {
    name: 'South leak',
    notes: 'n',
    priority: 2,
    internal_asset_id: 'S-600',
  });
  expect(south.statusCode).toBe(200);
  issues['South leak'] = south.body.data.issue_uuid;
}, 120_000);

describe('CreateIssue', () => {
  it('opens an issue at status 12 and moves the asset open-issue count in the same write', async () => {
    expect((await getAsset(t.code, assets.alpha.asset_id))?.open_issues).toBe(2);
    expect((await getAsset(t.code, assets.bravo.asset_id))?.open_issues).toBe(1);
    const d = await detail(issues['Hydraulic leak']);
    expect(d.body.data).toMatchObject({
      name: 'Hydraulic leak',
      status: 12,
      status_name: 'Open',
      priority: 1,
      internal_asset_id: 'A-100',
      asset_name: 'Alpha Loader',
      site_name: 'North Yard',
      comments: [],
    });
  });

  it('answers the spec texts for missing fields, and 404 for an unknown, foreign or out-of-scope Asset #', async () => {
    const bad = async (body: Record<string, unknown>, status: number, message: string, siteId = 2) => {
      const result = await asManager(
        'Issue/CreateIssue',
        { name: 'x', notes: 'y', priority: 2, internal_asset_id: 'A-100', ...body },
        siteId,
      );
      expect(result.statusCode).toBe(status);
      expect(result.body.message).toBe(message);
    };
    await bad({ name: '' }, 400, IssueMessages.titleRequired);
    await bad({ priority: null }, 400, IssueMessages.priorityRequired);
    await bad({ notes: ' ' }, 400, IssueMessages.notesRequired);
    await bad({ internal_asset_id: '' }, 400, IssueMessages.assetNoRequired);
    await bad({ internal_asset_id: 'NOPE' }, 404, IssueMessages.assetNotFound);
    await bad({ internal_asset_id: 'S-600' }, 404, IssueMessages.assetNotFound);
    // Bravo is at site 3: not in scope while the active site is 2.
    await bad({ internal_asset_id: 'B-200' }, 404, IssueMessages.assetNotFound);
    await bad({ internal_asset_id: 'C-300' }, 400, IssueMessages.assetInactive);
    expect((await getAsset(t.code, assets.alpha.asset_id))?.open_issues).toBe(2);
  });

  it('refuses executives on create, update and comment (the role refusal of authorize-role: success 0, nothing written)', async () => {
    const exec = async (path: string, body: Record<string, unknown>) => {
      const result = await post('exec', Role.Executive, 2, path, body);
      expect(result.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    };
    await exec('Issue/CreateIssue', { name: 'x', notes: 'y', priority: 2, internal_asset_id: 'A-100' });
    await exec('Issue/UpdateWorkOrder', {
      issue_uuid: issues['Hydraulic leak'],
      title: 'x',
      priority: 2,
      status: 15,
    });
    await exec('Issue/AddComment', { issue_uuid: issues['Hydraulic leak'], comment: 'x' });
    expect((await detail(issues['Hydraulic leak'], 'exec', Role.Executive)).body.data).toMatchObject({
      status: 12,
      comments: [],
    });
    expect((await getAsset(t.code, assets.alpha.asset_id))?.open_issues).toBe(2);
  });

  it('validateAssetId answers an active asset in scope, else the server message', async () => {
    const v = (n: string) =>
      t.as<Answer>('manager', Role.Manager, 2, 'GET', 'Issue/validateAssetId/{userUuid}/{assetNumber}', {
        pathParameters: { userUuid: 'me', assetNumber: n },
      });
    const good = await v('A-100');
    expect(good.statusCode).toBe(200);
    expect(good.body.data).toMatchObject({
      asset_id: assets.alpha.asset_id,
      internal_asset_id: 'A-100',
      name: 'Alpha Loader',
    });
    expect((await v('S-600')).body.message).toBe(IssueMessages.assetNotFound);
    expect((await v('C-300')).body.message).toBe(IssueMessages.assetInactive);
  });
});

describe('FilterIssues', () => {
  it('lists the active site only, newest first, with the default statuses', async () => {
    const answer = await list({ status: [12, 13, 14] });
    expect(titles(answer)).toEqual(['Broken mirror', 'Hydraulic leak']);
    expect(answer.listsize).toBe(2);
    expect(answer.list[0]).toMatchObject({
      asset_name: 'Alpha Loader',
      site_name: 'North Yard',
      status_name: 'Open',
      priority_name: 'Low',
    });
  });

  it('under All Sites lists every site of the manager, and the site filter narrows it', async () => {
    expect(titles(await list({}, 'manager', Role.Manager, 1))).toEqual([
      'Track tension',
      'Broken mirror',
      'Hydraulic leak',
    ]);
    const site3 = await list({ site_id: [3] }, 'manager', Role.Manager, 1);
    expect(titles(site3)).toEqual(['Track tension']);
    expect(site3.listsize).toBe(1);
    // A foreign site id narrows to nothing, never widens.
    expect((await list({ site_id: [6] }, 'manager', Role.Manager, 1)).listsize).toBe(0);
  });

  it("keeps other companies' issues invisible, even by id", async () => {
    const south = await list({}, 'southboss', Role.Manager, 6);
    expect(titles(south)).toEqual(['South leak']);
    expect(titles(await list({ asset_id: [assets.south.asset_id] }))).toEqual([]);
    expect((await detail(issues['South leak'])).statusCode).toBe(404);
    expect(
      (await update({ issue_uuid: issues['South leak'], title: 'x', priority: 2, status: 13 })).statusCode,
    ).toBe(404);
    expect((await getAsset(t.code, assets.south.asset_id))?.open_issues).toBe(1);
  });

  it('filters by asset, priority, title and search (title words, asset name, internal id), with listsize and paging', async () => {
    const all = { pagesize: 20, pageindex: 1 };
    expect(titles(await list({ ...all, asset_id: [assets.alpha.asset_id] }))).toEqual([
      'Broken mirror',
      'Hydraulic leak',
    ]);
    expect(titles(await list({ priority: [1] }))).toEqual(['Hydraulic leak']);
    expect(titles(await list({ issue_title: ['broken MIRROR'] }))).toEqual(['Broken mirror']);
    expect(titles(await list({ search_string: 'hydraul' }))).toEqual(['Hydraulic leak']);
    expect(titles(await list({ search_string: 'alpha' }))).toEqual(['Broken mirror', 'Hydraulic leak']);
    expect(titles(await list({ search_string: 'a-100 mirror' }))).toEqual(['Broken mirror']);
    expect(titles(await list({ search_string: 'dozer' }))).toEqual([]);
    const page2 = await list({ pagesize: 1, pageindex: 2 });
    expect(titles(page2)).toEqual(['Hydraulic leak']);
    expect(page2.listsize).toBe(2);
  });

  it('offers the asset, title and site options of the scope', async () => {
    const opts = async (path: string, body: Record<string, unknown> = {}, siteId = 1) =>
      (
        await post<Record<string, unknown>>('manager', Role.Manager, siteId, path, {
          pagesize: 20,
          pageindex: 1,
          ...body,
        })
      ).body;
    const assetOptions = await opts('Issue/FilterIssueAssetOptions');
    expect(assetOptions.list.map((o) => o.internal_asset_id)).toEqual(['A-100', 'B-200']);
    expect((await opts('Issue/FilterIssueAssetOptions', {}, 2)).list.map((o) => o.name)).toEqual([
      'Alpha Loader',
    ]);
    expect(
      (await opts('Issue/FilterIssueAssetOptions', { option_search_string: 'dozer' })).list.map(
        (o) => o.asset_id,
      ),
    ).toEqual([assets.bravo.asset_id]);
    expect((await opts('Issue/FilterIssueTitleOptions')).list.map((o) => o.name)).toEqual([
      'Broken mirror',
      'Hydraulic leak',
      'Track tension',
    ]);
    expect((await opts('Issue/FilterIssueSiteOptions')).list.map((o) => o.site_name)).toEqual([
      'North Yard',
      'North Depot',
      'North Closed',
    ]);
  });
});

describe('UpdateWorkOrder, AddComment, detail', () => {
  it('answers the spec texts for missing fields', async () => {
    const uuid = issues['Broken mirror'];
    expect((await update({ issue_uuid: uuid, title: '', priority: 2, status: 13 })).body.message).toBe(
      IssueMessages.updateTitleRequired,
    );
    expect((await update({ issue_uuid: uuid, title: 'x', priority: '', status: 13 })).body.message).toBe(
      IssueMessages.updatePriorityRequired,
    );
    expect((await update({ issue_uuid: uuid, title: 'x', priority: 2, status: null })).body.message).toBe(
      IssueMessages.updateStatusRequired,
    );
  });

  it('names the limit of an over-long title, notes or comment on create, update and comment, and writes nothing', async () => {
    const uuid = issues['Hydraulic leak'];
    const refused = async (path: string, body: Record<string, unknown>, message: string) => {
      const result = await asManager(path, body);
      expect(result.statusCode).toBe(400);
      expect(result.body.message).toBe(message);
    };
    const create = { notes: 'n', priority: 2, internal_asset_id: 'A-100' };
    await refused(
      'Issue/CreateIssue',
      { ...create, name: 'x'.repeat(ISSUE_TITLE_MAX + 1) },
      `Title can not be more than ${ISSUE_TITLE_MAX} characters !`,
    );
    await refused(
      'Issue/CreateIssue',
      { ...create, name: 'x', notes: 'x'.repeat(ISSUE_NOTES_MAX + 1) },
      `Notes can not be more than ${ISSUE_NOTES_MAX} characters !`,
    );
    await refused(
      'Issue/UpdateWorkOrder',
      { issue_uuid: uuid, title: 'x'.repeat(ISSUE_TITLE_MAX + 1), priority: 2, status: 12 },
      IssueMessages.titleTooLong(ISSUE_TITLE_MAX),
    );
    await refused(
      'Issue/UpdateWorkOrder',
      { issue_uuid: uuid, title: 'x', notes: 'x'.repeat(ISSUE_NOTES_MAX + 1), priority: 2, status: 12 },
      IssueMessages.notesTooLong(ISSUE_NOTES_MAX),
    );
    await refused(
      'Issue/AddComment',
      { issue_uuid: uuid, comment: 'x'.repeat(COMMENT_MAX + 1) },
      `Comment can not be more than ${COMMENT_MAX} characters !`,
    );
    expect((await getAsset(t.code, assets.alpha.asset_id))?.open_issues).toBe(2);
    expect((await detail(uuid)).body.data).toMatchObject({
      name: 'Hydraulic leak',
      priority: 1,
      comments: [],
    });
  });

  it('updates, comments (newest last), closes with the asset count moved, then locks', async () => {
    const uuid = issues['Broken mirror'];
    const moved = await update({
      issue_uuid: uuid,
      title: 'Broken side mirror',
      notes: 'ordered',
      priority: 2,
      status: 13,
    });
    expect(moved.body).toMatchObject({
      success: 1,
      message: IssueMessages.updated,
      data: { status: 13, status_name: 'In Progress' },
    });
    // Saved again as it is: answered as saved, nothing written (no version, activity or notice).
    const stored = (await getIssue(t.code, uuid))!;
    const again = await update({
      issue_uuid: uuid,
      title: 'Broken side mirror',
      notes: 'ordered',
      priority: 2,
      status: 13,
    });
    expect(again.body).toMatchObject({
      success: 1,
      message: IssueMessages.updated,
      data: { status: 13, status_name: 'In Progress' },
    });
    expect((await getIssue(t.code, uuid))!).toMatchObject({
      version: stored.version,
      updated_at: stored.updated_at,
    });
    expect(titles(await list({ status: [13] }))).toEqual(['Broken side mirror']);
    expect(titles(await list({ search_string: 'side' }))).toEqual(['Broken side mirror']);
    expect((await asManager('Issue/AddComment', { issue_uuid: uuid, comment: 'first' })).statusCode).toBe(
      200,
    );
    expect((await asManager('Issue/AddComment', { issue_uuid: uuid, comment: 'second' })).statusCode).toBe(
      200,
    );
    expect((await detail(uuid)).body.data.comments.map((c) => c.comment)).toEqual(['first', 'second']);

    const before = (await getAsset(t.code, assets.alpha.asset_id))!.open_issues;
    const ops = await opsTotals(t.code, [2, 3]);
    expect(
      (
        await update({
          issue_uuid: uuid,
          title: 'Broken side mirror',
          notes: 'done',
          priority: 2,
          status: 15,
        })
      ).statusCode,
    ).toBe(200);
    // The insights' close roll-up moved in the same transaction (reports/ops-rollups.ts): one more closed, its open minutes added.
    const closedOps = await opsTotals(t.code, [2, 3]);
    expect(closedOps.ic).toBe(ops.ic + 1);
    expect(closedOps.it).toBeGreaterThanOrEqual(ops.it);
    expect((await getAsset(t.code, assets.alpha.asset_id))!.open_issues).toBe(before - 1);
    expect(titles(await list({ status: [12, 13, 14] }))).toEqual(['Hydraulic leak']);
    expect(titles(await list({ status: [15] }))).toEqual(['Broken side mirror']);

    const reopen = await update({ issue_uuid: uuid, title: 'Broken side mirror', priority: 2, status: 12 });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.body.message).toBe(IssueMessages.closedLocked);
    const comment = await asManager('Issue/AddComment', { issue_uuid: uuid, comment: 'late' });
    expect(comment.body.message).toBe(IssueMessages.closedLocked);
    expect((await detail(uuid)).body.data).toMatchObject({
      status: 15,
      notes: 'done',
      comments: [{ comment: 'first' }, { comment: 'second' }],
    });
    expect((await getAsset(t.code, assets.alpha.asset_id))!.open_issues).toBe(before - 1);
  });
});

describe('notifications raised by issue events (spec 2.5 types 3 to 8)', () => {
  type Note = { notification_type: number; ref_id: string; heading: string };
  const notes = async (ref: string) => {
    const answer = await t.as<{ list: Note[] }>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { pathParameters: { pagesize: '100', pageindex: '1' } },
    );
    expect(answer.statusCode).toBe(200);
    return answer.body.list.filter((n) => n.ref_id === ref).map((n) => n.notification_type);
  };

  it('create is 4; an edit 5; a status change 6; a comment 7; closing 8 (newest first)', async () => {
    const uuid = await create('Seat switch faulty', 'A-100');
    expect(await notes(uuid)).toEqual([4]);
    await update({ issue_uuid: uuid, title: 'Seat switch faulty (left)', priority: 3, status: 12 });
    await update({ issue_uuid: uuid, title: 'Seat switch faulty (left)', priority: 3, status: 14 });
    expect(
      (await asManager('Issue/AddComment', { issue_uuid: uuid, comment: 'part ordered' })).statusCode,
    ).toBe(200);
    await update({ issue_uuid: uuid, title: 'Seat switch faulty (left)', priority: 3, status: 15 });
    expect(await notes(uuid)).toEqual([8, 7, 6, 5, 4]);
  });
});

describe('failedItemWrites and the dashboard', () => {
  // 08:05 at a Denver site (MDT, UTC-6).
  const INSPECTED_AT = new Date('2026-03-10T14:05:00Z');
  const run = async (items: { id: string; name: string }[], openIssues = true) => {
    const asset = (await getAsset(t.code, assets.alpha.asset_id))!;
    const writes = await failedItemWrites({
      tenant: t.code,
      asset,
      inspectionId: 'insp-1',
      items,
      by: { uuid: 'op', name: 'Op Tester' },
      timezone: 'America/Denver',
      at: INSPECTED_AT,
      openIssues,
    });
    await writeTransaction(writes.transactions);
    // As the submit's outbox item does after its commit.
    await raiseForSiteManagers(t.code, await getOrg(t.code), writes.notices);
    return writes;
  };

  it('opens one issue per new attribute, comments on the open ones after, never a duplicate', async () => {
    const start = (await getAsset(t.code, assets.alpha.asset_id))!.open_issues;
    const items = [
      { id: 'att-brakes', name: 'Brakes' },
      { id: 'att-horn', name: 'Horn' },
    ];
    const off = await run(items, false);
    expect(off.transactions).toEqual([]);
    expect(off.newNotOk.map((i) => i.id)).toEqual(['att-brakes', 'att-horn']);

    const first = await run(items);
    expect(first.opened).toHaveLength(2);
    expect(first.newNotOk.map((i) => i.id)).toEqual(['att-brakes', 'att-horn']);
    expect((await getAsset(t.code, assets.alpha.asset_id))!.open_issues).toBe(start + 2);

    const again = await run([...items, { id: 'att-lights', name: 'Lights' }]);
    expect(again.newNotOk.map((i) => i.id)).toEqual(['att-lights']);
    expect(again.opened).toHaveLength(1);
    expect([...again.commented].sort()).toEqual([...first.opened].sort());
    expect((await getAsset(t.code, assets.alpha.asset_id))!.open_issues).toBe(start + 3);
    expect((await list({ issue_title: ['Brakes'] })).listsize).toBe(1);
    const brakes = (await detail(first.opened[0])).body.data;
    expect(brakes).toMatchObject({ status: 12, inspection_id: 'insp-1', attribute_id: 'att-brakes' });
    // The inspection is named by its time at the site (America/Denver), not its id.
    expect(brakes.notes).toBe('Failed in the inspection of 03-10-2026 08:05 am');
    expect(brakes.comments.map((c) => c.comment)).toEqual([
      'Failed again in the inspection of 03-10-2026 08:05 am',
    ]);

    // Closing frees the attribute: the next failure opens a new issue.
    await update({ issue_uuid: first.opened[0], title: 'Brakes', priority: 2, status: 15 });
    const after = await run([items[0]]);
    expect(after.opened).toHaveLength(1);
    expect(after.commented).toEqual([]);
    expect((await list({ issue_title: ['Brakes'], status: [] })).listsize).toBe(2);
    expect((await getAsset(t.code, assets.alpha.asset_id))!.open_issues).toBe(start + 3);
  });

  it('counts open issues per site from the counters, and lists outstanding issues per asset', async () => {
    const alphaOpen = (await getAsset(t.code, assets.alpha.asset_id))!.open_issues;
    expect(await openIssueCount(t.code, [2])).toBe(alphaOpen);
    expect(await openIssueCount(t.code, [2, 3])).toBe(alphaOpen + 1);
    const dash = await t.as<
      Answer<{
        reports: {
          modified_at: string | null;
          asset_details: {
            asset_id: number;
            outstanding_issues_count: number;
            asset: { attribute_name: string; time_elapsed: string }[];
          }[];
        }[];
      }>
    >('manager', Role.Manager, 1, 'GET', 'Asset/DashboardOutstandingIssues');
    expect(dash.statusCode).toBe(200);
    const [report] = dash.body.data.reports;
    expect(report.modified_at).toBeTruthy();
    const alpha = report.asset_details.find((a) => a.asset_id === assets.alpha.asset_id)!;
    expect(alpha.outstanding_issues_count).toBe(alphaOpen);
    expect(alpha.asset.map((i) => i.attribute_name).sort()).toEqual([
      'Brakes',
      'Horn',
      'Hydraulic leak',
      'Lights',
    ]);
    expect(report.asset_details.map((a) => a.asset_id).sort()).toEqual(
      [assets.alpha.asset_id, assets.bravo.asset_id].sort(),
    );
    const site3 = await t.as<Answer<{ reports: { asset_details: { asset_id: number }[] }[] }>>(
      'manager',
      Role.Manager,
      3,
      'GET',
      'Asset/DashboardOutstandingIssues',
    );
    expect(site3.body.data.reports[0].asset_details.map((a) => a.asset_id)).toEqual([assets.bravo.asset_id]);
  });
});

describe('CreateIssue from an inspection', () => {
  const pending = async (id: string, asset: AssetRecord, minutesAgo: number) => {
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const record = {
      tenant: t.code,
      inspection_id: id,
      asset_id: asset.asset_id,
      internal_asset_id: asset.internal_asset_id,
      asset_name: asset.name,
      company_id: asset.company_id,
      site_id: asset.site_id,
      status: 8,
      operator_uuid: 'op',
      operator_firstname: 'Op',
      operator_lastname: 'Tester',
      checkout_requested_at: at,
      submitted_at: at,
      shift: 1,
      meter_hours: 0,
      operator_notes: '',
      is_comment_important: false,
      manager_notes: '',
      form_id: '',
      form_name: '',
      answers: [],
      new_notok_attributes: [],
      image_names: [],
      issue_ids: [],
      source: 'seed',
      version: 1,
    } as unknown as InspectionRecord;
    await putInspectionsInBulk([record]);
    return record;
  };

  it('type 1 takes the asset from the inspection and, with isapprove, approves it with the notes', async () => {
    const idle = await createAsset(t.code, {
      asset: {
        company_id: 1,
        site_id: 2,
        status: 3,
        internal_asset_id: 'D-400',
        name: 'Delta Truck',
      } as never,
    });
    const inspection = await pending(`insp-${idle.asset_id}`, idle, 5);
    const result = await asManager<{ issue_uuid: string; inspection_approved: boolean }>(
      'Issue/CreateIssue',
      {
        name: 'Cracked glass',
        notes: 'Seen on walkaround',
        priority: 2,
        inspection_id: inspection.inspection_id,
        isapprove: true,
      },
    );
    expect(result.body).toMatchObject({
      success: 1,
      message: IssueMessages.created,
      data: { inspection_approved: true },
    });
    expect((await detail(result.body.data.issue_uuid)).body.data).toMatchObject({
      asset_id: idle.asset_id,
      inspection_id: inspection.inspection_id,
      name: 'Cracked glass',
    });
    expect(await getInspection(t.code, inspection.inspection_id)).toMatchObject({
      status: 10,
      manager_notes: 'Seen on walkaround',
    });
    expect((await getAsset(t.code, idle.asset_id))?.open_issues).toBe(1);
    // Raised from an inspection: InspectionWorkOrder (3), its ref the issue.
    const raised = await t.as<{ list: { notification_type: number; ref_id: string }[] }>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { pathParameters: { pagesize: '20', pageindex: '1' } },
    );
    expect(raised.body.list.find((n) => n.ref_id === result.body.data.issue_uuid)?.notification_type).toBe(3);

    // Standalone with 'Attach latest inspection to asset' links the asset's newest inspection.
    const older = await pending(`insp-old-${idle.asset_id}`, idle, 60);
    const attached = await asManager<{ issue_uuid: string }>('Issue/CreateIssue', {
      name: 'Loose step',
      notes: 'n',
      priority: 3,
      internal_asset_id: 'D-400',
      attachtoinspection: true,
    });
    expect((await detail(attached.body.data.issue_uuid)).body.data.inspection_id).toBe(
      inspection.inspection_id,
    );
    expect(older.inspection_id).not.toBe(inspection.inspection_id);
    // An asset without inspections has nothing to attach, and nothing is written.
    const alphaOpen = (await getAsset(t.code, assets.alpha.asset_id))?.open_issues;
    const refused = await asManager('Issue/CreateIssue', {
      name: 'x',
      notes: 'n',
      priority: 3,
      internal_asset_id: 'A-100',
      attachtoinspection: true,
    });
    expect(refused.body.message).toBe(IssueMessages.noInspectionToAttach);
    expect((await getAsset(t.code, idle.asset_id))?.open_issues).toBe(2);
    expect((await getAsset(t.code, assets.alpha.asset_id))?.open_issues).toBe(alphaOpen);
  });
});
