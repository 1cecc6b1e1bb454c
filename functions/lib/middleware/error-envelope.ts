/**
 * Turns anything thrown into the spec's envelope: deliberate HTTP errors keep their status and
 * message, refusals are `success: 0` on 200, a service the request depends on that is throttled
 * or down (DynamoDB, S3, SES, Cognito; lib/retry.ts isServiceUnavailable) is a 503 'Something
 * went wrong, please try again' with Retry-After, and the rest is a bare 500 'Something went
 * wrong!' with the details only in the log.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { Messages } from '#shared/messages.js';
import { failure, toHttp } from '../envelope.js';
import { HttpError, RefusalError } from '../errors.js';
import { publishCount } from '../logger.js';
import { isServiceUnavailable } from '../retry.js';
import type { AppContext } from './types.js';

export function errorEnvelope(): middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  AppContext
> {
  return {
    onError: async (request) => {
      const { error, context } = request;
      const log = context.app?.log;
      if (error instanceof RefusalError) {
        log?.info('refused', { reason: error.message });
        request.response = toHttp(200, failure(error.message));
      } else if (error instanceof HttpError) {
        log?.info('rejected', { status: error.statusCode, reason: error.message });
        request.response = toHttp(error.statusCode, failure(error.message, error.data));
      } else if (error?.name === 'ConditionalCheckFailedException') {
        log?.info('conflict', { reason: error.message });
        request.response = toHttp(409, failure(Messages.recordChanged));
      } else if (isServiceUnavailable(error)) {
        log?.warn('dependency unavailable', { error: error?.name, reason: error?.message });
        await publishCount('DependencyUnavailable');
        const response = toHttp(503, failure(Messages.serviceUnavailable));
        request.response = { ...response, headers: { ...response.headers, 'retry-after': '5' } };
      } else {
        log?.error('unhandled', { error: error?.message, stack: error?.stack });
        // Published at once: a request that went well has no metric to flush.
        await publishCount('UnhandledError');
        request.response = toHttp(500, failure(Messages.somethingWentWrong));
      }
    },
  };
}
