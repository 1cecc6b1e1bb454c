/** Notification calls of spec 7. */
import { NOTIFICATION_PAGE_SIZE, NotificationStatus } from '@shared/codes';
import { api } from './client';
import type { AppNotification, Envelope, ListEnvelope } from './types';

export interface NotificationPage {
  list: AppNotification[];
  listsize: number;
}

/** pageIndex is 1-based. */
export async function getNotifications(pageIndex: number, pageSize = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> {
  const response = await api.get<ListEnvelope<AppNotification>>(`User/GetNotifications/${pageSize}/${pageIndex}`);
  return { list: response.list ?? [], listsize: response.listsize ?? 0 };
}

export async function getUnreadCount(): Promise<number> {
  const { data } = await api.get<Envelope<{ count: number }>>('User/GetNotificationsCount/1', { quiet: true });
  return data?.count ?? 0;
}

export async function setNotificationStatus(notificationId: string, status: number) {
  return api.post('User/UpdateNotificationsStatus', { notification_id: notificationId, status });
}

export async function markAllAsRead() {
  return api.get(`User/MarkAllNotificationStatus/${NotificationStatus.Read}`);
}

/** Maintenance notifications: stop this PM trigger's notifications. */
export async function disableTriggerNotification(triggerId: string) {
  return api.get('PMNotification/TriggerPMItemNotification', { query: { trigger_id: triggerId, is_disabled: true } });
}
