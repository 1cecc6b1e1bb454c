/**
 * The API contract: docs/openapi.json is what the route table and the endpoint contracts
 * generate, it passes an OpenAPI 3.1 validator, and every route of the table, called for real on
 * the emulators, answers what the document says (validated with Ajv, JSON Schema 2020-12). A
 * route added without a sample call here fails the coverage test.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Role, UserStatus } from '#shared/codes.js';
import { openApiText, OPENAPI_FILE } from '#scripts/openapi/write.js';
import { raiseNotification } from '#functions/notifications/raise.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { SEED_CHECKLISTS, SEED_LOCKOUT_TAGOUT } from '#scripts/dev/seed-forms.js';
import { putForm } from '#functions/forms/store.js';
import { buildOpenApi } from './openapi.js';
import { domains, isPublicApiRoute, type RouteDef } from './routes.js';
import {
  call,
  DEMO_PASSWORD,
  freshUser,
  signIn,
  uniqueName,
  type CallResult,
} from '#functions/test-support/index.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { asAdmin, asManager, type Fixture, type Sample } from '#functions/test-support/samples.js';
import { DOMAIN_SAMPLES } from './samples.js';

const doc = buildOpenApi();
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(doc, 'openapi');

/** The document's schema of a route's 200 JSON answer. */
function validatorFor(route: Pick<RouteDef, 'method' | 'path'>) {
  const pointer = `/paths/${`/${route.path}`.replace(/~/g, '~0').replace(/\//g, '~1')}/${route.method.toLowerCase()}/responses/200/content/application~1json/schema`;
  const validate = ajv.getSchema(`openapi#${pointer}`);
  if (!validate) throw new Error(`no 200 JSON schema for ${route.method} ${route.path}`);
  return validate;
}

