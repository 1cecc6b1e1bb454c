/**
 * Option lists of the list filters (spec 7, 9): pages of 20 loaded when the dropdown opens and
 * when it is scrolled to the bottom (at most one page a second), typing debounced 700 ms.
 * Remount the user (React key) to start over when what the options depend on changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MultiselectProps } from '@cloudscape-design/components/multiselect';
import { FILTER_DEBOUNCE_MS, OPTION_PAGE_SIZE } from '@shared/codes';

export interface OptionItem {
  value: string;
  label: string;
}
export interface OptionPage {
  items: OptionItem[];
  total: number;
}
export type LoadOptionPage = (search: string, pageIndex: number) => Promise<OptionPage>;

interface LoadItemsDetail {
  filteringText: string;
  firstPage: boolean;
  samePage: boolean;
}

const SCROLL_THROTTLE_MS = 1000;

type StatusType = NonNullable<MultiselectProps['statusType']>;

export interface PagedOptions {
  options: OptionItem[];
  statusType: StatusType;
  onLoadItems: (event: { detail: LoadItemsDetail }) => void;
}

export function usePagedOptions(load: LoadOptionPage): PagedOptions {
  const [options, setOptions] = useState<OptionItem[]>([]);
  const [statusType, setStatusType] = useState<StatusType>('pending');
  const loadRef = useRef(load);
  // Which page and search are shown, the latest request, and the pending timer.
  const progress = useRef({ search: '', pageIndex: 0, request: 0, lastPageAt: 0, timer: 0 });

  useEffect(() => {
    loadRef.current = load;
  }, [load]);
  useEffect(() => () => window.clearTimeout(progress.current.timer), []);

  const fetchPage = useCallback(async (search: string, pageIndex: number) => {
    const request = ++progress.current.request;
    setStatusType('loading');
    const page = await loadRef.current(search, pageIndex);
    if (request !== progress.current.request) return; // a newer search or page superseded this one
    Object.assign(progress.current, { search, pageIndex, lastPageAt: Date.now() });
    setOptions((shown) => {
      if (pageIndex === 1) return page.items;
      const seen = new Set(shown.map((o) => o.value));
      return [...shown, ...page.items.filter((o) => !seen.has(o.value))];
    });
    const loaded = (pageIndex - 1) * OPTION_PAGE_SIZE + page.items.length;
    setStatusType(page.items.length < OPTION_PAGE_SIZE || loaded >= page.total ? 'finished' : 'pending');
  }, []);

  const onLoadItems = useCallback(
    ({ detail }: { detail: LoadItemsDetail }) => {
      const state = progress.current;
      window.clearTimeout(state.timer);
      if (detail.firstPage) {
        const typed = detail.filteringText !== state.search;
        if (typed) {
          state.request++; // drop answers for the previous text
          setOptions([]);
          setStatusType('loading');
        }
        state.timer = window.setTimeout(
          () => void fetchPage(detail.filteringText, 1),
          typed ? FILTER_DEBOUNCE_MS : 0,
        );
        return;
      }
      const next = detail.samePage ? Math.max(state.pageIndex, 1) : state.pageIndex + 1;
      const wait = Math.max(0, state.lastPageAt + SCROLL_THROTTLE_MS - Date.now());
      state.timer = window.setTimeout(() => void fetchPage(detail.filteringText, next), wait);
    },
    [fetchPage],
  );

  return { options, statusType, onLoadItems };
}
