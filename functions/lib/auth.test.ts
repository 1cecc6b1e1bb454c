/**
 * Tokens naming an issuer the tenant registry does not know: refused, and remembered briefly so
 * that a stream of them does not cost a registry read each (counted on the real table client).
 */
import { generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '#functions/test-support/index.js';
import { UNKNOWN_ISSUER_TTL_MS } from './auth.js';
import { getDocumentClient } from './aws.js';

async function tokenFrom(issuer: string) {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ token_use: 'access', client_id: 'any', sub: 'someone' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('unknown token issuers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cost at most one registry read per issuer within the time they are remembered', async () => {
    const issuer = `http://127.0.0.1:9/local_${Math.random().toString(36).slice(2, 10)}`;
    const token = await tokenFrom(issuer);
    const reads = vi.spyOn(getDocumentClient(), 'send');

    const first = await call('GET', 'Company/GetAllCompaniesWithSites', { token });
    expect(first.statusCode).toBe(401);
    const afterFirst = reads.mock.calls.length;
    expect(afterFirst).toBeGreaterThanOrEqual(1); // the registry was asked once

    for (let i = 0; i < 20; i++)
      expect((await call('GET', 'Company/GetAllCompaniesWithSites', { token })).statusCode).toBe(401);
    expect(reads.mock.calls.length).toBe(afterFirst);

    // Once the memory of it expires, the registry is asked again (a tenant may have been added).
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + UNKNOWN_ISSUER_TTL_MS + 61_000);
    expect((await call('GET', 'Company/GetAllCompaniesWithSites', { token })).statusCode).toBe(401);
    expect(reads.mock.calls.length).toBeGreaterThan(afterFirst);
  });
});
