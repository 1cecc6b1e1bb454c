/**
 * Work order assignees (issue 22 item 5): who may be assigned (the active maintenance staff of the
 * work order's site, read by key), the check of an `assigned_to` list, and the notice each newly
 * assigned person gets: an in-app notification (type 14 WorkOrderAssigned) and an e-mail
 * (functions/lib/mail/templates/work-order-assigned.tsx through SES). Someone already assigned
 * before the change gets nothing.
 *
 * Like the work orders' status notices (writes.ts notifyStatusChange), the notice is raised after
 * the commit and a failure is logged, never undoing the assignment. The e-mail follows the
 * recipient's own e-mail setting (email_notification_status). Type 14 is a maintenance type
 * (core-platform 2.5): its 'Do not send this notification again' mutes the user's assignment
 * notices (trigger ASSIGNMENT_NOTICE_TRIGGER); a muted user gets neither, as with PM notices.
 */
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { NotificationType, Role, UserStatus } from '#shared/codes.js';
import { PRIORITY_NAMES } from '#shared/requests/rules.js';
import { assignmentTexts } from '#shared/workorders/mail-texts.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { ASSIGNMENT_NOTICE_TRIGGER, newlyAssigned, normalizeAssignees } from '#shared/workorders/rules.js';
import type { AssigneeOption } from '#shared/workorders/schemas.js';
import { getMany } from '#lib/batch-get.js';
import { table } from '#lib/db.js';
import { badRequest } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { sendEmail } from '#lib/mail.js';
import { batchBrand, type BrandSource } from '#lib/mail/brand.js';
import { raiseNotification } from '#functions/notifications/index.js';
import { fullName } from '#functions/requests/index.js';
import { partitionOf, siteUnit, UserEntity, UserListEntryEntity, userKeys } from '#functions/users/index.js';
import { assigneesOf, type WorkOrderRecord } from '../store/workorders.js';

/** The active maintenance staff of these sites (the users index's `S{site}#R4` partitions, active entries only), by name. */
export async function assigneeOptions(tenant: string, siteIds: number[]): Promise<AssigneeOption[]> {
  const found = new Map<string, AssigneeOption>();
  await Promise.all(
    siteIds.map(async (siteId) => {
      const query = table
        .build(QueryCommand)
        .entities(UserListEntryEntity)
        .query({
          partition: userKeys.userList(tenant, partitionOf(siteUnit(siteId), Role.MaintenanceStaff)),
          range: { beginsWith: `${UserStatus.Active}#` },
        });
      for await (const page of query.paginate())
        for (const e of page.Items ?? []) {
          const option = found.get(e.uuid) ?? { uuid: e.uuid, name: fullName(e), site_ids: [] };
          option.site_ids.push(siteId);
          found.set(e.uuid, option);
        }
    }),
  );
  return [...found.values()]
    .map((o) => ({ ...o, site_ids: o.site_ids.sort((a, b) => a - b) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid));
}

/**
 * The assignees a work order of `siteId` takes: each uuid an active maintenance staff user of that
 * site (else 400 'Assigned to must be active maintenance staff of the work order's site !'),
 * normalized (no duplicates, one order), with their names in the same order.
 */
export async function checkedAssignees(
  tenant: string,
  siteId: number,
  uuids: readonly string[],
): Promise<Pick<WorkOrderRecord, 'assigned_to' | 'assigned_to_names'>> {
  const wanted = normalizeAssignees(uuids);
  if (!wanted.length) return { assigned_to: [], assigned_to_names: [] };
  const users = new Map(
    (
      await getMany(
        UserEntity,
        wanted.map((uuid) => ({ tenant, uuid })),
      )
    ).map((u) => [u.uuid, u]),
  );
  const names = wanted.map((uuid) => {
    const u = users.get(uuid);
    const fits =
      u &&
      u.status === UserStatus.Active &&
      u.roles.includes(Role.MaintenanceStaff) &&
      u.sites.includes(siteId);
    if (!fits) throw badRequest(WorkOrderMessages.assigneeInvalid);
    return fullName(u);
  });
  return { assigned_to: wanted, assigned_to_names: names };
}

/** The record with these assignees (an empty list leaves the fields out). */
export function withAssignees(
  w: WorkOrderRecord,
  assignees: Pick<WorkOrderRecord, 'assigned_to' | 'assigned_to_names'>,
): WorkOrderRecord {
  const { assigned_to: _a, assigned_to_names: _n, ...rest } = w;
  return (assignees.assigned_to?.length ? { ...rest, ...assignees } : rest) as WorkOrderRecord;
}

/**
 * The notice to each person `after` assigns who `before` did not: notification type 14 and, when
 * their e-mail setting is on, the assignment e-mail. Raised after the commit; a failure is logged.
 */
export async function notifyAssigned(c: {
  tenant: BrandSource;
  before: WorkOrderRecord | null;
  after: WorkOrderRecord;
  by: { uuid: string; name: string };
}): Promise<void> {
  const tenant = c.tenant.company_code;
  const added = newlyAssigned(c.before ? assigneesOf(c.before) : [], assigneesOf(c.after)).filter(
    (u) => u !== c.by.uuid,
  );
  if (!added.length) return;
  const w = c.after;
  const brand = batchBrand(c.tenant);
  try {
    const users = await getMany(
      UserEntity,
      added.map((uuid) => ({ tenant, uuid })),
    );
    await Promise.all(
      users.map(async (user) => {
        const t = assignmentTexts(user.prefer_language_id);
        const sent = await raiseNotification({
          tenant,
          users: [user.uuid],
          type: NotificationType.WorkOrderAssigned,
          heading: t.heading(w.wo_number, w.title),
          message: t.message(w.wo_number, w.title, w.asset_name, c.by.name),
          refId: String(w.wo_id),
          triggerId: ASSIGNMENT_NOTICE_TRIGGER,
        });
        // Nothing stored: the user muted assignment notices.
        if (!sent.length || !user.email_notification_status || !user.email) return;
        // The mail renderer (React's server renderer, html-to-text: about 250 kB) loads with the first mail, not with the Lambda.
        const { renderWorkOrderAssignedEmail } = await import('#lib/mail/templates/work-order-assigned.js');
        const mail = await renderWorkOrderAssignedEmail({
          brand: await brand(),
          preferLanguageId: user.prefer_language_id,
          recipientName: fullName(user),
          assignedBy: c.by.name,
          woNumber: w.wo_number,
          title: w.title,
          assetName: w.internal_asset_id ? `${w.asset_name} (${w.internal_asset_id})` : w.asset_name,
          priorityName: PRIORITY_NAMES[w.priority] ?? '',
          dueDate: w.due_at ?? null,
          taskTitles: w.tasks.map((task) => task.task_title),
        });
        await sendEmail({
          tenant,
          to: [user.email],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
        });
      }),
    );
  } catch (error) {
    logger.warn('work order assignment notice not sent', {
      tenant,
      wo: w.wo_id,
      error: (error as Error).message,
    });
  }
}
