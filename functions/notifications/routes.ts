/** Notifications: the bell's list, counts and read states, and PM trigger mutes. */
import { NotificationsApi } from '#shared/notifications/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const notificationsDomain = {
  folder: 'notifications',
  permissions: { table: 'readWrite' },
  routes: serveApi(NotificationsApi),
} satisfies DomainDef;
