/**
 * The page of a server-side list (spec 2.6, 9): a full-page Cloudscape table whose header shows
 * the title with the row count and the screen's buttons after Reset Filters; clicking the title
 * opens or closes the filter row (open by itself while a filter is set); the search box ('Search
 * …', Enter, clear icon); 'No data found'; pagination; page sizes 20 to 100 in the preferences.
 * A list that passes an `exporter` gets the Export menu (ExportButton.tsx) after Reset Filters.
 */
import { useId, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import Pagination from '@cloudscape-design/components/pagination';
import { PAGINATION_LABELS } from './pagination-labels';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { PAGE_SIZES } from '@shared/codes';
import { Messages } from '@shared/messages';
import { ExportButton, type ListExporter } from './ExportButton';
import { FilterControl } from './FilterControl';
import { listRequest } from './list-state';
import { ListSearch } from './ListSearch';
import type { ServerList } from './use-server-list';
import './list-kit.css';

/** A list screen's preferences, kept as data beside its columns. */
export interface ListPreferences {
  /** The page size option's text, e.g. '40 users'. */
  pageSizeLabel: (size: number) => string;
}

type PassedTableProps<Row> = Pick<
  TableProps<Row>,
  | 'trackBy'
  | 'selectionType'
  | 'selectedItems'
  | 'onSelectionChange'
  | 'isItemDisabled'
  | 'ariaLabels'
  | 'stickyColumns'
>;

export interface ServerListTableProps<Row> extends PassedTableProps<Row> {
  list: ServerList<Row>;
  title: string;
  columnDefinitions: TableProps.ColumnDefinition<Row>[];
  preferences: ListPreferences;
  /** 'Search Users'; a list its server cannot search has none (and no filter row or Reset Filters). */
  searchPlaceholder?: string;
  /** 'Loading users'. */
  loadingText: string;
  /** The screen's header buttons, after Reset Filters (and Export). */
  actions?: ReactNode;
  /** Opts the list into the Export menu: its rows under the current search and filters, every page. */
  exporter?: ListExporter;
  /** 'full-page' (a list screen) unless the list sits inside another page (a tab: 'borderless'). */
  variant?: TableProps<Row>['variant'];
}

function FilterRowToggle({
  title,
  open,
  controls,
  onToggle,
}: {
  title: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="ac-list-title"
      aria-expanded={open}
      aria-controls={controls}
      title={open ? 'Hide the filters' : 'Show the filters'}
      onClick={onToggle}
    >
      <Icon name={open ? 'caret-down-filled' : 'caret-right-filled'} />
      <span>{title}</span>
    </button>
  );
}

export function ServerListTable<Row>({
  list,
  title,
  columnDefinitions,
  preferences,
  searchPlaceholder,
  loadingText,
  actions,
  exporter,
  variant = 'full-page',
  ...tableProps
}: ServerListTableProps<Row>) {
  const filterRowId = useId();
  const { state, collection } = list;
  const loadedOnce = !collection.loading || collection.totalCount > 0;
  const pagesCount = Math.max(1, Math.ceil(collection.totalCount / state.pageSize), state.pageIndex);
  const narrowable = searchPlaceholder !== undefined || list.filters.length > 0;

  return (
    <Table
      {...tableProps}
      variant={variant}
      wrapLines
      items={collection.items}
      columnDefinitions={columnDefinitions}
      loading={collection.loading}
      loadingText={loadingText}
      empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
      header={
        <Header
          counter={loadedOnce ? `(${collection.totalCount})` : undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {narrowable && (
                <Button disabled={!list.filtered} onClick={list.reset}>
                  Reset Filters
                </Button>
              )}
              {exporter && (
                <ExportButton
                  exporter={exporter}
                  request={listRequest(state)}
                  rowCount={loadedOnce ? collection.totalCount : 0}
                />
              )}
              {actions}
            </SpaceBetween>
          }
        >
          {narrowable ? (
            <FilterRowToggle
              title={title}
              open={list.filterRowOpen}
              controls={filterRowId}
              onToggle={list.toggleFilterRow}
            />
          ) : (
            title
          )}
        </Header>
      }
      filter={
        narrowable && (
          <div className="ac-list-filters">
            {searchPlaceholder !== undefined && (
              <div className="ac-list-filters__search">
                <ListSearch value={state.search} placeholder={searchPlaceholder} onSearch={list.setSearch} />
              </div>
            )}
            <div id={filterRowId} className="ac-list-filters__row" hidden={!list.filterRowOpen}>
              {list.filterRowOpen &&
                list.filters.map((def) => (
                  <FilterControl
                    key={def.id}
                    def={def}
                    value={state.filters[def.id] ?? []}
                    narrowing={list.narrowingOf(def.id)}
                    optionsKey={list.optionsKey}
                    onChange={(value) => list.setFilter(def.id, value)}
                  />
                ))}
            </div>
          </div>
        )
      }
      pagination={
        <Pagination
          ariaLabels={PAGINATION_LABELS}
          currentPageIndex={state.pageIndex}
          pagesCount={pagesCount}
          onChange={({ detail }) => list.setPage(detail.currentPageIndex)}
        />
      }
      preferences={
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={{ pageSize: state.pageSize }}
          pageSizePreference={{
            title: 'Page size',
            options: PAGE_SIZES.map((size) => ({ value: size, label: preferences.pageSizeLabel(size) })),
          }}
          onConfirm={({ detail }) => list.setPageSize(detail.pageSize ?? state.pageSize)}
        />
      }
    />
  );
}
