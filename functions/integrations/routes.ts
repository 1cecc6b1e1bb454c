/**
 * Integrations (issue 28 items 1 and 3): the company admin's API keys and the managers' held
 * readings (the web app's routes, in this domain's Lambda), and the public API v1 for integrators
 * in a Lambda of its own (lambda-public-api.ts): its own chain, status codes and OpenAPI document.
 */
import { IntegrationsApi, PublicApiV1 } from '#shared/integrations/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const PUBLIC_API_LAMBDA = 'public-api';

export const integrationsDomain = {
  folder: 'integrations',
  timeoutSeconds: 29,
  memoryMb: 512,
  permissions: { table: 'readWrite' },
  lambdas: {
    // 1,000 readings apply in one request: more memory is more CPU for the transactions' work.
    [PUBLIC_API_LAMBDA]: { memoryMb: 1024, timeoutSeconds: 29, permissions: { table: 'readWrite' } },
  },
  routes: [
    ...serveApi(IntegrationsApi),
    // Every public route runs in the public API's Lambda.
    ...serveApi(PublicApiV1, {
      lambdas: Object.fromEntries(Object.keys(PublicApiV1).map((name) => [name, PUBLIC_API_LAMBDA])),
    }),
  ],
} satisfies DomainDef;
