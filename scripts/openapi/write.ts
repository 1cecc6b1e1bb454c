/**
 * `npm run openapi`: writes docs/openapi.json (the web app's API) from the route table and the
 * endpoint contracts, and docs/public-openapi.json (the public API v1 for integrators).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '#functions/openapi.js';
import { buildPublicOpenApi } from '#functions/public-openapi.js';
import { ROOT } from '#scripts/dev/twin.js';

export const OPENAPI_FILE = path.join(ROOT, 'docs', 'openapi.json');
export const PUBLIC_OPENAPI_FILE = path.join(ROOT, 'docs', 'public-openapi.json');
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
export const publicOpenApiText = () => `${JSON.stringify(buildPublicOpenApi(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  writeFileSync(OPENAPI_FILE, openApiText());
  writeFileSync(PUBLIC_OPENAPI_FILE, publicOpenApiText());
  console.log(`Wrote ${path.relative(ROOT, OPENAPI_FILE)} and ${path.relative(ROOT, PUBLIC_OPENAPI_FILE)}`);
}
