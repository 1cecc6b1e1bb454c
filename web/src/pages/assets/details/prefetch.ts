/**
 * /assets/details/:assetId on a full load: the asset, its activity log and the open tab's first
 * page (Inspections when ?tab= names none), asked for beside the page's code (app/lazy-page.ts).
 */
import { Role } from '@shared/codes';
import { readSession } from '../../../app/session/session-store';
import { prefetchAssetCalls } from './asset-calls';
import { prefetchTabList } from './tab-lists';

export function prefetchPage() {
  const id = Number(/^\/assets\/details\/([^/]+)/.exec(window.location.pathname)?.[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const session = readSession();
  const tab = new URLSearchParams(window.location.search).get('tab') ?? 'inspections';
  prefetchAssetCalls(id, session.roleId === Role.Manager && tab === 'meter-history');
  prefetchTabList(session, id, tab);
}
