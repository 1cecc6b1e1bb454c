/**
 * A list's state kept in the URL's query (spec 2.6 'Back navigation restores filters'): Back after
 * opening a row, a reload and a shared link all show the same search, filters, page and page size.
 *
 * Every change replaces the current history entry instead of adding one: Back leaves the list for
 * the screen before it (as the spec's Back does) rather than undoing filter clicks one at a time,
 * and the entry always holds the list as last seen.
 *
 * A list embedded in a page that has others (an asset's tabs) names its params with a prefix
 * ('issues.q', 'issues.status'), so the lists of one page keep their own state side by side.
 *
 * Each entry also remembers the active role/company/site it was made under (history state, not
 * the URL, so a shared link still applies): coming back to it under another scope starts a fresh
 * list, as a new active role, company or site does.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router-dom';
import {
  assertFilterIds,
  decodeListState,
  encodeListState,
  initialListState,
  listParamsOf,
  withListParams,
  type ListFilterDef,
  type ListState,
} from './list-state';

/** 'listScope', or 'listScope{prefix}' for a prefixed list (each list of a page its own). */
type ListHistoryState = Record<string, unknown>;

export interface ListUrlState {
  state: ListState;
  /** Applies a change (from the state as shown) and writes it to the URL. */
  update: (change: (state: ListState) => ListState) => void;
}

/** Whether the history entry (its state) was made under another scope: its list then starts afresh. */
export function madeUnderOtherScope(historyState: unknown, scope: string, paramPrefix = '') {
  const madeIn = (historyState as ListHistoryState | null)?.[`listScope${paramPrefix}`];
  return madeIn !== undefined && madeIn !== scope;
}

/** The list's state from its own URL params (listParamsOf), or its first state under a new scope. */
function listStateOf(params: URLSearchParams, otherScope: boolean, defs: readonly ListFilterDef[]) {
  assertFilterIds(defs);
  return otherScope ? initialListState(defs) : decodeListState(params, defs);
}

/**
 * The list's state as the first render of a page shows it, read from the browser's address and
 * history entry (react-router keeps a location's state as the entry's `usr`): for a prefetch.
 */
export function listStateAtAddress(
  defs: readonly ListFilterDef[],
  scope: string,
  paramPrefix = '',
): ListState {
  const params = listParamsOf(new URLSearchParams(window.location.search), paramPrefix);
  const historyState = (window.history.state as { usr?: unknown } | null)?.usr;
  return listStateOf(params, madeUnderOtherScope(historyState, scope, paramPrefix), defs);
}

export function useListUrlState(
  defs: readonly ListFilterDef[],
  scope: string,
  paramPrefix = '',
): ListUrlState {
  const [allParams, setParams] = useSearchParams();
  const params = useMemo(() => listParamsOf(allParams, paramPrefix), [allParams, paramPrefix]);
  const location = useLocation();
  const scopeKey = `listScope${paramPrefix}`;
  const otherScope = madeUnderOtherScope(location.state, scope, paramPrefix);

  const fromUrl = useMemo(() => listStateOf(params, otherScope, defs), [otherScope, params, defs]);
  // A change shows at once, in the same render as the click or key that made it (the URL follows a
  // moment later, as the router navigates): until the location changes, the changed state stands.
  const [pending, setPending] = useState<{ locationKey: string; state: ListState } | null>(null);
  const state = pending?.locationKey === location.key ? pending.state : fromUrl;

  const write = useCallback(
    (next: URLSearchParams) =>
      setParams((current) => withListParams(current, paramPrefix, next), {
        replace: true,
        // A prefixed list shares its page: the page's own route state (where it came from) stays.
        state: {
          ...(paramPrefix ? (location.state as ListHistoryState | null) : null),
          [scopeKey]: scope,
        } satisfies ListHistoryState,
      }),
    [setParams, scope, scopeKey, paramPrefix, location.state],
  );

  // An entry made under another scope is reset when the list is shown on it (Back, Forward). Not
  // while the scope changes under a shown list: that is a role/company/site switch, which is
  // leaving the entry (writing it then would race that navigation); the entry is reset once a
  // navigation brings the list back to it.
  const seen = useRef({ scope, location, leaving: null as Location | null });
  useEffect(() => {
    const last = seen.current;
    if (last.scope !== scope && last.location === location) last.leaving = location;
    last.scope = scope;
    last.location = location;
    if (otherScope && last.leaving !== location) write(new URLSearchParams());
  }, [otherScope, scope, location, write]);

  const update = useCallback(
    (change: (state: ListState) => ListState) => {
      const next = change(state);
      setPending({ locationKey: location.key, state: next });
      write(encodeListState(next, defs));
    },
    [write, state, defs, location.key],
  );

  return { state, update };
}
