import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import Badge from '@cloudscape-design/components/badge';
import { useLocation, useNavigate } from 'react-router-dom';
import { badgeText } from '@shared/codes';
import { owningRoute, sidebarFor, type NavLink } from '@shared/roles';
import { useSession } from '../session/session-store';
import { showsMaintenance } from './active-site';

/**
 * Live counts shown beside sidebar links. The open maintenance requests count has no endpoint
 * yet, so it is unknown and no badge is shown (rather than a made-up number).
 */
type LiveCounts = Partial<Record<NonNullable<NavLink['badge']>, number>>;
const LIVE_COUNTS: LiveCounts = {};

function toItem(link: NavLink): SideNavigationProps.Link {
  const count = link.badge ? LIVE_COUNTS[link.badge] : undefined;
  return {
    type: 'link',
    text: link.text,
    href: link.href,
    info: count !== undefined && count > 0 ? <Badge color="red">{badgeText(count)}</Badge> : undefined,
  };
}

export function SideNav() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groups = sidebarFor({ roleId: session.roleId ?? 0, showMaintenance: showsMaintenance(session) });
  const items: SideNavigationProps.Item[] = groups.flatMap((group, index): SideNavigationProps.Item[] => {
    const links = group.items.map(toItem);
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
