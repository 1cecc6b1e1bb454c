import { describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { call, DEMO_PASSWORD, signIn, tenant } from '#functions/test-support/index.js';

describe('GET company/GetUserPoolDetails', () => {
  it("serves each tenant's own pool", async () => {
    const demo = await call<{ data: Record<string, string> }>('GET', 'company/GetUserPoolDetails', {
      query: { company_code: 'demo' },
    });
    const acme = await call<{ data: Record<string, string> }>('GET', 'company/GetUserPoolDetails', {
      query: { company_code: 'ACME' },
    });
    expect(demo.statusCode).toBe(200);
    expect(demo.body.data.user_pool_id).toBe((await tenant('demo')).user_pool_id);
    expect(acme.body.data.user_pool_id).toBe((await tenant('acme')).user_pool_id);
    expect(acme.body.data.user_pool_id).not.toBe(demo.body.data.user_pool_id);
    expect(Object.keys(demo.body.data)).toEqual(
      expect.arrayContaining(['identity_pool_id', 'region', 'user_pool_id', 'user_pool_web_client_id']),
    );
  });

  it('answers 404 for an unknown company and 400 for a missing or malformed code', async () => {
    expect(
      (await call('GET', 'company/GetUserPoolDetails', { query: { company_code: 'nobody' } })).statusCode,
    ).toBe(404);
    const missing = await call('GET', 'company/GetUserPoolDetails', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({ message: Messages.companyCodeRequired });
    expect(
      (await call('GET', 'company/GetUserPoolDetails', { query: { company_code: '../etc' } })).statusCode,
    ).toBe(400);
  });
});

describe('GET Company/GetAllCompaniesWithSites', () => {
  const names = (body: { data: { company_name: string; sites: { site_name: string }[] }[] }) =>
    body.data.map((c) => `${c.company_name}: ${c.sites.map((s) => s.site_name).join(', ')}`);

  it('gives a manager their own sites plus the all-sites entry', async () => {
    const token = await signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
    const { body } = await call<{ data: { company_name: string; sites: { site_name: string }[] }[] }>(
      'GET',
      'Company/GetAllCompaniesWithSites',
      { token, domain: 'demo' },
    );
    expect(names(body)).toEqual(['Northwind Logistics: All Sites, Reno Yard, Sparks Depot, Carson Plant']);
  });

  it('gives a super admin every company of the tenant', async () => {
    const token = await signIn('demo', 'superadmin@demo.test', DEMO_PASSWORD);
    const { body } = await call<{ data: { company_name: string; sites: { site_name: string }[] }[] }>(
      'GET',
      'Company/GetAllCompaniesWithSites',
      { token, domain: 'demo' },
    );
    expect(body.data.map((c) => c.company_name)).toEqual(['Northwind Logistics', 'Blue Ridge Construction']);
  });
});
