/** Starting values and fixed choices shared by the create and edit forms. */
import { Role, UserStatus } from '@shared/codes';
import { applyAssignmentRules, EMPTY_FORM, type UserFormValues } from './user-form-model';
import type { FormChoices } from './use-form-choices';

export const STATUS_CHOICES = [
  { value: UserStatus.Active, label: 'Active' },
  { value: UserStatus.Inactive, label: 'Inactive' },
];

/** A new user's starting values: the creator's company, the first language, a manager's fixed role and site. */
export function initialCreateValues(choices: FormChoices): UserFormValues {
  const manager = choices.creatorRoleId === Role.Manager;
  const start: UserFormValues = {
    ...EMPTY_FORM,
    companyId: choices.fixedCompanyId,
    languageId: choices.languages[0]?.id ?? null,
    roleIds: manager ? choices.roles.map((r) => r.role_id) : [],
    siteIds: choices.fixedSiteId !== null ? [choices.fixedSiteId] : [],
  };
  return applyAssignmentRules(start, choices);
}
