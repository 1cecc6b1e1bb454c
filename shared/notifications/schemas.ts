import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { NotificationStatus } from '../codes.js';

export const notificationPageParams = lazySchema(() =>
  z.object({
    pagesize: z.coerce
      .number({ error: Messages.invalidRequest })
      .int()
      .min(1, { error: Messages.invalidRequest })
      .max(100, { error: Messages.invalidRequest }),
    /** 1-based; 0 is read as the first page, as some clients send it. */
    pageindex: z.coerce
      .number({ error: Messages.invalidRequest })
      .int()
      .min(0, { error: Messages.invalidRequest })
      .max(1000, { error: Messages.invalidRequest }),
  }),
);

const status = lazySchema(() =>
  z.coerce
    .number({ error: Messages.invalidNotificationStatus })
    .int()
    .refine((value) => value === NotificationStatus.Unread || value === NotificationStatus.Read, {
      error: Messages.invalidNotificationStatus,
    }),
);

export const notificationStatusBody = lazySchema(() =>
  z.object({
    notification_id: z
      .string({ error: Messages.invalidRequest })
      .trim()
      .min(1, { error: Messages.invalidRequest })
      .max(64),
    status,
  }),
);

export const markAllParams = lazySchema(() => z.object({ status }));
export const countParams = lazySchema(() =>
  z.object({
    type: z.coerce.number({ error: Messages.invalidRequest }).int().min(0).max(100),
  }),
);

export const disableTriggerQuery = lazySchema(() =>
  z.object({
    trigger_id: z
      .string({ error: Messages.invalidRequest })
      .trim()
      .min(1, { error: Messages.invalidRequest })
      .max(64),
    is_disabled: z.enum(['true', 'false'], { error: Messages.invalidRequest }).default('true'),
  }),
);

// ---- responses ----

/** Spec 3 'Notification'. */
export const notificationRow = lazySchema(() =>
  z.object({
    notification_id: z.string(),
    notification_type: z.number(),
    /** 1 unread, 2 read. */
    notification_status: z.number(),
    heading: z.string(),
    message: z.string(),
    ref_id: z.string(),
    createdDate: z.string(),
  }),
);
export type AppNotification = z.infer<typeof notificationRow>;

export const notificationPage = lazySchema(() =>
  z.object({
    success: z.literal(1),
    message: z.string(),
    list: z.array(notificationRow),
    listsize: z.number(),
    data: z.object({ list: z.array(notificationRow), listsize: z.number(), unread_count: z.number() }),
  }),
);
export const unreadCount = lazySchema(() => z.object({ count: z.number() }));
export const notificationStatusChanged = lazySchema(() =>
  z.object({
    notification_id: z.string(),
    status: z.number(),
    count: z.number(),
  }),
);
export const allMarkedRead = lazySchema(() => z.object({ marked: z.number(), count: z.number() }));
export const triggerMuted = lazySchema(() => z.object({ trigger_id: z.string(), is_disabled: z.boolean() }));
