import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { isMaintenanceNotification, NotificationStatus } from '@shared/codes';
import { relativeAge } from '@shared/dates';
import type { AppNotification } from '@shared/notifications/schemas';
import { notificationTarget } from './notification-target';

export interface NotificationCardProps {
  notification: AppNotification;
  /** The PM trigger behind a maintenance notification was muted in this popup. */
  muted: boolean;
  onOpen: (notification: AppNotification) => void;
  onToggleRead: (notification: AppNotification) => void;
  onMute: (notification: AppNotification) => void;
}

export function NotificationCard({
  notification,
  muted,
  onOpen,
  onToggleRead,
  onMute,
}: NotificationCardProps) {
  const unread = notification.notification_status === NotificationStatus.Unread;
  const navigable = notificationTarget(notification) !== null;
  const open = () => onOpen(notification);
  return (
    <article
      className={`ac-notification${unread ? ' ac-notification--unread' : ''}`}
      aria-label={notification.heading}
    >
      <div
        className={`ac-notification__body${navigable ? ' ac-notification__body--link' : ''}`}
        role={navigable ? 'link' : undefined}
        tabIndex={navigable ? 0 : undefined}
        onClick={navigable ? open : undefined}
        onKeyDown={navigable ? (event) => (event.key === 'Enter' || event.key === ' ') && open() : undefined}
      >
        <Box variant="strong">{notification.heading}</Box>
        <Box variant="p" margin={{ top: 'xxxs', bottom: 'xxs' }}>
          {notification.message}
        </Box>
      </div>
      <div className="ac-notification__footer">
        <span className="ac-notification__age">
          <Box variant="small" color="text-body-secondary">
            {relativeAge(notification.createdDate)}
          </Box>
        </span>
        <span className="ac-notification__actions">
          {isMaintenanceNotification(notification.notification_type) && !muted && (
            <Button variant="inline-link" onClick={() => onMute(notification)}>
              Do not send this notification again
            </Button>
          )}
          <Button variant="inline-link" onClick={() => onToggleRead(notification)}>
            {unread ? 'Mark as read' : 'Mark as unread'}
          </Button>
        </span>
      </div>
    </article>
  );
}
