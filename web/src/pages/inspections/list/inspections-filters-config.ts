/**
 * The inspection list's filter row (spec 2.9, 4, 8): Asset, Company (super admin; changing it
 * clears Site), New Issues (single: All issues / New Issues), Status (single: All / Pending /
 * Accepted), Shift No, Requestor, Supervisor and Site, each loaded from its Inspection/* option
 * call 20 a page. The asset page's tab has its own two (Operator, New Issues).
 *
 * Status keeps fixed options: a single choice of the list's own ids (0 every status, 8 Pending,
 * 10 Accepted) with a default that must be known before any option list loads.
 */
import { AssetMessages } from '@shared/assets/messages';
import { InspectionStatus } from '@shared/codes';
import { InspectionMessages } from '@shared/inspections/messages';
import { NewIssuesFilter } from '@shared/inspections/rules';
import { Messages } from '@shared/messages';
import type { FilterOption, ListFilterDef } from '../../../components/list-kit';
import {
  assetOptions,
  companyOptions,
  operatorOptions,
  shiftOptions,
  siteOptions,
  supervisorOptions,
  type InspectionListContext,
} from './inspections-calls';

export const NEW_ISSUES_OPTIONS: FilterOption[] = [
  { value: String(NewIssuesFilter.All), label: 'All issues' },
  { value: String(NewIssuesFilter.New), label: 'New Issues' },
];

export const INSPECTION_STATUS_OPTIONS: FilterOption[] = [
  { value: '0', label: 'All' },
  { value: String(InspectionStatus.Pending), label: 'Pending' },
  { value: String(InspectionStatus.Accepted), label: 'Accepted' },
];

const newIssuesFilter: ListFilterDef = {
  id: 'issues',
  label: 'New Issues',
  multiple: false,
  options: NEW_ISSUES_OPTIONS,
  defaultValue: [NEW_ISSUES_OPTIONS[0]],
};

export function inspectionsFilters({
  showCompany,
  context,
}: {
  showCompany: boolean;
  context: InspectionListContext;
}): ListFilterDef[] {
  const company: ListFilterDef = {
    id: 'company',
    label: 'Company',
    multiple: true,
    loadOptions: companyOptions(context),
    emptyText: Messages.noCompanyFound,
    clears: ['site'],
  };
  return [
    {
      id: 'asset',
      label: 'Asset',
      multiple: true,
      loadOptions: assetOptions(context),
      emptyText: AssetMessages.noAsset,
    },
    ...(showCompany ? [company] : []),
    newIssuesFilter,
    {
      id: 'status',
      label: 'Status',
      multiple: false,
      options: INSPECTION_STATUS_OPTIONS,
      defaultValue: [INSPECTION_STATUS_OPTIONS[0]],
      emptyText: AssetMessages.noStatus,
    },
    {
      id: 'shift',
      label: 'Shift No',
      multiple: true,
      loadOptions: shiftOptions(context),
      emptyText: InspectionMessages.noShift,
    },
    {
      id: 'requestor',
      label: 'Requestor',
      multiple: true,
      loadOptions: operatorOptions(context),
      emptyText: InspectionMessages.noOperator,
    },
    {
      id: 'supervisor',
      label: 'Supervisor',
      multiple: true,
      loadOptions: supervisorOptions(context),
      emptyText: InspectionMessages.noSupervisor,
    },
    {
      id: 'site',
      label: 'Site',
      multiple: true,
      loadOptions: siteOptions(context),
      emptyText: Messages.noSiteFound,
    },
  ];
}

/** The asset page's Inspections tab (spec 2.7): Operator (multi) and New Issues. */
export function assetInspectionsFilters(context: InspectionListContext): ListFilterDef[] {
  return [
    {
      id: 'requestor',
      label: 'Operator',
      multiple: true,
      loadOptions: operatorOptions(context),
      emptyText: InspectionMessages.noOperator,
    },
    newIssuesFilter,
  ];
}
