/**
 * A filter's options from the server (spec 7, 9): 20 a page, loaded when the dropdown opens and
 * when it is scrolled to the bottom (at most one page a second), typing debounced 700 ms; page 1
 * replaces, later pages append. Each (narrowing, typed text) is one TanStack infinite query, asked
 * for only when the dropdown opens with a narrowing it has not shown, so a filter whose narrowing
 * does not change (the primary filter) is not loaded again.
 */
import { useEffect, useRef, useState } from 'react';
import { hashKey, useInfiniteQuery } from '@tanstack/react-query';
import type { MultiselectProps } from '@cloudscape-design/components/multiselect';
import { FILTER_DEBOUNCE_MS, OPTION_PAGE_SIZE } from '@shared/codes';
import type { FilterOption, ListNarrowing, LoadOptionPage, OptionPage } from './list-state';

const SCROLL_THROTTLE_MS = 1000;
/** Option lists change rarely: reopening a dropdown within this time reuses what it showed. */
const OPTIONS_STALE_MS = 5 * 60 * 1000;

type StatusType = NonNullable<MultiselectProps['statusType']>;

interface LoadItemsDetail {
  filteringText: string;
  firstPage: boolean;
  samePage: boolean;
}

export interface PagedOptions {
  options: FilterOption[];
  statusType: StatusType;
  /** Cloudscape's onLoadItems of Select and Multiselect. */
  onLoadItems: (event: { detail: LoadItemsDetail }) => void;
}

export interface PagedOptionsParams {
  /** The filter's options key, e.g. ['users', 'list', 'options', scope, 'site']. */
  queryKey: readonly unknown[];
  load: LoadOptionPage;
  narrowing: ListNarrowing;
}

const EMPTY: OptionPage = { items: [], total: 0 };

export function usePagedOptions({ queryKey, load, narrowing }: PagedOptionsParams): PagedOptions {
  // What the open dropdown asked for; null until it first opens.
  const [asked, setAsked] = useState<{ narrowing: ListNarrowing; text: string } | null>(null);
  // Text typed but not asked for yet (the debounce).
  const [typing, setTyping] = useState(false);
  const timer = useRef(0);
  const lastPageAt = useRef(0);

  const query = useInfiniteQuery({
    queryKey: [...queryKey, asked?.narrowing, asked?.text],
    enabled: asked !== null,
    staleTime: OPTIONS_STALE_MS,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      // Spec 8: options that fail to load are an empty list.
      const page = await load({
        text: asked?.text ?? '',
        pageIndex: pageParam,
        pageSize: OPTION_PAGE_SIZE,
        narrowing: asked?.narrowing ?? narrowing,
      }).catch(() => EMPTY);
      lastPageAt.current = Date.now();
      return page;
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length < OPTION_PAGE_SIZE || loaded >= last.total ? undefined : pages.length + 1;
    },
  });

  // The latest query for the timers below.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onLoadItems = ({ detail }: { detail: LoadItemsDetail }) => {
    window.clearTimeout(timer.current);
    if (detail.firstPage) {
      const text = detail.filteringText;
      // Typed text waits for the debounce; an emptied box (or a reopening) asks at once.
      if (asked !== null && text !== asked.text && text !== '') {
        setTyping(true);
        timer.current = window.setTimeout(() => {
          setTyping(false);
          setAsked({ narrowing, text });
        }, FILTER_DEBOUNCE_MS);
      } else {
        setTyping(false);
        setAsked({ narrowing, text });
      }
      return;
    }
    // Scrolled to the bottom (or retry): the next page, no sooner than a second after the last one.
    const wait = Math.max(0, lastPageAt.current + SCROLL_THROTTLE_MS - Date.now());
    timer.current = window.setTimeout(() => {
      const current = latest.current;
      if (current.hasNextPage && !current.isFetching) void current.fetchNextPage({ cancelRefetch: false });
    }, wait);
  };

  // Not opened yet, or what the options are narrowed by has changed since: 'pending' with no
  // options makes the dropdown ask for a first page when it opens (Cloudscape does not announce a
  // reopening otherwise).
  if (asked === null || hashKey([asked.narrowing]) !== hashKey([narrowing]))
    return { options: [], statusType: 'pending', onLoadItems };
  if (typing || query.isPending) return { options: [], statusType: 'loading', onLoadItems };

  const seen = new Set<string>();
  const options: FilterOption[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const option of page.items) {
      if (!seen.has(option.value)) {
        seen.add(option.value);
        options.push(option);
      }
    }
  }
  const statusType: StatusType = query.isFetchingNextPage
    ? 'loading'
    : query.hasNextPage
      ? 'pending'
      : 'finished';
  return { options, statusType, onLoadItems };
}
