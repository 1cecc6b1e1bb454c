/**
 * The local API: the real Lambda handlers behind a small HTTP router that builds API Gateway
 * HTTP API (v2) events from the same route table CDK reads. Optionally serves the built web app
 * (with SPA fallback) on the same origin, as CloudFront does in the cloud.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_LAMBDAS, API_PREFIX, domains, lambdaNameOf, type RouteDef } from '#functions/routes.js';
import { buildOpenApi } from '#functions/openapi.js';
import { JSON_HEADERS } from '#lib/envelope.js';
import { Messages } from '#shared/messages.js';
import { spaIndexFor, twinWebHeaders, twinWebOrigins } from '#shared/web-headers.js';
import { buildEvent, lambdaContext } from './event.js';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
/** Loads the handler of one API Lambda, by its name (`users`, `users-documents`). */
export type HandlerLoader = (lambda: string) => Promise<Handler>;

/** Loads the Lambda's entry (`functions/<domain>/lambda.ts`, or its extra Lambda's file) from source (the default). */
export const sourceLoader: HandlerLoader = async (lambda) => {
  const entry = API_LAMBDAS.find((l) => l.name === lambda)?.entry;
  if (!entry) throw new Error(`no API Lambda named ${lambda}`);
  const module = (await import(`../../functions/${entry}`)) as { handler: Handler };
  return module.handler;
};

/**
 * Loads each domain's handler from the bundle CDK built for it (`npm start -- --bundled`): the
 * manifest is the bundles.json infra/bundles.ts writes. Chosen by default when AC_BUNDLES names one.
 */
export function bundleLoader(manifestPath: string): HandlerLoader {
  const bundles = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    kind: string;
    name: string;
    file: string;
    exportName: string;
  }[];
  return async (lambda) => {
    const bundle = bundles.find((b) => b.kind === 'domain' && b.name === lambda);
    if (!bundle)
      throw new Error(`no bundle for Lambda ${lambda} in ${manifestPath}: restart with --bundled to rebuild`);
    const module = (await import(pathToFileURL(bundle.file).href)) as Record<string, Handler>;
    return module[bundle.exportName];
  };
}

