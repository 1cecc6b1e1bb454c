/**
 * The sites a part is stocked at, as the session knows them: the active company's own sites, never
 * its All Sites entry (the server's functions/parts/sites.ts refuses that one too).
 */
import { SiteStatus } from '@shared/codes';
import type { UserSite } from '@shared/session/schemas';
import { activeSite } from '../../../app/shell/active-site';
import type { StoredSession } from '../../../app/session/session-store';

export function stockingSites(session: StoredSession): UserSite[] {
  const active = activeSite(session);
  if (!active) return [];
  return (session.loginData?.usersites ?? []).filter(
    (s) => s.company_id === active.company_id && s.status !== SiteStatus.AllSites,
  );
}
