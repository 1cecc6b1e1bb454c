import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './routes';

/** The title of the current route (its handle in the route table). */
export function usePageTitle(): string {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.title ?? '';
}
