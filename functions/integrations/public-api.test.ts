/**
 * API keys and the public API v1 (issue 28 items 1 and 3), on two tenants of their own.
 * The acceptance path: a company admin makes a key, a test integrator exchanges it for a token,
 * reads its company's assets a page at a time, posts 1,000 readings (a retry with the same
 * Idempotency-Key writes nothing new), is refused outside its scopes (403) and after revocation
 * (401). Every public answer is validated against docs/public-openapi.json (which must pass an
 * OpenAPI 3.1 validator and be what the contract generates); held readings, isolation between
 * tenants and companies, bad input, the rate limit and expired keys are checked too.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { ACCESS_TOKEN_SECONDS } from '#shared/integrations/rules.js';
import type { ApiKeyRow, HeldReadingRow } from '#shared/integrations/schemas.js';
import { getAsset } from '#functions/assets/index.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { call, type CallOptions, type CallResult } from '#functions/test-support/index.js';
import { publicOpenApiText, PUBLIC_OPENAPI_FILE } from '#scripts/openapi/write.js';
import { putApiKey } from './store/api-keys.js';
import { verifyKeyToken } from './operations/access-tokens.js';
import { hashSecret, newKeyId } from './operations/api-keys.js';
import {
  bearer,
  expectDocumented,
  keyMakerOf,
  publicApiTenants,
  type PublicApiTenants,
  type Who,
  tokenOf,
  v1,
  type Envelope,
} from './test-public-api.js';

let t: PublicApiTenants;
const northAssets: number[] = [];
let southAsset: number;
let otherTenantAsset: number;

type AssetPage = { data: { id: number }[]; next_cursor: string | null };

const admin = (body: unknown, who: Who = 'admin', tenant: 'a' | 'b' = 'a') =>
  ({ ...t.session({ who, tenant }), body }) as CallOptions;

const createKey = keyMakerOf(() => t);

beforeAll(async () => {
  t = await publicApiTenants('int');
  for (let i = 0; i < 7; i++)
    northAssets.push(
      (
        await putTestAsset(t.codes.a, {
          company_id: 1,
          site_id: 2 + (i % 2),
          name: `North unit ${i}`,
          meter_hours: 100,
        })
      ).asset_id,
    );
  southAsset = (
    await putTestAsset(t.codes.a, { company_id: 2, site_id: 6, name: 'South unit', meter_hours: 5 })
  ).asset_id;
  otherTenantAsset = (
    await putTestAsset(t.codes.b, { company_id: 1, site_id: 2, name: 'B unit', meter_hours: 5 })
  ).asset_id;
});

describe('the public OpenAPI document', () => {
  it('is what the contract generates (run `npm run openapi`) and passes an OpenAPI 3.1 validator', async () => {
    expect(readFileSync(PUBLIC_OPENAPI_FILE, 'utf8')).toBe(publicOpenApiText());
    const result = await new Validator().validate(JSON.parse(readFileSync(PUBLIC_OPENAPI_FILE, 'utf8')));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('a test integrator (the acceptance path)', () => {
  it('gets a token with a key, reads assets, posts 1,000 readings once, is refused outside its scopes and after revocation', async () => {
    const key = await createKey(['assets:read', 'meter-readings:write']);
    expect(key.client_secret.length).toBeGreaterThanOrEqual(43);
    const token = await bearer(key);

    // Reads its company's assets a page at a time: every north asset once, nothing of the south company.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const r: CallResult<AssetPage> = await v1<AssetPage>('GET', 'v1/assets', token, {
        query: { limit: '3', ...(cursor ? { cursor } : {}) },
      });
      expect(r.statusCode, r.raw).toBe(200);
      expectDocumented('GET', 'v1/assets', 200, r.body);
      seen.push(...r.body.data.map((a) => a.id));
      cursor = r.body.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...northAssets].sort());
    const one = await v1('GET', 'v1/assets/{id}', token, { pathParameters: { id: String(northAssets[0]) } });
    expect(one.statusCode).toBe(200);
    expectDocumented('GET', 'v1/assets/{id}', 200, one.body);
    expect(one.body).toMatchObject({ id: northAssets[0], meter_hours: 100, status: 'active' });
    const south = await v1('GET', 'v1/assets/{id}', token, { pathParameters: { id: String(southAsset) } });
    expect(south.statusCode).toBe(404);
    expectDocumented('GET', 'v1/assets/{id}', 404, south.body);

    // 1,000 readings: 5 assets x 200, an hour apart, one more hour each time.
    const start = Date.now() - 300 * 3600_000;
    const readings = northAssets.slice(0, 5).flatMap((assetId) =>
      Array.from({ length: 200 }, (_, i) => ({
        assetId,
        at: new Date(start + i * 3600_000).toISOString(),
        value: 101 + i,
      })),
    );
    const post = () =>
      v1<{ applied: number; held: number; unchanged: number }>('POST', 'v1/meter-readings', token, {
        headers: { 'idempotency-key': 'batch-0001' },
        body: { readings },
      });
    const first = await post();
    expect(first.statusCode, first.raw.slice(0, 300)).toBe(200);
    expectDocumented('POST', 'v1/meter-readings', 200, first.body);
    expect(first.body).toMatchObject({ applied: 1000, held: 0, unchanged: 0 });
    const after = await getAsset(t.codes.a, northAssets[0]);
    expect(after?.meter_hours).toBe(300);

    const retry = await post();
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await getAsset(t.codes.a, northAssets[0]))?.version).toBe(after?.version);
    const reused = await v1('POST', 'v1/meter-readings', token, {
      headers: { 'idempotency-key': 'batch-0001' },
      body: { readings: readings.slice(0, 1) },
    });
    expect(reused.statusCode).toBe(422);
    expectDocumented('POST', 'v1/meter-readings', 422, reused.body);

    // Outside its scopes: a read-only key may not write.
    const readOnly = await createKey(['assets:read']);
    const readToken = await bearer(readOnly);
    const refused = await v1('POST', 'v1/meter-readings', readToken, {
      headers: { 'idempotency-key': 'ro-1' },
      body: { readings: readings.slice(0, 1) },
    });
    expect(refused.statusCode).toBe(403);
    expectDocumented('POST', 'v1/meter-readings', 403, refused.body);
    // Asking the token endpoint for a scope the key lacks.
    expect((await tokenOf(readOnly, 'meter-readings:write')).statusCode).toBe(400);

    // Revoked: the next call is refused, and so is a new token.
    const revoked = await call<Envelope<ApiKeyRow>>(
      'POST',
      'ApiKey/RevokeApiKey',
      admin({ key_id: key.key_id }),
    );
    expect(revoked.body).toMatchObject({ success: 1, data: { status: 'Revoked' } });
    const late = await v1('GET', 'v1/assets', token);
    expect(late.statusCode).toBe(401);
    expectDocumented('GET', 'v1/assets', 401, late.body);
    const again = await tokenOf(key);
    expect(again.statusCode).toBe(401);
    expectDocumented('POST', 'v1/oauth/token', 401, again.body);

    // The admin's list: last use recorded, the secret never shown again.
    const list = await call<Envelope<ApiKeyRow[]>>('POST', 'ApiKey/FilterApiKeys', admin({}));
    const row = list.body.list!.find((k) => k.key_id === key.key_id)!;
    expect(row.last_used_at).not.toBeNull();
    expect(row.status).toBe('Revoked');
    expect(list.raw).not.toContain(key.client_secret);
    expect(list.raw).not.toContain('secret_hash');
  });
});

describe('readings held for review', () => {
  it('holds backwards and implausible readings, lists them for managers, applies an approved one', async () => {
    const key = await createKey(['meter-readings:write']);
    const token = await bearer(key);
    const assetId = northAssets[6];
    const now = Date.now();
    const r = await v1<{ results: { status: string; reason?: string }[] }>(
      'POST',
      'v1/meter-readings',
      token,
      {
        headers: { 'idempotency-key': 'held-1' },
        body: {
          readings: [
            { assetId, at: new Date(now - 10 * 3600_000).toISOString(), value: 105 },
            { assetId, at: new Date(now - 9 * 3600_000).toISOString(), value: 90 },
            { assetId, at: new Date(now - 8 * 3600_000).toISOString(), value: 500 },
          ],
        },
      },
    );
    expect(r.statusCode, r.raw).toBe(200);
    expect(r.body.results.map((x) => x.reason ?? x.status)).toEqual(['applied', 'backwards', 'implausible']);
    expect((await getAsset(t.codes.a, assetId))?.meter_hours).toBe(105);

    const held = await call<Envelope<HeldReadingRow[]>>('POST', 'MeterReading/FilterHeldReadings', {
      ...t.session('manager'),
      body: {},
    });
    const mine = held.body.list!.filter((h) => h.asset_id === assetId);
    expect(mine.map((h) => h.reason).sort()).toEqual(['backwards', 'implausible']);
    const jump = mine.find((h) => h.reason === 'implausible')!;
    const back = mine.find((h) => h.reason === 'backwards')!;
    const approve = await call<Envelope<{ applied: boolean }>>('POST', 'MeterReading/ReviewHeldReading', {
      ...t.session('manager'),
      body: { reading_id: jump.reading_id, approve: true },
    });
    expect(approve.body).toMatchObject({ success: 1, data: { applied: true } });
    expect((await getAsset(t.codes.a, assetId))?.meter_hours).toBe(500);
    const reject = await call<Envelope<{ applied: boolean }>>('POST', 'MeterReading/ReviewHeldReading', {
      ...t.session('manager'),
      body: { reading_id: back.reading_id, approve: false },
    });
    expect(reject.body).toMatchObject({ success: 1, data: { applied: false } });
    const twice = await call<Envelope<unknown>>('POST', 'MeterReading/ReviewHeldReading', {
      ...t.session('manager'),
      body: { reading_id: back.reading_id, approve: false },
    });
    expect(twice.body).toMatchObject({ success: 0, message: M.readingNotFound });
    // The south company's admin sees none of the north's held readings.
    const south = await call<Envelope<HeldReadingRow[]>>('POST', 'MeterReading/FilterHeldReadings', {
      ...t.session('southadmin'),
      body: {},
    });
    expect(south.body.list!.some((h) => h.asset_id === assetId)).toBe(false);
  });
});

describe('isolation', () => {
  it("another tenant's key, or another company's, sees and writes nothing of this one", async () => {
    const other = await createKey(['assets:read', 'meter-readings:write'], 'admin', 'b');
    const token = await bearer(other);
    const list = await v1<{ data: { id: number }[] }>('GET', 'v1/assets', token, { query: { limit: '100' } });
    expect(list.body.data.map((a) => a.id)).toEqual([otherTenantAsset]);
    const byId = await v1('GET', 'v1/assets/{id}', token, { pathParameters: { id: String(northAssets[0]) } });
    expect(byId.statusCode).toBe(404);
    const write = await v1('POST', 'v1/meter-readings', token, {
      headers: { 'idempotency-key': 'iso-1' },
      body: { readings: [{ assetId: northAssets[0], at: new Date().toISOString(), value: 999_999 }] },
    });
    expect(write.statusCode).toBe(422);
    expect(write.body).toMatchObject({
      error: { details: [{ index: 0, field: 'assetId', message: M.unknownAsset }] },
    });

    const southKey = await createKey(['assets:read'], 'southadmin');
    const southList = await v1<{ data: { id: number }[] }>('GET', 'v1/assets', await bearer(southKey));
    expect(southList.body.data.map((a) => a.id)).toEqual([southAsset]);

    // Another tenant's admin cannot revoke this tenant's key; the key's list is per company.
    const north = await createKey(['assets:read']);
    const cross = await call<Envelope<unknown>>(
      'POST',
      'ApiKey/RevokeApiKey',
      admin({ key_id: north.key_id }, 'admin', 'b'),
    );
    expect(cross.body).toMatchObject({ success: 0, message: M.keyNotFound });
    const southKeys = await call<Envelope<ApiKeyRow[]>>(
      'POST',
      'ApiKey/FilterApiKeys',
      admin({}, 'southadmin'),
    );
    expect(southKeys.body.list!.map((k) => k.key_id)).toEqual([southKey.key_id]);
  });

  it('refuses tokens that are forged, of another tenant re-labelled, or of a user', async () => {
    const key = await createKey(['assets:read']);
    const token = await bearer(key);
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const relabelled = Buffer.from(
      JSON.stringify({ ...claims, iss: `urn:assetcare:api:${t.codes.b}`, tenant: t.codes.b }),
    ).toString('base64url');
    const widened = Buffer.from(
      JSON.stringify({ ...claims, scope: 'assets:read meter-readings:write' }),
    ).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherAlg = `${Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url')}.${payload}.${signature}`;
    for (const bad of [
      undefined,
      'not-a-token',
      unsigned,
      otherAlg,
      `${head}.${relabelled}.${signature}`,
      `${head}.${widened}.${signature}`,
      t.session('admin').token,
    ]) {
      const r = await v1('GET', 'v1/assets', bad);
      expect(r.statusCode, String(bad).slice(0, 20)).toBe(401);
    }
    // Signed right but past its 15 minutes (jose checks exp against the time given).
    expect(await verifyKeyToken(token)).toMatchObject({ tenant: t.codes.a, scope: 'assets:read' });
    expect(await verifyKeyToken(token, Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000)).toBeUndefined();
    // A user's token is not a key's, and a key's token is not a user's.
    const asUser = await call('POST', 'ApiKey/FilterApiKeys', { token, domain: t.codes.a, body: {} });
    expect(asUser.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  let token: string;
  beforeAll(async () => {
    token = await bearer(await createKey(['assets:read', 'meter-readings:write']));
  });

  it('answers 400 or 422 with per-item details, and writes nothing', async () => {
    const assetId = northAssets[5];
    const before = await getAsset(t.codes.a, assetId);
    const noKey = await v1('POST', 'v1/meter-readings', token, {
      body: { readings: [{ assetId, at: new Date().toISOString(), value: 101 }] },
    });
    expect(noKey.statusCode).toBe(400);
    expectDocumented('POST', 'v1/meter-readings', 400, noKey.body);
    const withKey = { headers: { 'idempotency-key': `bad-${Date.now()}` } };
    const malformed = await v1('POST', 'v1/meter-readings', token, { ...withKey, body: '{nope' });
    expect(malformed.statusCode).toBe(400);
    const items = await v1('POST', 'v1/meter-readings', token, {
      ...withKey,
      body: {
        readings: [
          { assetId, at: new Date().toISOString(), value: 101 },
          { assetId, at: 'yesterday', value: 102 },
          { assetId, at: new Date().toISOString(), value: -1 },
          { assetId: 'x', at: new Date().toISOString(), value: 1.5 },
        ],
      },
    });
    expect(items.statusCode).toBe(422);
    expectDocumented('POST', 'v1/meter-readings', 422, items.body);
    const details = (items.body as { error: { details: { index: number; field: string }[] } }).error.details;
    expect(details.map((d) => `${d.index}:${d.field}`)).toEqual(['1:at', '2:value', '3:assetId', '3:value']);
    const tooMany = await v1('POST', 'v1/meter-readings', token, {
      ...withKey,
      body: {
        readings: Array.from({ length: 1001 }, () => ({ assetId, at: new Date().toISOString(), value: 101 })),
      },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.raw).toContain(M.batchTooLarge);
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { limit: 'many' },
      { cursor: 'a%b' },
      { cursor: 'Zm9v' },
    ];
    for (const query of queries) {
      const r = await v1('GET', 'v1/assets', token, { query });
      expect(r.statusCode, JSON.stringify(query)).toBe(422);
      expectDocumented('GET', 'v1/assets', 422, r.body);
    }
    for (const id of ['abc', '-1', '0.5', '99999999999999999999'])
      expect((await v1('GET', 'v1/assets/{id}', token, { pathParameters: { id } })).statusCode).toBe(422);
    expect((await getAsset(t.codes.a, assetId))?.version).toBe(before?.version);
  });

  it('the token endpoint refuses a wrong grant, secret or client', async () => {
    const key = await createKey(['assets:read']);
    const json = (body: unknown) => call('POST', 'v1/oauth/token', { body });
    expect(
      (await json({ grant_type: 'password', client_id: key.client_id, client_secret: key.client_secret }))
        .statusCode,
    ).toBe(400);
    expect(
      (await json({ grant_type: 'client_credentials', client_id: key.client_id, client_secret: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await json({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' })).statusCode,
    ).toBe(401);
    expect((await json('[1]')).statusCode).toBe(400);
    const ok = await json({
      grant_type: 'client_credentials',
      client_id: key.client_id,
      client_secret: key.client_secret,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('the admin routes refuse bad bodies with their messages, and operators are refused', async () => {
    const bad = async (body: unknown, message: string) => {
      const r = await call<Envelope<unknown>>('POST', 'ApiKey/CreateApiKey', admin(body));
      expect(r.statusCode).toBeLessThan(500);
      expect(r.body.message, JSON.stringify(body)).toBe(message);
    };
    await bad({ name: '', scopes: ['assets:read'] }, M.nameRequired);
    await bad({ name: 'x'.repeat(61), scopes: ['assets:read'] }, M.nameTooLong);
    await bad({ name: 'k', scopes: [] }, M.scopesRequired);
    await bad({ name: 'k', scopes: ['root'] }, M.scopeInvalid);
    await bad({ name: 'k', scopes: ['assets:read'], expires_in_days: 0 }, M.expiryInvalid);
    const manager = await call<Envelope<unknown>>('POST', 'ApiKey/CreateApiKey', {
      ...t.session('manager'),
      body: { name: 'k', scopes: ['assets:read'] },
    });
    expect(manager.body.success).toBe(0);
  });
});

describe('limits', () => {
  it('answers 429 past the per-key rate, and 401 for an expired key', async () => {
    const key = await createKey(['assets:read']);
    const token = await bearer(key);
    process.env.AC_PUBLIC_API_RATE_LIMIT = '3';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await v1('GET', 'v1/assets', token)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await v1('GET', 'v1/assets', token);
      expectDocumented('GET', 'v1/assets', 429, limited.body);
    } finally {
      delete process.env.AC_PUBLIC_API_RATE_LIMIT;
    }

    const secret = 'expired-secret-expired-secret-expired-secret';
    const keyId = newKeyId();
    await putApiKey({
      tenant: t.codes.a,
      company_id: 1,
      key_id: keyId,
      name: 'Old',
      scopes: ['assets:read'],
      secret_hash: hashSecret(secret),
      created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      created_by: 'x',
      created_by_name: 'X',
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const r = await tokenOf({ client_id: `${t.codes.a}.1.${keyId}`, client_secret: secret });
    expect(r.statusCode).toBe(401);
  });
});
