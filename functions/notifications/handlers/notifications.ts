/** Notification calls of spec 7 (Notifications). */
import { NotificationStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { NotificationsApi } from '#shared/notifications/api.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { getUser } from '#functions/users/index.js';
import {
  getNotification,
  listNotifications,
  markAllRead,
  setMuted,
  setNotificationStatus,
} from '../store.js';

export const getNotifications = route(NotificationsApi.getNotifications, async ({ tenant, user, params }) => {
  const rows = await listNotifications(tenant.company_code, user.uuid, params.pagesize, params.pageindex);
  const list = rows.map(({ tenant: _t, user_uuid: _u, created: _c, modified: _m, ...row }) => row);
  return {
    success: 1 as const,
    message: 'Success',
    list,
    listsize: user.total_notifications,
    data: { list, listsize: user.total_notifications, unread_count: Math.max(user.unread_notifications, 0) },
  };
});

/** The unread count is a counter on the user record the authentication step already read. */
export const getNotificationsCount = route(NotificationsApi.getNotificationsCount, async ({ user }) =>
  ok({ count: Math.max(user.unread_notifications, 0) }),
);

export const updateNotificationStatus = route(
  NotificationsApi.updateNotificationStatus,
  async ({ tenant, user, body }) => {
    const notification = await getNotification(tenant.company_code, user.uuid, body.notification_id);
    if (!notification) throw notFound();
    await setNotificationStatus(tenant.company_code, user.uuid, body.notification_id, body.status);
    const fresh = await getUser(tenant.company_code, user.uuid);
    return ok(
      {
        notification_id: body.notification_id,
        status: body.status,
        count: Math.max(fresh?.unread_notifications ?? 0, 0),
      },
      Messages.notificationUpdated,
    );
  },
);

/** GET User/MarkAllNotificationStatus/2: status 2 (read) is the only bulk change the spec has. */
export const markAllNotifications = route(
  NotificationsApi.markAllNotifications,
  async ({ tenant, user, params }) => {
    if (params.status !== NotificationStatus.Read) throw badRequest(Messages.invalidNotificationStatus);
    const marked = await markAllRead(tenant.company_code, user.uuid);
    return ok({ marked, count: 0 }, Messages.allNotificationsRead);
  },
);

/** GET PMNotification/TriggerPMItemNotification?trigger_id&is_disabled=true */
export const disableTriggerNotification = route(
  NotificationsApi.disableTriggerNotification,
  async ({ tenant, user, query }) => {
    await setMuted(tenant.company_code, user.uuid, query.trigger_id, query.is_disabled === 'true');
    return ok(
      { trigger_id: query.trigger_id, is_disabled: query.is_disabled === 'true' },
      Messages.notificationDisabled,
    );
  },
);
