/**
 * The inspection list's data (spec 7 POST Inspection/FilterInspections and its six option calls),
 * shared by /inspections and the asset page's Inspections tab: the kit's request as the wire body
 * (filter ids of inspections-filters-config.ts), a page of rows and each filter's options.
 */
import type * as z from 'zod';
import type { ResponseOf } from '@shared/common/endpoint';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { InspectionsApi } from '@shared/inspections/api';
import type { inspectionOptionBody, InspectionRow } from '@shared/inspections/list-schemas';
import { callApi, type CallInput } from '../../../app/api/client';
import type {
  FilterOption,
  ListPage,
  ListRequest,
  LoadOptionPage,
  OptionQuery,
} from '../../../components/list-kit';
import { inspectionListBody, type InspectionListContext } from './inspection-list-body';

export type { InspectionListContext } from './inspection-list-body';

export async function loadInspectionsPage(
  request: ListRequest,
  context: InspectionListContext,
): Promise<ListPage<InspectionRow>> {
  const { list, listsize } = await callApi(InspectionsApi.filterInspections, {
    body: inspectionListBody(request, context),
  });
  return { items: list, totalCount: listsize };
}

type OptionEndpoint = (typeof InspectionsApi)[
  | 'filterInspectionAssetOptions'
  | 'filterInspectionCompanyOptions'
  | 'filterInspectionSiteOptions'
  | 'filterInspectionShiftOptions'
  | 'filterInspectionOperatorOptions'
  | 'filterInspectionSupervisorOptions'];

/** A filter's options: the list body narrowed as the kit says, the typed text and the option page (quiet: a failure is an empty list, spec 8). */
function optionLoader<E extends OptionEndpoint>(
  endpoint: E,
  context: InspectionListContext,
  toOption: (row: ResponseOf<E>['list'][number]) => FilterOption,
): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body: z.input<typeof inspectionOptionBody> = {
      ...inspectionListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }, context),
      option_search_string: text,
    };
    // Every option endpoint takes this one body (an InspectionsApi option()).
    const { list, listsize } = await callApi(endpoint, { body } as CallInput<E>, { quiet: true });
    return { items: list.map((row) => toOption(row)), total: listsize };
  };
}

export const assetOptions = (context: InspectionListContext) =>
  optionLoader(InspectionsApi.filterInspectionAssetOptions, context, (a) => ({
    value: String(a.asset_id),
    label: a.name,
  }));
export const companyOptions = (context: InspectionListContext) =>
  optionLoader(InspectionsApi.filterInspectionCompanyOptions, context, (c) => ({
    value: String(c.company_id),
    label: c.company_name,
  }));
export const siteOptions = (context: InspectionListContext) =>
  optionLoader(InspectionsApi.filterInspectionSiteOptions, context, (s) => ({
    value: String(s.site_id),
    label: s.site_name,
  }));
export const shiftOptions = (context: InspectionListContext) =>
  optionLoader(InspectionsApi.filterInspectionShiftOptions, context, (s) => ({
    value: String(s.shift),
    label: String(s.shift),
  }));
export const operatorOptions = (context: InspectionListContext) =>
  optionLoader(InspectionsApi.filterInspectionOperatorOptions, context, (o) => ({
    value: o.uuid,
    label: `${o.firstname} ${o.lastname}`.trim() || o.uuid,
  }));
export const supervisorOptions = (context: InspectionListContext) =>
  optionLoader(InspectionsApi.filterInspectionSupervisorOptions, context, (m) => ({
    value: m.uuid,
    label: m.username,
  }));
