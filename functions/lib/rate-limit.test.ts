/**
 * The public routes' rate limits (issue 23 item 3) on the emulators: past the window's limit
 * company/GetUserPoolDetails and User/ResendTemporaryPassword answer 429 with the envelope and
 * Messages.tooManyRequests; the resend counts per username across addresses, whether or not the
 * user exists; other addresses are not affected. Each test calls from addresses of its own.
 */
import { randomInt } from 'node:crypto';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { PUBLIC_RATE_LIMITS } from '#shared/session/rules.js';
import { call, freshUser, uniqueName } from '#functions/test-support/index.js';
import { PLATFORM_RATE_TENANT, RateWindowEntity, rateWindowOf } from './rate-limit.js';

/** An address of the documentation range (RFC 5737) no other test uses. */
const address = () => `198.51.100.${randomInt(1, 255)}:${randomInt(1, 1_000_000)}`;

/** Fills the current window of `what` up to `n` calls, as if they had been made. */
async function fill(tenant: string, what: string, windowSeconds: number, n: number) {
  await RateWindowEntity.build(UpdateItemCommand)
    .item({ tenant, what: `${what}#${rateWindowOf(windowSeconds)}`, n })
    .send();
}

const poolDetails = (sourceIp: string) =>
  call('GET', 'company/GetUserPoolDetails', { query: { company_code: 'demo' }, sourceIp });
const resend = (sourceIp: string, username: string) =>
  call('POST', 'User/ResendTemporaryPassword', { domain: 'demo', body: { username }, sourceIp });

describe('company/GetUserPoolDetails', () => {
  it('answers 429 with the envelope once an address has used its window, and other addresses still get an answer', async () => {
    const ip = address();
    const { limit, windowSeconds } = PUBLIC_RATE_LIMITS.userPoolDetailsPerAddress;
    expect((await poolDetails(ip)).statusCode).toBe(200);
    await fill(PLATFORM_RATE_TENANT, `POOL#${ip}`, windowSeconds, limit - 1);
    expect((await poolDetails(ip)).statusCode).toBe(200);
    const refused = await poolDetails(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ success: 0, message: Messages.tooManyRequests, data: null });
    expect((await poolDetails(address())).statusCode).toBe(200);
  });

  it('counts unknown company codes too (probing codes is what it slows down)', async () => {
    const ip = address();
    const { windowSeconds } = PUBLIC_RATE_LIMITS.userPoolDetailsPerAddress;
    const unknown = await call('GET', 'company/GetUserPoolDetails', {
      query: { company_code: 'nosuchcompany' },
      sourceIp: ip,
    });
    expect(unknown.statusCode).toBe(404);
    const { Item } = await RateWindowEntity.build(GetItemCommand)
      .key({ tenant: PLATFORM_RATE_TENANT, what: `POOL#${ip}#${rateWindowOf(windowSeconds)}` })
      .send();
    expect(Item?.n).toBe(1);
  });
});

describe('User/ResendTemporaryPassword', () => {
  it('refuses a username past its limit from any address, the same for a username that does not exist', async () => {
    const { limit } = PUBLIC_RATE_LIMITS.resendPerUsername;
    const existing = await freshUser('demo', { roles: [Role.Manager], sites: [2], temporary: true });
    for (const username of [uniqueName('nobody'), existing.username]) {
      const answers: number[] = [];
      for (let i = 0; i <= limit; i++) answers.push((await resend(address(), username)).statusCode);
      expect(answers).toEqual([...Array(limit).fill(200), 429]);
      const refused = await resend(address(), username);
      expect(refused.body).toMatchObject({ success: 0, message: Messages.tooManyRequests });
    }
  });

  it('refuses an address past its limit, whatever the username', async () => {
    const ip = address();
    const { limit, windowSeconds } = PUBLIC_RATE_LIMITS.resendPerAddress;
    await fill(PLATFORM_RATE_TENANT, `RESEND#${ip}`, windowSeconds, limit);
    expect((await resend(ip, uniqueName('a'))).statusCode).toBe(429);
    expect((await resend(address(), uniqueName('a'))).statusCode).toBe(200);
  });
});
