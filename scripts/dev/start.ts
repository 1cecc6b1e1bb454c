/**
 * `npm start [-- --reset] [-- --bundled]`: the whole local twin, seeded, until Ctrl-C, with the built
 * web app as users get it (rebuilt when its sources changed).
 * `npm run dev` (`--dev`): the same with Vite's development server and hot reload, for developers.
 * --bundled: the API runs the Lambda bundles CDK builds (infra/bundles.ts) instead of the sources.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { checkJava, JavaMissingError } from './emulators.js';
import { ensureWebBuild } from './web-build.js';
import { SEED_TENANTS } from './seed-data.js';
import { stopStarted } from './process.js';
import { assertPortsFree, portsFromEnv, ROOT, startTwin, type Twin } from './twin.js';

const reset = process.argv.includes('--reset');
const bundled = process.argv.includes('--bundled');
const dev = process.argv.includes('--dev');
const progress = (step: string) => console.log(`… ${step}`);

let twin: Twin | undefined;
let stopping = false;
/** Ctrl-C at any time, while starting too: every child stopped (they are process groups of their own) before exiting. */
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the twin…');
  await twin?.stop();
  await stopStarted();
  process.exit(twin ? 0 : 130);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

async function main() {
  checkJava();
  const ports = portsFromEnv();
  await assertPortsFree(ports);
  const started = Date.now();
  const dataDir = path.join(ROOT, '.twin');
  // Emptied here, not by startTwin: the web build, which runs beside the start, logs into it.
  if (reset) rmSync(dataDir, { recursive: true, force: true });
  const webBuild = dev ? undefined : ensureWebBuild(progress, path.join(dataDir, 'logs'));
  webBuild?.catch(() => undefined);
  let apiEnv: Record<string, string> | undefined;
  if (bundled) {
    console.log('… building the Lambda bundles as CDK does');
    const { buildBundles, MANIFEST } = await import('../../infra/bundles.js');
    const outdir = path.join(ROOT, 'cdk.out', 'twin-bundles');
    await buildBundles(outdir);
    apiEnv = { AC_BUNDLES: path.join(outdir, MANIFEST) };
  }
  twin = await startTwin({
    apiEnv,
    ports,
    dataDir,
    webBuild,
    web: dev ? 'dev' : 'built',
    onProgress: progress,
  });

  const line = '─'.repeat(72);
  console.log(
    `\n${line}\nAssetCare local twin is ready (${((Date.now() - started) / 1000).toFixed(1)} s)\n${line}`,
  );
  console.log(
    `Web app      ${twin.urls.web}   (acme tenant: http://acme.localhost:${ports.web}; ${dev ? "Vite's dev server" : 'built'})`,
  );
  console.log(`API          ${twin.urls.api}`);
  console.log(`SES inbox    ${twin.urls.sesInbox}`);
  console.log(`Logs         ${twin.logDir}`);
  if (apiEnv) console.log(`API code     the CDK bundles listed in ${apiEnv.AC_BUNDLES}`);
  console.log(`\nDemo logins`);
  for (const tenant of SEED_TENANTS) {
    for (const user of tenant.users) {
      const note = user.temporary
        ? ' (temporary: set a new one on first sign-in)'
        : user.status === 2
          ? ' (deactivated)'
          : '';
      console.log(
        `  ${tenant.code.padEnd(5)} ${user.label.padEnd(38)} ${user.username.padEnd(26)} ${user.password}${note}`,
      );
    }
  }
  console.log(
    `\nData is kept in .twin/ between runs; \`npm start -- --reset\` starts clean. Ctrl-C stops everything.`,
  );
}

main().catch((error) => {
  // Stopping while starting fails the start; shutdown() exits once everything is stopped.
  if (stopping) return;
  if (error instanceof JavaMissingError) console.error(error.message);
  else console.error(`Could not start the twin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
