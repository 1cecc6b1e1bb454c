/**
 * User/GetQuickSightUrl through the reports Lambda on the emulators, with QuickSight itself
 * mocked (aws-sdk-client-mock): without a configured dashboard it answers '' (the page shows the
 * built-in insights); with one, the embed call names the dashboard and carries the caller's
 * tenant, company and allowed sites as session tags, the URL reaches the response, and a
 * QuickSight failure is a clean 502 with a message.
 */
import {
  GenerateEmbedUrlForAnonymousUserCommand,
  QuickSightClient,
  type GenerateEmbedUrlForAnonymousUserCommandInput,
} from '@aws-sdk/client-quicksight';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { ReportMessages } from '#shared/reports/messages.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { quickSightSettings } from './quicksight.js';

let t: UsersTenant;
const qs = mockClient(QuickSightClient);
const URL_OUT = 'https://us-east-1.quicksight.aws.amazon.com/embed/abc/dashboards/dash-1?code=xyz';
type Body = { success: number; message: string; data: string };
const get = (who: string, roleId: number, siteId: number) =>
  t.as<Body>(who, roleId, siteId, 'GET', 'User/GetQuickSightUrl');
const sentInput = () =>
  qs.commandCalls(GenerateEmbedUrlForAnonymousUserCommand).at(-1)!.args[0]
    .input as GenerateEmbedUrlForAnonymousUserCommandInput;
const tags = () => Object.fromEntries((sentInput().SessionTags ?? []).map((tag) => [tag.Key, tag.Value]));

beforeAll(async () => {
  // The second manager has only North Depot (3) and the closed site (4).
  t = await seedUsersTenant('qs', [{ name: 'depotboss', roles: [Role.Manager], sites: [3, 4] }]);
}, 120_000);
afterEach(() => {
  qs.reset();
  delete process.env.QUICKSIGHT_DASHBOARD_ID;
  delete process.env.QUICKSIGHT_ACCOUNT_ID;
});
afterAll(() => qs.restore());

const configure = () => {
  process.env.QUICKSIGHT_DASHBOARD_ID = 'dash-1';
  process.env.QUICKSIGHT_ACCOUNT_ID = '123456789012';
};

describe('User/GetQuickSightUrl', () => {
  it("without a dashboard: '' and QuickSight is never called", async () => {
    expect(quickSightSettings({})).toBeNull();
    const out = await get('manager', Role.Manager, 2);
    expect(out.statusCode, out.raw).toBe(200);
    expect(out.body.data).toBe('');
    expect(qs.commandCalls(GenerateEmbedUrlForAnonymousUserCommand)).toHaveLength(0);
  });

  it("a manager at a specific site: that site's tags, the dashboard's ARN, the tenant's web origin; the URL reaches the response", async () => {
    configure();
    qs.on(GenerateEmbedUrlForAnonymousUserCommand).resolves({
      EmbedUrl: URL_OUT,
      Status: 200,
      RequestId: 'r1',
    });
    const out = await get('manager', Role.Manager, 2);
    expect(out.statusCode, out.raw).toBe(200);
    expect(out.body).toMatchObject({ success: 1, data: URL_OUT });
    const input = sentInput();
    expect(input).toMatchObject({
      AwsAccountId: '123456789012',
      Namespace: 'default',
      AuthorizedResourceArns: ['arn:aws:quicksight:us-east-1:123456789012:dashboard/dash-1'],
      ExperienceConfiguration: { Dashboard: { InitialDashboardId: 'dash-1' } },
    });
    expect(input.AllowedDomains).toEqual([`http://${t.code}.localhost:5173`]);
    expect(tags()).toEqual({ tenant: t.code, company_id: '1', site_id: '2' });
  });

  it('under the all-sites entry: every active site of theirs in the company (never the closed one or another company)', async () => {
    configure();
    qs.on(GenerateEmbedUrlForAnonymousUserCommand).resolves({
      EmbedUrl: URL_OUT,
      Status: 200,
      RequestId: 'r2',
    });
    const manager = await get('manager', Role.Manager, 1);
    expect(manager.statusCode, manager.raw).toBe(200);
    expect(tags()).toEqual({ tenant: t.code, company_id: '1', site_id: '2,3' });
    const depot = await get('depotboss', Role.Manager, 1);
    expect(depot.statusCode, depot.raw).toBe(200);
    expect(tags()).toEqual({ tenant: t.code, company_id: '1', site_id: '3' });
    const south = await get('southboss', Role.Manager, 6);
    expect(south.statusCode, south.raw).toBe(200);
    expect(tags()).toEqual({ tenant: t.code, company_id: '2', site_id: '6' });
    const exec = await get('exec', Role.Executive, 1);
    expect(exec.statusCode, exec.raw).toBe(200);
    expect(tags()).toEqual({ tenant: t.code, company_id: '1', site_id: '2,3' });
  });

  it('a QuickSight failure is a 502 with a message, not a crash', async () => {
    configure();
    qs.on(GenerateEmbedUrlForAnonymousUserCommand).rejects(
      Object.assign(new Error('User is not authorized'), { name: 'AccessDeniedException' }),
    );
    const out = await get('manager', Role.Manager, 2);
    expect(out.statusCode).toBe(502);
    expect(out.body).toMatchObject({ success: 0, message: ReportMessages.insightsUnavailable });
  });

  it('an operator may not ask for it', async () => {
    configure();
    const out = await get('op', Role.Operator, 2);
    expect([200, 401, 403]).toContain(out.statusCode);
    expect(out.body.success).toBe(0);
    expect(qs.commandCalls(GenerateEmbedUrlForAnonymousUserCommand)).toHaveLength(0);
  });
});
