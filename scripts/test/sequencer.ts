/**
 * Test files that take tens of seconds start first, so the two workers end together. Vitest orders
 * by the durations of the last run it cached, and without them (a clean clone, as on CI) by file
 * size, which started the longest file (the bundle test, short to read) among the last.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files of a quiet run, longest first (20 to 120 s each). */
const LONG_FILES = [
  'infra/bundles.test.ts',
  'functions/platform/delete-tenant.test.ts',
  'functions/contract.test.ts',
  'functions/assets/import-job.test.ts',
  'functions/webhooks/webhooks.test.ts',
  'infra/stacks.test.ts',
  'functions/platform/tenant-data.test.ts',
  'functions/bad-input.test.ts',
  'functions/reports/label-job.test.ts',
  'scripts/deps/layers.test.ts',
  'scripts/ops/tenant-data.test.ts',
  'scripts/dev/seed-inspections.test.ts',
];

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.indexOf(
        path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/'),
      );
      return at === -1 ? LONG_FILES.length : at;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
