/**
 * Turns anything thrown into the spec's envelope: deliberate HTTP errors keep their status and
 * message, refusals are `success: 0` on 200, and the rest is a bare 500 'Something went wrong!'
 * with the details only in the log.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { Messages } from '#shared/messages.js';
import { failure, toHttp } from '../envelope.js';
import { HttpError, RefusalError } from '../errors.js';
import { publishCount } from '../logger.js';
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
      } else {
        log?.error('unhandled', { error: error?.message, stack: error?.stack });
        // Published at once: a request that went well has no metric to flush.
        await publishCount('UnhandledError');
        request.response = toHttp(500, failure(Messages.somethingWentWrong));
      }
    },
  };
}
