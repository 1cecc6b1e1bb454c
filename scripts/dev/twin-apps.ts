/**
 * The twin's own processes beside the emulators: the local API, the job scheduler, the OAuth
 * stand-in for single sign-on and the web app's server, each a child with its log in logDir.
 * scripts/dev/twin.ts starts them and says when each is ready.
 */
import path from 'node:path';
import { startChild, type Child } from './process.js';

export interface AppsContext {
  root: string;
  logDir: string;
  /** The emulators' environment (emulatorEnv and oauthEnv). */
  env: Record<string, string>;
  /** The API's and scheduler's environment (env with their log level and web URL). */
  childEnv: Record<string, string>;
}

/** One of the twin's TypeScript programs (scripts/dev/<script>) run by tsx, in the API's environment. */
const startScript = (ctx: AppsContext, name: string, script: string, args: string[] = []): Child =>
  startChild({
    name,
    command: path.join(ctx.root, 'node_modules', '.bin', 'tsx'),
    args: [path.join(ctx.root, 'scripts/dev', script), ...args],
    env: ctx.childEnv,
    logDir: ctx.logDir,
    cwd: ctx.root,
  });

/** The local API (the real Lambda handlers); serves staticDir too when given. */
export const startApi = (ctx: AppsContext, port: number, staticDir?: string): Child =>
  startScript(ctx, 'api', 'api-main.ts', [String(port), ...(staticDir ? [staticDir] : [])]);

export const startScheduler = (ctx: AppsContext): Child => startScript(ctx, 'scheduler', 'scheduler-main.ts');

/** Single sign-on's OAuth domain (Cognito's hosted UI in the cloud), over https as Amplify requires. */
export const startOauth = (ctx: AppsContext, port: number, dataDir: string): Child =>
  startScript(ctx, 'oauth', 'oauth-main.ts', [String(port), dataDir]);

/** The web app on its port: the built app (`vite preview`, proxying /api like the dev server) or Vite's dev server. */
export function startWeb(ctx: AppsContext, web: 'built' | 'dev', ports: { web: number; api: number }): Child {
  return startChild({
    name: 'web',
    command: path.join(ctx.root, 'node_modules', '.bin', 'vite'),
    args: [
      ...(web === 'built' ? ['preview'] : []),
      '--config',
      path.join(ctx.root, 'web/vite.config.ts'),
      '--host',
      '127.0.0.1',
      '--port',
      String(ports.web),
      '--strictPort',
    ],
    // The emulators' origins name what the built app's CSP lets it reach (web/vite.config.ts).
    env: {
      AC_API_URL: `http://127.0.0.1:${ports.api}`,
      COGNITO_LOCAL_URL: ctx.env.COGNITO_LOCAL_URL,
      AWS_ENDPOINT_URL_S3: ctx.env.AWS_ENDPOINT_URL_S3,
      TWIN_OAUTH_URL: ctx.env.TWIN_OAUTH_URL,
    },
    logDir: ctx.logDir,
    cwd: ctx.root,
  });
}
