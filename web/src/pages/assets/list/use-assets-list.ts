/**
 * The assets list's data (spec 7 POST Asset/FilterAsset and its six option calls): the kit's
 * request as the wire body, a page of rows, the filter options, and Print Barcode.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { AssetsApi } from '@shared/assets/api';
import { AssetMessages } from '@shared/assets/messages';
import { LABEL_JOB_THRESHOLD } from '@shared/assets/rules';
import { ReportsApi } from '@shared/reports/api';
import { ExportTexts } from '@shared/reports/exports';
import type {
  assetBarcodeBody,
  assetListBody as assetListSchema,
  assetOptionBody,
  AssetRow,
} from '@shared/assets/schemas';
import { apiDownload, callApi } from '../../../app/api/client';
import { scopedIds, type ListScopeIds } from '../../../app/shell/active-site';
import { toast } from '../../../app/toasts';
import { downloadFrom, exportReady, followExportJob } from '../../../components/list-kit/export-job';
import type {
  FilterOption,
  ListPage,
  ListRequest,
  LoadOptionPage,
  OptionQuery,
} from '../../../components/list-kit';

type AssetListBody = z.input<typeof assetListSchema>;
type OptionBody = z.input<typeof assetOptionBody>;

/**
 * The kit's request as POST Asset/FilterAsset's body (filter ids of assets-filters-config.ts); a
 * super admin's list is narrowed to the selected company and site (superAdminListScope).
 */
export function assetListBody(
  request: ListRequest,
  userId: string | undefined,
  scope: ListScopeIds | null = null,
): AssetListBody {
  const values = (filter: string) => request.filters[filter] ?? [];
  const ids = (filter: string) => values(filter).map(Number);
  return {
    pagesize: request.pageSize,
    pageindex: request.pageIndex,
    user_id: userId,
    asset_id: ids('asset'),
    internal_asset_id: [],
    company_id: scopedIds(ids('company'), scope?.company_id),
    site_id: scopedIds(ids('site'), scope?.site_id),
    model_name: values('model'),
    model_year: values('year'),
    status: Number(values('status')[0] ?? 0),
    show_open_issues: Number(values('issues')[0] ?? 0),
    search_string: request.search,
  };
}

export async function loadAssetsPage(
  request: ListRequest,
  userId: string | undefined,
  scope: ListScopeIds | null = null,
): Promise<ListPage<AssetRow>> {
  const body = assetListBody(request, userId, scope);
  const { list, listsize } = await callApi(AssetsApi.filterAsset, { body });
  return { items: list, totalCount: listsize };
}

interface OptionAnswer<T> {
  list: T[];
  listsize: number;
}

function optionLoader<T>(
  fetchPage: (body: OptionBody) => Promise<OptionAnswer<T>>,
  userId: string | undefined,
  toOption: (row: T) => FilterOption,
): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body = {
      ...assetListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }, userId),
      option_search_string: text,
    };
    const { list, listsize } = await fetchPage(body);
    return { items: list.map(toOption), total: listsize };
  };
}

// Quiet: a filter whose options fail to load is empty (spec 8).
const quiet = { quiet: true };
export const nameOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(AssetsApi.filterAssetNameOptions, { body }, quiet),
    userId,
    (a) => ({ value: String(a.asset_id), label: a.name }),
  );
export const companyOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(AssetsApi.filterAssetCompanyOptions, { body }, quiet),
    userId,
    (c) => ({ value: String(c.company_id), label: c.company_name }),
  );
export const modelOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(AssetsApi.filterAssetModelOptions, { body }, quiet),
    userId,
    (m) => ({ value: m.model_name, label: m.model_name }),
  );
export const modelYearOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(AssetsApi.filterAssetModelYearOptions, { body }, quiet),
    userId,
    (y) => ({ value: y.model_year, label: y.model_year }),
  );
export const siteOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(AssetsApi.filterAssetSiteOptions, { body }, quiet),
    userId,
    (s) => ({ value: String(s.site_id), label: s.site_name }),
  );

/** POST Asset/GenerateBarcode: the label sheet, saved as Assetlist.pdf (spec 2.6). */
export function downloadAssetBarcodes(assetIds: number[]): Promise<void> {
  const body: z.input<typeof assetBarcodeBody> = { assetList: assetIds };
  return apiDownload(AssetsApi.generateBarcode.path, body, 'Assetlist.pdf');
}

/** A label job's progress: labels drawn of total. */
export interface LabelProgress {
  done: number;
  total: number;
}

/**
 * Print Barcode (barcode mode): 'Please select atleast one asset' with nothing chosen, else
 * Assetlist.pdf. Over LABEL_JOB_THRESHOLD assets the sheet is a job (Report/ExportAssetLabels) whose
 * progress the page shows until the file downloads.
 */
export function usePrintAssetBarcodes() {
  const [progress, setProgress] = useState<LabelProgress | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const print = useMutation({
    mutationFn: async (assetIds: number[]) => {
      if (assetIds.length <= LABEL_JOB_THRESHOLD) return downloadAssetBarcodes(assetIds);
      const started = await callApi(ReportsApi.exportAssetLabels, { body: { assetList: assetIds } });
      setProgress({ done: 0, total: started.data.total });
      const row = await followExportJob(
        started.data,
        () => mounted.current,
        (polled) => setProgress({ done: polled.row_count, total: polled.total }),
      );
      if (!mounted.current) return;
      if (exportReady(row)) downloadFrom(row);
      else toast.error(ExportTexts.labelsFailed);
    },
    onSettled: () => setProgress(null),
  });
  return {
    printing: print.isPending,
    progress,
    printBarcodes: (rows: readonly AssetRow[]) => {
      if (rows.length === 0) toast.error(AssetMessages.selectAtLeastOneAsset);
      else print.mutate(rows.map((row) => row.asset_id));
    },
  };
}
