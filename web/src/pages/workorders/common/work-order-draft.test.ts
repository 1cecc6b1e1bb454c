/** The work order draft's rules: merging by id, time totals carrying minutes, labour cost, time spent, completion. */
import { describe, expect, it } from 'vitest';
import {
  addTimeSpent,
  canComplete,
  draftTaskOf,
  labourCostOf,
  mergeIssues,
  mergeTasks,
  totalEstimated,
  totalLabourCost,
  totalSpent,
  type DraftTask,
} from './work-order-draft';

const task = (id: number, over: Partial<DraftTask> = {}): DraftTask => ({
  ...draftTaskOf({ task_id: id, task_code: `T-000${id}`, task_title: `Task ${id}`, task_est_hours: 1, task_est_minutes: 40, hourly_rate: 60 }),
  ...over,
});

describe('work order draft', () => {
  it('starts a catalogue task Open with no time', () => {
    expect(task(1)).toMatchObject({ status: 12, time_spent_hours: 0, time_spent_minutes: 0, hourly_rate: 60 });
  });

  it('merges duplicates by id, keeping the one already there', () => {
    const current = [task(1, { status: 13, time_spent_hours: 2 })];
    const merged = mergeTasks(current, [task(1), task(2), task(2)]);
    expect(merged.map((t) => t.task_id)).toEqual([1, 2]);
    expect(merged[0]).toMatchObject({ status: 13, time_spent_hours: 2 });
    expect(mergeIssues([{ issue_id: 5, name: 'a' }], [{ issue_id: 5, name: 'b' }, { issue_id: 6, name: 'c' }])).toEqual([
      { issue_id: 5, name: 'a' },
      { issue_id: 6, name: 'c' },
    ]);
  });

  it('adds times carrying 60 minutes into hours', () => {
    expect(totalEstimated([task(1), task(2)])).toEqual({ hours: 3, minutes: 20 });
    const spent = addTimeSpent(addTimeSpent(task(1), 0, 45), 1, 30);
    expect(spent).toMatchObject({ time_spent_hours: 2, time_spent_minutes: 15 });
    expect(totalSpent([spent, addTimeSpent(task(2), 0, 50)])).toEqual({ hours: 3, minutes: 5 });
  });

  it('costs labour as spent time x hourly rate, to the cent', () => {
    const a = addTimeSpent(task(1), 1, 30); // 1.5 h x $60
    const b = addTimeSpent(task(2, { hourly_rate: 45.5 }), 0, 20); // 1/3 h x $45.50
    expect(labourCostOf(a)).toBe(90);
    expect(labourCostOf(b)).toBe(15.17);
    expect(totalLabourCost([a, b])).toBe(105.17);
    expect(totalLabourCost([])).toBe(0);
  });

  it('completes with the override, or when every task is Completed', () => {
    expect(canComplete([], false)).toBe(false);
    expect(canComplete([], true)).toBe(true);
    expect(canComplete([task(1, { status: 15 }), task(2, { status: 14 })], false)).toBe(false);
    expect(canComplete([task(1, { status: 15 }), task(2, { status: 15 })], false)).toBe(true);
  });
});
