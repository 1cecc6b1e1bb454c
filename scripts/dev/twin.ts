/**
 * The local twin: emulators, table, seed, local API, scheduler and web app, on loopback.
 * Used by `npm start`, the browser tests and the benchmarks.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emulatorEnv,
  startEmulators,
  startStreamReader,
  TABLE_NAME,
  type CodeDelivery,
  type EmulatorPorts,
} from './emulators.js';
import { firstSeed, isFirstStart } from './first-seed.js';
import { oauthEnv } from './oauth-env.js';
import { freePort, httpOk, portInUse, waitUntil, type Child } from './process.js';
import { startApi, startOauth, startScheduler, startWeb, type AppsContext } from './twin-apps.js';

/** Seconds since `from` (performance.now()), as the start's progress lines print them. */
export const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TwinPorts extends EmulatorPorts {
  api: number;
  web: number;
  /** The OAuth stand-in for single sign-on (https; scripts/dev/oauth-twin.ts). */
  oauth: number;
}

export const DEFAULT_PORTS: TwinPorts = {
  dynamodb: 8000,
  cognito: 9229,
  s3: 4569,
  ses: 8005,
  api: 3001,
  web: 5173,
  oauth: 9443,
};

const PORT_VARS: Record<keyof TwinPorts, string> = {
  dynamodb: 'AC_DYNAMODB_PORT',
  cognito: 'AC_COGNITO_PORT',
  s3: 'AC_S3_PORT',
  ses: 'AC_SES_PORT',
  api: 'AC_API_PORT',
  web: 'AC_WEB_PORT',
  oauth: 'AC_OAUTH_PORT',
};

/** Ports from AC_*_PORT variables, else the defaults. */
export function portsFromEnv(): TwinPorts {
  const ports = { ...DEFAULT_PORTS };
  for (const [name, variable] of Object.entries(PORT_VARS) as [keyof TwinPorts, string][]) {
    const value = process.env[variable];
    if (value) {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 1 || port > 65535)
        throw new Error(`${variable}=${value} is not a valid port`);
      ports[name] = port;
    }
  }
  return ports;
}

export async function freePorts(): Promise<TwinPorts> {
  const ports = {} as TwinPorts;
  for (const name of Object.keys(DEFAULT_PORTS) as (keyof TwinPorts)[]) ports[name] = await freePort();
  return ports;
}

