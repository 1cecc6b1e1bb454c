/**
 * E-mails of a tenant with an uploaded logo carry it inline (issue 27's branding in mails): the
 * low-stock mail, sent through the SES emulator, holds the logo as an INLINE attachment with the
 * Content-ID its HTML's img names by `cid:`; without an uploaded logo (or when it cannot be read)
 * the deployment's logo_url is linked and nothing is attached.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateTenant } from '#functions/tenancy/store.js';
import { sendLowStockMail } from '#functions/parts/low-stock-mail.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { LOGO_CONTENT_ID, logoKey } from './brand.js';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

interface Stored {
  destination: { to: string[] };
  body: { html?: string };
  attachments: {
    filename: string;
    content: string;
    contentType: string;
    contentDisposition?: string;
    contentId?: string;
  }[];
}

async function lastMailTo(address: string): Promise<Stored> {
  const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
    emails: Stored[];
  };
  const mail = emails.filter((m) => m.destination.to.includes(address)).at(-1);
  expect(mail, `a mail to ${address}`).toBeDefined();
  return mail!;
}

const lowStock = (tenant: string) =>
  sendLowStockMail({
    type: 'parts.low-stock',
    tenant,
    part_id: randomUUID(),
    site_id: 2,
    notice_id: randomUUID(),
    part_number: 'F-100',
    name: 'Oil filter',
    unit: 'ea',
    site_name: 'North Yard',
    on_hand: 1,
    minimum_quantity: 2,
  });

let t: UsersTenant;
beforeAll(async () => {
  t = await seedUsersTenant('mlogo');
});

describe('mail branding', () => {
  it('carries an uploaded logo inline (cid:), and links logo_url when there is none or it cannot be read', async () => {
    await updateTenant(t.code, { logo_url: 'https://cdn.example.com/acme.png' });
    await lowStock(t.code);
    const linked = await lastMailTo(t.name('manager'));
    expect(linked.attachments ?? []).toEqual([]);
    expect(linked.body.html).toContain('src="https://cdn.example.com/acme.png"');

    const logoFile = `${randomUUID()}.png`;
    await new S3Client({ forcePathStyle: true }).send(
      new PutObjectCommand({
        Bucket: process.env.FILES_BUCKET,
        Key: logoKey(t.code, logoFile),
        Body: PNG,
        ContentType: 'image/png',
      }),
    );
    await updateTenant(t.code, { logo_file: logoFile });
    await lowStock(t.code);
    const inline = await lastMailTo(t.name('manager'));
    expect(inline.body.html).toContain(`src="cid:${LOGO_CONTENT_ID}"`);
    expect(inline.body.html).not.toContain('cdn.example.com');
    expect(inline.attachments).toHaveLength(1);
    expect(inline.attachments[0]).toMatchObject({
      filename: logoFile,
      contentType: 'image/png',
      contentDisposition: 'INLINE',
      contentId: LOGO_CONTENT_ID,
    });
    expect(Buffer.from(inline.attachments[0].content, 'base64').equals(PNG)).toBe(true);

    // The uploaded file gone: the link again, nothing attached.
    await updateTenant(t.code, { logo_file: `${randomUUID()}.png` });
    await lowStock(t.code);
    const fallback = await lastMailTo(t.name('manager'));
    expect(fallback.attachments ?? []).toEqual([]);
    expect(fallback.body.html).toContain('src="https://cdn.example.com/acme.png"');
  }, 120_000);
});
