/**
 * The seeded inspection history on the emulators, on a copy of the demo tenant of its own (its
 * pool, users, forms and fleet, then seedInspectionHistory), checked with reads of its own: the
 * assets' open-issue counts and list entries against the issues, one open issue per asset and
 * item, the manager's dashboard, meter hours per asset, FilterInspections and FilterIssues.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActivityFilter } from '#shared/assets/rules.js';
import { Role } from '#shared/codes.js';
import { IssueStatus } from '#shared/issues/rules.js';
import { Sub as AssetSub } from '#functions/assets/listing.js';
import { getAssets, type AssetRecord } from '#functions/assets/store/assets.js';
import { listMeterReadings } from '#functions/assets/store/meter-readings.js';
import {
  readCounts as readAssetCounts,
  readEntries as readAssetEntries,
} from '#functions/assets/store/list-index.js';
import { Sub as InspectionSub } from '#functions/inspections/listing.js';
import { getAssetCheckout } from '#functions/inspections/store/inspections.js';
import {
  getInspections,
  readEntries as readInspectionEntries,
} from '#functions/inspections/store/list-index.js';
import { Sub as IssueSub } from '#functions/issues/listing.js';
import { getIssues, listComments, openSentinels, type IssueRecord } from '#functions/issues/store/issues.js';
import { readEntries as readIssueEntries } from '#functions/issues/store/list-index.js';
import { countActivity } from '#functions/activity/store.js';
import { call, DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { seed } from './seed.js';
import { SEED_TENANTS } from './seed-data.js';
import { seedFleet } from './seed-assets.js';
import { seedInspectionHistory, type SeededInspections } from './seed-inspections.js';

const RENO_YARD = 2;
// Reno Yard's history only: the copy leaves out Blue Ridge's operator (and so Asheville Yard's inspections).
const spec = {
  ...SEED_TENANTS[0],
  code: `si${randomUUID().slice(0, 6)}`,
  users: SEED_TENANTS[0].users.filter((u) => u.username !== 'operator.blueridge@demo.test'),
};
let seeded: SeededInspections;
let assets: AssetRecord[];
/** Every issue of each asset of the site, read from the issue list's per-asset partitions. */
const issuesOf = new Map<number, IssueRecord[]>();
let token: string;

type Body<T> = { success: number; message: string; data: T };
type ListBody<T> = { success: number; list: T[]; listsize: number };
const asManager = async <T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => {
  const result = await call<T>(method, path, {
    token,
    domain: spec.code,
    roleId: Role.Manager,
    siteId: RENO_YARD,
    body,
  });
  expect(result.statusCode, result.raw).toBe(200);
  return result.body;
};
const issueFilter = (status: number[], pagesize: number) => ({
  pagesize,
  pageindex: 1,
  status,
  asset_id: [],
  site_id: [],
  priority: [],
  issue_title: [],
  search_string: '',
});

beforeAll(async () => {
  // seed() gives the copy its pool, users and forms (no fleet: only the demo tenants get one there).
  await seed(process.env.COGNITO_LOCAL_URL!, [spec]);
  const uuids = new Map<string, string>();
  for (const user of spec.users)
    uuids.set(user.username, (await getUserByUsername(spec.code, user.username))!.uuid);
  await seedFleet(spec, uuids);
  seeded = await seedInspectionHistory(spec, uuids);
  console.log(`seeded ${JSON.stringify(seeded)}`);
  const entries = await readAssetEntries(spec.code, 1, AssetSub.site(RENO_YARD));
  assets = await getAssets(
    spec.code,
    entries.map((e) => e.asset_id),
  );
  for (const asset of assets) {
    const own = await readIssueEntries(spec.code, asset.company_id, IssueSub.asset(asset.asset_id));
    issuesOf.set(
      asset.asset_id,
      await getIssues(
        spec.code,
        own.map((e) => e.issue_uuid),
      ),
    );
  }
  token = await signIn(spec.code, 'manager@demo.test', DEMO_PASSWORD);
}, 240_000);

