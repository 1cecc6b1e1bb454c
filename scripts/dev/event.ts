/** Builds API Gateway HTTP API (v2) events, for the local router, the tests and events/ samples. */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { API_PREFIX, routeKey, type RouteDef } from '#functions/routes.js';

export interface EventInput {
  route: Pick<RouteDef, 'method' | 'path'>;
  /** Concrete path under /api/ (defaults to the route's path). */
  path?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A string or Buffer is sent as is; anything else as JSON. */
  body?: unknown;
  host?: string;
  sourceIp?: string;
}

export function buildEvent(input: EventInput): APIGatewayProxyEventV2 {
  const key = routeKey(input.route);
  const rawPath = `${API_PREFIX}${input.path ?? input.route.path}`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  const host = input.host ?? headers.host ?? 'localhost';
  headers.host = host;
  let body: string | undefined;
  let isBase64Encoded = false;
  if (Buffer.isBuffer(input.body)) {
    body = input.body.toString('base64');
    isBase64Encoded = true;
  } else if (typeof input.body === 'string') body = input.body;
  else if (input.body !== undefined) {
    body = JSON.stringify(input.body);
    headers['content-type'] ??= 'application/json';
  }
  const query = input.query && Object.keys(input.query).length ? input.query : undefined;
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString: query ? new URLSearchParams(query).toString() : '',
    headers,
    queryStringParameters: query,
    pathParameters:
      input.pathParameters && Object.keys(input.pathParameters).length ? input.pathParameters : undefined,
    body,
    isBase64Encoded,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0],
      http: {
        method: input.route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? 'assetcare-local',
      },
      requestId,
      routeKey: key,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

export function lambdaContext(functionName: string, requestId: string = randomUUID()): Context {
  return {
    awsRequestId: requestId,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
