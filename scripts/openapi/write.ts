/** `npm run openapi`: writes docs/openapi.json from the route table and the endpoint contracts. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '#functions/openapi.js';
import { ROOT } from '#scripts/dev/twin.js';

export const OPENAPI_FILE = path.join(ROOT, 'docs', 'openapi.json');
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`Wrote ${path.relative(ROOT, OPENAPI_FILE)}`);
}
