/**
 * The demo's parts and downtime history over the seeded 90 days (issue 25 item 7), written once the
 * work orders (seed-maintenance.ts) and the parts (seed-parts.ts) exist, through the very
 * operations the API runs, each at the time it happened (their `at`):
 *
 * - Stock movements per part and stocking site, in time order: the opening receipt 90 days ago,
 *   a restock 45 days ago (the first site's filters and oils), one cycle-count adjust 20 days ago,
 *   and the parts used on the seeded work orders' tasks (a 500-hour service's filters and oil, a
 *   brake check's grease, a hose job's hose), each with its work order's part line and cost
 *   roll-ups. The opening quantity is what leaves each site with its catalogue quantity today. A
 *   history that would take a site across its minimum (which raises a notice and an e-mail) keeps
 *   its opening receipt only: the low parts are low from the start.
 * - Downtime: each issue closed in the last 90 days kept its asset down (unplanned) from its
 *   opening to its closing, and each completed 500-hour service work order (planned, PM) while it
 *   was in progress; one downtime at a time per asset (an overlapping one is left out), all closed.
 *
 * Movements run part by part in parallel (one part's movements in order: each checks the part's
 * version), downtimes asset by asset in parallel, so the step takes a second or two.
 */
import { randomUUID } from 'node:crypto';
import { MovementKind, type MovementKindId } from '#shared/parts/rules.js';
import { IssueStatus } from '#shared/issues/rules.js';
import { WorkOrderStatus } from '#shared/workorders/rules.js';
import { recordMovement } from '#functions/parts/operations/movements.js';
import { markAssetDown, markAssetUp } from '#functions/reliability/index.js';
import { getAssets, type AssetRecord } from '#functions/assets/store/assets.js';
import { Sub } from '#functions/issues/listing.js';
import { getIssues } from '#functions/issues/store/issues.js';
import { readEntries } from '#functions/issues/store/list-index.js';
import { CATALOGUE, seededPartIds, stockSitesOf } from './seed-parts.js';
import type { SeededWorkOrder } from './seed-maintenance.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SEED_TIMEZONE = 'America/Los_Angeles';
/** How far back the history goes (the inspections' 90 days). */
const HISTORY_DAYS = 90;

/** The parts each seeded work order's first task used (by the work order's title). */
const WORK_ORDER_PARTS: Record<string, [string, number][]> = {
  '500-hour service': [
    ['FLT-OIL-320', 1],
    ['FLT-FUEL-1R', 1],
    ['FLT-HYD-10M', 1],
    ['OIL-15W40-20', 2],
  ],
  'Track tension and brake check': [['GRS-EP2-400', 4]],
  'Replace leaking hydraulic hose': [['HOS-R2-12-1M', 1]],
};
/** The one cycle-count adjust: part, stocking site index, change. */
const ADJUST = { part: 'HOS-RAD-UP', site: 0, delta: -1, reason: 'Cycle count: one found split in the bin' };

interface PlannedMovement {
  at: Date;
  delta: number;
  kind: MovementKindId;
  reason: string;
  unitCost?: number;
  wo?: SeededWorkOrder;
}

const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * Whether the movements after the opening receipt would take the site below zero or from above its
 * minimum to at or below it (a crossing: the live app notifies the managers and mails them). A rise
 * from low is no crossing.
 */
function crosses(opening: number, rest: PlannedMovement[], minimum: number): boolean {
  let onHand = opening;
  for (const m of rest) {
    const next = onHand + m.delta;
    if (next < 0 || (onHand > minimum && next <= minimum)) return true;
    onHand = next;
  }
  return false;
}

/** The stock movements of the seeded 90 days, tied to the seeded work orders. */
export async function seedPartsHistory(spec: SeedTenant, by: string, workOrders: SeededWorkOrder[]) {
  if (!SEED_TENANTS.some((t) => t.code === spec.code)) return 0;
  let written = 0;
  for (const company of spec.companies) {
    const sites = stockSitesOf(spec, company.id);
    if (!sites.length) continue;
    const partIds = await seededPartIds(spec.code, company.id);
    await Promise.all(
      CATALOGUE.map(async (part) => {
        const partId = partIds.get(part.number);
        if (!partId) return;
        const movements: { siteId: number; m: PlannedMovement }[] = [];
        for (const [index, site] of sites.entries()) {
          const today = part.received[index] ?? part.received[0];
          const rest: PlannedMovement[] = [];
          if (index === 0 && (part.category === 'Filters' || part.category === 'Oils'))
            rest.push({
              at: ago(45),
              delta: part.minimum + 2,
              kind: MovementKind.Receive,
              reason: 'Restock from the dealer',
              unitCost: part.cost,
            });
          if (ADJUST.part === part.number && ADJUST.site === index)
            rest.push({ at: ago(20), delta: ADJUST.delta, kind: MovementKind.Adjust, reason: ADJUST.reason });
          for (const wo of workOrders) {
            const line = WORK_ORDER_PARTS[wo.title]?.find(([number]) => number === part.number);
            if (!line || wo.site_id !== site.id || wo.company_id !== company.id) continue;
            if (wo.created < ago(HISTORY_DAYS) || wo.status === WorkOrderStatus.Cancelled) continue;
            // Taken when the work started: the second day's step (In Progress), or its first hour.
            const at = new Date(
              wo.created.getTime() + (wo.status === WorkOrderStatus.Open ? HOUR : 2 * DAY + HOUR),
            );
            rest.push({ at, delta: -line[1], kind: MovementKind.Use, reason: `Used on ${wo.wo_number}`, wo });
          }
          rest.sort((a, b) => a.at.getTime() - b.at.getTime());
          let opening = today - rest.reduce((sum, m) => sum + m.delta, 0);
          let kept = rest;
          if (opening < 0 || crosses(opening, rest, part.minimum)) {
            kept = [];
            opening = today;
          }
          movements.push({
            siteId: site.id,
            m: {
              at: ago(HISTORY_DAYS),
              delta: opening,
              kind: MovementKind.Receive,
              reason: 'Opening stock',
              unitCost: part.cost,
            },
          });
          for (const m of kept) movements.push({ siteId: site.id, m });
        }
        movements.sort((a, b) => a.m.at.getTime() - b.m.at.getTime());
        for (const { siteId, m } of movements) {
          if (m.delta === 0) continue;
          const site = sites.find((s) => s.id === siteId)!;
          await recordMovement({
            tenant: spec.code,
            companyId: company.id,
            partId,
            by: m.wo?.by.uuid ?? by,
            operation: 'seed',
            movementId: undefined,
            body: {},
            at: m.at,
            ...(m.kind === MovementKind.Receive ? { receivedCost: m.unitCost } : {}),
            changes: [
              {
                siteId,
                delta: m.delta,
                kind: m.kind,
                ...(m.unitCost !== undefined ? { unitCost: m.unitCost } : {}),
                reason: m.reason,
                ...(m.wo
                  ? {
                      woId: m.wo.wo_id,
                      taskId: m.wo.task_ids[0],
                      costOf: {
                        assetId: m.wo.asset.asset_id,
                        siteId: m.wo.site_id,
                        companyId: m.wo.company_id,
                        timezone: SEED_TIMEZONE,
                      },
                    }
                  : {}),
              },
            ],
            siteName: () => site.name,
          });
          written += 1;
        }
      }),
    );
  }
  return written;
}

