/**
 * Vitest global setup: the real emulators the twin uses (DynamoDB Local in memory, cognito-local,
 * s3rver, SES emulator) on free ports, the table, and the seeded tenants. Test files read the
 * endpoints through `inject('twinEnv')` (see setup-env.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { emulatorEnv, startEmulators, TABLE_NAME } from '#scripts/dev/emulators.js';
import { freePort, type Child } from '#scripts/dev/process.js';

let children: Child[] = [];
let dataDir = '';

export default async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-test-'));
  const ports = {
    dynamodb: await freePort(),
    cognito: await freePort(),
    s3: await freePort(),
    ses: await freePort(),
  };
  // Metrics print as embedded-metric-format lines; tests that want them turn them back on.
  const env: Record<string, string> = {
    ...emulatorEnv(ports),
    LOG_LEVEL: 'silent',
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
  Object.assign(process.env, env);
  // Both JIT tiers: the handler tests' heavy files (the import jobs, the contract) ran 16% longer
  // on the first tier alone, more than the seed saves with it.
  children = await startEmulators({ ports, dataDir, logDir: path.join(dataDir, 'logs'), inMemory: true });
  const { ensureTable } = await import('#scripts/dev/cloud.js');
  await ensureTable(env.AWS_ENDPOINT_URL_DYNAMODB, TABLE_NAME);
  const { seed } = await import('#scripts/dev/seed.js');
  await seed(env.COGNITO_LOCAL_URL);
  project.provide('twinEnv', env);
  return async () => {
    await Promise.all(children.map((child) => child.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    twinEnv: Record<string, string>;
  }
}
