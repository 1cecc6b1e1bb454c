/**
 * The local router's own answers, before any handler runs: malformed percent-encoding in a path
 * parameter is 400 on every route that has one, and a body over API Gateway's 10 MB limit is 413,
 * both in the API's envelope (they were a 500 and a connection reset). The web app's files are
 * compressed as CloudFront compresses them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

/**
 * The web app's files as CloudFront serves them (infra/web-stack.ts compress: true): Brotli or gzip
 * when the request accepts it, Vary: Accept-Encoding, a year's cache for hashed files under assets/.
 */
describe('the static files', () => {
  let dir = '';
  let staticServer: http.Server;
  let staticBase = '';
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "asset ${i}" }`).join(', ')}];\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ac-static-'));
    mkdirSync(path.join(dir, 'field', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Manager</title>${' '.repeat(1200)}`);
    writeFileSync(path.join(dir, 'field', 'index.html'), '<!doctype html><title>Field</title>');
    writeFileSync(path.join(dir, 'field', 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(dir, 'field', 'assets', 'reader-AbC123.wasm'), Buffer.alloc(5000, 7));
    writeFileSync(path.join(dir, 'field', 'icon-192.png'), Buffer.alloc(5000, 1));
    staticServer = createApiServer({
      loader: async () => Promise.reject(new Error('no handler expected')),
      staticDir: dir,
      webHeaders: { 'x-content-type-options': 'nosniff' },
    });
    await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
    staticBase = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => staticServer.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  /** The raw answer (fetch would decode it): status, headers, body bytes. */
  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = httpRequest(`${staticBase}${urlPath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });

  it('answers Brotli when the request accepts it, the same bytes once decoded', async () => {
    const answer = await get('/field/assets/index-AbC123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(script);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers gzip when the request accepts gzip only (or refuses Brotli)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const answer = await get('/field/assets/index-AbC123.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString('utf8')).toBe(script);
    }
  });

  it('answers the file as it is when the request accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get('/field/assets/index-AbC123.js', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString('utf8')).toBe(script);
    }
  });

  it('compresses the label reader WebAssembly, not images nor files under 1,000 bytes', async () => {
    const wasm = await get('/field/assets/reader-AbC123.wasm', { 'accept-encoding': 'gzip, br' });
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.headers['content-encoding']).toBe('br');
    const png = await get('/field/icon-192.png', { 'accept-encoding': 'gzip, br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(5000);
    const small = await get('/field/', { 'accept-encoding': 'gzip, br' });
    expect(small.body.toString('utf8')).toBe('<!doctype html><title>Field</title>');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed files a year and revalidates the pages (304 when unchanged)', async () => {
    const hashed = await get('/field/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/field/inspect', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString('utf8')).toContain('<title>Field</title>');
    const manager = await get('/', { 'accept-encoding': 'gzip' });
    expect(manager.headers['content-encoding']).toBe('gzip');
    const again = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': manager.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding's ETag does not match: the bytes differ.
    const other = await get('/', { 'accept-encoding': 'br', 'if-none-match': manager.headers.etag! });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });
});
