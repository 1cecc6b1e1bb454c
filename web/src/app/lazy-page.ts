/**
 * A route-split page: React.lazy over a module's named export, whose download can start ahead of
 * its render. A page may also have a prefetch module, a small one of its own (`prefetchPage()`
 * starting the calls the page makes at its first render, with prefetchOnLoad): a full load fetches
 * and runs it beside the page's code, so the calls do not wait for that code.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Page = LazyExoticComponent<ComponentType> & {
  preload: () => void;
  /** preload, and the page's first calls where it has a prefetch module. */
  preloadWithData: () => void;
};

export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  loadPrefetch?: () => Promise<{ prefetchPage: () => void }>,
): Page {
  const page = lazy(async () => ({ default: (await load())[name] as ComponentType })) as Page;
  page.preload = () => void load().catch(() => undefined);
  // The prefetch module first: its download is not queued behind the page's many files.
  page.preloadWithData = () => {
    loadPrefetch?.()
      .then(({ prefetchPage }) => prefetchPage())
      .catch(() => undefined);
    page.preload();
  };
  return page;
}
