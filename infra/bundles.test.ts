/**
 * The deployed code, checked before deploying: every Lambda bundle CDK builds is loaded in a
 * fresh Node process (as Lambda does: ESM, no node_modules beside it) and answers its sample
 * event from events/ against the emulators. An ESM/CJS mix-up or a dependency esbuild could not
 * bundle fails here.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_DIR, apiSample, fillSample, jobSample } from '../events/generate.js';
import { ReportStatus } from '#shared/codes.js';
import { PlatformMessages } from '#shared/platform/messages.js';
import { jobs } from '#functions/jobs.js';
import {
  createReportJob,
  getReportJob,
  putAssetInspectionEntry,
  ReportType,
} from '#functions/reports/store.js';
import { API_LAMBDAS } from '#functions/routes.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { buildBundles, runBundle, type LambdaBundle } from './bundles.js';

let outdir = '';
let bundles: LambdaBundle[] = [];
let token = '';
let adminToken = '';
let operatorUuid = '';
let operatorToken = '';

const env = () => ({ ...process.env, LOG_LEVEL: 'warn' });

/** The committed sample, or the one events/generate.ts would write for a domain that has none yet. */
function sampleEvent(bundle: LambdaBundle): { event: Record<string, unknown>; committed: boolean } {
  const file = path.join(EVENTS_DIR, bundle.kind === 'domain' ? 'api' : 'jobs', `${bundle.name}.json`);
  if (existsSync(file))
    return { event: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, committed: true };
  const event = bundle.kind === 'domain' ? apiSample(bundle.name) : jobSample(bundle.name);
  return { event: event as unknown as Record<string, unknown>, committed: false };
}

/** The sample with fresh tokens and the demo operator's uuid where it has placeholders. */
const withToken = (event: Record<string, unknown>) =>
  fillSample(event, { token, adminToken, operatorToken, operatorUuid });

describe('Lambda bundles', () => {
  beforeAll(async () => {
    outdir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-bundles-'));
    bundles = await buildBundles(outdir);
    token = await signIn('demo', 'manager@demo.test', DEMO_PASSWORD);
    adminToken = await signIn('demo', 'companyadmin@demo.test', DEMO_PASSWORD);
    operatorUuid = (await getUserByUsername('demo', 'operator@demo.test'))!.uuid;
    operatorToken = await signIn('demo', 'operator@demo.test', DEMO_PASSWORD);
  }, 360_000);

  afterAll(() => {
    if (outdir) rmSync(outdir, { recursive: true, force: true });
  });

  it('builds one bundle per API Lambda and per job, each an ES module entry (index.mjs, its lazily loaded chunks beside it) with its source map', () => {
    expect(
      bundles
        .filter((b) => b.kind === 'domain')
        .map((b) => b.name)
        .sort(),
    ).toEqual(API_LAMBDAS.map((l) => l.name).sort());
    expect(
      bundles
        .filter((b) => b.kind === 'job')
        .map((b) => b.name)
        .sort(),
    ).toEqual(Object.keys(jobs).sort());
    for (const bundle of bundles) {
      expect(path.basename(bundle.file)).toBe('index.mjs');
      expect(existsSync(`${bundle.file}.map`)).toBe(true);
    }
  });

  it('has a committed sample event for every API Lambda and job (npx tsx events/generate.ts writes missing ones)', () => {
    const missing = bundles
      .filter((bundle) => !sampleEvent(bundle).committed)
      .map((b) => `${b.kind} ${b.name}`);
    expect(missing).toEqual([]);
  });

  it.each(API_LAMBDAS.map((l) => l.name))('the %s bundle answers its sample API event', async (name) => {
    const bundle = bundles.find((b) => b.kind === 'domain' && b.name === name)!;
    const { event, committed } = sampleEvent(bundle);
    const run = await runBundle(bundle, withToken(event), env());
    expect(run.error, run.output).toBeNull();
    expect(run.exports).toContain('handler');
    const reply = run.result as {
      statusCode: number;
      headers: Record<string, string>;
      body: string;
      isBase64Encoded?: boolean;
    };
    if (reply.headers['content-type'] === 'application/pdf') {
      // A document route: the file itself.
      expect(reply.statusCode).toBe(200);
      expect(Buffer.from(reply.body, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
      return;
    }
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    if (name === 'integrations-public-api') {
      // The public API v1 takes API keys' tokens, not users': it loads, runs its chain and refuses.
      expect(reply.statusCode, reply.body).toBe(401);
      expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'unauthorized' } });
      return;
    }
    if (name === 'platform') {
      // Platform operators only: the sample's tenant token loads the bundle, runs the chain and is refused.
      expect(reply.statusCode, reply.body).toBe(403);
      expect(JSON.parse(reply.body)).toMatchObject({ message: PlatformMessages.operatorsOnly });
      return;
    }
    if (committed) {
      // Committed samples are chosen to succeed as the seeded demo manager (or company admin).
      expect(reply.statusCode, reply.body).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ success: 1 });
    } else {
      // A new domain's first route, called blind: it must at least load and answer an envelope.
      expect(reply.statusCode, reply.body).toBeLessThan(500);
      expect(JSON.parse(reply.body)).toMatchObject({ success: expect.any(Number) });
    }
  });

  it('the tenancy bundle answers the tenant lookup with the tenant pool', async () => {
    const bundle = bundles.find((b) => b.name === 'tenancy')!;
    const run = await runBundle(bundle, sampleEvent(bundle).event, env());
    const body = JSON.parse((run.result as { body: string }).body) as {
      data: { company_code: string; user_pool_id: string };
    };
    expect(body.data.company_code).toBe('demo');
    expect(body.data.user_pool_id).toMatch(/^local_/);
  });

  it('the reportRunner bundle builds a queued report (exceljs, S3) as the deployed job would', async () => {
    const reportId = 900_000 + Math.floor(Math.random() * 99_999);
    await putAssetInspectionEntry({
      tenant: 'demo',
      internal_asset_id: 'BUNDLE-1',
      inspected_at: '2026-03-02T10:00:00.000Z',
      inspection_id: 'bundle-insp',
      asset_name: 'Bundle test loader',
      site_name: 'Reno Yard',
      form_name: 'Daily check',
      inspector_name: 'Omar Reyes',
      status: 10,
      open_issues: 0,
    });
    await createReportJob({
      tenant: 'demo',
      report_id: reportId,
      report_type: ReportType.AssetInspectionHistory,
      requested_by: 'bundle-test',
      internal_asset_id: 'BUNDLE-1',
      from_date: '2026-03-01',
      to_date: '2026-03-31',
    });
    const bundle = bundles.find((b) => b.name === 'reportRunner')!;
    const run = await runBundle(bundle, jobSample('reportRunner'), env());
    expect(run.error, run.output).toBeNull();
    expect(await getReportJob('demo', reportId)).toMatchObject({
      status: ReportStatus.Completed,
      file_key: `reports/demo/${reportId}/ReportExcelFile.xlsx`,
    });
  });

  it.each(Object.keys(jobs))('the %s bundle runs its sample scheduler event', async (name) => {
    const bundle = bundles.find((b) => b.kind === 'job' && b.name === name)!;
    const run = await runBundle(bundle, sampleEvent(bundle).event, env());
    expect(run.error, run.output).toBeNull();
    expect(run.result).toMatchObject({ tenants: expect.any(Number) });
    expect((run.result as { tenants: number }).tenants).toBeGreaterThanOrEqual(2);
  });
});
