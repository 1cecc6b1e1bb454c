/** PM notifications: asset and company PM reminder settings, the company master switch, and the users' e-mail settings. */
import { PmNotificationsApi } from '#shared/pm-notifications/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const pmNotificationsDomain = {
  folder: 'pm-notifications',
  permissions: { table: 'readWrite' },
  routes: serveApi(PmNotificationsApi),
} satisfies DomainDef;
