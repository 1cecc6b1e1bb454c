/** The work orders' pure rules: statuses, the completion condition, time and labour cost. */
import { describe, expect, it } from 'vitest';
import { WorkOrderMessages } from './messages.js';
import {
  addTime,
  canAddToWorkOrder,
  canCompleteWorkOrder,
  canDeleteWorkOrder,
  canRemoveLinks,
  costPerMeterHour,
  earliestToday,
  isDueDateAllowed,
  isTaskLocked,
  isValidTime,
  labourCost,
  lastTwelveMonths,
  workOrderNumberOf,
  workOrderTotals,
  workOrderTypeFor,
} from './rules.js';
import { timeSpentBody } from './action-schemas.js';
import { workOrderBody } from './schemas.js';

describe('work order statuses', () => {
  it('allows edit, delete and adding only while Open, In Progress or Reopened', () => {
    expect([54, 55, 56, 57, 58].map(canDeleteWorkOrder)).toEqual([true, true, false, false, true]);
    expect([54, 55, 56, 57, 58].map(canAddToWorkOrder)).toEqual([true, true, false, false, true]);
    expect([54, 56].map(canRemoveLinks)).toEqual([true, false]);
    expect([12, 13, 14, 15].map(isTaskLocked)).toEqual([false, false, false, true]);
  });
  it('types a work order by where it came from', () => {
    expect([undefined, 52, 53].map(workOrderTypeFor)).toEqual([59, 61, 60]);
    expect(workOrderNumberOf(7)).toBe('WO-0007');
  });
});

describe('the completion condition', () => {
  it('needs every task Completed (at least one), unless Override', () => {
    expect(canCompleteWorkOrder([{ status: 15 }, { status: 15 }], false)).toBe(true);
    expect(canCompleteWorkOrder([{ status: 15 }, { status: 14 }], false)).toBe(false);
    expect(canCompleteWorkOrder([], false)).toBe(false);
    expect(canCompleteWorkOrder([{ status: 12 }], true)).toBe(true);
    expect(canCompleteWorkOrder([], true)).toBe(true);
  });
});

describe('time and cost', () => {
  it('keeps minutes 0 to 59 and carries 60 minutes into hours', () => {
    expect(isValidTime(1, 59)).toBe(true);
    expect(isValidTime(1, 60)).toBe(false);
    expect(isValidTime(-1, 0)).toBe(false);
    expect(isValidTime(1.5, 0)).toBe(false);
    expect(addTime({ hours: 1, minutes: 45 }, { hours: 0, minutes: 30 })).toEqual({ hours: 2, minutes: 15 });
  });
  it('costs labour as spent time × hourly rate, to the cent', () => {
    expect(labourCost(1, 30, 80)).toBe(120);
    expect(labourCost(0, 20, 85.5)).toBe(28.5);
    expect(labourCost(0, 1, 10)).toBe(0.17);
    expect(labourCost(0, 0, 100)).toBe(0);
  });
  it('totals estimate, spent, progress, overspent and labour', () => {
    const t = workOrderTotals([
      {
        task_est_hours: 1,
        task_est_minutes: 45,
        time_spent_hours: 2,
        time_spent_minutes: 0,
        hourly_rate: 60,
        status: 15,
      },
      {
        task_est_hours: 0,
        task_est_minutes: 30,
        time_spent_hours: 0,
        time_spent_minutes: 45,
        hourly_rate: 40,
        status: 13,
      },
    ]);
    expect(t).toMatchObject({
      total_est_hours: 2,
      total_est_minutes: 15,
      total_spent_hours: 2,
      total_spent_minutes: 45,
      overspent: true,
      all_tasks_completed: false,
      labour_total: 150,
    });
    expect(t.progress_percent).toBe(122);
    expect(workOrderTotals([])).toMatchObject({
      progress_percent: 0,
      overspent: false,
      all_tasks_completed: false,
      labour_total: 0,
    });
  });
  it('gives cost per meter hour only when hours were logged', () => {
    expect(costPerMeterHour(1000, 400)).toBe(2.5);
    expect(costPerMeterHour(1000, 0)).toBeNull();
    expect(lastTwelveMonths(new Date('2026-03-15T00:00:00Z'))).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });
});

describe('the work order body', () => {
  const base = { title: 'Replace hose', description: 'Leaks', asset_id: 3 };
  const first = (b: unknown) => {
    const r = workOrderBody.safeParse(b);
    return r.success ? null : r.error.issues[0].message;
  };
  it('gives the spec 5 messages', () => {
    expect(first({ ...base, title: '' })).toBe(WorkOrderMessages.titleRequired);
    expect(first({ ...base, title: 'x'.repeat(101) })).toBe(WorkOrderMessages.titleTooLong);
    expect(first({ ...base, description: ' ' })).toBe(WorkOrderMessages.descriptionRequired);
    expect(first({ ...base, asset_id: '' })).toBe(WorkOrderMessages.assetRequired);
    expect(first({ ...base, WorkOrderTasks: [{ task_id: 1, time_spent_minutes: 60 }] })).toBe(
      WorkOrderMessages.minutesTooMany,
    );
    expect(first({ ...base, due_at: '2026-02-30' })).toBe(WorkOrderMessages.dueDateInvalid);
    expect(first({ ...base, status: 57 })).toBe(WorkOrderMessages.statusInvalid);
    expect(first(base)).toBeNull();
  });
  it('reads the default priority, dates and unlinks', () => {
    const b = workOrderBody.parse({
      ...base,
      due_at: '2026-12-01T10:00:00Z',
      issue: [{ issue_id: 'abc', is_archive: 'true' }],
    });
    expect(b.priority).toBe(45);
    expect(b.due_at).toBe('2026-12-01');
    expect(b.issue?.[0]).toMatchObject({ issue_id: 'abc', is_archive: true });
    expect(
      timeSpentBody.safeParse({ wo_id: 1, task_id: 1, time_spent_hours: 1, time_spent_minutes: 59 }).success,
    ).toBe(true);
    expect(
      timeSpentBody.safeParse({ wo_id: 1, task_id: 1, time_spent_hours: 1, time_spent_minutes: 60 }).success,
    ).toBe(false);
  });
});

describe('due date', () => {
  it("takes the day of UTC-12 as the server's today, so no zone's today is refused", () => {
    expect(earliestToday(new Date('2026-11-27T11:59:00Z'))).toBe('2026-11-26');
    expect(earliestToday(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
    // Kiritimati (UTC+14) is already on the 28th at 10:00 UTC; the 27th is still today in UTC-10 and later.
    expect(earliestToday(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-26');
  });
  it('refuses a new or changed day before today, not an unchanged one nor none', () => {
    expect(isDueDateAllowed('2026-11-26', undefined, '2026-11-27')).toBe(false);
    expect(isDueDateAllowed('2026-11-26', '2026-11-20', '2026-11-27')).toBe(false);
    expect(isDueDateAllowed('2026-11-27', undefined, '2026-11-27')).toBe(true);
    expect(isDueDateAllowed('2026-11-20', '2026-11-20', '2026-11-27')).toBe(true);
    expect(isDueDateAllowed(null, '2026-11-20', '2026-11-27')).toBe(true);
    expect(isDueDateAllowed(undefined, undefined, '2026-11-27')).toBe(true);
  });
});
