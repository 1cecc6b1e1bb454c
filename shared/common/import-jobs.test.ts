/** The line under a finished import's progress: rows written, or why none were (a refused file said "0 of 0 rows written"). */
import { describe, expect, it } from 'vitest';
import { ImportJobMessages, ImportStatus, importOutcomeInfo } from './import-jobs.js';

describe('importOutcomeInfo', () => {
  it('counts the rows of a completed import', () => {
    expect(
      importOutcomeInfo({ status: ImportStatus.Completed, written: 1200, total: 1200, problems: 0 }),
    ).toBe('1,200 of 1,200 rows written');
  });

  it('says a refused import wrote nothing, and how many problems its report holds', () => {
    const refused = { status: ImportStatus.Failed, written: 0, total: 0, problems: 3 };
    expect(importOutcomeInfo(refused)).toBe(
      'Nothing was written: the file has 3 problems. Download the problem report, fix the rows and upload the file again.',
    );
    expect(importOutcomeInfo({ ...refused, problems: 1 })).toMatch(/the file has 1 problem\./);
    expect(importOutcomeInfo(refused)).not.toContain('0 of 0');
  });

  it('gives the shared failure text for an import that failed without problems', () => {
    expect(importOutcomeInfo({ status: ImportStatus.Failed, written: 0, total: 40, problems: 0 })).toBe(
      ImportJobMessages.failed,
    );
  });
});
