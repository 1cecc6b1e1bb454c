/** The signed-in layout of spec 2.2: top bar, sidebar (width 250), page, notification popup. */
import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import AppLayout from '@cloudscape-design/components/app-layout';
import { Role } from '@shared/codes';
import { brandColor, setDocumentTitle } from '../branding';
import { NotificationPopup } from '../notifications/NotificationPopup';
import { useUnreadCount } from '../notifications/use-unread-count';
import { useSession } from '../session/session-store';
import { useTenant } from '../tenant-context';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

export const SIDEBAR_WIDTH = 250;
const SIDEBAR_OPEN_KEY = 'ac.sidebarOpen';

/** The sidebar stays as the user left it, across pages and reloads; at first open on a wide screen, narrow closed. */
function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    const stored = localStorage.getItem(SIDEBAR_OPEN_KEY);
    return stored === null ? window.matchMedia('(min-width: 689px)').matches : stored === 'true';
  });
  const change = useCallback((next: boolean) => {
    localStorage.setItem(SIDEBAR_OPEN_KEY, String(next));
    setOpen(next);
  }, []);
  return [open, change];
}

export function AppShell({ title }: { title: string }) {
  const { branding } = useTenant();
  const session = useSession();
  const hasBell = session.roleId === Role.Manager;
  const { count, refresh } = useUnreadCount(hasBell, session.loginData?.unread_notifications ?? 0);
  const [popupOpen, setPopupOpen] = useState(false);
  const closePopup = useCallback(() => setPopupOpen(false), []);
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();

  useEffect(() => setDocumentTitle(branding, title), [branding, title]);

  return (
    <>
      <div id="ac-top" className="ac-top">
        <div
          className="ac-brand-bar"
          data-testid="brand-bar"
          style={{ backgroundColor: brandColor(branding) }}
        />
        <TopBar
          title={title}
          unreadCount={hasBell ? count : null}
          onBellClick={() => setPopupOpen((open) => !open)}
        />
      </div>
      <AppLayout
        headerSelector="#ac-top"
        navigation={<SideNav />}
        navigationOpen={sidebarOpen}
        onNavigationChange={(event) => setSidebarOpen(event.detail.open)}
        navigationWidth={SIDEBAR_WIDTH}
        toolsHide
        content={<Outlet />}
        ariaLabels={{
          navigation: 'Side navigation',
          navigationClose: 'Close side navigation',
          navigationToggle: 'Open side navigation',
        }}
      />
      {hasBell && popupOpen && (
        <NotificationPopup unreadCount={count} onClose={closePopup} onChanged={() => void refresh()} />
      )}
    </>
  );
}
