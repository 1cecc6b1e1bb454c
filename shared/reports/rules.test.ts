/** The report form's rules and messages (spec core 5, 9). */
import { describe, expect, it } from 'vitest';
import { ReportMessages as M } from './messages.js';
import {
  approvedPercentage,
  maxToDate,
  monthsBetween,
  ReportKind,
  reportFormProblem,
  reportFormProblems,
  siteDayOf,
} from './rules.js';

const today = '2026-06-15';
const form = (fromDate: string, toDate: string, kind: string = ReportKind.Yard, asset = 'A-1') => ({
  kind: kind as never,
  fromDate,
  toDate,
  asset,
});

describe('report form', () => {
  it('asks for a report, dates and the history asset, in the spec words', () => {
    expect(reportFormProblem({ kind: '' }, today)).toBe(M.selectReport);
    expect(reportFormProblems(form('', ''), today).map((p) => p.message)).toEqual([
      M.selectFromDate,
      M.selectToDate,
    ]);
    expect(reportFormProblem(form('2026-06-01', ''), today)).toBe(M.selectToDate);
    expect(reportFormProblem(form('2026-06-01', '2026-06-02', ReportKind.AssetInspection, ''), today)).toBe(
      M.selectAsset,
    );
    expect(reportFormProblem({ kind: ReportKind.LatestHourReading }, today)).toBeNull();
  });
  it('refuses future days, reversed ranges, over a year and over ninety days for the history', () => {
    expect(reportFormProblem(form('2026-06-16', '2026-06-16'), today)).toBe(M.validDate);
    expect(reportFormProblem(form('2026-06-01', '2026-06-16'), today)).toBe(M.validDate);
    expect(reportFormProblems(form('2026-06-10', '2026-06-01'), today).map((p) => p.message)).toEqual([
      M.fromBeforeTo,
      M.toAfterFrom,
    ]);
    expect(reportFormProblem(form('2025-06-15', '2026-06-15'), today)).toBeNull();
    expect(reportFormProblem(form('2025-06-14', '2026-06-15'), today)).toBe(M.oneYear);
    expect(reportFormProblem(form('2026-03-18', '2026-06-15', ReportKind.AssetInspection), today)).toBeNull();
    expect(reportFormProblem(form('2026-03-17', '2026-06-15', ReportKind.AssetInspection), today)).toBe(
      M.ninetyDays,
    );
    expect(M.oneYear).toBe('Maximum difference beetween from date and to date should be 1 year');
  });
  it('limits To to today, or 89 days after From for the history', () => {
    expect(maxToDate(ReportKind.Yard, '2026-01-01', today)).toBe(today);
    expect(maxToDate(ReportKind.AssetInspection, '2026-01-01', today)).toBe('2026-03-31');
    expect(maxToDate(ReportKind.AssetInspection, '2026-06-01', today)).toBe(today);
  });
  it('site days, months and the percentage', () => {
    expect(siteDayOf('2026-03-08T05:30:00Z', 'America/Los_Angeles')).toEqual({
      date: '2026-03-07',
      month: '2026-03',
      dd: '07',
    });
    expect(siteDayOf('2026-03-08T05:30:00Z', 'Not/AZone').date).toBe('2026-03-08');
    expect(monthsBetween('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(approvedPercentage(1, 3)).toBe('33.33');
    expect(approvedPercentage(0, 0)).toBe('0.00');
  });
});
