/**
 * The demo maintenance requests and work orders, written through the stores and the work order
 * writes (so lists, counts, the open badge, history and cost roll-ups are as the API keeps them):
 * per site that shows maintenance, requests of both types in every state (Open, Completed with a
 * reason, Workorder Created, from an inspection issue, from the portal) and work orders in every
 * status with tasks from the catalogue, time spent, linked issues, an attachment and history.
 * Runs after the inspections seed (it links their open issues).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SiteStatus } from '#shared/codes.js';
import { RequestStatus, RequestType } from '#shared/requests/rules.js';
import {
  WorkOrderStatus,
  WorkOrderTaskStatus,
  workOrderNumberOf,
  workOrderTypeFor,
} from '#shared/workorders/rules.js';
import { getAssets, type AssetRecord } from '#functions/assets/store/assets.js';
import { OPEN_STATUSES, Sub } from '#functions/issues/listing.js';
import { getIssues } from '#functions/issues/store/issues.js';
import { readEntries } from '#functions/issues/store/list-index.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { writeTransaction } from '#lib/transactions.js';
import {
  newRequest,
  nextId,
  requestCreateWrites,
  type RequestRecord,
} from '#functions/requests/store/requests.js';
import { createDealer } from '#functions/dealers/store.js';
import { listTasks } from '#functions/tasks/store.js';
import type { WorkOrderRecord } from '#functions/workorders/store/workorders.js';
import {
  labourTotalOf,
  requestWithWorkOrder,
  workOrderWrites,
} from '#functions/workorders/operations/workorders.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';

const SEED_TIMEZONE = 'America/Los_Angeles';

const DAY = 86_400_000;

interface Plan {
  title: string;
  statuses: number[];
  /** [task index, spent hours, minutes, task status]. */
  tasks: [number, number, number, number][];
  request?: 'manual' | 'inspection';
  issues?: number;
  attachment?: boolean;
  daysAgo: number;
}

const PLANS: Plan[] = [
  {
    title: 'Replace leaking hydraulic hose',
    statuses: [54],
    tasks: [[1, 0, 0, 12]],
    request: 'manual',
    daysAgo: 2,
  },
  {
    title: 'Track tension and brake check',
    statuses: [54, 55],
    tasks: [
      [3, 0, 40, 13],
      [6, 0, 0, 12],
    ],
    request: 'inspection',
    issues: 1,
    attachment: true,
    daysAgo: 6,
  },
  {
    title: '500-hour service',
    statuses: [54, 55, 56],
    tasks: [
      [0, 1, 10, 15],
      [4, 0, 20, 15],
      [8, 0, 55, 15],
    ],
    attachment: true,
    daysAgo: 40,
  },
  { title: 'Cab air conditioning not cooling', statuses: [54, 57], tasks: [[7, 0, 0, 12]], daysAgo: 70 },
  {
    title: 'Battery and starter fault',
    statuses: [54, 55, 56, 58],
    tasks: [[5, 0, 45, 13]],
    issues: 1,
    daysAgo: 120,
  },
  { title: 'Annual crane load test', statuses: [54, 55, 56], tasks: [[11, 4, 30, 15]], daysAgo: 200 },
];

/** A seeded work order as the parts and downtime history (seed-history.ts) need it. */
export interface SeededWorkOrder {
  wo_id: number;
  wo_number: string;
  title: string;
  company_id: number;
  site_id: number;
  asset: AssetRecord;
  /** Its tasks' catalogue ids, in order. */
  task_ids: number[];
  /** Its final status, and when it was created and last changed. */
  status: number;
  created: Date;
  updated: Date;
  /** Who wrote it (the site's manager). */
  by: { uuid: string; name: string };
}

