/** A company's inspection settings: who may read and change them, and that a change is stored. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { getOrg } from './store.js';

let t: UsersTenant;
beforeAll(async () => {
  t = await seedUsersTenant('cs');
});

describe('company inspection settings', () => {
  it('are on by default and a company admin turns them off and on for their company', async () => {
    const read = await t.as('admin', Role.CompanyAdmin, 2, 'GET', 'Company/GetCompanySettings/{company_id}', {
      pathParameters: { company_id: '1' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.body.data).toMatchObject({ company_id: 1, create_issues_from_inspections: true });

    const off = await t.as('admin', Role.CompanyAdmin, 2, 'POST', 'Company/UpdateCompanySettings', {
      body: { company_id: 1, create_issues_from_inspections: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.body.message).toBe('Settings updated successfully!');
    const org = await getOrg(t.code);
    expect(org.companies.find((c) => c.company_id === 1)?.create_issues_from_inspections).toBe(false);
    expect(org.companies.find((c) => c.company_id === 2)?.create_issues_from_inspections).toBe(true);

    await t.as('admin', Role.CompanyAdmin, 2, 'POST', 'Company/UpdateCompanySettings', {
      body: { company_id: 1, create_issues_from_inspections: true },
    });
    expect(
      (await getOrg(t.code)).companies.find((c) => c.company_id === 1)?.create_issues_from_inspections,
    ).toBe(true);
  });

  it("refuses another company's admin, a manager, and an unknown company, writing nothing", async () => {
    const other = await t.as('admin', Role.CompanyAdmin, 2, 'POST', 'Company/UpdateCompanySettings', {
      body: { company_id: 2, create_issues_from_inspections: false },
    });
    expect(other.body).toMatchObject({ success: 0, message: Messages.notAssignedCompany });
    const manager = await t.as('manager', Role.Manager, 2, 'POST', 'Company/UpdateCompanySettings', {
      body: { company_id: 1, create_issues_from_inspections: false },
    });
    expect(manager.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const unknown = await t.as('root', Role.SuperAdmin, 2, 'POST', 'Company/UpdateCompanySettings', {
      body: { company_id: 99, create_issues_from_inspections: false },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.as('root', Role.SuperAdmin, 2, 'POST', 'Company/UpdateCompanySettings', {
      body: { company_id: 2, create_issues_from_inspections: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    const org = await getOrg(t.code);
    expect(org.companies.map((c) => c.create_issues_from_inspections)).toEqual([true, true]);
    expect(org.companies).toHaveLength(2);
  });

  it('lets a super admin change any company', async () => {
    const res = await t.as('root', Role.SuperAdmin, 2, 'POST', 'Company/UpdateCompanySettings', {
      body: { company_id: 2, create_issues_from_inspections: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ company_id: 2, create_issues_from_inspections: false });
  });
});
