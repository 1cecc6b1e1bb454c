/**
 * SES bounce and complaint events (functions/users/mail-events.ts) on the twin: a permanent bounce
 * suppresses the address in the tenant the mail was sent for, the next mail to it is not sent
 * (the SES emulator's inbox gets nothing more for it) and the user's record shows it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { emailSuppressedText } from '#shared/users/rules.js';
import { sendEmail } from '#lib/mail.js';
import { getSuppression } from '#lib/mail-suppression.js';
import { handler, suppressionsOf, type SesEventDetail } from './mail-events.js';
import { getUserByUsername } from './store/index.js';
import { mailTo, seedUsersTenant, type UsersTenant } from './test-tenant.js';

let t: UsersTenant;
beforeAll(async () => {
  t = await seedUsersTenant('mev');
});

const bounce = (tenant: string, email: string, bounceType = 'Permanent'): SesEventDetail => ({
  eventType: 'Bounce',
  mail: { tags: { tenant: [tenant], 'ses:configuration-set': ['assetcare-prod'] } },
  bounce: { bounceType, bouncedRecipients: [{ emailAddress: email }], timestamp: '2026-11-28T10:00:00.000Z' },
});

describe('SES events', () => {
  it('suppress on a permanent bounce or a complaint, never on a transient bounce or an untagged mail', () => {
    expect(suppressionsOf(bounce('acme', 'a@x.test'))).toEqual({
      tenant: 'acme',
      reason: 'bounce',
      at: '2026-11-28T10:00:00.000Z',
      emails: ['a@x.test'],
    });
    expect(suppressionsOf(bounce('acme', 'a@x.test', 'Transient'))).toBeUndefined();
    expect(suppressionsOf({ ...bounce('acme', 'a@x.test'), mail: {} })).toBeUndefined();
    expect(
      suppressionsOf({
        eventType: 'Complaint',
        mail: { tags: { tenant: ['acme'] } },
        complaint: {
          complainedRecipients: [{ emailAddress: 'b@x.test' }],
          timestamp: '2026-11-27T01:00:00Z',
        },
      }),
    ).toMatchObject({ reason: 'complaint', emails: ['b@x.test'], at: '2026-11-27T01:00:00Z' });
  });

  it('after a bounce, the next mail to the user is not sent and their record shows the suppression', async () => {
    const user = await getUserByUsername(t.code, t.name('op'));
    const address = user!.email;
    const mail = { tenant: t.code, to: [address], subject: 'Suppression check', text: 'hello' };
    // Sent while the address is fine: the inbox gets it (so an empty inbox later means something).
    expect(await sendEmail(mail)).toBeTruthy();
    expect(await mailTo(address)).toHaveLength(1);

    await handler({ 'detail-type': 'Email Bounced', detail: bounce(t.code, address.toUpperCase()) });
    expect(await getSuppression(t.code, address)).toMatchObject({ reason: 'bounce' });
    // Another tenant's list is its own.
    expect(await getSuppression('demo', address)).toBeUndefined();

    expect(await sendEmail(mail)).toBeUndefined();
    expect(await mailTo(address)).toHaveLength(1);

    const answer = await t.as<{ data: { email_suppressed: unknown } }>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'User/GetUserDetails/{uuid}',
      { pathParameters: { uuid: user!.uuid } },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.email_suppressed).toEqual({ reason: 'bounce', at: '2026-11-28T10:00:00.000Z' });
    expect(emailSuppressedText({ reason: 'bounce', at: '2026-11-28T10:00:00.000Z' })).toBe(
      'E-mail suppressed (bounce) on 2026-11-28',
    );
    // A user whose address is fine: null.
    const manager = await getUserByUsername(t.code, t.name('manager'));
    const own = await t.as<{ data: { email_suppressed: unknown } }>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'User/GetUserDetails/{uuid}',
      { pathParameters: { uuid: manager!.uuid } },
    );
    expect(own.body.data.email_suppressed).toBeNull();
  });
});
