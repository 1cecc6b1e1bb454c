/**
 * The assets list's filter row (spec 2.6, 4): Asset Name (multi), Company (super admin; changing
 * it clears Site), Issue Filter (single: All issues / Open Issues), Model and Model Year (multi),
 * Status (single: All / Active / Inactive, its default per role) and Site Name (multi).
 *
 * Status keeps fixed options rather than Asset/FilterAssetStatusOptions: it is a single choice of
 * the list's own ids (All 0, Active 1, Inactive 2) with a default per role, which must be known
 * (value and text) before any option list has loaded, for Reset Filters and the URL.
 */
import { AssetMessages } from '@shared/assets/messages';
import { AssetListStatus, defaultAssetListStatus } from '@shared/assets/rules';
import type { FilterOption, ListFilterDef } from '../../../components/list-kit';
import { companyOptions, modelOptions, modelYearOptions, nameOptions, siteOptions } from './use-assets-list';

export const ASSET_STATUS_OPTIONS: FilterOption[] = [
  { value: String(AssetListStatus.All), label: 'All' },
  { value: String(AssetListStatus.Active), label: 'Active' },
  { value: String(AssetListStatus.Inactive), label: 'Inactive' },
];

export const ISSUE_FILTER_OPTIONS: FilterOption[] = [
  { value: '0', label: 'All issues' },
  { value: '1', label: 'Open Issues' },
];

export function assetsFilters({
  roleId,
  showCompany,
  userId,
}: {
  roleId: number;
  showCompany: boolean;
  userId: string | undefined;
}): ListFilterDef[] {
  const defaultStatus = String(defaultAssetListStatus(roleId));
  const company: ListFilterDef = {
    id: 'company',
    label: 'Company',
    multiple: true,
    loadOptions: companyOptions(userId),
    emptyText: AssetMessages.noCompany,
    clears: ['site'],
  };
  return [
    {
      id: 'asset',
      label: 'Asset Name',
      multiple: true,
      loadOptions: nameOptions(userId),
      emptyText: AssetMessages.noAsset,
    },
    ...(showCompany ? [company] : []),
    {
      id: 'issues',
      label: 'Issue Filter',
      multiple: false,
      options: ISSUE_FILTER_OPTIONS,
      defaultValue: [ISSUE_FILTER_OPTIONS[0]],
    },
    {
      id: 'model',
      label: 'Model',
      multiple: true,
      loadOptions: modelOptions(userId),
      emptyText: AssetMessages.noModel,
    },
    {
      id: 'year',
      label: 'Model Year',
      multiple: true,
      loadOptions: modelYearOptions(userId),
      emptyText: AssetMessages.noYear,
    },
    {
      id: 'status',
      label: 'Status',
      multiple: false,
      options: ASSET_STATUS_OPTIONS,
      defaultValue: ASSET_STATUS_OPTIONS.filter((o) => o.value === defaultStatus),
      emptyText: AssetMessages.noStatus,
    },
    {
      id: 'site',
      label: 'Site Name',
      multiple: true,
      loadOptions: siteOptions(userId),
      emptyText: AssetMessages.noSite,
    },
  ];
}
