/**
 * What the users list shows (search, filters, page): kept in session storage per active
 * role/company/site so that coming back from a user's page restores it (spec 2.6, 4 'Filters').
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shared/codes';
import type { StoredSession } from '../../app/session/session-store';
import type { UserListQuery } from './users-api';

/** A chosen filter option: its id and the label it showed. */
export interface ChosenOption {
  value: string;
  label: string;
}

export interface UsersListState {
  search: string;
  /** 0 all, 1 active, 2 inactive. */
  status: number;
  companies: ChosenOption[];
  sites: ChosenOption[];
  roles: ChosenOption[];
  pageIndex: number;
  pageSize: number;
}

export const INITIAL_LIST_STATE: UsersListState = {
  search: '',
  status: 0,
  companies: [],
  sites: [],
  roles: [],
  pageIndex: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const storageKey = (session: StoredSession) =>
  `usersList:${session.roleId}:${session.companyId}:${session.siteId}`;

const isOptionList = (value: unknown): value is ChosenOption[] =>
  Array.isArray(value) && value.every((o) => o && typeof o.value === 'string' && typeof o.label === 'string');

export function loadListState(session: StoredSession): UsersListState {
  try {
    const raw = JSON.parse(
      sessionStorage.getItem(storageKey(session)) ?? 'null',
    ) as Partial<UsersListState> | null;
    if (!raw) return INITIAL_LIST_STATE;
    return {
      search: typeof raw.search === 'string' ? raw.search : '',
      status: [0, 1, 2].includes(Number(raw.status)) ? Number(raw.status) : 0,
      companies: isOptionList(raw.companies) ? raw.companies : [],
      sites: isOptionList(raw.sites) ? raw.sites : [],
      roles: isOptionList(raw.roles) ? raw.roles : [],
      pageIndex: Number.isInteger(raw.pageIndex) && raw.pageIndex! > 0 ? raw.pageIndex! : 1,
      pageSize: (PAGE_SIZES as readonly number[]).includes(Number(raw.pageSize))
        ? Number(raw.pageSize)
        : DEFAULT_PAGE_SIZE,
    };
  } catch {
    return INITIAL_LIST_STATE;
  }
}

export function saveListState(session: StoredSession, state: UsersListState) {
  sessionStorage.setItem(storageKey(session), JSON.stringify(state));
}

/** Reset Filters is enabled only while a search or a filter is set. */
export const hasActiveFilter = (s: UsersListState) =>
  s.search !== '' || s.status !== 0 || s.companies.length > 0 || s.sites.length > 0 || s.roles.length > 0;

const ids = (options: ChosenOption[]) => options.map((o) => Number(o.value));

export function listQuery(state: UsersListState, userId: string | undefined): UserListQuery {
  return {
    pagesize: state.pageSize,
    pageindex: state.pageIndex,
    site_id: ids(state.sites),
    company_id: ids(state.companies),
    role_id: ids(state.roles),
    status: state.status,
    search_string: state.search,
    user_id: userId,
  };
}
