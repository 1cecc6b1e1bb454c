/**
 * What other domains call to notify users: `raiseNotification({ tenant, users, type, ... })`.
 * Maintenance types (9-14) respect each user's 'Do not send this notification again' choice.
 */
import { isMaintenanceNotification, type NotificationTypeId } from '../../shared/codes.js';
import { logger } from '../lib/logger.js';
import { insertNotification, isMuted } from './store.js';

type Sent = Awaited<ReturnType<typeof insertNotification>>;

export interface RaiseNotification {
  tenant: string;
  /** uuids of the users to notify. */
  users: string[];
  type: NotificationTypeId;
  heading: string;
  message: string;
  /** The inspection, issue or work order the notification is about. */
  refId: string;
  /** For maintenance notifications: the PM trigger, which users can mute. */
  triggerId?: string;
}

export async function raiseNotification(input: RaiseNotification): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const userUuid of new Set(input.users)) {
    if (input.triggerId && isMaintenanceNotification(input.type) && (await isMuted(input.tenant, userUuid, input.triggerId))) {
      logger.debug('notification muted', { tenant: input.tenant, user: userUuid, trigger: input.triggerId });
      continue;
    }
    const ref = isMaintenanceNotification(input.type) && input.triggerId ? input.triggerId : input.refId;
    sent.push(
      await insertNotification(input.tenant, userUuid, {
        notification_type: input.type,
        heading: input.heading,
        message: input.message,
        ref_id: ref,
      }),
    );
  }
  return sent;
}
