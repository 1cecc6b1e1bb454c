import * as z from 'zod';
import { Messages } from '../messages.js';
import { NotificationStatus } from '../codes.js';

export const notificationPageParams = z.object({
  pagesize: z.coerce.number({ error: Messages.invalidRequest }).int().min(1, { error: Messages.invalidRequest }).max(100, { error: Messages.invalidRequest }),
  /** 1-based; 0 is read as the first page, as some clients send it. */
  pageindex: z.coerce.number({ error: Messages.invalidRequest }).int().min(0, { error: Messages.invalidRequest }).max(1000, { error: Messages.invalidRequest }),
});

const status = z.coerce
  .number({ error: Messages.invalidNotificationStatus })
  .int()
  .refine((value) => value === NotificationStatus.Unread || value === NotificationStatus.Read, {
    error: Messages.invalidNotificationStatus,
  });

export const notificationStatusBody = z.object({
  notification_id: z.string({ error: Messages.invalidRequest }).trim().min(1, { error: Messages.invalidRequest }).max(64),
  status,
});

export const markAllParams = z.object({ status });
export const countParams = z.object({ type: z.coerce.number({ error: Messages.invalidRequest }).int().min(0).max(100) });

export const disableTriggerQuery = z.object({
  trigger_id: z.string({ error: Messages.invalidRequest }).trim().min(1, { error: Messages.invalidRequest }).max(64),
  is_disabled: z.enum(['true', 'false'], { error: Messages.invalidRequest }).default('true'),
});
