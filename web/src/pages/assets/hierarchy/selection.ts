/**
 * The stored company and site selection (the shell's selectors write them to the session) as the
 * ids an asset call sends: a specific site, or with the company's all-sites entry (status 20)
 * active every site of the company (never the entry itself).
 */
import { SiteStatus } from '@shared/codes';
import type { StoredSession } from '../../../app/session/session-store';

export interface StoredSelection {
  companyId: number | null;
  siteId: number | null;
  /** The all-sites entry is active (or no site is chosen). */
  allSites: boolean;
  /** Ids of the all-sites entries the session knows (never shown as sites). */
  allSitesEntries: Set<number>;
}

export function storedSelection(session: StoredSession): StoredSelection {
  const known = [
    ...(session.loginData?.usersites ?? []).map((s) => ({ site_id: s.site_id, status: s.status })),
    ...(session.companiesWithSites ?? []).flatMap((c) =>
      c.sites.map((s) => ({ site_id: s.site_id, status: s.status })),
    ),
  ];
  const allSitesEntries = new Set(
    known.filter((s) => s.status === SiteStatus.AllSites).map((s) => s.site_id),
  );
  const allSites = session.siteId === null || allSitesEntries.has(session.siteId);
  return { companyId: session.companyId, siteId: session.siteId, allSites, allSitesEntries };
}

/** A scope key: a new selection is a new tree. */
export const selectionKey = (s: StoredSelection) => `${s.companyId}:${s.siteId}`;