export async function assertPortsFree(ports: TwinPorts) {
  for (const [name, port] of Object.entries(ports) as [keyof TwinPorts, number][]) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} (${name}) is already in use on 127.0.0.1. Stop what uses it, or pick another port with ${PORT_VARS[name]}=<port>.`,
      );
    }
  }
}

export interface TwinOptions {
  ports: TwinPorts;
  dataDir: string;
  inMemory?: boolean;
  /** DynamoDB Local's Java heap (see EmulatorOptions). */
  dynamoHeap?: string;
  /** DynamoDB Local's JVM flags (the browser tests' twin: SHORT_RUN_JVM_FLAGS). */
  dynamoJvmFlags?: string[];
  /**
   * built: the built app (web/dist) on the web port, as users get it (`vite preview`, which proxies
   * /api like the dev server); dev: Vite's dev server with hot reload; static: the built app served
   * by the local API on its own port; none: API only.
   */
  web: 'built' | 'dev' | 'static' | 'none';
  seed?: boolean;
  /** Extra environment for the API process (log level, say). */
  apiEnv?: Record<string, string>;
  onProgress?: (step: string) => void;
  /** The web build start.ts runs meanwhile (web/dist): the built app's server starts once it is done. */
  webBuild?: Promise<void>;
}

export interface Twin {
  ports: TwinPorts;
  env: Record<string, string>;
  urls: { web: string; api: string; sesInbox: string; cognito: string; oauth: string };
  children: Child[];
  logDir: string;
  stop(): Promise<void>;
}

export async function startTwin(options: TwinOptions): Promise<Twin> {
  const { ports, dataDir } = options;
  const progress = options.onProgress ?? (() => undefined);
  const logDir = path.join(dataDir, 'logs');
  const env: Record<string, string> = { ...emulatorEnv(ports), ...oauthEnv(ports.oauth) };
  // The seed (but a first start's: first-seed.ts) and the code mail bridge run in this process with
  // the SDK pointed at the emulators.
  Object.assign(process.env, env, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });

  const children: Child[] = [];
  let stopped = false;
  const stop = async () => {
    stopped = true;
    await Promise.all(
      children
        .splice(0)
        .reverse()
        .map((child) => child.stop()),
    );
  };
  try {
    const onWebPort = options.web === 'dev' || options.web === 'built';
    const apps: AppsContext = {
      root: ROOT,
      logDir,
      env,
      childEnv: {
        ...env,
        LOG_LEVEL: 'info',
        WEB_URL_TEMPLATE: `http://{tenant}.localhost:${onWebPort ? ports.web : ports.api}`,
        ...options.apiEnv,
      },
    };
    // The OAuth stand-in and the web app's server need neither the table nor the API: they start now.
    const oauth = startOauth(apps, ports.oauth, dataDir);
    children.push(oauth);
    const oauthUp = waitUntil('OAuth twin', () => portInUse(ports.oauth), oauth);
    // The local API loads meanwhile; nothing calls it (so it reads no table) until the seed is written.
    const api = startApi(
      apps,
      ports.api,
      options.web === 'static' ? path.join(ROOT, 'web', 'dist') : undefined,
    );
    children.push(api);
    const webUp = onWebPort
      ? startWebWhenBuilt(apps, options, children, progress, () => stopped)
      : Promise.resolve();
    // Awaited later; a failure meanwhile is not unhandled.
    oauthUp.catch(() => undefined);
    webUp.catch(() => undefined);

    // A first start seeds on a DynamoDB Local in RAM meanwhile (first-seed.ts); the twin's own
    // stream reader starts once the seeded file is in place.
    const first = options.seed !== false && !options.inMemory && isFirstStart(dataDir);
    // What this process runs once the emulators answer, loaded while they start.
    const cloud = import('./cloud.js');
    const seeding = first || options.seed === false ? undefined : import('./seed.js');
    for (const loading of [cloud, seeding]) loading?.catch(() => undefined);
    const emulatorsStarted = performance.now();
    progress('starting DynamoDB Local, cognito-local, S3 and SES emulators');
    const mailQueue: CodeDelivery[] = [];
    const emulatorsUp = startEmulators({
      ports,
      dataDir,
      logDir,
      inMemory: options.inMemory,
      dynamoHeap: options.dynamoHeap,
      dynamoJvmFlags: options.dynamoJvmFlags,
      thumbnails: true,
      streams: !first,
      onCognitoCode: (delivery) => mailQueue.push(delivery),
    }).then((started) => {
      children.push(...started);
      progress(`emulators up in ${seconds(emulatorsStarted)}`);
    });
    const seedStarted = performance.now();
    if (first) progress('seeding demo data (a first start: in RAM, then copied to .twin)');
    const firstSeeded = first
      ? firstSeed(
          { ports, dataDir, logDir, cognitoUrl: env.COGNITO_LOCAL_URL, onProgress: progress },
          emulatorsUp,
        )
      : undefined;
    // Both settled before anything is stopped: a failed one leaves no child of the other running.
    const [up, seededFirst] = await Promise.allSettled([emulatorsUp, firstSeeded]);
    for (const result of [up, seededFirst]) if (result.status === 'rejected') throw result.reason;
    const { forwardCodeMail } = await import('./mail-bridge.js');
    setInterval(() => {
      for (const delivery of mailQueue.splice(0)) void forwardCodeMail(delivery);
    }, 250).unref();

    // On a first start the twin's DynamoDB Local gets its first request here, with the seeded file
    // in place; the table's stream is turned on, then read.
    const tableStarted = performance.now();
    const { ensureTable } = await cloud;
    await ensureTable(env.AWS_ENDPOINT_URL_DYNAMODB, TABLE_NAME);
    // The API's first call may come now: the table holds the seed or a previous start's data.
    const afterTable = performance.now();
    const apiUp = waitUntil(
      'local API',
      () => httpOk(`http://127.0.0.1:${ports.api}/api/company/GetUserPoolDetails?company_code=demo`),
      api,
    );
    apiUp.catch(() => undefined);
    if (first) {
      children.push(startStreamReader(ports, logDir));
      progress(`seeded in ${seconds(seedStarted)}`);
    } else {
      progress(`table ready in ${seconds(tableStarted)}`);
      if (seeding) {
        const refreshStarted = performance.now();
        progress('seeding demo data');
        const { seed } = await seeding;
        await seed(env.COGNITO_LOCAL_URL);
        progress(`seeded in ${seconds(refreshStarted)}`);
      }
    }

    // The scheduler's jobs read and write the table: started once it holds the seed.
    progress('starting the scheduler');
    children.push(startScheduler(apps));
    await Promise.all([oauthUp, apiUp]);
    progress(`API ready ${seconds(afterTable)} after its first call`);
    await webUp;
    const webUrl = `http://localhost:${onWebPort ? ports.web : ports.api}`;
    return {
      ports,
      env,
      urls: {
        web: webUrl,
        api: `http://127.0.0.1:${ports.api}/api/`,
        sesInbox: `http://127.0.0.1:${ports.ses}/`,
        cognito: env.COGNITO_LOCAL_URL,
        oauth: env.TWIN_OAUTH_URL,
      },
      children,
      logDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The web app's server, once the build it serves (if any) is done; ready when it answers. */
async function startWebWhenBuilt(
  apps: AppsContext,
  options: TwinOptions,
  children: Child[],
  progress: (step: string) => void,
  stopped: () => boolean,
): Promise<void> {
  if (options.web === 'built') await options.webBuild;
  if (stopped()) return;
  const started = performance.now();
  const web = startWeb(apps, options.web as 'built' | 'dev', options.ports);
  children.push(web);
  await waitUntil('web app', () => httpOk(`http://127.0.0.1:${options.ports.web}/`), web);
  progress(`web app served in ${seconds(started)}`);
}
