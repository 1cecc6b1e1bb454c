/**
 * A module-level schema built on first use rather than at import. A Lambda imports the
 * contracts of its whole domain (and of the lower domains it calls), yet a cold request reads
 * one route's request schema; building every zod schema at import cost up to 100 ms of a cold
 * start (issue 30). The proxy stands in for the schema: the first property read builds it, and
 * every read after that goes to the built schema. `npm run lint:schemas` finds schemas built at
 * import; scripts/codemods/lazy-schemas.ts wraps them.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  let internals: object | undefined;
  const schema = () => (built ??= build());
  const proxy: T = new Proxy({} as T, {
    get: (_, key) =>
      key === '_zod' ? (internals ??= internalsOf(schema(), proxy)) : Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property of its (empty) target as non-configurable.
      if (descriptor) descriptor.configurable = true;
      return descriptor;
    },
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
  });
  return proxy;
}

/**
 * The schema's zod internals, except that JSON Schema generation (the OpenAPI document) sees the
 * proxy and the schema as one: zod records each schema it visits by identity, visits the proxy,
 * and its processors look the entry up again by the built schema.
 */
function internalsOf(schema: object, proxy: object): object {
  const internals = (schema as { _zod: Record<string, unknown> })._zod;
  const process = internals.processJSONSchema as
    ((ctx: { seen: Map<object, unknown> }, ...rest: unknown[]) => unknown) | undefined;
  if (!process) return internals;
  const processAsOne = (ctx: { seen: Map<object, unknown> }, ...rest: unknown[]) => {
    if (ctx.seen.has(proxy) && !ctx.seen.has(schema)) ctx.seen.set(schema, ctx.seen.get(proxy));
    return process(ctx, ...rest);
  };
  return new Proxy(internals, {
    get: (target, key) => (key === 'processJSONSchema' ? processAsOne : Reflect.get(target, key)),
  });
}
