/**
 * Notifications, stored per user, newest first. The user's unread counter changes only in the
 * same transaction as the notification write that changes it.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { NotificationStatus } from '#shared/codes.js';
import { table } from '#lib/db.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { newestFirstId } from '#lib/newest-first-id.js';
import { UserEntity } from '#functions/users/index.js';

const notificationKeys = {
  notifications: (tenant: string, uuid: string) => `${tenant}#USER#${uuid}#NOTIF`,
  mutes: (tenant: string, uuid: string) => `${tenant}#USER#${uuid}#MUTE`,
};

/** Notification ids sort newest first (functions/lib/newest-first-id.ts). */
export const newNotificationId = newestFirstId;

export const NotificationEntity = new Entity({
  name: 'Notification',
  table,
  schema: item({
    tenant: string().key(),
    user_uuid: string().key(),
    notification_id: string().key(),
    notification_type: number(),
    notification_status: number().default(NotificationStatus.Unread),
    heading: string(),
    message: string(),
    /** What the notification is about: an inspection, issue or PM trigger id. */
    ref_id: string(),
    createdDate: string(),
  }),
  computeKey: ({
    tenant,
    user_uuid,
    notification_id,
  }: {
    tenant: string;
    user_uuid: string;
    notification_id: string;
  }) => ({
    pk: notificationKeys.notifications(tenant, user_uuid),
    sk: notification_id,
  }),
});

/** 'Do not send this notification again' for one PM trigger. */
export const NotificationMuteEntity = new Entity({
  name: 'NotificationMute',
  table,
  schema: item({
    tenant: string().key(),
    user_uuid: string().key(),
    trigger_id: string().key(),
  }),
  computeKey: ({
    tenant,
    user_uuid,
    trigger_id,
  }: {
    tenant: string;
    user_uuid: string;
    trigger_id: string;
  }) => ({
    pk: notificationKeys.mutes(tenant, user_uuid),
    sk: `TRIGGER#${trigger_id}`,
  }),
});

export type Notification = FormattedItem<typeof NotificationEntity>;

export async function listNotifications(
  tenant: string,
  userUuid: string,
  pageSize: number,
  pageIndex: number,
) {
  const page = Math.max(pageIndex, 1);
  // The spec pages by index; reading the pages before it costs little at 20 a page and keeps the
  // API as clients call it.
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(NotificationEntity)
    .query({ partition: notificationKeys.notifications(tenant, userUuid) })
    .options({ limit: pageSize * page })
    .send();
  return Items.slice(pageSize * (page - 1));
}

export async function getNotification(tenant: string, userUuid: string, notificationId: string) {
  const { Item } = await NotificationEntity.build(GetItemCommand)
    .key({ tenant, user_uuid: userUuid, notification_id: notificationId })
    .send();
  return Item;
}

export async function isMuted(tenant: string, userUuid: string, triggerId: string): Promise<boolean> {
  const { Item } = await NotificationMuteEntity.build(GetItemCommand)
    .key({ tenant, user_uuid: userUuid, trigger_id: triggerId })
    .send();
  return Boolean(Item);
}

export async function setMuted(tenant: string, userUuid: string, triggerId: string, muted: boolean) {
  if (muted) {
    await NotificationMuteEntity.build(PutItemCommand)
      .item({ tenant, user_uuid: userUuid, trigger_id: triggerId })
      .send();
  } else {
    await NotificationMuteEntity.build(DeleteItemCommand)
      .key({ tenant, user_uuid: userUuid, trigger_id: triggerId })
      .send();
  }
}

export interface NewNotification {
  notification_type: number;
  heading: string;
  message: string;
  ref_id: string;
}

/** Stores one notification and bumps the user's unread counter, atomically. */
export async function insertNotification(
  tenant: string,
  userUuid: string,
  input: NewNotification,
  now = new Date(),
) {
  const [notification] = await insertNotifications(tenant, userUuid, [input], now);
  return notification;
}

/** At most this many notifications of one user per transaction (their puts and the counter's update). */
const NOTIFICATIONS_PER_WRITE = 99;

