/** The notification endpoints of spec 7 ('Notifications'). */
import { lazySchema } from '../common/lazy-schema.js';
import { endpoint, envelope } from '../common/endpoint.js';
import {
  allMarkedRead,
  countParams,
  disableTriggerQuery,
  markAllParams,
  notificationPage,
  notificationPageParams,
  notificationStatusBody,
  notificationStatusChanged,
  triggerMuted,
  unreadCount,
} from './schemas.js';

export const NotificationsApi = {
  getNotifications: endpoint({
    method: 'GET',
    path: 'User/GetNotifications/{pagesize}/{pageindex}',
    summary: "A page of the caller's notifications, newest first, with the unread count",
    auth: 'session',
    params: notificationPageParams,
    response: notificationPage,
  }),
  getNotificationsCount: endpoint({
    method: 'GET',
    path: 'User/GetNotificationsCount/{type}',
    summary: 'The unread count (the bell badge)',
    auth: 'session',
    params: countParams,
    response: lazySchema(() => envelope(unreadCount)),
  }),
  updateNotificationStatus: endpoint({
    method: 'POST',
    path: 'User/UpdateNotificationsStatus',
    summary: 'Marks one notification read or unread',
    auth: 'session',
    body: notificationStatusBody,
    response: lazySchema(() => envelope(notificationStatusChanged)),
  }),
  markAllNotifications: endpoint({
    method: 'GET',
    path: 'User/MarkAllNotificationStatus/{status}',
    summary: 'Marks every notification read (status 2)',
    auth: 'session',
    params: markAllParams,
    response: lazySchema(() => envelope(allMarkedRead)),
  }),
  disableTriggerNotification: endpoint({
    method: 'GET',
    path: 'PMNotification/TriggerPMItemNotification',
    summary: "'Do not send this notification again' for one PM trigger",
    auth: 'session',
    query: disableTriggerQuery,
    response: lazySchema(() => envelope(triggerMuted)),
  }),
};
