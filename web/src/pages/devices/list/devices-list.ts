/**
 * The devices list's data (spec core 7 'Device list filter', 'Device/{option}'): the kit's request
 * as the wire body, a page of rows, and each filter's options; the filter row as data.
 */
import type * as z from 'zod';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { DevicesApi } from '@shared/devices/api';
import { DeviceMessages } from '@shared/devices/messages';
import type { deviceListBody as deviceListSchema, DeviceRow } from '@shared/devices/schemas';
import { callApi } from '../../../app/api/client';
import { scopedIds, type ListScopeIds } from '../../../app/shell/active-site';
import type {
  FilterOption,
  ListFilterDef,
  ListPage,
  ListRequest,
  LoadOptionPage,
  OptionQuery,
} from '../../../components/list-kit';

export const devicesKeys = { list: ['devices', 'list'] as const };

/**
 * The kit's request as POST Device/FilterDevices' body (filter ids of devicesFilters); a super
 * admin's list is narrowed to the selected company and site (superAdminListScope: the active site
 * narrows Last Sync Site).
 */
export function deviceListBody(
  request: ListRequest,
  scope: ListScopeIds | null = null,
): z.input<typeof deviceListSchema> {
  const values = (filter: string) => request.filters[filter] ?? [];
  return {
    pagesize: request.pageSize,
    pageindex: request.pageIndex,
    site_id: scopedIds(values('site').map(Number), scope?.site_id),
    company_id: scopedIds(values('company').map(Number), scope?.company_id),
    status: 0,
    type: values('type'),
    brand: values('brand'),
    model: values('model'),
    os: values('os'),
    search_string: request.search,
  };
}

export async function loadDevicesPage(
  request: ListRequest,
  scope: ListScopeIds | null = null,
): Promise<ListPage<DeviceRow>> {
  const body = deviceListBody(request, scope);
  const { list, listsize } = await callApi(DevicesApi.filterDevices, { body });
  return { items: list, totalCount: listsize };
}

type OptionEndpoint = (typeof DevicesApi)[
  | 'filterDeviceTypeOptions'
  | 'filterDeviceBrandOptions'
  | 'filterDeviceModelOptions'
  | 'filterDeviceOsOptions'
  | 'filterDeviceCompanyOptions'
  | 'filterDeviceSiteOptions'];

/** A filter's options: the list body narrowed as the kit says, the typed text and the option page (quiet: a failure is an empty list, spec 8). */
function optionLoader<E extends OptionEndpoint>(
  endpoint: E,
  toOption: (row: never) => FilterOption,
): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body = {
      ...deviceListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }),
      option_search_string: text,
    };
    const { list, listsize } = (await callApi(endpoint as OptionEndpoint, { body }, { quiet: true })) as {
      list: unknown[];
      listsize: number;
    };
    return { items: list.map((row) => toOption(row as never)), total: listsize };
  };
}

const text = (row: { value: string }): FilterOption => ({ value: row.value, label: row.value });

/** Type, Brand, Model, OS, Company (super admin; changing it clears the site), Last Sync Site. */
export function devicesFilters({ showCompany }: { showCompany: boolean }): ListFilterDef[] {
  const filters: ListFilterDef[] = [
    {
      id: 'type',
      label: 'Type',
      multiple: true,
      loadOptions: optionLoader(DevicesApi.filterDeviceTypeOptions, text),
      emptyText: DeviceMessages.noTypes,
    },
    {
      id: 'brand',
      label: 'Brand',
      multiple: true,
      loadOptions: optionLoader(DevicesApi.filterDeviceBrandOptions, text),
      emptyText: DeviceMessages.noBrands,
    },
    {
      id: 'model',
      label: 'Model',
      multiple: true,
      loadOptions: optionLoader(DevicesApi.filterDeviceModelOptions, text),
      emptyText: DeviceMessages.noModels,
    },
    {
      id: 'os',
      label: 'OS',
      multiple: true,
      loadOptions: optionLoader(DevicesApi.filterDeviceOsOptions, text),
      emptyText: DeviceMessages.noOs,
    },
  ];
  if (showCompany) {
    filters.push({
      id: 'company',
      label: 'Company',
      multiple: true,
      loadOptions: optionLoader(
        DevicesApi.filterDeviceCompanyOptions,
        (c: { company_id: number; company_name: string }) => ({
          value: String(c.company_id),
          label: c.company_name,
        }),
      ),
      emptyText: DeviceMessages.noCompanies,
      clears: ['site'],
    });
  }
  filters.push({
    id: 'site',
    label: 'Last Sync Site',
    multiple: true,
    loadOptions: optionLoader(
      DevicesApi.filterDeviceSiteOptions,
      (s: { site_id: number; site_name: string }) => ({ value: String(s.site_id), label: s.site_name }),
    ),
    emptyText: DeviceMessages.noSites,
  });
  return filters;
}
