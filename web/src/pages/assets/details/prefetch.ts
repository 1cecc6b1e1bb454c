/**
 * /assets/details/:assetId: the asset, its activity log and the open tab's first call (Inspections
 * when ?tab= names none). On a full load asked for beside the page's code (app/lazy-page.ts); in
 * the app, by the page as it opens (index.tsx), so the tab's call does not wait for the asset's.
 */
import { Role } from '@shared/codes';
import { readSession, type StoredSession } from '../../../app/session/session-store';
import { showsMaintenance } from '../../../app/shell/active-site';
import { assetSettingsQuery } from '../../../components/pm-notifications/pm-notifications-calls';
import { prefetchOnLoad } from '../../../components/query/query-client';
import { prefetchAssetCalls } from './asset-calls';
import { assetPmPlanQuery, completionLogQuery } from './pm-plan/pm-plan-calls';
import { prefetchTabList } from './tab-lists';

/**
 * The PM tabs' first calls, for the manager of a PM-enabled site only (AssetTabs shows them to no
 * one else). The site's PM flag is the session's active site, as the tabs read it: known here,
 * before the asset call.
 */
function prefetchPmTab(session: StoredSession, assetId: number, tab: string) {
  if (session.roleId !== Role.Manager || !showsMaintenance(session)) return;
  // The PM Plan tab opens on its All filter (0).
  if (tab === 'pm-plan') prefetchOnLoad(assetPmPlanQuery(assetId, 0));
  if (tab === 'maintenance-history') prefetchOnLoad(completionLogQuery(assetId));
  if (tab === 'pm-notifications') prefetchOnLoad(assetSettingsQuery(assetId));
}

/** The asset page's first calls, for the asset and the open tab. */
export function prefetchAssetPage(session: StoredSession, assetId: number, tab: string) {
  if (!Number.isSafeInteger(assetId) || assetId <= 0) return;
  prefetchAssetCalls(assetId, session.roleId === Role.Manager && tab === 'meter-history');
  prefetchTabList(session, assetId, tab);
  prefetchPmTab(session, assetId, tab);
}

export function prefetchPage() {
  const id = Number(/^\/assets\/details\/([^/]+)/.exec(window.location.pathname)?.[1]);
  const tab = new URLSearchParams(window.location.search).get('tab') ?? 'inspections';
  prefetchAssetPage(readSession(), id, tab);
}
