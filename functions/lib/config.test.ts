/** Configuration fails fast in a Lambda runtime and falls back to local defaults elsewhere. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingSettings } from './config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('config', () => {
  it('names every required variable missing in a Lambda runtime, and none outside one', () => {
    expect(
      missingSettings({
        AWS_LAMBDA_FUNCTION_NAME: 'assetcare-prod-users',
        TABLE_NAME: 't',
        FILES_BUCKET: 'f',
      }),
    ).toEqual(['REPORTS_BUCKET', 'SES_SENDER', 'WEB_URL_TEMPLATE']);
    expect(missingSettings({ TABLE_NAME: 't' })).toEqual([]);
  });

  it('stops a Lambda cold start that lacks a variable, naming it', () => {
    const env = {
      PATH: process.env.PATH,
      AWS_LAMBDA_FUNCTION_NAME: 'assetcare-prod-users',
      FILES_BUCKET: 'f',
      REPORTS_BUCKET: 'r',
      SES_SENDER: 's@x.test',
      WEB_URL_TEMPLATE: 'https://{tenant}.x.test',
    };
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "await import('./functions/lib/config.ts')"],
      { cwd: ROOT, env, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Missing environment variables: TABLE_NAME');
    const complete = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "await import('./functions/lib/config.ts')"],
      { cwd: ROOT, env: { ...env, TABLE_NAME: 't' }, encoding: 'utf8' },
    );
    expect(complete.status, complete.stderr).toBe(0);
  });
});
