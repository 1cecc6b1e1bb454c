/** Normalises headers, sets the request id and a logger scoped to this request. */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger, withKeys } from '../logger.js';
import type { AppContext } from './types.js';

export function requestContext(): middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  AppContext
> {
  return {
    before: ({ event, context }) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
      const requestId = context.awsRequestId || event.requestContext?.requestId || 'local';
      context.app = { headers, requestId, log: withKeys(logger, { requestId, route: event.routeKey }) };
    },
  };
}
