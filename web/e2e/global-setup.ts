/**
 * Starts a fresh twin (in-memory DynamoDB, fresh pools) serving the built web app, for the browser
 * tests. Tests read AC_E2E_BASE_URL, AC_E2E_PORT, AC_E2E_SES_URL, AC_E2E_OAUTH_URL (single
 * sign-on's OAuth stand-in) and AC_E2E_PORTS; the twin stops at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHORT_RUN_JVM_FLAGS } from '../../scripts/dev/emulators.js';
import { freePorts, startTwin } from '../../scripts/dev/twin.js';

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-e2e-'));
  const ports = await freePorts();
  const twin = await startTwin({
    ports,
    dataDir,
    inMemory: true,
    web: 'static',
    dynamoJvmFlags: SHORT_RUN_JVM_FLAGS,
  });
  process.env.AC_E2E_BASE_URL = `http://localhost:${ports.api}`;
  process.env.AC_E2E_PORT = String(ports.api);
  process.env.AC_E2E_SES_URL = twin.urls.sesInbox;
  process.env.AC_E2E_COGNITO_URL = twin.urls.cognito;
  process.env.AC_E2E_LOG_DIR = twin.logDir;
  process.env.AC_E2E_OAUTH_URL = twin.urls.oauth;
  // The emulators' ports, for a test that plays a cloud event on the twin (fixtures/ses-bounce.ts).
  process.env.AC_E2E_PORTS = JSON.stringify(ports);
  return async () => {
    await twin.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
