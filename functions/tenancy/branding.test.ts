/**
 * The tenant's branding against the real emulators (DynamoDB Local, Cognito, s3rver): a super
 * admin saves name, colour and an uploaded logo and the lookup before sign-in shows them; other
 * roles are refused and nothing changes; bad names, colours and logos are refused with their
 * messages; a retried save is harmless and a save from a stale read is refused; another tenant's
 * lookup is unchanged.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { BrandingMessages } from '#shared/tenancy/messages.js';
import type { BrandingLogoUpload, TenantBranding, UserPoolDetails } from '#shared/tenancy/schemas.js';
import { config } from '#lib/config.js';
import { getS3, PutObjectCommand } from '#lib/s3.js';
import { call } from '#functions/test-support/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { logoKey } from './logo.js';
import { getTenant } from './store.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}
let t: UsersTenant;
let other: UsersTenant;
const asRoot = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  t.as<Answer<T>>('root', Role.SuperAdmin, 2, method, path, body === undefined ? {} : { body });
const lookup = async (code: string) =>
  (
    await call<Answer<UserPoolDetails>>('GET', 'company/GetUserPoolDetails', {
      query: { company_code: code },
    })
  ).body.data.branding;
/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadLogo(bytes = png, contentType = 'image/png'): Promise<string> {
  const answer = await asRoot<BrandingLogoUpload>('POST', 'Company/BrandingLogoUploadUrl', {
    content_type: contentType,
    size: bytes.length,
  });
  expect(answer.statusCode, answer.raw).toBe(200);
  expect(answer.body.data.upload_url).toContain(`branding/${t.code}/${answer.body.data.logo_file}`);
  const put = await fetch(answer.body.data.upload_url, {
    method: 'PUT',
    headers: answer.body.data.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  return answer.body.data.logo_file;
}

/** Puts an object straight into the bucket under the tenant (a client that ignored the signed type or size). */
async function putRaw(bytes: Buffer, contentType: string, ext = 'png'): Promise<string> {
  const file = `${randomUUID()}.${ext}`;
  await getS3().send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: logoKey(t.code, file),
      Body: bytes,
      ContentType: contentType,
    }),
  );
  return file;
}

const read = async () => (await asRoot<TenantBranding>('GET', 'Company/GetBranding')).body.data;

beforeAll(async () => {
  [t, other] = await Promise.all([seedUsersTenant('br'), seedUsersTenant('bo')]);
});

describe('tenant branding', () => {
  it('a super admin saves name, colour and logo; the lookup before sign-in shows them; a retry is harmless', async () => {
    const before = await read();
    expect(before).toMatchObject({ name: 'Users Test', color: '#000000', logo_file: null, version: 0 });
    const otherBefore = await lookup(other.code);

    const logo = await uploadLogo();
    const body = { name: '  Blue Yard Rentals ', color: '#1A5E20', logo_file: logo, version: before.version };
    const saved = await asRoot<TenantBranding>('POST', 'Company/UpdateBranding', body);
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.message).toBe(BrandingMessages.saved);
    expect(saved.body.data).toMatchObject({
      name: 'Blue Yard Rentals',
      color: '#1a5e20',
      logo_file: logo,
      version: 1,
    });

    const shown = await lookup(t.code);
    expect(shown).toMatchObject({ name: 'Blue Yard Rentals', color: '#1a5e20' });
    expect(shown.logo_url).toContain(`branding/${t.code}/${logo}`);
    const image = await fetch(shown.logo_url!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);

    // The same save again (a retry after a lost answer): the same answer, nothing more written.
    const again = await asRoot<TenantBranding>('POST', 'Company/UpdateBranding', body);
    expect(again.statusCode, again.raw).toBe(200);
    expect(again.body.data.version).toBe(1);
    // A different save from the same stale read is refused, not applied over the first.
    const stale = await asRoot('POST', 'Company/UpdateBranding', { ...body, name: 'Someone Else' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(BrandingMessages.changedMeanwhile);
    expect((await getTenant(t.code))?.name).toBe('Blue Yard Rentals');

    // Back to the default colour and the deployment's logo.
    const reset = await asRoot<TenantBranding>('POST', 'Company/UpdateBranding', {
      name: 'Users Test',
      color: null,
      logo_file: null,
      version: 1,
    });
    expect(reset.body.data).toMatchObject({ color: null, logo_file: null, version: 2 });
    expect(await lookup(t.code)).toEqual({ name: 'Users Test', color: null, logo_url: '/branding/demo.svg' });

    expect(await lookup(other.code)).toEqual(otherBefore);
  });

  it('refuses a manager and a company admin, changing nothing', async () => {
    const before = await getTenant(t.code);
    const body = {
      name: 'Taken Over',
      color: '#ff0000',
      logo_file: null,
      version: before?.branding_version ?? 0,
    };
    for (const [who, role] of [
      ['manager', Role.Manager],
      ['admin', Role.CompanyAdmin],
    ] as const) {
      for (const [method, path, payload] of [
        ['POST', 'Company/UpdateBranding', body],
        ['GET', 'Company/GetBranding', undefined],
        ['POST', 'Company/BrandingLogoUploadUrl', { content_type: 'image/png', size: 10 }],
      ] as const) {
        const res = await t.as(who, role, 2, method, path, payload === undefined ? {} : { body: payload });
        expect(res.body, `${who} ${path}`).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      }
    }
    expect(await getTenant(t.code)).toEqual(before);
  });

  it('refuses a bad colour, an empty or too long name, and an SVG or too large logo, with their messages', async () => {
    const before = await getTenant(t.code);
    const version = before?.branding_version ?? 0;
    const save = (body: Record<string, unknown>) =>
      asRoot('POST', 'Company/UpdateBranding', {
        name: 'Fine',
        color: null,
        logo_file: null,
        version,
        ...body,
      });
    const refusals: [Record<string, unknown>, string][] = [
      [{ color: 'red' }, BrandingMessages.colorInvalid],
      [{ color: '#12345' }, BrandingMessages.colorInvalid],
      [{ name: '   ' }, BrandingMessages.nameRequired],
      [{ name: 'x'.repeat(61) }, BrandingMessages.nameRequired],
      [{ logo_file: '../other/logo.png' }, BrandingMessages.logoNotUploaded],
      [{ logo_file: `${randomUUID()}.png` }, BrandingMessages.logoNotUploaded],
      // Put in the bucket against the signed type and size: the save's check still refuses them.
      [
        { logo_file: await putRaw(Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml') },
        BrandingMessages.logoTypeInvalid,
      ],
      [
        { logo_file: await putRaw(Buffer.alloc(2 * 1024 * 1024, 1), 'image/png') },
        BrandingMessages.logoTooLarge,
      ],
    ];
    for (const [body, message] of refusals) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // An SVG or a 2 MB logo gets no upload URL in the first place.
    const svg = await asRoot('POST', 'Company/BrandingLogoUploadUrl', {
      content_type: 'image/svg+xml',
      size: 100,
    });
    expect([svg.statusCode, svg.body.message]).toEqual([400, BrandingMessages.logoTypeInvalid]);
    const big = await asRoot('POST', 'Company/BrandingLogoUploadUrl', {
      content_type: 'image/png',
      size: 2 * 1024 * 1024,
    });
    expect([big.statusCode, big.body.message]).toEqual([400, BrandingMessages.logoTooLarge]);
    expect(await getTenant(t.code)).toEqual(before);
  });
});
