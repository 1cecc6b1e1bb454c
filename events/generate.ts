/**
 * `npx tsx events/generate.ts`: writes the sample events that are missing, one API Gateway (v2)
 * event per API Lambda (events/api/<lambda>.json) and one scheduler event per job
 * (events/jobs/<job>.json). Existing files are kept: edit them by hand to pick a better route.
 *
 * They are the events of a real call, for `sam local invoke`, the Lambda console's test tab or
 * the bundle test (infra/bundles.test.ts), which puts a fresh access token where TOKEN_PLACEHOLDER (or ADMIN_TOKEN_PLACEHOLDER) is.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobs } from '#functions/jobs.js';
import { API_LAMBDAS, type RouteDef } from '#functions/routes.js';
import { buildEvent } from '#scripts/dev/event.js';

export const EVENTS_DIR = path.dirname(fileURLToPath(import.meta.url));
export const TOKEN_PLACEHOLDER = '<access token of a tenant user (Cognito access token)>';
/** The token of a sample only a company admin may call (companyadmin@demo.test, role 6, site 1). */
export const ADMIN_TOKEN_PLACEHOLDER = '<access token of the demo company admin (Cognito access token)>';
/** Where a sample needs the uuid of the demo tenant's operator (operator@demo.test). */
export const OPERATOR_PLACEHOLDER = '<uuid of operator@demo.test>';
/** The token of a sample only an operator may call (operator@demo.test, role 3, site 2). */
export const OPERATOR_TOKEN_PLACEHOLDER = '<access token of the demo operator (Cognito access token)>';

/** What a sample's placeholders stand for in a run (signed in for it). */
export interface SampleFill {
  token: string;
  adminToken: string;
  operatorToken: string;
  operatorUuid: string;
}

/** A sample event with its placeholders filled: the caller's token, and the operator's uuid in its path and body. */
export function fillSample(event: Record<string, unknown>, fill: SampleFill): Record<string, unknown> {
  const tokens: Record<string, string> = {
    [TOKEN_PLACEHOLDER]: fill.token,
    [ADMIN_TOKEN_PLACEHOLDER]: fill.adminToken,
    [OPERATOR_TOKEN_PLACEHOLDER]: fill.operatorToken,
  };
  const uuid = (text: string) => text.replaceAll(OPERATOR_PLACEHOLDER, fill.operatorUuid);
  const headers = { ...(event.headers as Record<string, string> | undefined) };
  if (headers.token && tokens[headers.token]) headers.token = tokens[headers.token];
  const pathParameters = event.pathParameters as Record<string, string> | undefined;
  return {
    ...event,
    headers,
    ...(typeof event.rawPath === 'string' ? { rawPath: uuid(event.rawPath) } : {}),
    ...(pathParameters
      ? { pathParameters: Object.fromEntries(Object.entries(pathParameters).map(([k, v]) => [k, uuid(v)])) }
      : {}),
    ...(typeof event.body === 'string' ? { body: uuid(event.body) } : {}),
  };
}

/** The seeded demo manager's session: tenant demo, role 1 (Manager), site 2 (Reno Yard). */
const SESSION_HEADERS = {
  token: TOKEN_PLACEHOLDER,
  domain_name: 'demo',
  role_id: '1',
  site_id: '2',
  platform: 'web',
  'content-type': 'application/json',
};

interface Sample {
  route: Pick<RouteDef, 'method' | 'path'>;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  public?: boolean;
  /** Another active site than the manager's site 2 (as a header). */
  siteId?: string;
  /** Called as the demo company admin (role 6, site 1: company 1's All Sites) instead of the manager. */
  companyAdmin?: boolean;
  /** Called as the demo operator (operator@demo.test: role 3, site 2) instead of the manager. */
  operator?: boolean;
}

