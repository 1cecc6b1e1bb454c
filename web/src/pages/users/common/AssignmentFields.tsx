/**
 * Company, roles, default role, sites and default site of the new-user and edit forms (spec 6):
 * a company admin role selects every site and disables the site picker, operators and maintenance
 * staff get one site, an operator may not hold another role, defaults are picked among the picks.
 */
import type { ReactNode } from 'react';
import { ROLE_NAMES, type RoleId } from '@shared/codes';
import { Messages } from '@shared/messages';
import { assignsAllSites, needsSingleSite, operatorHasOtherRoles } from '@shared/users/rules';
import { ChoiceField, MultiChoiceField, TextField, type Choice } from '../../../components/forms/fields';
import { defaultSiteChoices } from './user-form-model';
import type { FormChoices } from './use-form-choices';
import type { UserForm } from './use-user-form';

export interface AssignmentLabels {
  company: string;
  roles: string;
  defaultRole: string;
  sites: string;
  defaultSite: string;
}

export interface AssignmentFieldsProps {
  form: UserForm;
  choices: FormChoices;
  labels: AssignmentLabels;
  roleChoices: Choice[];
  /** The company cannot be picked (edit, or anyone but a super admin creating). */
  companyReadOnly: boolean;
  companyName?: string | null;
  /** Roles cannot change (a manager's operators; spec 4 locked role state). */
  rolesLocked: boolean;
  /** The field shown beside the company (the grid has two columns). */
  besideCompany?: ReactNode;
}

export const roleChoice = (roleId: number, name?: string): Choice => ({
  value: roleId,
  label: name || ROLE_NAMES[roleId as RoleId] || String(roleId),
});

export function AssignmentFields({
  form,
  choices,
  labels,
  roleChoices,
  companyReadOnly,
  companyName,
  rolesLocked,
  besideCompany,
}: AssignmentFieldsProps) {
  const { values, errorOf, change } = form;
  const siteChoices = choices
    .sitesOf(values.companyId)
    .map((s) => ({ value: s.site_id, label: s.site_name }));
  const allSites = assignsAllSites(values.roleIds);
  const oneSite = needsSingleSite(values.roleIds);
  const sitesLocked = allSites || choices.fixedSiteId !== null;
  // Spec 5: shown as soon as the roles are picked, and it blocks the submit.
  const rolesError = operatorHasOtherRoles(values.roleIds) ? Messages.operatorOtherRoles : errorOf('roleIds');
  const defaultRoleChoices = roleChoices.filter((c) => values.roleIds.includes(c.value));
  const defaultSites = defaultSiteChoices(values, choices).map((id) => ({
    value: id,
    label: choices.siteName(id),
  }));
  const companyChoices = choices.companies.map((c) => ({ value: c.company_id, label: c.company_name }));
  const shownCompanyName =
    companyName ?? companyChoices.find((c) => c.value === values.companyId)?.label ?? '';

  return (
    <>
      {companyReadOnly ? (
        <TextField
          label={labels.company}
          value={shownCompanyName}
          readOnly
          errorText={errorOf('companyId')}
        />
      ) : (
        <ChoiceField
          label={labels.company}
          choices={companyChoices}
          selected={values.companyId}
          errorText={errorOf('companyId')}
          emptyText={Messages.noCompanyFound}
          onChange={(id) => change('companyId', id)}
        />
      )}
      {besideCompany ?? <div />}
      <MultiChoiceField
        label={labels.roles}
        choices={roleChoices}
        selected={values.roleIds}
        disabled={rolesLocked}
        errorText={rolesError}
        emptyText={Messages.noRoleFound}
        onChange={(ids) => change('roleIds', ids)}
      />
      <ChoiceField
        label={labels.defaultRole}
        choices={defaultRoleChoices}
        selected={values.defaultRoleId}
        disabled={rolesLocked || values.roleIds.length <= 1}
        errorText={errorOf('defaultRoleId')}
        onChange={(id) => change('defaultRoleId', id)}
      />
      {oneSite ? (
        <ChoiceField
          label={labels.sites}
          choices={siteChoices}
          selected={values.siteIds[0] ?? null}
          disabled={sitesLocked}
          errorText={errorOf('siteIds')}
          emptyText={Messages.noSiteFound}
          description="Operators and maintenance staff work at one site."
          onChange={(id) => change('siteIds', id === null ? [] : [id])}
        />
      ) : (
        <MultiChoiceField
          label={labels.sites}
          choices={siteChoices}
          selected={values.siteIds}
          disabled={sitesLocked}
          errorText={errorOf('siteIds')}
          emptyText={Messages.noSiteFound}
          description={allSites ? 'A company admin has every site of the company.' : undefined}
          onChange={(ids) => change('siteIds', ids)}
        />
      )}
      <ChoiceField
        label={labels.defaultSite}
        choices={defaultSites}
        selected={values.defaultSiteId}
        disabled={defaultSites.length <= 1}
        errorText={errorOf('defaultSiteId')}
        onChange={(id) => change('defaultSiteId', id)}
      />
    </>
  );
}
