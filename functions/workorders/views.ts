/** Work orders as the clients read them (spec maintenance 3 'Work order', 'Task', 'Issue (link list)', 'Work order activity entry'). */
import { failureCodesOf } from '#functions/reliability/index.js';
import { PRIORITY_NAMES } from '#shared/requests/rules.js';
import { formatTaskTime } from '#shared/tasks/rules.js';
import {
  labourCost,
  WORK_ORDER_STATUS_NAMES,
  WORK_ORDER_TASK_STATUS_NAMES,
  WORK_ORDER_TYPE_NAMES,
  workOrderTotals,
} from '#shared/workorders/rules.js';
import type {
  LinkedIssue,
  WorkOrderActivity,
  WorkOrderDetail,
  WorkOrderRow,
} from '#shared/workorders/schemas.js';
import type { AssetRecord } from '#functions/assets/index.js';
import type { IssueRecord } from '#functions/issues/index.js';
import type { RequestRecord } from '#functions/requests/index.js';
import { issueNumberOf } from '#functions/requests/index.js';
import type { WorkOrderActivityRecord, WorkOrderRecord } from './store/workorders.js';

export function workOrderRowOf(
  w: WorkOrderRecord,
  asset: Pick<AssetRecord, 'meter_hours'> | undefined,
  timezone: string,
): WorkOrderRow {
  return {
    wo_id: w.wo_id,
    wo_number: w.wo_number,
    title: w.title,
    description: w.description,
    asset_id: w.asset_id,
    asset: {
      asset_id: w.asset_id,
      internal_asset_id: w.internal_asset_id,
      name: w.asset_name,
      meter_hours: asset?.meter_hours ?? 0,
    },
    priority: w.priority,
    priority_name: PRIORITY_NAMES[w.priority] ?? '',
    due_at: w.due_at ?? null,
    completed_date: w.completed_date ?? null,
    created_at: w.created_at,
    wo_type: w.wo_type,
    wo_type_name: WORK_ORDER_TYPE_NAMES[w.wo_type] ?? '',
    status: w.status,
    status_name: WORK_ORDER_STATUS_NAMES[w.status] ?? '',
    site_id: w.site_id,
    sites: { timezone },
    mr_id: w.mr_id ?? null,
    assigned_to: w.assigned_to ?? [],
    assigned_to_names: w.assigned_to_names ?? [],
  };
}

/** An issue as the link list shows it (its current status when the issue still exists). */
export function linkedIssueOf(
  i: { issue_uuid: string; name: string; inspection_id?: string; mr_id?: number; status: number },
  current?: IssueRecord,
  meterHours?: number | null,
): LinkedIssue {
  return {
    issue_uuid: i.issue_uuid,
    issue_number: issueNumberOf(i.issue_uuid),
    name: current?.name ?? i.name,
    mr_id: i.mr_id ?? null,
    inspection_id: current?.inspection_id ?? i.inspection_id ?? null,
    inspections: { meter_hours: meterHours ?? null },
    status: current?.status ?? i.status,
    meter_at_inspection: meterHours ?? null,
  };
}

export function workOrderDetailOf(
  w: WorkOrderRecord,
  extra: {
    asset: AssetRecord | undefined;
    timezone: string;
    issues: Map<string, IssueRecord>;
    attachmentUrls: Map<string, string>;
    dealer: { service_dealer_id: number; name: string; email: string } | null;
    request: RequestRecord | undefined;
  },
): WorkOrderDetail {
  const tasks = w.tasks.map((t) => ({
    task: {
      task_id: t.task_id,
      task_code: t.task_code,
      task_title: t.task_title,
      task_est_hours: t.task_est_hours,
      task_est_minutes: t.task_est_minutes,
      task_est_display: formatTaskTime(t.task_est_hours, t.task_est_minutes),
      hourly_rate: t.hourly_rate,
    },
    task_id: t.task_id,
    status: t.status,
    status_name: WORK_ORDER_TASK_STATUS_NAMES[t.status] ?? '',
    time_spent_hours: t.time_spent_hours,
    time_spent_minutes: t.time_spent_minutes,
    time_entries: t.time_entries ?? [],
    notes: t.notes ?? '',
    hourly_rate: t.hourly_rate,
    labour_cost: labourCost(t.time_spent_hours, t.time_spent_minutes, t.hourly_rate),
  }));
  return {
    ...workOrderRowOf(w, extra.asset, extra.timezone),
    workOrderTasks: tasks,
    issues: w.issues.map((i) =>
      linkedIssueOf(i, extra.issues.get(i.issue_uuid), extra.request?.meter_at_inspection ?? null),
    ),
    workOrderAttachments: w.attachments.map((a) => ({
      ...a,
      file_url: extra.attachmentUrls.get(a.filename) ?? '',
    })),
    service_dealer_id: w.service_dealer_id ?? null,
    serviceDealers: extra.dealer ? [extra.dealer] : [],
    maintenanceRequests: extra.request
      ? [
          {
            mr_id: extra.request.mr_id,
            title: extra.request.title,
            mr_type: extra.request.mr_type,
            status: extra.request.status,
          },
        ]
      : [],
    ...workOrderTotals(w.tasks),
    ...failureCodesOf(w),
  };
}

export const activityOf = (a: WorkOrderActivityRecord): WorkOrderActivity => ({
  activity_id: a.activity_id,
  activity_header: a.activity_header,
  activity_message: a.activity_message,
  activity_type: a.activity_type,
  created_at: a.created_at,
  timezone: a.timezone,
  updated_by_name: a.updated_by_name,
});
