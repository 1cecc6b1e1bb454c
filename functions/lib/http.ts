/**
 * The route builder: each handler is a small function wrapped in the same middy chain
 * (request context, error envelope, authentication, role check, validation). Handlers receive a
 * typed request and return an envelope or a raw file.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z, ZodType } from 'zod';
import { toHttp, type Envelope, type RawReply } from './envelope.js';
import type { Logger } from './logger.js';
import { authenticate, type AuthLevel } from './middleware/authenticate.js';
import { authorizeRole } from './middleware/authorize-role.js';
import { errorEnvelope } from './middleware/error-envelope.js';
import { requestContext } from './middleware/request-context.js';
import type { AppContext, Session } from './middleware/types.js';
import { validate } from './middleware/validate.js';

export type { AuthLevel } from './middleware/authenticate.js';

export interface RouteOptions<B extends ZodType | undefined, Q extends ZodType | undefined, P extends ZodType | undefined> {
  /** public: no token. token: a verified token of an active user. session: also role and site headers. */
  auth: AuthLevel;
  /** Active roles allowed; others get a refusal that does not sign them out. */
  roles?: readonly number[];
  body?: B;
  query?: Q;
  params?: P;
}

type Parsed<S> = S extends ZodType ? z.infer<S> : undefined;

export interface PublicRequest<B, Q, P> {
  event: APIGatewayProxyEventV2;
  headers: Record<string, string | undefined>;
  body: B;
  query: Q;
  params: P;
  requestId: string;
  log: Logger;
}
export type AuthedRequest<B, Q, P> = PublicRequest<B, Q, P> & Session;

type RequestFor<A extends AuthLevel, B, Q, P> = A extends 'public' ? PublicRequest<B, Q, P> : AuthedRequest<B, Q, P>;
export type Reply = Envelope | RawReply;
export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export function route<
  A extends AuthLevel,
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
>(
  options: RouteOptions<B, Q, P> & { auth: A },
  fn: (request: RequestFor<A, Parsed<B>, Parsed<Q>, Parsed<P>>) => Promise<Reply>,
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
    } as RequestFor<A, Parsed<B>, Parsed<Q>, Parsed<P>>;
    return toHttp(200, await fn(request));
  };
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, AppContext>(core)
    .use(requestContext())
    .use(errorEnvelope());
  if (options.auth !== 'public') chain.use(authenticate(options.auth));
  if (options.roles) chain.use(authorizeRole(options.roles));
  chain.use(validate(options));
  return chain as unknown as LambdaHandler;
}
