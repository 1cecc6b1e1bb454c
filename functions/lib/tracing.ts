/**
 * X-Ray tracing of the route chain (Powertools Tracer), only where tracing is on: a Lambda whose
 * stack turns X-Ray active tracing on says so with POWERTOOLS_TRACE_ENABLED=true: every app Lambda
 * (infra/app-function.ts; Lambda samples the requests itself, the HTTP API having no X-Ray). No
 * cold start evaluates the Tracer and the X-Ray SDK under it: they are imported on the first
 * request; the twin and the tests leave the middleware out.
 */
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { MiddlewareLikeObj, MiddyLikeRequest } from '@aws-lambda-powertools/commons/types';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import { serviceName } from './logger.js';

/** In a Lambda runtime whose stack turned tracing on (off in the twin and the tests). */
export const tracingOn = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.AWS_LAMBDA_FUNCTION_NAME) && env.POWERTOOLS_TRACE_ENABLED === 'true';

let tracer: Promise<Tracer> | undefined;
const loadTracer = () =>
  (tracer ??= import('@aws-lambda-powertools/tracer').then(({ Tracer }) => new Tracer({ serviceName })));

/** Powertools' captureLambdaHandler (one per route, as before), loaded on the route's first request. */
export function tracing<E, R, Err extends Error, C extends Context>(): middy.MiddlewareObj<E, R, Err, C> {
  let capture: Promise<MiddlewareLikeObj> | undefined;
  const load = () =>
    (capture ??= Promise.all([loadTracer(), import('@aws-lambda-powertools/tracer/middleware')]).then(
      ([target, { captureLambdaHandler }]) => captureLambdaHandler(target, { captureResponse: false }),
    ));
  const as = (request: middy.Request<E, R, Err, C>) => request as unknown as MiddyLikeRequest;
  return {
    before: async (request) => (await load()).before?.(as(request)),
    after: async (request) => (await load()).after?.(as(request)),
    onError: async (request) => (await load()).onError?.(as(request)),
  };
}