describe('seeded inspections', () => {
  // Its time is printed by the seed, not bounded here: timing budgets belong in `npm run bench` (issue 26).
  it('writes ninety days of a realistic history', () => {
    expect(seeded.inspections).toBeGreaterThan(200);
    expect(seeded.pending).toBeGreaterThanOrEqual(5);
    expect(seeded.checkedOut).toBeGreaterThanOrEqual(3);
    expect(seeded.openIssues).toBeGreaterThan(0);
    expect(seeded.issues).toBeGreaterThan(seeded.openIssues);
    expect(seeded.comments).toBeGreaterThan(0);
    expect(seeded.photos).toBeGreaterThan(0);
    expect(seeded.notOkShare).toBeGreaterThan(0.005);
    expect(seeded.notOkShare).toBeLessThan(0.06);
  });

  it('spans the last ninety days, by the seeded operators and approved by the site managers', async () => {
    const entries = await readInspectionEntries(spec.code, 1, InspectionSub.all);
    expect(entries).toHaveLength(seeded.inspections);
    const [newest, oldest] = await getInspections(spec.code, [
      entries[0].inspection_id,
      entries.at(-1)!.inspection_id,
    ]);
    const daysAgo = (iso: string) => (Date.now() - Date.parse(iso)) / 86_400_000;
    expect(daysAgo(oldest.submitted_at!)).toBeGreaterThan(80);
    expect(daysAgo(oldest.submitted_at!)).toBeLessThan(91);
    expect(daysAgo(newest.submitted_at!)).toBeLessThan(3);
    // Day and late shifts (a night shift now and then, so not always).
    const shifts = new Set(entries.map((e) => e.shift));
    expect(shifts.has(1) && shifts.has(2)).toBe(true);
    for (const shift of shifts) expect([1, 2, 3]).toContain(shift);
    const operators = new Set(entries.map((e) => e.operator_uuid));
    const managers = new Set(entries.filter((e) => e.manager_uuid).map((e) => e.manager_uuid));
    const uuidOf = async (username: string) => (await getUserByUsername(spec.code, username))!.uuid;
    expect(operators).toEqual(
      new Set([await uuidOf('operator@demo.test'), await uuidOf('maintenance@demo.test')]),
    );
    // Reno Yard's active managers; never the deactivated one nor the one who has not signed in yet.
    const approvers = new Set([
      await uuidOf('manager@demo.test'),
      await uuidOf('multirole@demo.test'),
      await uuidOf('roleswitch@demo.test'),
    ]);
    expect(managers.has(await uuidOf('manager@demo.test'))).toBe(true);
    for (const manager of managers) expect(approvers.has(manager)).toBe(true);
  });

  it("keeps each asset's open-issue count, its list entries and the open list's count equal to its open issues", async () => {
    const open = (id: number) => issuesOf.get(id)!.filter((i) => i.status !== IssueStatus.Closed).length;
    for (const asset of assets) expect(asset.open_issues, asset.name).toBe(open(asset.asset_id));
    const withOpen = assets.filter((a) => open(a.asset_id) > 0).map((a) => a.asset_id);
    expect(withOpen.length).toBeGreaterThan(0);
    const openEntries = await readAssetEntries(spec.code, 1, AssetSub.siteOpen(RENO_YARD));
    expect(openEntries.map((e) => e.asset_id).sort()).toEqual([...withOpen].sort());
    const counts = await readAssetCounts(spec.code, 1, [AssetSub.siteOpen(RENO_YARD)]);
    const count = counts.get(AssetSub.siteOpen(RENO_YARD))!;
    expect(count.active + count.inactive).toBe(withOpen.length);
    const siteEntries = await readAssetEntries(spec.code, 1, AssetSub.site(RENO_YARD));
    for (const e of siteEntries) expect(e.open, String(e.asset_id)).toBe(open(e.asset_id) > 0 ? 1 : 0);
  });

  it('never has two open issues of one asset and item; each open one holds its sentinel, later failures are comments', async () => {
    let comments = 0;
    for (const [assetId, issues] of issuesOf) {
      const open = issues.filter((i) => i.status !== IssueStatus.Closed);
      const items = open.map((i) => i.attribute_id!);
      expect(new Set(items).size, `asset ${assetId}`).toBe(items.length);
      const sentinels = await openSentinels(spec.code, assetId, items);
      for (const issue of open) expect(sentinels.get(issue.attribute_id!)).toBe(issue.issue_uuid);
      for (const issue of issues) {
        expect(issue.inspection_id).toBeTruthy();
        comments += (await listComments(spec.code, issue.issue_uuid)).length;
      }
    }
    expect(comments).toBe(seeded.comments);
  });

  it("shows the pending inspections and checked-out assets on the site manager's dashboard, with the assets' open issues", async () => {
    const board = await asManager<
      Body<{
        pendingInspection: {
          inspection_id: string;
          asset_id: number;
          openIssuesCount: number;
          has_earlier_pending: boolean;
        }[];
        checkOutAssets: { asset_id: number }[];
        outStandingIssuesCount: number;
      }>
    >('GET', 'Inspection/PendingInspectionCheckoutAssetsByManager');
    const pending = await asManager<ListBody<{ inspection_id: string }>>(
      'POST',
      'Inspection/FilterInspections',
      { pagesize: 50, pageindex: 1, status: 8 },
    );
    const pendingIds = pending.list.map((r) => r.inspection_id);
    expect(pending.listsize).toBe(seeded.pending);
    expect(board.data.pendingInspection.map((p) => p.inspection_id).sort()).toEqual([...pendingIds].sort());
    expect(board.data.checkOutAssets).toHaveLength(seeded.checkedOut);
    for (const row of board.data.pendingInspection) {
      expect(row.has_earlier_pending).toBe(false);
      expect(row.openIssuesCount).toBe(
        issuesOf.get(row.asset_id)!.filter((i) => i.status !== IssueStatus.Closed).length,
      );
      // The operator still holds the asset, as a checkout does until check-in.
      expect((await getAssetCheckout(spec.code, row.asset_id))?.inspection_id).toBe(row.inspection_id);
    }
    expect(board.data.outStandingIssuesCount).toBe(seeded.openIssues);
  });

  it('has meter hours that never go down per asset, ending at the asset reading', async () => {
    let inspected = 0;
    for (const asset of assets.filter((a) => a.levels === 1)) {
      const entries = await readInspectionEntries(
        spec.code,
        1,
        InspectionSub.asset(asset.asset_id, RENO_YARD),
      );
      const records = (
        await getInspections(
          spec.code,
          entries.map((e) => e.inspection_id),
        )
      ).sort((a, b) => (a.submitted_at! < b.submitted_at! ? -1 : 1));
      if (!records.length) continue;
      inspected++;
      for (let i = 1; i < records.length; i++)
        expect(records[i].meter_hours, `${asset.name} #${i}`).toBeGreaterThanOrEqual(
          records[i - 1].meter_hours,
        );
      // The asset's meter is its last approved reading, or a later one of its own.
      const accepted = records.filter((r) => r.status === 10);
      expect(accepted.at(-1)?.meter_hours ?? 0).toBeLessThanOrEqual(asset.meter_hours!);
      // The readings, newest first, never rise going back in time, and the newest is the asset's.
      const readings = await listMeterReadings(spec.code, asset.asset_id, { pageSize: 500, pageIndex: 1 });
      expect(readings[0].meter_hours).toBe(asset.meter_hours);
      for (let i = 1; i < readings.length; i++)
        expect(readings[i].meter_hours).toBeLessThanOrEqual(readings[i - 1].meter_hours);
      // As the app checks at submit: never below the asset's last reading then.
      for (const r of records) {
        const before = readings.find((reading) => reading.updated_at <= r.submitted_at!);
        expect(r.meter_hours, `${asset.name} ${r.submitted_at}`).toBeGreaterThanOrEqual(
          before?.meter_hours ?? 0,
        );
      }
    }
    expect(inspected).toBeGreaterThan(10);
  });

  it('lists the seeded rows in FilterInspections and FilterIssues, with the activity they logged', async () => {
    const all = await asManager<ListBody<{ inspection_id: string; datetime_requested: string }>>(
      'POST',
      'Inspection/FilterInspections',
      { pagesize: 20, pageindex: 1 },
    );
    expect(all.listsize).toBe(seeded.inspections);
    expect(all.list).toHaveLength(20);
    const times = all.list.map((r) => Date.parse(r.datetime_requested));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const open = [...issuesOf.values()].flat().filter((i) => i.status !== IssueStatus.Closed);
    const openIssues = await asManager<ListBody<{ issue_uuid: string }>>(
      'POST',
      'Issue/FilterIssues',
      issueFilter([12, 13, 14], 100),
    );
    expect(openIssues.listsize).toBe(seeded.openIssues);
    expect(openIssues.list.map((r) => r.issue_uuid).sort()).toEqual(open.map((i) => i.issue_uuid).sort());
    const everyStatus = await asManager<ListBody<{ issue_uuid: string }>>(
      'POST',
      'Issue/FilterIssues',
      issueFilter([12, 13, 14, 15], 10),
    );
    expect(everyStatus.listsize).toBe(seeded.issues);
    // Activity: at least a submit per inspection and an approval per accepted one, at the site's feed.
    const activity = await countActivity(spec.code, { siteId: RENO_YARD }, ActivityFilter.All);
    expect(activity).toBeGreaterThan(seeded.inspections * 2 - seeded.pending);
  });
});
