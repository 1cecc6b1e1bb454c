/** Notifications: the bell's list, counts and read states, and PM trigger mutes. */
import { NotificationsApi } from '../../shared/notifications/api.js';
import { serve, type DomainDef } from '../lib/routing.js';

export const notificationsDomain = {
  folder: 'notifications',
  permissions: { table: 'readWrite' },
  routes: [
    serve(NotificationsApi.getNotifications, 'getNotifications'),
    serve(NotificationsApi.getNotificationsCount, 'getNotificationsCount'),
    serve(NotificationsApi.updateNotificationStatus, 'updateNotificationStatus'),
    serve(NotificationsApi.markAllNotifications, 'markAllNotifications'),
    serve(NotificationsApi.disableTriggerNotification, 'disableTriggerNotification'),
  ],
} satisfies DomainDef;
