/**
 * The layering check fails where it should: the project's rules (.dependency-cruiser.cjs) run on a
 * small scratch tree, first clean, then with a planted domain cycle, a lower domain importing a
 * higher one, a reach into another domain's internals, lib importing a domain and a domain without a layer;
 * and the lint command itself (npm run deps:check, no exceptions list) fails on a cycle planted in the real tree.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cruiseFunctions } from './cruise.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir = '';
function tree(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-layers-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
const clean = {
  'functions/tenancy/index.ts': "export { org } from './org';\n",
  'functions/tenancy/org.ts': 'export const org = 1;\n',
  'functions/tenancy/store.ts': 'export const store = 1;\n',
  'functions/users/index.ts': "import { org } from '../tenancy/index';\nexport const user = org;\n",
  'functions/lib/db.ts': 'export const table = 1;\n',
};
async function violations(files: Record<string, string>): Promise<string[]> {
  const result = await cruiseFunctions(tree(files), ['functions'], false);
  return result.summary.violations.map((v) => `${v.rule.name} ${v.from}`).sort();
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the layering check (npm run lint)', () => {
  it('passes a tree that keeps the rule', async () => {
    expect(await violations(clean)).toEqual([]);
  });

  it('fails on a planted cycle between two domains (a lower domain importing a higher one)', async () => {
    const found = await violations({
      ...clean,
      'functions/tenancy/org.ts': "import { user } from '../users/index';\nexport const org = user;\n",
    });
    expect(found).toContain('layer-tenancy functions/tenancy/org.ts');
    expect(found.some((v) => v.startsWith('no-cycle '))).toBe(true);
  });

  it("fails on a reach into another domain's internals, on lib importing a domain and on a domain without a layer", async () => {
    const found = await violations({
      ...clean,
      'functions/users/index.ts': "import { store } from '../tenancy/store';\nexport const user = store;\n",
      'functions/lib/db.ts': "import { user } from '../users/index';\nexport const table = user;\n",
      'functions/widgets/index.ts': "import { table } from '../lib/db';\nexport const widget = table;\n",
    });
    expect(found).toContain('public-module-only functions/users/index.ts');
    expect(found).toContain('lib-imports-no-domain functions/lib/db.ts');
    expect(found).toContain('domain-has-a-layer functions/widgets/index.ts');
  });
});

describe('the lint command (npm run deps:check)', () => {
  it('has no exceptions list: no known violations are ignored', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['deps:check']).not.toContain('--ignore-known');
    expect(existsSync(path.join(ROOT, '.dependency-cruiser-known-violations.json'))).toBe(false);
  });

  it('passes on the real tree, and fails on a cycle planted in it', async () => {
    const deps = () => {
      const run = spawnSync('npm', ['run', '--silent', 'deps:check'], { cwd: ROOT, encoding: 'utf8' });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    };
    expect(deps().status).toBe(0);
    // A cycle between two domains: tenancy (the bottom layer) imports a users file that imports it back.
    const name = `planted-cycle-${process.pid}`;
    const planted = {
      [path.join(ROOT, 'functions/tenancy', `${name}.ts`)]:
        `import { b } from '#functions/users/${name}.js';\nexport const a = () => b;\n`,
      [path.join(ROOT, 'functions/users', `${name}.ts`)]:
        `import { a } from '#functions/tenancy/${name}.js';\nexport const b = () => a;\n`,
    };
    for (const [file, text] of Object.entries(planted)) writeFileSync(file, text);
    try {
      const { status, output } = deps();
      expect(status).not.toBe(0);
      expect(output).toContain('no-cycle');
      expect(output).toContain('layer-tenancy');
    } finally {
      for (const file of Object.keys(planted)) rmSync(file, { force: true });
    }
  }, 300_000);
});