interface CompiledRoute {
  /** The API Lambda serving it. */
  lambda: string;
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

function compile(): CompiledRoute[] {
  const compiled: CompiledRoute[] = [];
  for (const [domain, def] of Object.entries(domains)) {
    for (const route of def.routes as RouteDef[]) {
      const names: string[] = [];
      const source = route.path
        .split('/')
        .map((segment) => {
          const param = segment.match(/^\{(\w+)\}$/);
          if (param) {
            names.push(param[1]);
            return '([^/]+)';
          }
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      compiled.push({
        lambda: lambdaNameOf(domain, route),
        route,
        names,
        pattern: new RegExp(`^${API_PREFIX}${source}/?$`),
      });
    }
  }
  return compiled;
}

/** The first route of this method whose pattern the path matches (tried in table order, stopping there). */
function matchRoute(routes: CompiledRoute[], method: string | undefined, pathname: string) {
  for (const r of routes) {
    if (r.route.method !== method) continue;
    const m = pathname.match(r.pattern);
    if (m) return { r, m };
  }
  return undefined;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** The types CloudFront compresses (a subset of its list: what web/dist holds). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|wasm)|image\/svg\+xml)/;
/** CloudFront compresses files from 1,000 bytes to 10 MB. */
const COMPRESS_MIN_BYTES = 1000;
const COMPRESS_MAX_BYTES = 10_000_000;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

export type ContentEncoding = 'br' | 'gzip';

/** The encoding CloudFront would answer for this Accept-Encoding: Brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Each file's compressed bytes, made on its first request (off the event loop: zlib's thread pool)
 * and kept while the file is unchanged. Brotli at quality 5 and gzip at level 6, as a CDN
 * compresses on the fly: Brotli's top quality takes tens of seconds for the 1 MB label reader.
 */
const compressed = new Map<string, { stamp: string; body: Promise<Buffer> }>();

function compressedFile(
  file: string,
  stamp: string,
  encoding: ContentEncoding,
  raw: Buffer,
): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const kept = compressed.get(key);
  if (kept?.stamp === stamp) return kept.body;
  const body =
    encoding === 'br'
      ? brotli(raw, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzip(raw);
  compressed.set(key, { stamp, body });
  body.catch(() => compressed.delete(key));
  return body;
}

async function serveStatic(
  staticDir: string,
  req: http.IncomingMessage,
  urlPath: string,
  res: http.ServerResponse,
  headers: Record<string, string>,
) {
  const safe = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  let file = path.join(staticDir, safe);
  if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
    file = path.join(staticDir, spaIndexFor(urlPath)); // SPA fallback
  }
  const type = MIME[path.extname(file)] ?? 'application/octet-stream';
  const cache = file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const stats = statSync(file);
  const stamp = `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`;
  const raw = readFileSync(file);
  const compressible =
    COMPRESSIBLE.test(type) && raw.length >= COMPRESS_MIN_BYTES && raw.length <= COMPRESS_MAX_BYTES;
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
  // A weak ETag per encoding (the bytes differ): a revalidation of an unchanged file is a 304.
  const etag = `W/"${stamp}${encoding ? `-${encoding}` : ''}"`;
  const answerHeaders: Record<string, string> = {
    ...headers,
    'content-type': type,
    'cache-control': cache,
    etag,
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, answerHeaders);
    return res.end();
  }
  const body = encoding ? await compressedFile(file, stamp, encoding, raw) : raw;
  res.writeHead(200, {
    ...answerHeaders,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** API Gateway's payload limit. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The body, or 'too large' once it passes MAX_BODY_BYTES (the rest is read and dropped, so the answer arrives). */
function readBody(req: http.IncomingMessage): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? 'too large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A path parameter as the handler sees it, or undefined where its percent-encoding is malformed (`%E0%A4%A`). */
function decodePathParameter(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** An answer of the local router itself, in the API's envelope. */
function answer(res: http.ServerResponse, statusCode: number, message: string) {
  res.writeHead(statusCode, JSON_HEADERS);
  res.end(JSON.stringify({ success: 0, message, data: null }));
}

/** API Gateway's own text for a body over its limit. */
const TOO_LARGE = 'Request Entity Too Large';

const TEXT_TYPES = /^(application\/json|text\/|application\/x-www-form-urlencoded)/;

export interface ApiServerOptions {
  loader?: HandlerLoader;
  staticDir?: string;
  /**
   * The security headers sent with the web app's files, as CloudFront's response headers policy
   * adds them (shared/web-headers.ts); by default those of the emulators named in the environment.
   */
  webHeaders?: Record<string, string>;
}

export function createApiServer(options: ApiServerOptions = {}): http.Server {
  const routes = compile();
  const webHeaders = options.webHeaders ?? twinWebHeaders(twinWebOrigins(process.env));
  const loader =
    options.loader ?? (process.env.AC_BUNDLES ? bundleLoader(process.env.AC_BUNDLES) : sourceLoader);
  const handlers = new Map<string, Promise<Handler>>();
  const handlerFor = (lambda: string) => {
    let handler = handlers.get(lambda);
    if (!handler) {
      handler = loader(lambda);
      handlers.set(lambda, handler);
    }
    return handler;
  };

  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    try {
      if (!url.pathname.startsWith(API_PREFIX)) {
        if (options.staticDir && (req.method === 'GET' || req.method === 'HEAD'))
          return await serveStatic(options.staticDir, req, url.pathname, res, webHeaders);
        return answer(res, 404, 'Not found');
      }
      if (url.pathname === `${API_PREFIX}openapi.json` && req.method === 'GET') {
        res.writeHead(200, JSON_HEADERS);
        return res.end(JSON.stringify(buildOpenApi(), null, 2));
      }
      const match = matchRoute(routes, req.method, url.pathname);
      if (!match) return answer(res, 404, 'Not found');
      const decoded = match.r.names.map((name, i) => [name, decodePathParameter(match.m[i + 1])] as const);
      if (decoded.some(([, value]) => value === undefined)) return answer(res, 400, Messages.invalidRequest);
      const pathParameters = Object.fromEntries(decoded) as Record<string, string>;
      const body = await readBody(req);
      if (body === 'too large') return answer(res, 413, TOO_LARGE);
      const contentType = String(req.headers['content-type'] ?? '');
      const isText = body.length === 0 || TEXT_TYPES.test(contentType);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
      }
      const event = buildEvent({
        route: match.r.route,
        path: url.pathname.slice(API_PREFIX.length),
        pathParameters,
        query: Object.fromEntries(url.searchParams),
        headers,
        body: body.length ? (isText ? body.toString('utf8') : body) : undefined,
        sourceIp: req.socket.remoteAddress,
      });
      const context = lambdaContext(`assetcare-${match.r.lambda}`, event.requestContext.requestId);
      const handler = await handlerFor(match.r.lambda);
      const result = await handler(event, context);
      const responseHeaders = { ...(result.headers ?? {}) } as Record<string, string>;
      res.writeHead(result.statusCode ?? 200, responseHeaders);
      res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
    } catch (error) {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', message: 'local router failure', error: String(error) })}\n`,
      );
      if (!res.headersSent) res.writeHead(500, JSON_HEADERS);
      res.end(JSON.stringify({ success: 0, message: 'Something went wrong!', data: null }));
    }
  });
}
