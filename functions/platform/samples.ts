/**
 * Sample calls of the platform-admin routes for the route-wide tests, as the platform's seeded
 * operator (scripts/dev/seed-data.ts PLATFORM_OPERATOR, signed in by `prepare`). Suspend and resume
 * act on a tenant `prepare` provisions, never on a seeded one other tests use; delete on a second,
 * suspended one.
 */
import { randomUUID } from 'node:crypto';
import { PlatformMessages } from '#shared/platform/messages.js';
import { PLATFORM_TENANT } from '#shared/platform/rules.js';
import type { BadInputSample, DomainSamples, Fixture } from '#functions/test-support/samples.js';
import type { CallOptions } from '#functions/test-support/index.js';
import { signIn } from '#functions/test-support/index.js';
import { PLATFORM_OPERATOR } from '#scripts/dev/seed-data.js';
import { provisionTenant, setTenantSuspended } from './operations/provision-tenant.js';

const suffix = () => randomUUID().slice(0, 6);
const asOperator = (f: Fixture, options: CallOptions = {}): CallOptions => ({
  token: String(f.extra.platformToken),
  domain: PLATFORM_TENANT,
  ...options,
});
const code = (f: Fixture) => ({ code: String(f.extra.platformTenant) });
const newTenant = () => {
  const tenant = `pc${suffix()}`;
  return {
    code: tenant,
    name: 'Contract Tenant',
    admin_email: `ada@${tenant}.test`,
    admin_name: 'Ada Admin',
  };
};
const bad = (request: BadInputSample['request'], message: string): BadInputSample => ({
  role: 'platform',
  request,
  status: 400,
  message,
});

export const platformSamples: DomainSamples = {
  prepare: async (f) => {
    f.extra.platformToken = await signIn(
      PLATFORM_TENANT,
      PLATFORM_OPERATOR.username,
      PLATFORM_OPERATOR.password,
    );
    const tenant = `ps${suffix()}`;
    await provisionTenant({
      code: tenant,
      name: 'Sample Tenant',
      admin: { email: `ada@${tenant}.test`, name: 'Ada Admin' },
    });
    f.extra.platformTenant = tenant;
    // A suspended tenant of its own for DeleteTenant (the contract call starts its deletion).
    const doomed = `pd${suffix()}`;
    await provisionTenant({
      code: doomed,
      name: 'Doomed Tenant',
      admin: { email: `ada@${doomed}.test`, name: 'Ada Admin' },
    });
    await setTenantSuspended(doomed, true);
    f.extra.doomedTenant = doomed;
  },
  contract: {
    'POST Platform/CreateTenant': [(f) => asOperator(f, { body: newTenant() })],
    'POST Platform/SuspendTenant': [(f) => asOperator(f, { body: code(f) })],
    'POST Platform/ResumeTenant': [(f) => asOperator(f, { body: code(f) })],
    'POST Platform/DeleteTenant': [
      (f) => {
        const doomed = String(f.extra.doomedTenant);
        return asOperator(f, { body: { code: doomed, confirm_code: doomed } });
      },
    ],
    'GET Platform/GetTenant': [(f) => asOperator(f, { query: code(f) })],
  },
  isolation: {
    'Platform/CreateTenant': { body: newTenant() },
    'Platform/SuspendTenant': { body: { code: 'acme' } },
    'Platform/ResumeTenant': { body: { code: 'acme' } },
    'Platform/DeleteTenant': { body: { code: 'acme', confirm_code: 'acme' } },
    'Platform/GetTenant': { query: { code: 'acme' } },
  },
  badInput: {
    'POST Platform/CreateTenant': [
      bad({ body: { ...newTenant(), code: PLATFORM_TENANT } }, PlatformMessages.codeReserved),
      bad({ body: { ...newTenant(), code: 'No Spaces' } }, PlatformMessages.codeInvalid),
      bad({ body: { ...newTenant(), admin_email: 'nope' } }, PlatformMessages.adminEmailRequired),
    ],
    'POST Platform/SuspendTenant': [bad({ body: {} }, PlatformMessages.codeRequired)],
    'POST Platform/DeleteTenant': [
      bad({ body: { code: 'acme' } }, PlatformMessages.confirmMismatch),
      bad({ body: { code: 'acme', confirm_code: 'acne' } }, PlatformMessages.confirmMismatch),
      bad({ body: { confirm_code: 'acme' } }, PlatformMessages.codeRequired),
    ],
    'GET Platform/GetTenant': [bad({ query: { code: '' } }, PlatformMessages.codeRequired)],
  },
};
