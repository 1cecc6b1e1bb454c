/**
 * The users list's search and filter row (spec 2.11): 'Search Users' (Enter, clear icon), Company
 * (super admin), Status (single), Site and Role. Changing company clears the site filter.
 */
import { useCallback, useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { OPTION_PAGE_SIZE, UserStatus } from '@shared/codes';
import { Messages } from '@shared/messages';
import { FilterMultiselect } from './FilterMultiselect';
import { listQuery, type ChosenOption, type UsersListState } from './list-state';
import type { LoadOptionPage } from './use-paged-options';
import {
  filterOptions,
  type CompanyOption,
  type OptionKind,
  type RoleChoice,
  type SiteOption,
} from './users-api';

const STATUS_OPTIONS = [
  { value: '0', label: 'All' },
  { value: String(UserStatus.Active), label: 'Active' },
  { value: String(UserStatus.Inactive), label: 'Inactive' },
];

export interface UsersFiltersProps {
  state: UsersListState;
  showCompany: boolean;
  userId: string | undefined;
  /** Any change of search or filters; the page goes back to 1. */
  onChange: (patch: Partial<UsersListState>) => void;
}

/** A loader of one filter's options, narrowed by the other filters as they stand. */
function useOptionLoader<T>(
  kind: OptionKind,
  state: UsersListState,
  userId: string | undefined,
  toItem: (row: T) => ChosenOption,
): LoadOptionPage {
  return useCallback(
    async (search: string, pageIndex: number) => {
      const query = {
        ...listQuery(state, userId),
        pagesize: OPTION_PAGE_SIZE,
        pageindex: pageIndex,
        option_search_string: search,
      };
      const page = await filterOptions<T>(kind, query);
      return { items: page.list.map(toItem), total: page.listsize };
    },
    [kind, state, userId, toItem],
  );
}

const companyItem = (c: CompanyOption) => ({ value: String(c.company_id), label: c.company_name });
const siteItem = (s: SiteOption) => ({ value: String(s.site_id), label: s.site_name });
const roleItem = (r: RoleChoice) => ({ value: String(r.role_id), label: r.name });

export function UsersFilters({ state, showCompany, userId, onChange }: UsersFiltersProps) {
  const [searchText, setSearchText] = useState(state.search);
  const loadCompanies = useOptionLoader('Company', state, userId, companyItem);
  const loadSites = useOptionLoader('Site', state, userId, siteItem);
  const loadRoles = useOptionLoader('Role', state, userId, roleItem);
  // The Site options depend on the chosen companies: a new list when they change.
  const siteListKey = state.companies.map((c) => c.value).join(',');

  // Reset Filters empties the search from outside: follow it.
  const [appliedSearch, setAppliedSearch] = useState(state.search);
  if (appliedSearch !== state.search) {
    setAppliedSearch(state.search);
    setSearchText(state.search);
  }

  return (
    <div className="ac-users-filters">
      <div className="ac-users-filters__search">
        <FormField label="Search" stretch>
          <Input
            type="search"
            value={searchText}
            placeholder="Search Users"
            ariaLabel="Search Users"
            onChange={({ detail }) => {
              setSearchText(detail.value);
              // Clearing the search (clear icon or emptied) applies at once.
              if (detail.value === '' && state.search !== '') onChange({ search: '' });
            }}
            onKeyDown={({ detail }) => {
              if (detail.key === 'Enter') onChange({ search: searchText.trim() });
            }}
          />
        </FormField>
      </div>
      {showCompany && (
        <FilterMultiselect
          label="Company"
          emptyText={Messages.noCompanyFound}
          selected={state.companies}
          load={loadCompanies}
          onChange={(companies) => onChange({ companies, sites: [] })}
        />
      )}
      <div data-filter="Status">
        <FormField label="Status" stretch>
          <Select
            selectedOption={STATUS_OPTIONS.find((o) => Number(o.value) === state.status) ?? STATUS_OPTIONS[0]}
            options={STATUS_OPTIONS}
            onChange={({ detail }) => onChange({ status: Number(detail.selectedOption.value) })}
          />
        </FormField>
      </div>
      <FilterMultiselect
        key={siteListKey}
        label="Site"
        emptyText={Messages.noSiteFound}
        selected={state.sites}
        load={loadSites}
        onChange={(sites) => onChange({ sites })}
      />
      <FilterMultiselect
        label="Role"
        emptyText={Messages.noRoleFound}
        selected={state.roles}
        load={loadRoles}
        onChange={(roles) => onChange({ roles })}
      />
    </div>
  );
}
