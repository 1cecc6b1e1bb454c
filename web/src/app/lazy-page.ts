/** A route-split page: React.lazy over a module's named export, whose download can start ahead of its render. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Page = LazyExoticComponent<ComponentType> & { preload: () => void };

export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): Page {
  const page = lazy(async () => ({ default: (await load())[name] as ComponentType })) as Page;
  page.preload = () => void load().catch(() => undefined);
  return page;
}