/** A successful call of every route, keyed `METHOD path` as the route table writes it. */
const CORE_SAMPLES: Record<string, Sample[]> = {
  'GET company/GetUserPoolDetails': [() => ({ query: { company_code: 'demo' } })],
  'GET Company/GetAllCompaniesWithSites': [(f) => asManager(f)],
  'POST User/Login': [(f) => asManager(f, { body: { os: 'web', notification_token: 'device-1' } })],
  'POST User/Logout': [(f) => asManager(f)],
  'GET User/VerifyEmail': [(f) => asManager(f)],
  'POST User/ResendTemporaryPassword': [() => ({ domain: 'demo', body: { username: uniqueName('nobody') } })],
  'PUT user/ActiveRole': [(f) => asManager(f, { body: { platform: 'web', role_id: Role.Manager } })],
  'PUT user/DefaultRole': [(f) => asManager(f, { body: { role_id: Role.Manager, user_id: f.manager.uuid } })],
  'PUT user/ActiveSite': [(f) => asManager(f, { body: { site_id: 2 } })],
  'PUT user/DefaultSite': [(f) => asManager(f, { body: { site_id: 2, user_id: f.manager.uuid } })],
  'PUT user/ActiveCompany': [(f) => asAdmin(f, { body: { company_id: 1, site_id: 2 } })],
  'PUT user/DefaultCompany': [
    (f) => asAdmin(f, { body: { company_id: 1, site_id: 2, user_id: f.admin.uuid } }),
  ],
  'GET User/GetNotifications/{pagesize}/{pageindex}': [
    (f) => asManager(f, { pathParameters: { pagesize: '20', pageindex: '1' } }),
  ],
  'GET User/GetNotificationsCount/{type}': [(f) => asManager(f, { pathParameters: { type: '1' } })],
  'POST User/UpdateNotificationsStatus': [
    (f) => asManager(f, { body: { notification_id: f.notificationId, status: 2 } }),
  ],
  'GET User/MarkAllNotificationStatus/{status}': [(f) => asManager(f, { pathParameters: { status: '2' } })],
  'GET PMNotification/TriggerPMItemNotification': [
    (f) => asManager(f, { query: { trigger_id: 'trigger-1', is_disabled: 'true' } }),
  ],
  'POST User/FilterUsers': [
    (f) => asManager(f, { body: { pagesize: 20, pageindex: 1 } }),
    (f) => asAdmin(f, { body: { role_id: [Role.Operator], status: 1 } }),
  ],
  'POST User/FilterUsersRoleOptions': [(f) => asManager(f, { body: {} })],
  'POST User/FilterUsersCompanyOptions': [(f) => asAdmin(f, { body: {} })],
  'POST User/FilterUsersSiteOptions': [(f) => asManager(f, { body: {} })],
  'POST User/updateUserStatus': [
    (f) => asManager(f, { body: { userid: f.operator.uuid, status: UserStatus.Active } }),
  ],
  'GET User/resendTempPassword': [(f) => asManager(f, { query: { user_id: f.newOperator.uuid } })],
  'POST User/generateBarcodeUser': [
    (f) => ({ ...asManager(f, { body: { userid: [f.operator.uuid] } }), expectFile: 'application/pdf' }),
  ],
  'POST User/addUpdateUser': [
    (f) => asManager(f, { body: { uuid: f.manager.uuid, firstname: 'Contract', lastname: 'Manager' } }),
    (f) =>
      asManager(f, {
        body: {
          firstname: 'Contract',
          lastname: 'Operator',
          status: 1,
          userroles: [Role.Operator],
          usersites: [2],
          prefer_language_id: 1,
        },
      }),
  ],
  'GET User/GetUserDetails/{uuid}': [
    (f) => asManager(f, { pathParameters: { uuid: f.operator.uuid } }),
    (f) => asManager(f, { pathParameters: { uuid: f.manager.uuid } }),
  ],
  'GET User/GetAllRoles': [(f) => asManager(f)],
  'GET User/GetAllLanguages': [(f) => asManager(f)],
  'POST InspectionForm/AddUpdateForm': [
    (f) =>
      asManager(f, {
        body: {
          form_name: 'Contract form',
          form_description: 'Made by the contract test',
          form_data: JSON.stringify(SEED_CHECKLISTS[0].form),
          work_procedure: 'Check it',
          form_type_id: FormTypeId.InspectionChecklist,
        },
      }),
    (f) =>
      asManager(f, {
        body: {
          form_id: f.checklistId,
          form_name: 'Contract checklist',
          form_data: JSON.stringify(SEED_CHECKLISTS[1].form),
          work_procedure: 'Check it',
          form_type_id: '1',
        },
      }),
  ],
  'GET InspectionForm/GetAllForms': [
    (f) => asManager(f),
    (f) => asManager(f, { query: { pageindex: '2', pagesize: '2' } }),
  ],
  'GET InspectionForm/GetForm/{formId}': [(f) => asManager(f, { pathParameters: { formId: f.checklistId } })],
  'GET InspectionForm/GetFormTypes/{pageindex}/{pagesize}/{search}': [
    (f) => asManager(f, { pathParameters: { pageindex: '1', pagesize: '40', search: '-' } }),
  ],
  'GET InspectionForm/GetInspectionFormsByCompany/{companyId}': [
    (f) => asManager(f, { pathParameters: { companyId: '1' } }),
  ],
  'GET InspectionForm/GetChecklist/{formId}': [
    (f) => asManager(f, { pathParameters: { formId: f.checklistId } }),
  ],
  'POST InspectionForm/SubmitForm': [
    (f) =>
      asManager(f, {
        body: { form_id: f.procedureId, asset_id: 1, data: { equipment: 'Contract loader', notified: true } },
      }),
  ],
  'GET InspectionForm/GetSubmittedForms': [
    (f) => asManager(f, { query: { pageindex: '1', pagesize: '20' } }),
  ],
};

const SAMPLES: Record<string, Sample[]> = Object.assign(
  {},
  CORE_SAMPLES,
  ...DOMAIN_SAMPLES.map((d) => d.contract),
);

