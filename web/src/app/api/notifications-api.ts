/** Notification calls of spec 7, typed by shared/notifications/api.ts (signed-in screens only). */
import { NOTIFICATION_PAGE_SIZE, NotificationStatus } from '@shared/codes';
import { NotificationsApi } from '@shared/notifications/api';
import type { AppNotification } from '@shared/notifications/schemas';
import { callApi } from './client';

export interface NotificationPage {
  list: AppNotification[];
  listsize: number;
}

/** pageIndex is 1-based. */
export async function getNotifications(
  pageIndex: number,
  pageSize = NOTIFICATION_PAGE_SIZE,
): Promise<NotificationPage> {
  const { list, listsize } = await callApi(NotificationsApi.getNotifications, {
    params: { pagesize: pageSize, pageindex: pageIndex },
  });
  return { list, listsize };
}

export async function getUnreadCount(): Promise<number> {
  const { data } = await callApi(
    NotificationsApi.getNotificationsCount,
    { params: { type: 1 } },
    { quiet: true },
  );
  return data.count;
}

export async function setNotificationStatus(notificationId: string, status: number) {
  return callApi(NotificationsApi.updateNotificationStatus, {
    body: { notification_id: notificationId, status },
  });
}

export async function markAllAsRead() {
  return callApi(NotificationsApi.markAllNotifications, { params: { status: NotificationStatus.Read } });
}

/** Maintenance notifications: stop this PM trigger's notifications. */
export async function disableTriggerNotification(triggerId: string) {
  return callApi(NotificationsApi.disableTriggerNotification, {
    query: { trigger_id: triggerId, is_disabled: 'true' },
  });
}