/** Writes the requests and work orders; answers the work orders written. */
export async function seedMaintenance(
  spec: SeedTenant,
  uuids: Map<string, string>,
): Promise<SeededWorkOrder[]> {
  const seeded: SeededWorkOrder[] = [];
  if (!SEED_TENANTS.some((t) => t.code === spec.code)) return seeded;
  const tenant = spec.code;
  const manager = spec.users.find((u) => u.roles.length === 1 && u.roles[0] === 1 && uuids.has(u.username));
  if (!manager) return seeded;
  const by = { uuid: uuids.get(manager.username)!, name: `${manager.firstname} ${manager.lastname}` };
  const assets = await getAssets(
    tenant,
    Array.from({ length: 400 }, (_, i) => i + 1),
  );
  for (const site of spec.sites.filter((s) => s.pm && s.status !== SiteStatus.AllSites)) {
    const siteAssets = assets
      .filter((a) => a.site_id === site.id && a.status === 3)
      .slice(0, PLANS.length + 4);
    if (siteAssets.length < PLANS.length) continue;
    const tasks = await listTasks(tenant, site.company, { pageSize: 20, pageIndex: 1 });
    if (tasks.length < 12) continue;
    // The first work order of each site goes to a dealer (the send-to-dealer sample event mails work order 1).
    const dealer = await createDealer(
      tenant,
      site.company,
      { name: `${site.name} Equipment Service`, email: `service-${site.id}@dealer.demo.test` },
      by.uuid,
    );
    // Requests on their own: Open, Completed with a reason, and a portal report.
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const loose: [string, number, Partial<RequestRecord>][] = [
      ['Horn not working', 1, {}],
      [
        'Seat belt frayed',
        3,
        { status: RequestStatus.Completed, resolve_reason: 'Replaced during the weekly walkaround' },
      ],
      [
        'Strange noise from the engine',
        0.2,
        { is_portal: true, requested_by: 'portal', requested_by_name: 'Portal report' },
      ],
    ];
    for (const [i, [title, days, extra]] of loose.entries())
      await writeTransaction(
        requestCreateWrites(
          await requestOf(tenant, siteAssets[PLANS.length + (i % 4)], title, by, at(days), extra),
        ),
      );
    for (const [index, plan] of PLANS.entries()) {
      const asset = siteAssets[index];
      const created = at(plan.daysAgo);
      let request: RequestRecord | undefined;
      const issueIds: string[] = [];
      if (plan.issues) {
        const entries = await readEntries(tenant, site.company, Sub.asset(asset.asset_id), {
          limit: plan.issues,
          keep: (e) => (OPEN_STATUSES as readonly number[]).includes(e.status),
        });
        issueIds.push(...entries.map((e) => e.issue_uuid));
      }
      if (plan.request) {
        request = await requestOf(tenant, asset, plan.title, by, new Date(created.getTime() - DAY), {
          mr_type: plan.request === 'inspection' ? RequestType.Inspection : RequestType.Manual,
          issue_uuids: issueIds,
        });
        await writeTransaction(requestCreateWrites(request));
      }
      const woId = await nextId(tenant, 'WO');
      const issues = (await getIssues(tenant, issueIds)).map((i) => ({
        issue_uuid: i.issue_uuid,
        name: i.name,
        status: i.status,
        ...(i.inspection_id ? { inspection_id: i.inspection_id } : {}),
      }));
      const attachments = [];
      if (plan.attachment) {
        const filename = `workorders/${tenant}/seed/${woId}-checklist.txt`;
        await getS3().send(
          new PutObjectCommand({
            Bucket: config.filesBucket,
            Key: filename,
            Body: `Checklist for ${plan.title}\n`,
            ContentType: 'text/plain',
          }),
        );
        attachments.push({ wo_attachment_id: 1, user_uploaded_name: 'Checklist.txt', filename });
      }
      const woTasks = plan.tasks.map(([i]) => {
        const t = tasks[i];
        return {
          task_id: t.task_id,
          task_code: t.task_code,
          task_title: t.task_title,
          task_est_hours: t.task_est_hours,
          task_est_minutes: t.task_est_minutes,
          hourly_rate: t.hourly_rate,
          status: WorkOrderTaskStatus.Open,
          time_spent_hours: 0,
          time_spent_minutes: 0,
        };
      });
      let before: WorkOrderRecord | null = null;
      for (const [step, status] of plan.statuses.entries()) {
        const when = new Date(created.getTime() + step * 2 * DAY);
        const last = step === plan.statuses.length - 1;
        const stepTasks = last
          ? woTasks.map((t, i) => ({
              ...t,
              status: plan.tasks[i][3],
              time_spent_hours: plan.tasks[i][1],
              time_spent_minutes: plan.tasks[i][2],
            }))
          : woTasks;
        const after: WorkOrderRecord = {
          tenant,
          wo_id: woId,
          wo_number: workOrderNumberOf(woId),
          company_id: site.company,
          site_id: site.id,
          asset_id: asset.asset_id,
          asset_name: asset.name,
          internal_asset_id: asset.internal_asset_id,
          title: plan.title,
          description: `${plan.title} on ${asset.name}.`,
          priority: 45 + (index % 3),
          due_at: new Date(created.getTime() + 14 * DAY).toISOString().slice(0, 10),
          ...(status === WorkOrderStatus.Completed
            ? { completed_date: when.toISOString().slice(0, 10) }
            : {}),
          wo_type: workOrderTypeFor(request?.mr_type),
          status,
          ...(index === 0 ? { service_dealer_id: dealer.service_dealer_id } : {}),
          ...(request ? { mr_id: request.mr_id, mr_type: request.mr_type } : {}),
          tasks: stepTasks,
          issues: issues.map((i) => (request ? { ...i, mr_id: request.mr_id } : i)),
          attachments,
          labour_total: labourTotalOf(stepTasks),
          created_by: by.uuid,
          created_at: created.toISOString(),
          updated_at: when.toISOString(),
          version: before ? before.version + 1 : 1,
        } as WorkOrderRecord;
        const change = {
          tenant,
          before,
          after,
          by,
          timezone: SEED_TIMEZONE,
          at: when,
          meterHours: asset.meter_hours,
          raiseEvents: false,
          request: request
            ? [{ before: request, after: requestWithWorkOrder(request, after, when) }]
            : undefined,
        };
        await writeTransaction(
          workOrderWrites(before ? { ...change, before: { ...before, version: after.version - 1 } } : change),
        );
        if (request)
          request = { ...requestWithWorkOrder(request, after, when), version: request.version + 1 };
        before = after;
      }
      if (before)
        seeded.push({
          wo_id: woId,
          wo_number: before.wo_number,
          title: plan.title,
          company_id: site.company,
          site_id: site.id,
          asset,
          task_ids: woTasks.map((t) => t.task_id),
          status: before.status,
          created,
          updated: new Date(before.updated_at),
          by,
        });
    }
  }
  return seeded;
}

async function requestOf(
  tenant: string,
  asset: AssetRecord,
  title: string,
  by: { uuid: string; name: string },
  at: Date,
  extra: Partial<RequestRecord>,
): Promise<RequestRecord> {
  return newRequest({
    tenant,
    mr_id: await nextId(tenant, 'MR'),
    asset,
    title,
    description: `${title} (${asset.name}).`,
    priority: 46,
    by,
    at,
    extra,
  });
}
