/**
 * The route builder: each handler is a small function serving one endpoint contract (shared/
 * <domain>/api.ts), wrapped in the same middy chain: request context, tracing, error envelope,
 * authentication, role check, validation. The contract gives the chain its auth level, roles and
 * schemas, and types the handler's request and its reply.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { Endpoint } from '#shared/common/endpoint.js';
import { toHttp, type FailureEnvelope, type RawReply } from './envelope.js';
import type { Logger } from './logger.js';
import { authenticate } from './middleware/authenticate.js';
import { authorizeRole } from './middleware/authorize-role.js';
import { errorEnvelope } from './middleware/error-envelope.js';
import { requestContext } from './middleware/request-context.js';
import type { AppContext, AuthLoaders, AuthTenant, AuthUser, Prefetch, Session } from './middleware/types.js';
import { validate } from './middleware/validate.js';
import { tracing, tracingOn } from './tracing.js';

/** The parsed value of an optional schema (`body?: B` reads as `B | undefined`). */
type Parsed<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.infer<NonNullable<S>>
    : undefined;

export interface PublicRequest<E extends Endpoint> {
  event: APIGatewayProxyEventV2;
  headers: Record<string, string | undefined>;
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  requestId: string;
  log: Logger;
}
export type AuthedRequest<E extends Endpoint, T, U, O> = PublicRequest<E> & Session<T, U, O>;

/**
 * What a handler answers: its endpoint's success response (checked by the compiler against the
 * contract's schema), a refusal (`success: 0`), or a file (for endpoints whose contract says `file`).
 */
export type Reply<E extends Endpoint> = z.input<E['response']> | FailureEnvelope | RawReply;

export interface RouteOptions<T> {
  /** A read started beside authentication (types.ts Prefetch); the handler awaits `prefetched`. */
  prefetch?: Prefetch<T>;
}

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** Builds `route(endpoint, handler)` over the given loaders of tenants, users and org. */
export function createRouter<T extends AuthTenant, U extends AuthUser, O>(loaders: AuthLoaders<T, U, O>) {
  return function route<E extends Endpoint>(
    endpoint: E,
    fn: (
      request: E['auth'] extends 'public' ? PublicRequest<E> : AuthedRequest<E, T, U, O>,
    ) => Promise<Reply<E>>,
    options: RouteOptions<T> = {},
  ): LambdaHandler {
    const core = async (event: APIGatewayProxyEventV2, context: AppContext) => {
      const { app } = context;
      const request = {
        event,
        headers: app.headers,
        body: app.body,
        query: app.query,
        params: app.params,
        requestId: app.requestId,
        log: app.log,
        ...app.session,
      } as Parameters<typeof fn>[0];
      return toHttp(200, (await fn(request)) as Parameters<typeof toHttp>[1]);
    };
    const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, AppContext>(
      core,
    ).use(requestContext());
    if (tracingOn()) chain.use(tracing());
    chain.use(errorEnvelope());
    if (endpoint.auth !== 'public') chain.use(authenticate(endpoint.auth, loaders, options.prefetch));
    if (endpoint.roles) chain.use(authorizeRole(endpoint.roles));
    chain.use(validate(endpoint));
    return chain as unknown as LambdaHandler;
  };
}