/**
 * Stores several notifications of one user and moves the user's counters once per transaction
 * (one transaction cannot touch the user item twice), atomically per transaction of up to 99.
 * With `ids` (fixed by a deferred notice, functions/lib/outbox.ts) each put is conditional on
 * its id being new, so a notice handed over again is stored, and counted, once.
 */
export async function insertNotifications(
  tenant: string,
  userUuid: string,
  inputs: NewNotification[],
  now = new Date(),
  ids?: string[],
) {
  const notifications = inputs.map((input, n) => ({
    tenant,
    user_uuid: userUuid,
    notification_id: ids?.[n] ?? newNotificationId(now.getTime()),
    notification_status: NotificationStatus.Unread,
    createdDate: now.toISOString(),
    ...input,
  }));
  for (let at = 0; at < notifications.length; at += NOTIFICATIONS_PER_WRITE) {
    const chunk = notifications.slice(at, at + NOTIFICATIONS_PER_WRITE);
    try {
      await execute(
        UserEntity.build(UpdateTransaction)
          .item({
            tenant,
            uuid: userUuid,
            unread_notifications: $add(chunk.length),
            total_notifications: $add(chunk.length),
          })
          .options({ condition: { attr: 'uuid', exists: true } }),
        ...chunk.map((notification) =>
          NotificationEntity.build(PutTransaction)
            .item(notification)
            .options(ids ? { condition: { attr: 'notification_id', exists: false } } : {}),
        ),
      );
    } catch (error) {
      // Stored before (a deferred notice handed over again), or the user is gone: nothing to do for this chunk.
      if (ids && failedCondition(error)) continue;
      throw error;
    }
  }
  return notifications;
}

/**
 * Sets one notification's status; the counter moves only when the status really changes
 * (the condition makes a repeated click a no-op instead of a double count).
 */
export async function setNotificationStatus(
  tenant: string,
  userUuid: string,
  notificationId: string,
  status: number,
) {
  const delta = status === NotificationStatus.Read ? -1 : 1;
  try {
    // Another write holding the user's counter (a notice arriving) is tried again; only this
    // notification's own condition means there is nothing to change.
    await writeTransaction([
      NotificationEntity.build(UpdateTransaction)
        .item({ tenant, user_uuid: userUuid, notification_id: notificationId, notification_status: status })
        .options({ condition: { attr: 'notification_status', ne: status } }),
      UserEntity.build(UpdateTransaction).item({ tenant, uuid: userUuid, unread_notifications: $add(delta) }),
    ]);
    return true;
  } catch (error) {
    if (failedCondition(error, 0)) return false;
    throw error;
  }
}

/** Marks every unread notification read, in transactions of up to 99 items plus the counter. */
export async function markAllRead(tenant: string, userUuid: string): Promise<number> {
  let marked = 0;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .entities(NotificationEntity)
      .query({ partition: notificationKeys.notifications(tenant, userUuid) })
      .options({
        filters: { Notification: { attr: 'notification_status', eq: NotificationStatus.Unread } },
        attributes: ['notification_id', 'tenant', 'user_uuid'],
        exclusiveStartKey,
      })
      .send();
    const unread = page.Items ?? [];
    for (let i = 0; i < unread.length; i += 99) {
      const batch = unread.slice(i, i + 99);
      const markBatch = () =>
        execute(
          ...batch.map((n) =>
            NotificationEntity.build(UpdateTransaction)
              .item({
                tenant,
                user_uuid: userUuid,
                notification_id: n.notification_id,
                notification_status: NotificationStatus.Read,
              })
              .options({ condition: { attr: 'notification_status', eq: NotificationStatus.Unread } }),
          ),
          UserEntity.build(UpdateTransaction).item({
            tenant,
            uuid: userUuid,
            unread_notifications: $add(-batch.length),
          }),
        );
      try {
        await markBatch();
        marked += batch.length;
      } catch (error) {
        if ((error as Error).name !== 'TransactionCanceledException') throw error;
        // Someone changed one of these meanwhile: fall back to one at a time, each counted exactly.
        for (const n of batch) {
          if (await setNotificationStatus(tenant, userUuid, n.notification_id, NotificationStatus.Read))
            marked += 1;
        }
      }
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return marked;
}
