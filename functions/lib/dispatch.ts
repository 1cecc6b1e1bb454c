/** A Lambda entry: picks the route's handler by the API Gateway route key. */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { Messages } from '#shared/messages.js';
import { failure, toHttp } from './envelope.js';
import type { LambdaHandler } from './http.js';
import { routeKey, type DomainDef } from './routing.js';

/** Serves the domain's routes that run in `lambda` (the domain's own Lambda when undefined). */
export function dispatcher(
  domain: DomainDef,
  handlers: Record<string, LambdaHandler>,
  lambda?: string,
): LambdaHandler {
  const table = new Map<string, LambdaHandler>();
  for (const route of domain.routes.filter((r) => r.lambda === lambda)) {
    const handler = handlers[route.handler];
    if (!handler) throw new Error(`functions/${domain.folder}/handlers has no export named ${route.handler}`);
    table.set(routeKey(route), handler);
  }
  return async (event: APIGatewayProxyEventV2, context: Context) => {
    const handler = table.get(event.routeKey);
    if (!handler) return toHttp(404, failure(Messages.notFound));
    return handler(event, context);
  };
}
