/** The work order draft's rules: reading details, merging by id, time spent carrying minutes, labour cost, completion. */
import { describe, expect, it } from 'vitest';
import {
  addTimeSpent,
  canComplete,
  draftTaskOf,
  labourCostOf,
  mergeIssues,
  mergeTasks,
  totalsOf,
  type DraftIssue,
  type DraftTask,
  withTimeSpent,
} from './work-order-draft';

const task = (id: number, over: Partial<DraftTask> = {}): DraftTask => ({
  ...draftTaskOf({
    task_id: id,
    task_code: `T-000${id}`,
    task_title: `Task ${id}`,
    task_est_hours: 1,
    task_est_minutes: 40,
    hourly_rate: 60,
  }),
  ...over,
});
const spent = (date: string, hours: number, minutes: number) => ({ date, hours, minutes });
const issue = (uuid: string, name: string): DraftIssue => ({
  issue_uuid: uuid,
  issue_number: '1',
  name,
  inspection_id: null,
  status: 12,
});

describe('work order draft', () => {
  it('starts a catalogue task Open with no time at its catalogue rate', () => {
    expect(task(1)).toMatchObject({
      status: 12,
      time_spent_hours: 0,
      time_spent_minutes: 0,
      hourly_rate: 60,
    });
  });

  it('merges duplicates by id, keeping the one already there', () => {
    const merged = mergeTasks([task(1, { status: 13, time_spent_hours: 2 })], [task(1), task(2), task(2)]);
    expect(merged.map((t) => t.task_id)).toEqual([1, 2]);
    expect(merged[0]).toMatchObject({ status: 13, time_spent_hours: 2 });
    expect(
      mergeIssues([issue('a', 'first')], [issue('a', 'again'), issue('b', 'second')]).map((i) => i.name),
    ).toEqual(['first', 'second']);
  });

  it('adds time spent carrying 60 minutes into hours, and totals it', () => {
    const done = addTimeSpent(addTimeSpent(task(1), spent('2026-11-02', 0, 45)), spent('2026-11-03', 1, 30));
    expect(done).toMatchObject({ time_spent_hours: 2, time_spent_minutes: 15 });
    const totals = totalsOf([done, addTimeSpent(task(2), spent('2026-11-02', 0, 50))]);
    expect(totals).toMatchObject({
      total_est_hours: 3,
      total_est_minutes: 20,
      total_spent_hours: 3,
      total_spent_minutes: 5,
      overspent: false,
    });
  });

  it("keeps each Time Spent entry's day with its time, on the one task (panels and full page alike)", () => {
    const tasks = withTimeSpent(
      withTimeSpent([task(1), task(2)], 1, spent('2026-01-05', 0, 15)),
      1,
      spent('2026-01-06', 1, 0),
    );
    expect(tasks[0].time_entries).toEqual([spent('2026-01-05', 0, 15), spent('2026-01-06', 1, 0)]);
    expect(tasks[1].time_entries).toEqual([]);
    expect(tasks[0]).toMatchObject({ time_spent_hours: 1, time_spent_minutes: 15 });
  });

  it('costs labour as spent time x hourly rate, to the cent', () => {
    const a = addTimeSpent(task(1), spent('2026-11-02', 1, 30));
    const b = addTimeSpent(task(2, { hourly_rate: 45.5 }), spent('2026-11-02', 0, 20));
    expect(labourCostOf(a)).toBe(90);
    expect(labourCostOf(b)).toBe(15.17);
    expect(totalsOf([a, b]).labour_total).toBe(105.17);
  });

  it('completes with the override, or when every task is Completed', () => {
    expect(canComplete([], false)).toBe(false);
    expect(canComplete([], true)).toBe(true);
    expect(canComplete([task(1, { status: 15 }), task(2, { status: 14 })], false)).toBe(false);
    expect(canComplete([task(1, { status: 15 }), task(2, { status: 15 })], false)).toBe(true);
  });
});
