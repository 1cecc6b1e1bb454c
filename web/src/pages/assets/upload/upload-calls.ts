/**
 * The add-asset screen's calls of spec 7 ('Assets'), typed by shared/assets/api.ts and
 * shared/forms/api.ts, and the companies and sites it offers (spec 2.8: a company admin's company
 * is their default one; a super admin picks among all companies, then a site of it).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AssetsApi } from '@shared/assets/api';
import type { AssetPayload, ImportRow, UploadProblem } from '@shared/assets/payload-schemas';
import { Role, SiteStatus } from '@shared/codes';
import { FormsApi } from '@shared/forms/api';
import { FormTypeId } from '@shared/forms/rules';
import type * as z from 'zod';
import type { assetPayload } from '@shared/assets/payload-schemas';
import { ApiError, callApi } from '../../../app/api/client';
import { useCompaniesWithSites } from '../../../app/session/companies-with-sites';
import { useSession } from '../../../app/session/session-store';
import type { UploadItem } from './validate-rows';
import { uploadAndStartImport } from '../../../components/import-jobs/import-job';

const STALE_MS = 5 * 60 * 1000;

export const addAssetKeys = {
  types: ['assets', 'add', 'types'] as const,
  forms: (companyId: number | null) => ['assets', 'add', 'forms', companyId] as const,
  imports: ['assets', 'imports'] as const,
  import: (importId: string | null) => ['assets', 'imports', importId] as const,
};

export interface PickableCompany {
  company_id: number;
  company_name: string;
  sites: { site_id: number; site_name: string }[];
}

/** The companies offered, and the one fixed for a company admin (null: the super admin picks). */
export function useCompanyChoices(): {
  companies: PickableCompany[];
  fixedCompanyId: number | null;
  loading: boolean;
} {
  const session = useSession();
  const isSuperAdmin = session.roleId === Role.SuperAdmin;
  const list = useCompaniesWithSites(isSuperAdmin);
  return useMemo(() => {
    const companies = (list ?? []).map((c) => ({
      company_id: c.company_id,
      company_name: c.company_name,
      // The all-sites entry is not a place an asset stands; inactive sites take no new assets.
      sites: c.sites
        .filter((s) => s.status !== SiteStatus.AllSites && s.status !== SiteStatus.Inactive)
        .map((s) => ({ site_id: s.site_id, site_name: s.site_name })),
    }));
    if (isSuperAdmin) return { companies, fixedCompanyId: null, loading: list === null };
    const fixed = session.defaultCompanyId ?? session.companyId ?? companies[0]?.company_id ?? null;
    return { companies, fixedCompanyId: fixed, loading: false };
  }, [isSuperAdmin, list, session.defaultCompanyId, session.companyId]);
}

/** The asset types in use (free text is allowed besides them). */
export function useAssetTypes(): string[] {
  const { data } = useQuery({
    queryKey: addAssetKeys.types,
    queryFn: async () =>
      (
        await callApi(
          AssetsApi.getAssetTypes,
          { params: { pageindex: 1, pagesize: 100, search: '-' } },
          { quiet: true },
        )
      ).data.list,
    staleTime: STALE_MS,
  });
  return useMemo(() => (data ?? []).map((t) => t.name), [data]);
}

/** The company's inspection-checklist forms. */
export function useInspectionForms(companyId: number | null) {
  const { data, isFetching } = useQuery({
    queryKey: addAssetKeys.forms(companyId),
    queryFn: async () =>
      (await callApi(FormsApi.getFormsByCompany, { params: { companyId: companyId! } })).data.list,
    enabled: companyId !== null,
    staleTime: STALE_MS,
  });
  const forms = useMemo(
    () => (data ?? []).filter((f) => f.form_type_id === FormTypeId.InspectionChecklist),
    [data],
  );
  return { forms, loading: isFetching };
}

export async function addAsset(
  body: z.input<typeof assetPayload>,
): Promise<AssetPayload['internal_asset_id']> {
  const { data } = await callApi(AssetsApi.addUpdateAsset, { body });
  return data.internal_asset_id;
}

export type BulkOutcome = { created: number } | { problems: UploadProblem[]; message: string };

/** POST Asset/BulkUploadAssets: every row or none; a refusal (toasted by the client) brings its per-row problems back to the report. */
export async function bulkUpload(
  companyId: number,
  siteId: number | null,
  items: UploadItem[],
): Promise<BulkOutcome> {
  try {
    const { data } = await callApi(AssetsApi.bulkUploadAssets, {
      body: { company_id: companyId, site_id: siteId, AssetRequestModel: items },
    });
    return { created: data.created };
  } catch (error) {
    const problems =
      error instanceof ApiError
        ? (error.data as { problems?: UploadProblem[] } | undefined)?.problems
        : undefined;
    if (problems?.length) return { problems, message: (error as ApiError).message };
    throw error;
  }
}

/**
 * A file over IMPORT_SYNC_MAX_ROWS rows: its checked rows go to S3 by presigned PUT under an id
 * made here once, then the job starts with that id (a repeated start is the same import, so a
 * retried click or a lost answer never imports twice). Answers the job as started.
 */
export async function startImportJob(
  companyId: number,
  siteId: number | null,
  fileName: string,
  items: UploadItem[],
): Promise<ImportRow> {
  return uploadAndStartImport(
    { AssetRequestModel: items },
    async (importId, size) =>
      (await callApi(AssetsApi.importUploadUrl, { body: { import_id: importId, size } })).data,
    async (importId) =>
      (
        await callApi(AssetsApi.startAssetImport, {
          body: { import_id: importId, company_id: companyId, site_id: siteId, file_name: fileName },
        })
      ).data,
  );
}

/** GET Asset/GetAssetImport/{import_id}: the job's state and rows written of total (polled, quiet). */
export async function readImport(importId: string): Promise<ImportRow> {
  return (await callApi(AssetsApi.getAssetImport, { params: { import_id: importId } }, { quiet: true })).data;
}

/** GET Asset/AssetImportHistory: the caller's imports, newest first. */
export async function readImportHistory(pageIndex: number, pageSize: number) {
  const answer = await callApi(
    AssetsApi.assetImportHistory,
    { params: { pageindex: pageIndex, pagesize: pageSize } },
    { quiet: true },
  );
  return { items: answer.list, total: answer.listsize };
}

/** GET Asset/AssetImportProblems/{import_id}: a refused import's per-row report. */
export async function readImportProblems(importId: string): Promise<UploadProblem[]> {
  return (await callApi(AssetsApi.assetImportProblems, { params: { import_id: importId } })).data.problems;
}
