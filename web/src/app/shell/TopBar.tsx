import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useNavigate } from 'react-router-dom';
import { badgeText } from '@shared/codes';
import { roleHome } from '@shared/roles';
import { BELL_LABEL } from '../notifications/NotificationPopup';
import { logout } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { useTenant } from '../tenant-context';
import { useCompanySelectors, useRoleSelector, useSiteSelector } from './use-selectors';

export interface TopBarProps {
  title: string;
  /** Null when the bell is not shown (only managers have it). */
  unreadCount: number | null;
  onBellClick: () => void;
}

export function TopBar({ title, unreadCount, onBellClick }: TopBarProps) {
  const { branding } = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const companySelectors = useCompanySelectors();
  const siteSelector = useSiteSelector();
  const roleSelector = useRoleSelector();
  const home = roleHome(session.roleId ?? undefined);
  const user = session.loginData;

  const utilities: TopNavigationProps.Utility[] = [...companySelectors];
  if (siteSelector) utilities.push(siteSelector);
  if (roleSelector) utilities.push(roleSelector);
  if (unreadCount !== null) {
    const count = unreadCount > 0 ? badgeText(unreadCount) : undefined;
    utilities.push({
      type: 'button',
      iconName: 'notification',
      // The name holds the visible count (WCAG 2.5.3, label in name): 'Notifications: 3 unread'.
      ariaLabel: count ? `${BELL_LABEL}: ${count} unread` : BELL_LABEL,
      text: count,
      title: BELL_LABEL,
      badge: unreadCount > 0,
      disableTextCollapse: true,
      disableUtilityCollapse: true,
      onClick: onBellClick,
    });
  }
  const userName = user ? `${user.firstname} ${user.lastname}`.trim() : '';
  utilities.push(
    {
      type: 'button',
      iconName: 'user-profile',
      text: userName || 'Profile',
      // The visible name is part of the accessible name (WCAG 2.5.3): 'Profile: Maria Lopez'.
      ariaLabel: userName ? `Profile: ${userName}` : 'Profile',
      onClick: () => navigate('/profile'),
    },
    {
      type: 'button',
      text: 'Logout',
      ariaLabel: 'Logout',
      onClick: () => {
        void logout().then(() => navigate('/login', { replace: true }));
      },
    },
  );

  return (
    <TopNavigation
      identity={{
        href: home,
        title: branding.name,
        logo: branding.logo_url ? { src: branding.logo_url, alt: branding.name } : undefined,
        onFollow: (event) => {
          event.preventDefault();
          navigate(home);
        },
      }}
      search={
        <h1 className="ac-page-title" title={title}>
          {title}
        </h1>
      }
      utilities={utilities}
    />
  );
}
