/**
 * The users list's filter row (spec 2.11, 4): Company (super admin only; changing it clears Site),
 * Status (single: All, Active, Inactive), Site and Role, with the spec's empty texts.
 */
import { UserStatus } from '@shared/codes';
import { Messages } from '@shared/messages';
import type { ListFilterDef } from '../../../components/list-kit';
import { companyOptions, roleOptions, siteOptions } from './use-users-list';

export const STATUS_OPTIONS = [
  { value: '0', label: 'All' },
  { value: String(UserStatus.Active), label: 'Active' },
  { value: String(UserStatus.Inactive), label: 'Inactive' },
];

export function usersFilters({
  showCompany,
  userId,
}: {
  showCompany: boolean;
  userId: string | undefined;
}): ListFilterDef[] {
  const company: ListFilterDef = {
    id: 'company',
    label: 'Company',
    multiple: true,
    loadOptions: companyOptions(userId),
    emptyText: Messages.noCompanyFound,
    clears: ['site'],
  };
  return [
    ...(showCompany ? [company] : []),
    {
      id: 'status',
      label: 'Status',
      multiple: false,
      options: STATUS_OPTIONS,
      defaultValue: [STATUS_OPTIONS[0]],
    },
    {
      id: 'site',
      label: 'Site',
      multiple: true,
      loadOptions: siteOptions(userId),
      emptyText: Messages.noSiteFound,
    },
    {
      id: 'role',
      label: 'Role',
      multiple: true,
      loadOptions: roleOptions(userId),
      emptyText: Messages.noRoleFound,
    },
  ];
}
