import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import Badge from '@cloudscape-design/components/badge';
import { useLocation, useNavigate } from 'react-router-dom';
import { badgeText } from '@shared/codes';
import { owningRoute, sidebarFor, type NavLink } from '@shared/roles';
import { useSession } from '../session/session-store';
import { showsMaintenance } from './active-site';
import { useOpenRequestsCount } from './use-open-requests-count';

/** Live counts shown beside sidebar links (unknown: no badge). */
type LiveCounts = Partial<Record<NonNullable<NavLink['badge']>, number>>;

function toItem(link: NavLink, counts: LiveCounts): SideNavigationProps.Link {
  const count = link.badge ? counts[link.badge] : undefined;
  return {
    type: 'link',
    text: link.text,
    href: link.href,
    info:
      count !== undefined && count > 0 ? (
        <span data-testid={`badge-${link.badge}`}>
          <Badge color="red">{badgeText(count)}</Badge>
        </span>
      ) : undefined,
  };
}

export function SideNav() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showMaintenance = showsMaintenance(session);
  const groups = sidebarFor({ roleId: session.roleId ?? 0, showMaintenance });
  const counts: LiveCounts = {
    openRequests: useOpenRequestsCount(session.roleId, session.siteId, showMaintenance),
  };
  const items: SideNavigationProps.Item[] = groups.flatMap((group, index): SideNavigationProps.Item[] => {
    const links = group.items.map((link) => toItem(link, counts));
    const section: SideNavigationProps.Item[] = group.text
      ? [{ type: 'section', text: group.text, items: links, defaultExpanded: true }]
      : links;
    return index > 0 && !group.text ? [{ type: 'divider' }, ...section] : section;
  });
  return (
    <SideNavigation
      data-testid="side-nav"
      activeHref={owningRoute(pathname)}
      items={items}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
