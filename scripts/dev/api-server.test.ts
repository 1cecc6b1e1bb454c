/**
 * The local router's own answers, before any handler runs: malformed percent-encoding in a path
 * parameter is 400 on every route that has one, and a body over API Gateway's 10 MB limit is 413,
 * both in the API's envelope (they were a 500 and a connection reset).
 */
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, domains, type RouteDef } from '#functions/routes.js';
import { Messages } from '#shared/messages.js';
import { createApiServer, MAX_BODY_BYTES } from './api-server.js';

let server: http.Server;
let base = '';

beforeAll(async () => {
  // No handler is reached by these requests, so no Lambda is ever loaded.
  server = createApiServer({ loader: async () => Promise.reject(new Error('no handler expected')) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const routesWithParameters = Object.values(domains)
  .flatMap((domain) => domain.routes as RouteDef[])
  .filter((route) => route.path.includes('{'));

describe('the local router', () => {
  it('has routes with path parameters to check', () => {
    expect(routesWithParameters.length).toBeGreaterThan(10);
  });

  it.each(routesWithParameters.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers 400 Invalid request to malformed percent-encoding: %s',
    async (_name, route) => {
      const path = route.path.replace(/\{\w+\}/g, '%E0%A4%A');
      const response = await fetch(`${base}${API_PREFIX}${path}`, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: 0, message: Messages.invalidRequest, data: null });
    },
  );

  it('answers 413 in the envelope to a body over 10 MB, and keeps serving', async () => {
    const body = JSON.stringify({ notes: 'x'.repeat(MAX_BODY_BYTES + 1024 * 1024) });
    const response = await fetch(`${base}${API_PREFIX}User/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: 0, message: 'Request Entity Too Large', data: null });
    const after = await fetch(`${base}${API_PREFIX}No/SuchRoute`);
    expect(after.status).toBe(404);
  });
});
