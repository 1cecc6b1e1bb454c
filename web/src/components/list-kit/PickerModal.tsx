/**
 * A modal that picks rows from a server list (spec maintenance 9: Add Task, Link Issues, the
 * request's Work Orders): a search box applied as typed (debounced 700 ms, back to page 1), one
 * page of rows with tick boxes (or a single choice), pagination, 'No data found', Cancel and a
 * confirm button disabled until something is ticked. Ticks on other pages are kept.
 *
 * Rows the caller already holds are either pre-ticked (`initiallyTicked`: they can be unticked and
 * are handed back with the rest) or locked (`isLocked`: shown ticked, disabled, never handed back).
 * Unlike a list screen (useServerList) it keeps nothing in the URL, and while the next page loads
 * the previous one stays shown; a failed load is an empty list without a message (spec 8).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import { PAGINATION_LABELS } from './pagination-labels';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { FILTER_DEBOUNCE_MS } from '@shared/codes';
import { Messages } from '@shared/messages';
import type { ListPage } from './use-server-collection';

/** What the picker asks its list call for. */
export interface PickerRequest {
  pageIndex: number;
  pageSize: number;
  search: string;
}

export interface PickerModalProps<Row> {
  /** 'Add Task'. */
  header: string;
  /** Where the pages are cached (the search and page index are added). */
  queryKey: readonly unknown[];
  /** One page of the list; call it quietly (a failure becomes an empty list). */
  load: (request: PickerRequest) => Promise<ListPage<Row>>;
  pageSize: number;
  /** 'Search Tasks': the box's placeholder and accessible name. */
  searchPlaceholder: string;
  /** 'Loading tasks'. */
  loadingText: string;
  columnDefinitions: TableProps.ColumnDefinition<Row>[];
  /** The row's id field: ticks are kept by it across pages. */
  trackBy: keyof Row & string;
  ariaLabels: TableProps.AriaLabels<Row>;
  selectionType: 'single' | 'multi';
  initiallyTicked?: readonly Row[];
  isLocked?: (row: Row) => boolean;
  /** 'Add Task'. */
  confirmText: string;
  /** The ticked rows (at least one; one at most for a single choice), locked ones left out. */
  onConfirm: (rows: Row[]) => void;
  onClose: () => void;
  /** Shown under the table while rows are ticked. */
  note?: (ticked: Row[]) => ReactNode;
}

/** The applied search and page: the typed text applies once typing pauses, back on page 1. */
function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPageIndex(1);
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, search, pageIndex, setPageIndex };
}

const EMPTY_PAGE = { items: [], totalCount: 0 };

export function PickerModal<Row>({
  header,
  queryKey,
  load,
  pageSize,
  searchPlaceholder,
  loadingText,
  columnDefinitions,
  trackBy,
  ariaLabels,
  selectionType,
  initiallyTicked = [],
  isLocked = () => false,
  confirmText,
  onConfirm,
  onClose,
  note,
}: PickerModalProps<Row>) {
  const { typed, setTyped, search, pageIndex, setPageIndex } = useTypedSearch();
  const [ticked, setTicked] = useState<Row[]>([...initiallyTicked]);
  const query = useQuery({
    queryKey: [...queryKey, search, pageIndex],
    queryFn: () => load({ pageIndex, pageSize, search }).catch((): ListPage<Row> => EMPTY_PAGE),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / pageSize));
  const idOf = (row: Row) => String(row[trackBy]);

  const choose = (selected: readonly Row[]) => {
    const free = selected.filter((row) => !isLocked(row));
    if (selectionType === 'single') return setTicked(free.slice(0, 1));
    // Ticks of other pages stay; this page's are what the table says. The table hands back the
    // other pages' ticks too, so each row is kept once, by id (else a PM's tasks came back twice).
    const onPage = new Set(items.map(idOf));
    setTicked((current) => {
      const byId = new Map<string, Row>();
      for (const row of [...current.filter((row) => !onPage.has(idOf(row))), ...free])
        byId.set(idOf(row), row);
      return [...byId.values()];
    });
  };

  return (
    <Modal
      visible
      size="large"
      header={header}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" disabled={ticked.length === 0} onClick={() => onConfirm(ticked)}>
              {confirmText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Table
          variant="embedded"
          items={items}
          loading={query.isPending}
          loadingText={loadingText}
          trackBy={trackBy}
          selectionType={selectionType}
          selectedItems={[...ticked, ...items.filter(isLocked)]}
          isItemDisabled={isLocked}
          onSelectionChange={({ detail }) => choose(detail.selectedItems)}
          ariaLabels={ariaLabels}
          columnDefinitions={columnDefinitions}
          empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
          filter={
            <Input
              type="search"
              clearAriaLabel="Clear search"
              value={typed}
              placeholder={searchPlaceholder}
              ariaLabel={searchPlaceholder}
              onChange={({ detail }) => setTyped(detail.value)}
            />
          }
          pagination={
            <Pagination
              ariaLabels={PAGINATION_LABELS}
              currentPageIndex={pageIndex}
              pagesCount={pages}
              onChange={({ detail }) => setPageIndex(detail.currentPageIndex)}
            />
          }
        />
        {note?.(ticked)}
      </SpaceBetween>
    </Modal>
  );
}
