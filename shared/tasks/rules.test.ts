/** The Tasks catalogue's pure rules and the form's schema (spec maintenance 5 'Task form', 9). */
import { describe, expect, it } from 'vitest';
import { TaskMessages } from './messages.js';
import { formatHourlyRate, formatTaskTime, hasWholeCents, taskCodeOf, totalTaskTime } from './rules.js';
import { taskBody } from './schemas.js';

const firstMessage = (body: unknown) => {
  const result = taskBody.safeParse(body);
  return result.success ? null : result.error.issues[0].message;
};
const messages = (body: unknown) => {
  const result = taskBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('task rules', () => {
  it("codes a company's n-th task with at least four digits, sorting as numbers do", () => {
    expect([1, 42, 9999, 10000].map(taskCodeOf)).toEqual(['T-0001', 'T-0042', 'T-9999', 'T-10000']);
  });

  it("shows time as 'N hrs M mins' and adds times carrying 60 minutes into hours", () => {
    expect(formatTaskTime(0, 5)).toBe('0 hrs 5 mins');
    expect(formatTaskTime(12, 0)).toBe('12 hrs 0 mins');
    expect(
      totalTaskTime([
        { hours: 1, minutes: 45 },
        { hours: 0, minutes: 30 },
        { hours: 2, minutes: 59 },
      ]),
    ).toEqual({ hours: 5, minutes: 14 });
    expect(totalTaskTime([])).toEqual({ hours: 0, minutes: 0 });
  });

  it('shows the hourly rate in dollars with cents', () => {
    expect(formatHourlyRate(85)).toBe('$85.00');
    expect(formatHourlyRate(145.5)).toBe('$145.50');
    expect(formatHourlyRate(1250)).toBe('$1,250.00');
    expect([45, 45.5, 45.25, 0.1 + 0.2].map(hasWholeCents)).toEqual([true, true, true, true]);
    expect(hasWholeCents(45.125)).toBe(false);
  });
});

describe('the task form schema', () => {
  it("reads the form's text values as numbers and trims the title", () => {
    expect(
      taskBody.parse({
        task_title: ' Oil change ',
        task_est_hours: '1',
        task_est_minutes: '0',
        hourly_rate: '85.50',
      }),
    ).toEqual({
      task_title: 'Oil change',
      task_est_hours: 1,
      task_est_minutes: 0,
      hourly_rate: 85.5,
    });
    expect(
      taskBody.parse({
        task_id: '7',
        task_title: 'x',
        task_est_hours: 0,
        task_est_minutes: 0,
        hourly_rate: 1,
      }).task_id,
    ).toBe(7);
    expect(
      taskBody.parse({ task_id: 0, task_title: 'x', task_est_hours: 0, task_est_minutes: 0, hourly_rate: 1 })
        .task_id,
    ).toBeUndefined();
  });

  it("gives every message of spec 5, one per field, in the spec's order", () => {
    expect(messages({})).toEqual([
      TaskMessages.titleRequired,
      TaskMessages.minutesRequired,
      TaskMessages.hoursRequired,
      TaskMessages.hourlyRateRequired,
    ]);
    expect(
      firstMessage({ task_title: 'x'.repeat(101), task_est_hours: 0, task_est_minutes: 0, hourly_rate: 1 }),
    ).toBe(TaskMessages.titleTooLong);
    expect(
      firstMessage({ task_title: 'x'.repeat(100), task_est_hours: 0, task_est_minutes: 60, hourly_rate: 1 }),
    ).toBe(TaskMessages.minutesTooMany);
    expect(firstMessage({ task_title: 'x', task_est_hours: 0, task_est_minutes: 59, hourly_rate: 0 })).toBe(
      TaskMessages.hourlyRateZero,
    );
    expect(
      firstMessage({ task_title: 'x', task_est_hours: 0, task_est_minutes: 59, hourly_rate: 0.99 }),
    ).toBe(TaskMessages.hourlyRateZero);
    expect(firstMessage({ task_title: 'x', task_est_hours: -1, task_est_minutes: 0, hourly_rate: 1 })).toBe(
      TaskMessages.hoursInvalid,
    );
    expect(
      firstMessage({ task_title: 'x', task_est_hours: 0, task_est_minutes: 0, hourly_rate: 1 }),
    ).toBeNull();
  });
});
