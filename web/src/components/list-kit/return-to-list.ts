/**
 * Screens opened from a list (a row's details, a create form) go back to the list as it was shown
 * (its URL, filters and page included) after Save or Cancel, not to a fresh list: the list passes
 * its address in the navigation's state, the screen reads it.
 */
import { useLocation } from 'react-router-dom';

interface FromListState {
  fromList?: string;
}

/** The navigation state to open a screen from the current list with. */
export function useFromListState(): FromListState {
  const { pathname, search } = useLocation();
  return { fromList: `${pathname}${search}` };
}

/** Where Save or Cancel goes: the list this screen was opened from, or the list's own path. */
export function useReturnToList(listPath: string): string {
  const from = (useLocation().state as FromListState | null)?.fromList;
  return from !== undefined && (from === listPath || from.startsWith(`${listPath}?`)) ? from : listPath;
}
