/** Child processes of the twin: started with their output in a log file, stopped by process id. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  logDir: string;
  /** Called with each chunk of output (for services whose output carries data, like codes). */
  onOutput?: (text: string) => void;
}

/** Every child started and not yet exited: what an interrupted start stops (stopStarted). */
const running = new Set<Child>();

/** Stops every child still running (each its own process group, which a terminal's Ctrl-C does not reach), those started meanwhile too. */
export async function stopStarted(): Promise<void> {
  for (let pass = 0; running.size && pass < 5; pass++) {
    await Promise.all([...running].map((child) => child.stop()));
    // Lets the stopped children's exit events in (they take them off `running`).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function startChild(options: StartOptions): Child {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping it also stops what it started (java, esbuild...).
    detached: true,
  });
  const forward = (chunk: Buffer) => {
    log.write(chunk);
    options.onOutput?.(chunk.toString('utf8'));
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: Child = {
    name: options.name,
    process: child,
    logFile,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000).unref());
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      log.end();
    },
  };
  running.add(started);
  void exited.then(() => running.delete(started));
  return started;
}

/** True when something already listens on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nobody listens on now (for tests, which run beside a developer's twin). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` passes, or fails with the child's log location. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  child?: Child,
  timeoutMs = 60_000,
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.process.exitCode !== null) {
      throw new Error(`${what} exited early (code ${child.process.exitCode}); see ${child.logFile}`);
    }
    try {
      if (await check()) return;
    } catch {
      /* not ready yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000}s${child ? `; see ${child.logFile}` : ''}`);
}

export async function httpOk(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
  return response.status < 500;
}
