/**
 * The company admin's API keys (issue 28 item 1): list (never a secret), create (the secret in
 * this one answer), revoke (its tokens refused from then on).
 */
import { IntegrationsApi } from '#shared/integrations/api.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { API_KEYS_MAX } from '#shared/integrations/rules.js';
import { displayName } from '#functions/assets/index.js';
import { route } from '#functions/users/index.js';
import { ok, okList } from '#lib/envelope.js';
import { refuse } from '#lib/errors.js';
import {
  forgetKeyState,
  hashSecret,
  keyRow,
  keyStatus,
  KeyStatus,
  newKeyId,
  newSecret,
} from '../operations/api-keys.js';
import { getApiKey, listApiKeys, putApiKey, revokeApiKey as markRevoked } from '../store/api-keys.js';
import { activeCompanyOf } from './company.js';

export const filterApiKeys = route(IntegrationsApi.filterApiKeys, async (request) => {
  const companyId = await activeCompanyOf(request);
  const keys = await listApiKeys(request.tenant.company_code, companyId);
  const rows = keys.sort((a, b) => b.created_at.localeCompare(a.created_at)).map((k) => keyRow(k));
  return okList(rows, rows.length);
});

export const createApiKey = route(IntegrationsApi.createApiKey, async (request) => {
  const tenant = request.tenant.company_code;
  const companyId = await activeCompanyOf(request);
  const active = (await listApiKeys(tenant, companyId)).filter((k) => keyStatus(k) === KeyStatus.Active);
  if (active.length >= API_KEYS_MAX) throw refuse(M.tooManyKeys);
  const now = new Date();
  const secret = newSecret();
  const record = {
    tenant,
    company_id: companyId,
    key_id: newKeyId(),
    name: request.body.name,
    scopes: request.body.scopes,
    secret_hash: hashSecret(secret),
    created_at: now.toISOString(),
    created_by: request.user.uuid,
    created_by_name: displayName(request.user),
    expires_at: new Date(now.getTime() + request.body.expires_in_days * 86_400_000).toISOString(),
  };
  await putApiKey(record);
  return ok({ ...keyRow(record), client_secret: secret }, M.keyCreated);
});

export const revokeApiKey = route(IntegrationsApi.revokeApiKey, async (request) => {
  const tenant = request.tenant.company_code;
  const companyId = await activeCompanyOf(request);
  const key = await getApiKey(tenant, companyId, request.body.key_id);
  if (!key) throw refuse(M.keyNotFound);
  const at = new Date().toISOString();
  if (!(await markRevoked(key, at))) throw refuse(M.keyAlreadyRevoked);
  forgetKeyState(key);
  return ok(keyRow({ ...key, revoked_at: at }), M.keyRevoked);
});
