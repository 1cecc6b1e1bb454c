/**
 * The local twin: emulators, table, seed, local API, scheduler and web app, on loopback.
 * Used by `npm start`, the browser tests and the benchmarks.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emulatorEnv,
  startEmulators,
  TABLE_NAME,
  type CodeDelivery,
  type EmulatorPorts,
} from './emulators.js';
import { oauthEnv } from './oauth-env.js';
import { freePort, httpOk, portInUse, startChild, waitUntil, type Child } from './process.js';

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
  reset?: boolean;
  inMemory?: boolean;
  /** DynamoDB Local's Java heap (see EmulatorOptions). */
  dynamoHeap?: string;
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
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  const logDir = path.join(dataDir, 'logs');
  const env: Record<string, string> = { ...emulatorEnv(ports), ...oauthEnv(ports.oauth) };
  // The seed and the code mail bridge run in this process with the SDK pointed at the emulators.
  Object.assign(process.env, env, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });

  const children: Child[] = [];
  const stop = async () => {
    await Promise.all(
      children
        .splice(0)
        .reverse()
        .map((child) => child.stop()),
    );
  };
  try {
    progress('starting DynamoDB Local, cognito-local, S3 and SES emulators');
    const mailQueue: CodeDelivery[] = [];
    children.push(
      ...(await startEmulators({
        ports,
        dataDir,
        logDir,
        inMemory: options.inMemory,
        dynamoHeap: options.dynamoHeap,
        thumbnails: true,
        onCognitoCode: (delivery) => mailQueue.push(delivery),
      })),
    );
    const { forwardCodeMail } = await import('./mail-bridge.js');
    setInterval(() => {
      for (const delivery of mailQueue.splice(0)) void forwardCodeMail(delivery);
    }, 250).unref();

    progress('creating the table');
    const { ensureTable } = await import('./cloud.js');
    await ensureTable(env.AWS_ENDPOINT_URL_DYNAMODB, TABLE_NAME);
    if (options.seed !== false) {
      progress('seeding demo data');
      const { seed } = await import('./seed.js');
      await seed(env.COGNITO_LOCAL_URL);
    }

    progress('starting the local API and the scheduler');
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const staticDir = options.web === 'static' ? path.join(ROOT, 'web', 'dist') : undefined;
    const onWebPort = options.web === 'dev' || options.web === 'built';
    const childEnv = {
      ...env,
      LOG_LEVEL: 'info',
      WEB_URL_TEMPLATE: `http://{tenant}.localhost:${onWebPort ? ports.web : ports.api}`,
      ...options.apiEnv,
    };
    const api = startChild({
      name: 'api',
      command: tsx,
      args: [
        path.join(ROOT, 'scripts/dev/api-main.ts'),
        String(ports.api),
        ...(staticDir ? [staticDir] : []),
      ],
      env: childEnv,
      logDir,
      cwd: ROOT,
    });
    children.push(api);
    const scheduler = startChild({
      name: 'scheduler',
      command: tsx,
      args: [path.join(ROOT, 'scripts/dev/scheduler-main.ts')],
      env: childEnv,
      logDir,
      cwd: ROOT,
    });
    children.push(scheduler);
    // Single sign-on's OAuth domain (Cognito's hosted UI in the cloud), over https as Amplify requires.
    const oauth = startChild({
      name: 'oauth',
      command: tsx,
      args: [path.join(ROOT, 'scripts/dev/oauth-main.ts'), String(ports.oauth), dataDir],
      env: childEnv,
      logDir,
      cwd: ROOT,
    });
    children.push(oauth);
    await waitUntil('OAuth twin', () => portInUse(ports.oauth), oauth);
    await waitUntil(
      'local API',
      () => httpOk(`http://127.0.0.1:${ports.api}/api/company/GetUserPoolDetails?company_code=demo`),
      api,
    );

    let webUrl = `http://localhost:${ports.api}`;
    if (onWebPort) {
      progress('starting the web app');
      const web = startChild({
        name: 'web',
        command: path.join(ROOT, 'node_modules', '.bin', 'vite'),
        args: [
          ...(options.web === 'built' ? ['preview'] : []),
          '--config',
          path.join(ROOT, 'web/vite.config.ts'),
          '--host',
          '127.0.0.1',
          '--port',
          String(ports.web),
          '--strictPort',
        ],
        // The emulators' origins name what the built app's CSP lets it reach (web/vite.config.ts).
        env: {
          AC_API_URL: `http://127.0.0.1:${ports.api}`,
          COGNITO_LOCAL_URL: env.COGNITO_LOCAL_URL,
          AWS_ENDPOINT_URL_S3: env.AWS_ENDPOINT_URL_S3,
          TWIN_OAUTH_URL: env.TWIN_OAUTH_URL,
        },
        logDir,
        cwd: ROOT,
      });
      children.push(web);
      await waitUntil('web app', () => httpOk(`http://127.0.0.1:${ports.web}/`), web);
      webUrl = `http://localhost:${ports.web}`;
    }
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
