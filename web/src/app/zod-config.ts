/**
 * zod's settings for the browser, set before zod loads rather than by importing zod at boot (its
 * core, about 4 kB gzip, would then load with the sign-in screen, which parses nothing).
 *
 * The Content-Security-Policy allows no eval (shared/web-headers.ts). zod's first object parse
 * probes `new Function` to choose its compiled fast path; the browser reports the refused probe as
 * a violation although zod catches it and parses without. jitless skips the probe: same results.
 * zod keeps its global configuration in the object at globalThis.__zod_globalConfig, creating it
 * only where none is there yet (zod-config.test.ts checks that zod's config() then reads jitless).
 * The object is changed in place, so this holds whether or not zod has loaded already.
 */
export function configureZodBeforeLoad() {
  const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  (global.__zod_globalConfig ??= {}).jitless = true;
}
