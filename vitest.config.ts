import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './scripts/test/sequencer';

export default defineConfig({
  // The web app imports shared code as @shared (web/vite.config.ts); its unit tests do too.
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  test: {
    include: [
      'shared/**/*.test.ts',
      'functions/**/*.test.ts',
      'infra/**/*.test.ts',
      'scripts/**/*.test.ts',
      'web/src/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'scripts/tmp/**'],
    globalSetup: ['scripts/test/global-setup.ts'],
    setupFiles: ['scripts/test/setup-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Files side by side, one per core: each makes its own tenant or key range (issue 26 item 4);
    // a run on a loaded machine showed no file disturbing another, only slow ones timing out.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // Each worker imports a module once for all its files (the SDK, the handlers): import was 238 s
    // of the unit phase's 487 s with one module graph per file, 96 s without. Safe while no file
    // mocks a module (vi.mock) and every spy or client mock is restored in the file that made it.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
  },
});
