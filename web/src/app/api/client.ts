/**
 * The one HTTP client for /api/ (spec 7, 8): adds the session headers, applies the 100 s timeout,
 * ends the session on 401/403 and turns failures into error toasts and ApiError.
 */
import { REQUEST_TIMEOUT_MS } from '@shared/codes';
import { saveBlob } from './save-blob';
import { Messages } from '@shared/messages';
import { accessTokenForRequest } from '../session/identity';
import { readSession } from '../session/session-store';
import { currentTenantCode } from '../tenant';
import { toast } from '../toasts';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@shared/common/endpoint';

/** What the client reads of every answer, success or refusal (the envelope of shared/common/endpoint.ts). */
interface EnvelopeHead {
  success: number;
  message: string;
}

export type ApiErrorKind = 'network' | 'unauthorized' | 'refused';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    /** The refusal's `data` (a bulk upload's per-row problems, say). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** The caller shows the failure itself (no toast). */
  quiet?: boolean;
  /** A 401/403 is an answer for the caller (sign-in), not the end of the session. */
  expectUnauthorized?: boolean;
  /** Use this token instead of the stored one (right after a challenge, before a session exists). */
  token?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let onSessionEnded: () => void = () => undefined;
/** The app registers what a 401/403 does: clear storage (domain kept) and go to /login. */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

async function requestHeaders(token: string | undefined): Promise<Record<string, string>> {
  const session = readSession();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    domain_name: currentTenantCode(),
    platform: 'web',
    auth_type: 'credentials',
  };
  const accessToken = token ?? (await accessTokenForRequest());
  if (accessToken) headers.token = accessToken;
  if (session.roleId !== null) headers.role_id = String(session.roleId);
  if (session.siteId !== null) headers.site_id = String(session.siteId);
  return headers;
}

function urlFor(path: string, query?: RequestOptions['query']) {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    : '';
  return `/api/${path}${search}`;
}

export async function apiRequest<T extends object>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const fail = (message: string, kind: ApiErrorKind, status?: number, data?: unknown): never => {
    if (!options.quiet) toast.error(message);
    throw new ApiError(message, kind, status, data);
  };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method,
      headers: await requestHeaders(options.token),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    return fail(Messages.networkError, 'network');
  } finally {
    clearTimeout(timer);
  }

  const envelope = (await response.json().catch(() => null)) as (EnvelopeHead & T) | null;
  const message = envelope?.message || Messages.somethingWentWrong;
  if (response.status === 401 || response.status === 403) {
    if (!options.expectUnauthorized) {
      onSessionEnded();
      throw new ApiError(message, 'unauthorized', response.status);
    }
    return fail(message, 'unauthorized', response.status);
  }
  if (!response.ok || !envelope || !(Number(envelope.success) > 0))
    return fail(message, 'refused', response.status, (envelope as { data?: unknown } | null)?.data);
  return envelope;
}

/**
 * POST that answers with a file (a PDF label sheet, say): saved in the browser as `fileName`.
 * A refusal answers with the JSON envelope instead and is shown like any other failure.
 */
export async function apiDownload(
  path: string,
  body: unknown,
  fileName: string,
  options: RequestOptions = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method: 'POST',
      headers: await requestHeaders(options.token),
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch {
    if (!options.quiet) toast.error(Messages.networkError);
    throw new ApiError(Messages.networkError, 'network');
  } finally {
    clearTimeout(timer);
  }
  const isEnvelope = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status === 401 || response.status === 403 || !response.ok || isEnvelope) {
    const envelope = isEnvelope ? ((await response.json().catch(() => null)) as EnvelopeHead | null) : null;
    const message = envelope?.message || Messages.somethingWentWrong;
    if (response.status === 401 || response.status === 403) {
      onSessionEnded();
      throw new ApiError(message, 'unauthorized', response.status);
    }
    if (!options.quiet) toast.error(message);
    throw new ApiError(message, 'refused', response.status);
  }
  saveBlob(await response.blob(), fileName);
}

/** What a typed call sends: the endpoint's body, query and path parameters (z.input of its schemas). */
export interface CallInput<E extends Endpoint> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  params?: ParamsOf<E>;
}

/** Fills `{name}` placeholders of an endpoint's path. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * An endpoint's address alone (all callApi reads of it at run time), typed by its contract E.
 * For a call that runs before any contract is loaded: see api/addresses.ts.
 */
export interface EndpointAddress<E extends Endpoint> {
  method: E['method'];
  path: string;
  /** Never set: carries the contract's type to callApi. */
  readonly contract?: E;
}

/**
 * A call typed by its contract in shared/<domain>/api.ts: the answer is the endpoint's response
 * schema type (success only; refusals throw ApiError as with every call).
 */
export function callApi<E extends Endpoint>(
  endpoint: E | EndpointAddress<E>,
  input: CallInput<E> = {},
  options: Omit<RequestOptions, 'body' | 'query'> = {},
): Promise<ResponseOf<E>> {
  const path = endpointPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const body = endpoint.method === 'GET' ? undefined : (input.body ?? {});
  const query = input.query as RequestOptions['query'];
  return apiRequest<ResponseOf<E> & object>(endpoint.method, path, { ...options, body, query });
}
