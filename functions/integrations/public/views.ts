/**
 * Stored inspections and work orders as the public API v1 answers them (shared/integrations/
 * schemas.ts publicInspection, publicInspectionDetail, publicWorkOrder): machine names for
 * statuses, the spec's codes kept where a client sends them back (priority).
 */
import { PRIORITY_NAMES } from '#shared/requests/rules.js';
import { PUBLIC_STATUSES, publicNameOf } from '#shared/integrations/rules.js';
import type {
  PublicInspection,
  PublicInspectionDetail,
  PublicWorkOrder,
} from '#shared/integrations/schemas.js';
import type { InspectionRecord, InspectionRowFields } from '#functions/inspections/index.js';
import type { WorkOrderRecord } from '#functions/workorders/index.js';

export const inspectionView = (r: InspectionRowFields): PublicInspection => ({
  id: r.inspection_id,
  company_id: r.company_id,
  site_id: r.site_id,
  asset_id: r.asset_id,
  asset_name: r.asset_name,
  internal_asset_id: r.internal_asset_id,
  status: publicNameOf(PUBLIC_STATUSES.inspection, r.status) ?? 'pending',
  submitted_at: r.submitted_at ?? r.checkout_requested_at,
  approved_at: r.approved_at ?? null,
  operator_name: `${r.operator_firstname} ${r.operator_lastname}`.trim(),
  manager_name: r.manager_name ?? null,
  shift: r.shift ?? 0,
  meter_hours: r.meter_hours ?? 0,
  new_not_ok_count: r.new_notok_attributes?.length ?? 0,
  photo_count: r.image_names?.length ?? 0,
});

export const inspectionDetailView = (r: InspectionRecord): PublicInspectionDetail => ({
  ...inspectionView(r),
  form_id: r.form_id,
  form_name: r.form_name,
  operator_notes: r.operator_notes,
  is_comment_important: r.is_comment_important,
  manager_notes: r.manager_notes,
  answers: r.answers.map((a) => ({
    id: a.id,
    name: a.name,
    values_type: a.values_type,
    value: a.value,
    values: a.values,
  })),
  new_not_ok: r.new_notok_attributes.map((a) => ({ id: a.id, name: a.name })),
  photo_names: r.image_names,
  issue_ids: r.issue_ids,
});

export const workOrderView = (w: WorkOrderRecord): PublicWorkOrder => ({
  id: w.wo_id,
  number: w.wo_number,
  title: w.title,
  description: w.description,
  company_id: w.company_id,
  site_id: w.site_id,
  asset_id: w.asset_id,
  asset_name: w.asset_name,
  internal_asset_id: w.internal_asset_id,
  priority: w.priority,
  priority_name: PRIORITY_NAMES[w.priority] ?? '',
  status: publicNameOf(PUBLIC_STATUSES.workOrder, w.status) ?? 'open',
  due_date: w.due_at ?? null,
  completed_date: w.completed_date ?? null,
  request_id: w.mr_id ?? null,
  assigned_to: w.assigned_to ?? [],
  tasks: w.tasks.map((t) => ({
    task_id: t.task_id,
    code: t.task_code,
    title: t.task_title,
    status: publicNameOf(PUBLIC_STATUSES.task, t.status) ?? 'open',
    estimated_minutes: t.task_est_hours * 60 + t.task_est_minutes,
    spent_minutes: t.time_spent_hours * 60 + t.time_spent_minutes,
  })),
  labour_total: w.labour_total,
  created_at: w.created_at,
  updated_at: w.updated_at,
});
