import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './routes';

/** The current route's handle in the route table (undefined for redirect-only routes). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteHandle | undefined;
}

/** The title of the current page. */
export const usePageTitle = (): string => useRouteHandle()?.title ?? '';
