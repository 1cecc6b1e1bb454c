/**
 * The domain layering check (dependency-cruiser, run by `npm run lint`; `npm run deps` prints the
 * domain graph). The rule, by file role (README "Layout"):
 *  - a domain (functions/<domain>/) imports its own files, functions/lib/, shared/, and only the
 *    public module functions/<other>/index.ts of a domain in a LOWER layer (LAYERS below);
 *  - functions/lib/ imports no domain;
 *  - no import cycle that leaves a domain (between domains, or through lib/ or the composition);
 *  - composition roots may import any domain: the top-level functions/*.ts (routes, jobs, samples,
 *    openapi, auth-loaders) and each domain's Lambda entries (lambda.ts, lambda-<name>.ts);
 *  - test code may reach wider (it prepares data through the internals it tests): *.test.ts,
 *    samples*.ts, test-*.ts fixtures and functions/test-support/.
 * Type-only imports count like the others: a type names the module it comes from, and a type
 * reached from a higher domain is the same upward knowledge as a value.
 * A new domain must be given a layer here (the check fails on a domain without one).
 */

/** Bottom to top: a domain may import the public module of a domain in an earlier entry. */
const LAYERS = [
  ['tenancy'],
  ['users'],
  // Services every operational domain calls inside its own transaction or to notify.
  ['activity', 'notifications', 'attachments', 'dealers', 'devices', 'tasks', 'rollups', 'reliability'],
  ['forms', 'pm-library'],
  ['assets'],
  // Below inspections: the submit and the approval write the meter reading's PM items in their own
  // transaction (pm's public module builds them for the caller); PM moves its triggers from the outbox.
  ['pm'],
  // Below inspections: the submit opens issues in the same transaction as the asset's open-issue
  // count (issues' public module builds those transaction items), so nothing is half made.
  ['issues'],
  ['inspections'],
  ['pm-notifications'],
  ['requests'],
  ['workorders'],
  // parts: above workorders (a part is used on a work order's task, checked through its public module).
  ['session', 'parts'],
  // reports: above parts, whose list its export job reads through parts' public module (issue 28 item 4).
  ['reports'],
  // webhooks (issue 28 item 2): high, it only reads events: the outbox consumer hands it each applied
  // item's notices and domain events (parts' low-stock event is read through parts' public module).
  ['webhooks'],
  // The outbox consumer applies any domain's deferred writes and events.
  ['outbox'],
  // platform: the operator's side (issue 27): provisions a tenant through tenancy, forms and users.
  ['platform'],
  // integrations: API keys, the public API and bulk meter readings (issue 28); reads assets and
  // records readings through PM's public module (recordMeterHours moves the meter PMs).
  ['integrations'],
];

const DOMAINS = LAYERS.flat();
const any = (names) => `(${names.join('|')})`;
/** Files that are tests or test data by role (they may reach into any domain's internals). */
const TEST_ROLE = '(\\.test\\.ts$|/samples[^/]*\\.ts$|/test-[^/]*\\.ts$|^functions/test-support/)';
/** Composition roots by role: the app's top-level modules and each domain's Lambda entries. */
const COMPOSITION = '(^functions/[^/]+\\.ts$|^functions/[^/]+/lambda[-a-z]*\\.ts$)';
const NOT_CHECKED = `${TEST_ROLE}|${COMPOSITION}`;

const layerRules = LAYERS.flatMap((layer, n) => {
  const notBelow = LAYERS.slice(n).flat();
  return layer.map((domain) => ({
    name: `layer-${domain}`,
    comment: `${domain} may import only domains below it (${LAYERS.slice(0, n).flat().join(', ') || 'none'}): a higher domain's knowledge reaches it as an outbox event or as transaction items it builds for the caller`,
    severity: 'error',
    from: { path: `^functions/${domain}/`, pathNot: NOT_CHECKED },
    to: { path: `^functions/${any(notBelow.filter((d) => d !== domain))}/` },
  }));
});

module.exports = {
  forbidden: [
    {
      name: 'lib-imports-no-domain',
      comment:
        'functions/lib/ is below every domain: it is given what it needs (loaders, senders), it does not import a domain',
      severity: 'error',
      from: { path: '^functions/lib/', pathNot: TEST_ROLE },
      to: { path: '^functions/', pathNot: '^functions/lib/' },
    },
    {
      name: 'public-module-only',
      comment:
        'another domain is reached through its public module functions/<domain>/index.ts only, never its internals',
      severity: 'error',
      from: { path: '^functions/([^/]+)/', pathNot: NOT_CHECKED },
      to: {
        path: '^functions/[^/]+/',
        pathNot: ['^functions/$1/', '^functions/lib/', '^functions/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-composition-from-domains',
      comment:
        "a domain does not import the app's composition (functions/*.ts): it is composed, it does not compose",
      severity: 'error',
      from: { path: '^functions/[^/]+/', pathNot: NOT_CHECKED },
      to: { path: '^functions/[^/]+\\.ts$' },
    },
    {
      name: 'domain-has-a-layer',
      comment:
        'every folder of functions/ is a domain with a layer in .dependency-cruiser.cjs LAYERS (or lib/, test-support/)',
      severity: 'error',
      from: { path: '^functions/[^/]+/', pathNot: `^functions/${any([...DOMAINS, 'lib', 'test-support'])}/` },
      to: {},
    },
    {
      name: 'no-cycle',
      comment:
        'no import cycle that leaves a domain (a cycle between domains, or through lib/ or the composition)',
      severity: 'error',
      from: { path: '^functions/([^/]+)/', pathNot: TEST_ROLE },
      to: { circular: true, viaSomeNot: '^functions/$1/' },
    },
    ...layerRules,
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
// Read by scripts/deps/cruise.ts (npm run deps, the planted-violation test); not enumerable, so
// depcruise's configuration schema (no additional properties) does not see them.
Object.defineProperty(module.exports, 'layers', { value: LAYERS });
Object.defineProperty(module.exports, 'testRole', { value: TEST_ROLE });
