/** A company's inspection settings: whether failed checklist items open issues automatically (issue 9). */
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { TenancyApi } from '#shared/tenancy/api.js';
import { ok } from '#lib/envelope.js';
import { notFound, refuse } from '#lib/errors.js';
import { route } from '#functions/tenancy/route.js';
import { sitesVisibleTo, type SiteUser } from '../org.js';
import { setCreateIssuesFromInspections, type Company, type Org } from '../store.js';

/** The company, if the caller may manage it: any company for a super admin, their own for a company admin (a refusal, not a 403: that would sign them out). */
function managedCompany(org: Org, user: SiteUser, roleId: number, companyId: number): Company {
  const company = org.companies.find((c) => c.company_id === companyId);
  if (!company) throw notFound(Messages.notAssignedCompany);
  if (roleId !== Role.SuperAdmin && !sitesVisibleTo(user, org).some((s) => s.company_id === companyId))
    throw refuse(Messages.notAssignedCompany);
  return company;
}

const settingsOf = (c: Company) => ({
  company_id: c.company_id,
  company_name: c.company_name,
  create_issues_from_inspections: c.create_issues_from_inspections,
});

export const getCompanySettings = route(
  TenancyApi.getCompanySettings,
  async ({ user, roleId, params, org }) => {
    return ok(settingsOf(managedCompany(await org(), user, roleId, params.company_id)));
  },
);

export const updateCompanySettings = route(
  TenancyApi.updateCompanySettings,
  async ({ tenant, user, roleId, body, org }) => {
    managedCompany(await org(), user, roleId, body.company_id);
    const saved = await setCreateIssuesFromInspections(
      tenant.company_code,
      body.company_id,
      body.create_issues_from_inspections,
    );
    return ok(settingsOf(saved), Messages.notificationDisabled);
  },
);
