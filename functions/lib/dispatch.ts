/** A domain's Lambda entry: picks the route's handler by the API Gateway route key. */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { Messages } from '../../shared/messages.js';
import { domains, routeKey, type DomainName } from '../routes.js';
import { failure, toHttp } from './envelope.js';
import type { LambdaHandler } from './http.js';

export function dispatcher(domain: DomainName, handlers: Record<string, LambdaHandler>): LambdaHandler {
  const table = new Map<string, LambdaHandler>();
  for (const route of domains[domain].routes) {
    const handler = handlers[route.handler];
    if (!handler) throw new Error(`functions/${domain}/handlers.ts has no export named ${route.handler}`);
    table.set(routeKey(route), handler);
  }
  return async (event: APIGatewayProxyEventV2, context: Context) => {
    const handler = table.get(event.routeKey);
    if (!handler) return toHttp(404, failure(Messages.notFound));
    return handler(event, context);
  };
}
