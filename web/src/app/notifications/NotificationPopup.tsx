/** The notification popup of spec 2.5, opened from the bell. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { NotificationStatus } from '@shared/codes';
import { Messages } from '@shared/messages';
import { canOpenRoute } from '@shared/roles';
import * as notificationsApi from '../api/notifications-api';
import type { AppNotification } from '@shared/notifications/schemas';
import { useSession } from '../session/session-store';
import { showsMaintenance } from '../shell/active-site';
import { toast } from '../toasts';
import { NotificationCard } from './NotificationCard';
import { notificationTarget } from './notification-target';

export const BELL_LABEL = 'Notifications';
/** Load the next page when scrolled this close to the bottom. */
const SCROLL_SLACK_PX = 24;

export interface NotificationPopupProps {
  unreadCount: number;
  onClose: () => void;
  /** Re-reads the unread count after a change. */
  onChanged: () => void;
}

export function NotificationPopup({ unreadCount, onClose, onChanged }: NotificationPopupProps) {
  const navigate = useNavigate();
  const session = useSession();
  const [items, setItems] = useState<AppNotification[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [muted, setMuted] = useState<Set<string>>(new Set());
  const lastPage = useRef(0);
  const pageLoading = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  const loadPage = useCallback(async (page: number) => {
    if (pageLoading.current) return;
    pageLoading.current = true;
    setLoading(true);
    try {
      const result = await notificationsApi.getNotifications(page);
      setItems((previous) => {
        const base = page === 1 ? [] : previous;
        const seen = new Set(base.map((item) => item.notification_id));
        return [...base, ...result.list.filter((item) => !seen.has(item.notification_id))];
      });
      setTotal(result.listsize);
      lastPage.current = page;
    } catch {
      // The client showed the error.
    } finally {
      pageLoading.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void loadPage(1);
  }, [loadPage]);

  useEffect(() => {
    const closeOnOutsideClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target) || target.closest(`[aria-label="${BELL_LABEL}"]`))
        return;
      // Toasts raised from the popup stay clickable without closing it.
      if (target.closest('.ac-toasts')) return;
      onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);

  const loadMoreAtBottom = (element: HTMLDivElement) => {
    const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - SCROLL_SLACK_PX;
    if (atBottom && items.length < total) void loadPage(lastPage.current + 1);
  };

  const setStatus = (ids: Set<string> | 'all', status: number) =>
    setItems((previous) =>
      previous.map((item) =>
        ids === 'all' || ids.has(item.notification_id) ? { ...item, notification_status: status } : item,
      ),
    );

  const toggleRead = async (notification: AppNotification) => {
    const status =
      notification.notification_status === NotificationStatus.Unread
        ? NotificationStatus.Read
        : NotificationStatus.Unread;
    try {
      await notificationsApi.setNotificationStatus(notification.notification_id, status);
      setStatus(new Set([notification.notification_id]), status);
    } catch {
      return;
    }
    onChanged();
  };

  const markAllRead = async () => {
    try {
      await notificationsApi.markAllAsRead();
      setStatus('all', NotificationStatus.Read);
    } catch {
      return;
    }
    onChanged();
  };

  const mute = async (notification: AppNotification) => {
    try {
      const response = await notificationsApi.disableTriggerNotification(notification.ref_id);
      setMuted((previous) => new Set(previous).add(notification.notification_id));
      toast.success(response.message || Messages.notificationDisabled);
    } catch {
      return;
    }
    onChanged();
  };

  const open = (notification: AppNotification) => {
    const target = notificationTarget(notification);
    if (!target) return;
    if (!canOpenRoute(target, { roleId: session.roleId ?? 0, showMaintenance: showsMaintenance(session) })) {
      toast.error(Messages.roleNotAuthorisedNotification);
      return;
    }
    onClose();
    navigate(target);
  };

  return (
    <div className="ac-notification-popup" ref={panel} role="dialog" aria-label={BELL_LABEL}>
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <Button
                variant="normal"
                onClick={() => void markAllRead()}
                disabled={unreadCount === 0 && !items.some(isUnread)}
              >
                Mark all as read
              </Button>
            }
          >
            Notifications
          </Header>
        }
        disableContentPaddings
      >
        <div className="ac-notification-section">
          <Box variant="h4" padding={{ horizontal: 'l', vertical: 'xs' }}>
            Latest
          </Box>
        </div>
        <div className="ac-notification-list" onScroll={(event) => loadMoreAtBottom(event.currentTarget)}>
          {items.map((notification) => (
            <NotificationCard
              key={notification.notification_id}
              notification={notification}
              muted={muted.has(notification.notification_id)}
              onOpen={open}
              onToggleRead={(n) => void toggleRead(n)}
              onMute={(n) => void mute(n)}
            />
          ))}
          {loading && (
            <Box textAlign="center" padding="m">
              <Spinner />
            </Box>
          )}
          {!loading && items.length === 0 && (
            <Box textAlign="center" color="text-body-secondary" padding="xl">
              {Messages.noNotifications}
            </Box>
          )}
        </div>
      </Container>
    </div>
  );
}

const isUnread = (item: AppNotification) => item.notification_status === NotificationStatus.Unread;