interface PlannedDowntime {
  asset: AssetRecord;
  start: Date;
  end: Date;
  planned: boolean;
  source: { kind: 'issue' | 'workorder'; id: string; label: string };
  codes?: { problem_code?: string; cause_code?: string; remedy_code?: string };
  by: { uuid: string; name: string };
}

/** Downtime records of the seeded 90 days: closed issues (unplanned) and completed 500-hour services (planned). */
export async function seedDowntime(
  spec: SeedTenant,
  uuids: Map<string, string>,
  workOrders: SeededWorkOrder[],
) {
  if (!SEED_TENANTS.some((t) => t.code === spec.code)) return 0;
  const manager = spec.users.find((u) => u.roles.length === 1 && u.roles[0] === 1 && uuids.has(u.username));
  if (!manager) return 0;
  const by = { uuid: uuids.get(manager.username)!, name: `${manager.firstname} ${manager.lastname}` };
  const since = ago(HISTORY_DAYS);
  const planned: PlannedDowntime[] = [];
  for (const wo of workOrders)
    if (wo.title === '500-hour service' && wo.status === WorkOrderStatus.Completed && wo.created > since)
      planned.push({
        asset: wo.asset,
        start: new Date(wo.created.getTime() + 2 * DAY),
        end: wo.updated,
        planned: true,
        source: { kind: 'workorder', id: String(wo.wo_id), label: `${wo.wo_number} ${wo.title}` },
        by: wo.by,
      });
  for (const company of spec.companies) {
    // The company's closed issues, newest first (its list index by status), of the last 90 days.
    const entries = await readEntries(spec.code, company.id, Sub.status(IssueStatus.Closed), { limit: 200 });
    const recent = entries.filter((e) => new Date(e.created_at) > since);
    const issues = await getIssues(
      spec.code,
      recent.map((e) => e.issue_uuid),
    );
    const assets = new Map(
      (await getAssets(spec.code, [...new Set(issues.map((i) => i.asset_id))])).map((a) => [a.asset_id, a]),
    );
    for (const issue of issues) {
      const asset = assets.get(issue.asset_id);
      const end = new Date(issue.updated_at);
      if (!asset || end <= new Date(issue.created_at)) continue;
      planned.push({
        asset,
        start: new Date(issue.created_at),
        end,
        planned: false,
        source: { kind: 'issue', id: issue.issue_uuid, label: issue.name },
        codes: {
          problem_code: issue.problem_code,
          cause_code: issue.cause_code,
          remedy_code: issue.remedy_code,
        },
        by,
      });
    }
  }
  const byAsset = new Map<number, PlannedDowntime[]>();
  for (const d of planned) byAsset.set(d.asset.asset_id, [...(byAsset.get(d.asset.asset_id) ?? []), d]);
  let written = 0;
  await Promise.all(
    [...byAsset.values()].map(async (list) => {
      let lastEnd = 0;
      for (const d of list.sort((a, b) => a.start.getTime() - b.start.getTime())) {
        if (d.start.getTime() < lastEnd) continue;
        const caller = { tenant: spec.code, user: d.by };
        await markAssetDown(caller, {
          asset: {
            asset_id: d.asset.asset_id,
            site_id: d.asset.site_id,
            company_id: d.asset.company_id,
            model_name: d.asset.model_name,
          },
          codes: d.codes,
          downtime_id: randomUUID(),
          reason: d.planned ? 'Planned service' : d.source.label,
          planned: d.planned,
          source: d.source,
          at: d.start,
        });
        await markAssetUp(caller, {
          asset_id: d.asset.asset_id,
          request_id: randomUUID(),
          source: d.source,
          at: d.end,
        });
        lastEnd = d.end.getTime();
        written += 1;
      }
    }),
  );
  return written;
}