/** The chosen call of each API Lambda; one not listed gets its first route. */
const SAMPLES: Record<string, Sample> = {
  tenancy: {
    route: { method: 'GET', path: 'company/GetUserPoolDetails' },
    query: { company_code: 'demo' },
    public: true,
  },
  session: {
    route: { method: 'POST', path: 'User/Login' },
    body: { username: 'manager@demo.test', password: null, notification_token: null, os: 'web' },
  },
  notifications: {
    route: { method: 'GET', path: 'User/GetNotificationsCount/{type}' },
    pathParameters: { type: '0' },
  },
  users: { route: { method: 'GET', path: 'User/GetAllRoles' } },
  parts: {
    route: { method: 'POST', path: 'Part/FilterParts' },
    body: { pageindex: 1, pagesize: 20, search_string: '' },
  },
  forms: {
    route: { method: 'GET', path: 'InspectionForm/GetFormTypes/{pageindex}/{pagesize}/{search}' },
    pathParameters: { pageindex: '1', pagesize: '40', search: '-' },
  },
  'users-documents': {
    route: { method: 'POST', path: 'User/generateBarcodeUser' },
    body: { userid: [OPERATOR_PLACEHOLDER] },
  },
  devices: {
    route: { method: 'POST', path: 'Device/SyncDevice' },
    body: {
      device_code: 'SAMPLE-TC52',
      device_name: 'Sample scanner',
      device_type: 'Handheld',
      brand: 'Zebra',
      model: 'TC52',
      os: 'Android 11',
      site_id: 2,
    },
  },
  assets: {
    route: { method: 'GET', path: 'Asset/GetAssetTypes/{pageindex}/{pagesize}/{search}' },
    pathParameters: { pageindex: '1', pagesize: '40', search: '-' },
  },
  // Asset 1: the first seeded demo asset (scripts/dev/seed-assets.ts), on one of company 1's sites:
  // the manager sees it with the company's All Sites entry (site 1) active.
  // The seeded demo's asset 4 is at Reno Yard (site 2, a PM site): its maintenance record.
  'reports-documents': {
    route: { method: 'POST', path: 'Report/AssetMaintenanceRecord' },
    body: { asset_id: 4 },
  },
  'assets-documents': {
    route: { method: 'POST', path: 'Asset/GenerateBarcode' },
    body: { assetList: [1] },
    siteId: '1',
  },
  // The issue list's first page with the screen's default statuses (Open, In Progress, Waiting).
  // The manager's dashboard: pending reviews and checked-out assets of site 2.
  // The four inspections Lambdas (functions/inspections/routes.ts): the list, the dashboard's
  // pending inspections, the operator's assets (as the operator) and the forms import history.
  inspections: {
    route: { method: 'POST', path: 'Inspection/FilterInspections' },
    body: { pagesize: 20, pageindex: 1 },
  },
  'inspections-review': {
    route: { method: 'GET', path: 'Inspection/PendingInspectionCheckoutAssetsByManager' },
  },
  'inspections-field': {
    route: { method: 'GET', path: 'Inspection/GetAssetsForUser/{uuid}' },
    pathParameters: { uuid: OPERATOR_PLACEHOLDER },
    operator: true,
  },
  'inspections-imports': {
    route: { method: 'GET', path: 'Inspection/InspectionImportHistory/{pageindex}/{pagesize}' },
    pathParameters: { pageindex: '1', pagesize: '20' },
    companyAdmin: true,
  },
  // The Tasks screen's first page (site 2 shows maintenance).
  tasks: {
    route: { method: 'GET', path: 'Task/GetTasks' },
    query: { pageindex: '1', pagesize: '20', searchstring: '' },
  },
  issues: {
    route: { method: 'POST', path: 'Issue/FilterIssues' },
    body: {
      pagesize: 20,
      pageindex: 1,
      status: [12, 13, 14],
      site_id: [],
      asset_id: [],
      priority: [],
      issue_title: [],
      search_string: '',
    },
  },
  // The Reports page's first call (its history table); a report itself is generated on request.
  reports: {
    route: { method: 'GET', path: 'Report/GetHistoryOfAssetReports' },
    query: { pagesize: '20', pageindex: '1' },
  },
  // Company admins only: company 1's endpoints.
  webhooks: { route: { method: 'GET', path: 'Webhook/GetWebhooks' }, companyAdmin: true },
  // Platform operators only (shared/platform/rules.ts): a tenant's token is refused with 403.
  platform: { route: { method: 'GET', path: 'Platform/GetTenant' }, query: { code: 'acme' } },
};

export function apiSample(lambda: string): ReturnType<typeof buildEvent> {
  const sample: Sample = SAMPLES[lambda] ?? { route: API_LAMBDAS.find((l) => l.name === lambda)!.routes[0] };
  let concretePath = sample.route.path;
  for (const [name, value] of Object.entries(sample.pathParameters ?? {}))
    concretePath = concretePath.replace(`{${name}}`, value);
  const event = buildEvent({
    route: sample.route,
    path: concretePath,
    pathParameters: sample.pathParameters,
    query: sample.query,
    headers: sample.public
      ? { platform: 'web' }
      : sample.companyAdmin
        ? { ...SESSION_HEADERS, token: ADMIN_TOKEN_PLACEHOLDER, role_id: '6', site_id: '1' }
        : sample.operator
          ? { ...SESSION_HEADERS, token: OPERATOR_TOKEN_PLACEHOLDER, role_id: '3', site_id: '2' }
          : { ...SESSION_HEADERS, ...(sample.siteId ? { site_id: sample.siteId } : {}) },
    body: sample.body,
    host: 'demo.assetcare.example.com',
  });
  // Fixed ids and times keep the files stable.
  event.requestContext.requestId = `sample-${lambda}`;
  event.requestContext.time = '21/Nov/2026:09:00:00 +0000';
  event.requestContext.timeEpoch = Date.UTC(2026, 10, 21, 9);
  return event;
}

export function jobSample(job: string) {
  return {
    id: `sample-${job}`,
    'detail-type': 'Scheduled Event',
    source: 'aws.scheduler',
    time: '2026-11-21T09:00:00.000Z',
    detail: { job },
  };
}

function writeMissing(file: string, content: unknown): boolean {
  if (existsSync(file)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written: string[] = [];
  for (const { name } of API_LAMBDAS) {
    const file = path.join(EVENTS_DIR, 'api', `${name}.json`);
    if (writeMissing(file, apiSample(name))) written.push(file);
  }
  for (const job of Object.keys(jobs)) {
    const file = path.join(EVENTS_DIR, 'jobs', `${job}.json`);
    if (writeMissing(file, jobSample(job))) written.push(file);
  }
  console.log(
    written.length ? `Wrote:\n  ${written.join('\n  ')}` : 'Every API Lambda and job has its sample event.',
  );
}
