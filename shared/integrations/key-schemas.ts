/**
 * The company admin's API key calls (issue 28 item 1): zod schemas of ApiKey/CreateApiKey,
 * RevokeApiKey and FilterApiKeys, and a key's scopes.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { IntegrationMessages as M } from './messages.js';
import { API_KEY_DEFAULT_DAYS, API_KEY_MAX_DAYS, API_KEY_NAME_MAX, API_SCOPES } from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const apiScope = lazySchema(() => z.enum(API_SCOPES, { error: M.scopeInvalid }));

// ---- company admin: API keys ----

/** POST ApiKey/CreateApiKey. */
export const createApiKeyBody = lazySchema(() =>
  z.object({
    name: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.string({ error: M.nameRequired }).trim().max(API_KEY_NAME_MAX, { error: M.nameTooLong }),
    ),
    scopes: z
      .array(apiScope, { error: M.scopesRequired })
      .min(1, { error: M.scopesRequired })
      .max(API_SCOPES.length, { error: M.scopeInvalid })
      .transform((s) => [...new Set(s)]),
    expires_in_days: z.preprocess(
      (v) => (blank(v) ? API_KEY_DEFAULT_DAYS : v),
      z.coerce
        .number({ error: M.expiryInvalid })
        .int({ error: M.expiryInvalid })
        .min(1, { error: M.expiryInvalid })
        .max(API_KEY_MAX_DAYS, { error: M.expiryInvalid }),
    ),
  }),
);
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/** POST ApiKey/RevokeApiKey. */
export const revokeApiKeyBody = lazySchema(() =>
  z.object({
    key_id: z
      .string({ error: M.keyIdRequired })
      .trim()
      .regex(/^[a-z0-9]{8,40}$/, { error: M.keyNotFound }),
  }),
);

/** POST ApiKey/FilterApiKeys: the active company's keys (no filter yet). */
export const filterApiKeysBody = lazySchema(() => z.object({}).loose());

export const apiKeyRow = lazySchema(() =>
  z.object({
    key_id: z.string(),
    /** What the integrator sends as client_id (the tenant, company and key id). */
    client_id: z.string(),
    name: z.string(),
    scopes: z.array(z.string()),
    created_at: z.string(),
    created_by_name: z.string(),
    expires_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    /** Active, Expired or Revoked. */
    status: z.string(),
  }),
);
export type ApiKeyRow = z.infer<typeof apiKeyRow>;

/** The new key with its secret: the only answer that ever carries it. */
export const createdApiKey = lazySchema(() => apiKeyRow.extend({ client_secret: z.string() }));
