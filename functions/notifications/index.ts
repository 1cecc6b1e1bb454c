/** The notifications domain's public module: what the domains above it (and the composition) may import. */
export { raiseForSiteManagers, type SiteNotice } from './raise.js';
export { newNotificationId } from './store.js';
export { notifyJobRequester, raiseNotification, raiseNotifications, type NoticeJob } from './raise.js';
export { siteManagers } from './recipients.js';
export { NotificationMuteEntity, insertNotifications, type NewNotification } from './store.js';
