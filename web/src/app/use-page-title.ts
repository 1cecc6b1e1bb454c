import { useMatches, useSearchParams } from 'react-router-dom';
import type { RouteHandle } from './routes';

/** The current route's handle in the route table (undefined for redirect-only routes). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteHandle | undefined;
}

/** A handle's title for the URL's search parameters (its edit-mode title when the parameter is there). */
export const titleOf = (handle: RouteHandle | undefined, params: URLSearchParams): string =>
  handle?.titleWith && params.has(handle.titleWith.param) ? handle.titleWith.title : (handle?.title ?? '');

/** The title of the current page. */
export function usePageTitle(): string {
  const [params] = useSearchParams();
  return titleOf(useRouteHandle(), params);
}
