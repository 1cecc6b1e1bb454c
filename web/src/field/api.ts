/**
 * The field app's calls to /api/ (the operator API of shared/inspections/api.ts). Answers are
 * sorted as the queue needs them: ok, refused (a 4xx with the server's message: the user decides),
 * unauthorized (401: sign in again, the queue waits), retry (no network, a timeout or a 5xx).
 */
import { currentTenantCode } from '../app/tenant';
import { markSessionExpired, readFieldSession, tokenForRequest } from './session';

export type Outcome<T> =
  | { kind: 'ok'; data: T; message: string; list?: unknown[] }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'retry'; message: string };

const TIMEOUT_MS = 30_000;

export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  /** The role the call acts under when not the session's (My work: maintenance staff, or manager). */
  options: { roleId?: number } = {},
): Promise<Outcome<T>> {
  const token = await tokenForRequest();
  // No token: the session ended (sign in again), or the renewal could not reach the pool (later).
  if (!token)
    return readFieldSession()?.expired
      ? { kind: 'unauthorized', message: '' }
      : { kind: 'retry', message: navigator.onLine ? 'network' : 'offline' };
  const session = readFieldSession();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    token,
    domain_name: currentTenantCode(),
    platform: 'app',
    auth_type: 'credentials',
  };
  if (session) headers.role_id = String(options.roleId ?? session.roleId);
  if (session?.siteId != null) headers.site_id = String(session.siteId);
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'retry', message: 'network' };
  }
  const envelope = (await response.json().catch(() => null)) as {
    success: number;
    message: string;
    data: T;
    /** A list call's rows (listEnvelope). */
    list?: unknown[];
  } | null;
  const message = envelope?.message ?? '';
  if (response.status === 401) {
    markSessionExpired();
    return { kind: 'unauthorized', message };
  }
  if (response.status >= 500 || response.status === 429 || !envelope)
    return { kind: 'retry', message: message || `HTTP ${response.status}` };
  if (!response.ok || !(Number(envelope.success) > 0))
    return { kind: 'refused', status: response.status, message };
  return { kind: 'ok', data: envelope.data, message, list: envelope.list };
}

/**
 * Sends a stored file to its presigned URL: null once stored, else a retry (no network, an expired
 * URL's 403 or a storage fault: the caller asks for a URL again next time).
 */
export async function putToStorage(
  upload: { upload_url: string; headers?: Record<string, string> },
  body: Blob,
): Promise<Extract<Outcome<never>, { kind: 'retry' }> | null> {
  let put: Response;
  try {
    put = await fetch(upload.upload_url, { method: 'PUT', headers: upload.headers, body });
  } catch {
    return { kind: 'retry', message: 'network' };
  }
  return put.ok ? null : { kind: 'retry', message: `upload ${put.status}` };
}