// The public API v1 answers its own document (integrations/public-api.test.ts checks it).
const routes = Object.values(domains)
  .flatMap((domain) => domain.routes as RouteDef[])
  .filter((route) => !isPublicApiRoute(route));
const keyOf = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path}`;

describe('the OpenAPI document', () => {
  it('is the one the contracts generate (run `npm run openapi` after changing a contract)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it('passes an OpenAPI 3.1 validator and has every route of the table, with its roles', async () => {
    const result = await new Validator().validate(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const route of routes) {
      const operation = (doc.paths[`/${route.path}`] as Record<string, { 'x-roles': string[] }>)[
        route.method.toLowerCase()
      ];
      expect(operation, keyOf(route)).toBeDefined();
      expect(operation['x-roles']).toHaveLength(route.endpoint.roles?.length ?? 0);
    }
  });
});

describe('every route answers what the document says', () => {
  const fixture = { extra: {} } as Fixture;
  beforeAll(async () => {
    const admin = await freshUser('demo', { roles: [Role.SuperAdmin], sites: [] });
    const manager = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    const newOperator = await freshUser('demo', { roles: [Role.Operator], sites: [2], temporary: true });
    fixture.admin = { uuid: admin.uuid, token: await admin.token() };
    fixture.manager = { uuid: manager.uuid, token: await manager.token() };
    fixture.operator = {
      uuid: (await getUserByUsername('demo', 'operator@demo.test'))!.uuid,
      token: await signIn('demo', 'operator@demo.test', DEMO_PASSWORD),
    };
    fixture.newOperator = { uuid: newOperator.uuid };
    const [sent] = await raiseNotification({
      tenant: 'demo',
      users: [manager.uuid],
      type: NotificationType.NewIssue,
      heading: 'Contract',
      message: 'A notification to read',
      refId: 'issue-contract',
    });
    fixture.notificationId = sent.notification_id;
    const stored = (seeded: typeof SEED_LOCKOUT_TAGOUT) =>
      putForm('demo', 1, { ...seeded, form_data: JSON.stringify(seeded.form) });
    fixture.checklistId = (await stored(SEED_CHECKLISTS[0])).form_id;
    fixture.procedureId = (await stored(SEED_LOCKOUT_TAGOUT)).form_id;
    for (const domain of DOMAIN_SAMPLES) await domain.prepare?.(fixture);
  });

  it('has a sample call for every route of the table', () => {
    expect(routes.map(keyOf).filter((key) => !SAMPLES[key])).toEqual([]);
  });

  it.each(routes.map((route) => [keyOf(route), route] as const))('%s', async (key, route) => {
    for (const sample of SAMPLES[key] ?? []) {
      const { expectFile, ...options } = sample(fixture);
      const result: CallResult<unknown> = await call(route.method, route.path, options);
      expect(result.statusCode, result.raw.slice(0, 300)).toBe(200);
      if (expectFile) {
        expect(result.headers['content-type']).toBe(expectFile);
        continue;
      }
      expect(result.body, result.raw.slice(0, 300)).toMatchObject({ success: 1 });
      const validate = validatorFor(route);
      expect(validate(result.body) ? [] : validate.errors).toEqual([]);
    }
  });

  it('fails a real answer whose field drifted from the contract', async () => {
    const { body } = await call<{ list: Record<string, unknown>[] }>(
      'POST',
      'User/FilterUsers',
      asManager(fixture, { body: {} }),
    );
    const validate = validatorFor({ method: 'POST', path: 'User/FilterUsers' });
    expect(validate(body)).toBe(true);
    const [row, ...rest] = body.list;
    const { status_name, ...renamed } = row;
    const drifted = { ...body, list: [{ ...renamed, statusName: status_name }, ...rest] };
    expect(validate(drifted)).toBe(false);
    expect(JSON.stringify(validate.errors)).toMatch(/status_name|statusName/);
    expect(validate({ ...body, listsize: String(body.list.length) })).toBe(false);
  });
});
