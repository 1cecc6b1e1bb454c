/**
 * The sites opened in the cluster graph and their assets loaded so far, page by page by key
 * (Asset/ClusterSiteAssets). A failed page sets `failed`: a first page closes its site again, a
 * later one brings its "show more" node back.
 */
import { useState } from 'react';
import { AssetsApi } from '@shared/assets/api';
import { callApi } from '../../../app/api/client';
import type { OpenSite } from './cluster-tree';

export function useSitePages() {
  const [opened, setOpened] = useState<ReadonlyMap<number, OpenSite>>(new Map());
  const [failed, setFailed] = useState(false);

  const loadPage = async (siteId: number, after: string) => {
    try {
      const page = (
        await callApi(AssetsApi.clusterSiteAssets, {
          query: { site_id: String(siteId), ...(after ? { after } : {}) },
        })
      ).data;
      setOpened((prev) => {
        const open = prev.get(siteId);
        if (!open) return prev;
        return new Map(prev).set(siteId, {
          assets: [...open.assets, ...page.assets],
          next: page.next,
          loading: false,
        });
      });
    } catch {
      setFailed(true);
      setOpened((prev) => {
        const open = prev.get(siteId);
        if (!open) return prev;
        // The first page failed: the site closes; a later one: its "show more" node comes back.
        const next = new Map(prev);
        if (open.assets.length) next.set(siteId, { ...open, loading: false });
        else next.delete(siteId);
        return next;
      });
    }
  };

  return { opened, setOpened, failed, setFailed, loadPage };
}
