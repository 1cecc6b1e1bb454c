/**
 * The PM library calls on tenants of their own: categories and plans with their counts and name
 * rules, delete only when empty, move and duplicate (PMs copied), PMs with tasks, a dealer and the
 * spec 5 messages (bad input writes nothing), a task a PM uses cannot be deleted, company admin
 * writes and managers read, and another company's or tenant's library out of reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { PmMessages } from '#shared/pm/messages.js';
import { PmLibraryMessages } from '#shared/pm-library/messages.js';
import type { CategoryRow, PlanRow, PmRow } from '#shared/pm-library/schemas.js';
import { TaskMessages } from '#shared/tasks/messages.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}
let t: Awaited<ReturnType<typeof maintenanceTenants>>;
const post = <T>(who: Who | As, path: string, body: Record<string, unknown>) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });
const get = <T>(who: Who | As, path: string, params: Record<string, string> = {}) =>
  call<Answer<T>>('GET', path, { ...t.session(who), pathParameters: params });
const del = (who: Who | As, path: string, params: Record<string, string>) =>
  call<Answer<{ id: number }>>('DELETE', path, { ...t.session(who), pathParameters: params });
const categories = async (who: Who | As = 'admin') =>
  (await get<{ list: CategoryRow[] }>(who, 'PM/GetPMCategories')).body.data.list;
const pmsOf = async (planId: number) =>
  (await get<{ list: PmRow[] }>('admin', 'PM/GetPMsByPlan/{id}', { id: String(planId) })).body.data.list;

let taskA: number;
let taskB: number;
const pmBody = (planId: number, extra: Record<string, unknown> = {}) => ({
  pm_plan_id: planId,
  title: '250-hour service',
  description: 'Grease, filters, inspect',
  status: 1,
  pm_trigger_type: 25,
  pm_trigger_by: 27,
  meter_hours_starting_at: '0',
  meter_hours_repeates_every: '250',
  pmTasks: [{ task_id: taskA }, { task_id: taskB }],
  PMAttachments: [],
  ...extra,
});

beforeAll(async () => {
  t = await maintenanceTenants('pl');
  const task = (title: string, h: number, m: number) =>
    post<{ task_id: number }>('admin', 'Task/AddUpdateTask', {
      task_title: title,
      task_est_hours: h,
      task_est_minutes: m,
      hourly_rate: 80,
    });
  taskA = (await task('Grease pins', 1, 45)).body.data.task_id;
  taskB = (await task('Change filter', 0, 30)).body.data.task_id;
});

describe('categories and plans', () => {
  it('adds, renames and lists categories with pmPlansCount and their plans; plans with pmCount', async () => {
    const added = await post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', {
      category_name: 'Heavy Equipment',
    });
    expect(added.body).toMatchObject({
      success: 1,
      message: PmLibraryMessages.categoryAdded,
      data: { category_name: 'Heavy Equipment', pmPlansCount: 0, plans: [] },
    });
    const id = added.body.data.pm_category_id;
    const renamed = await post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', {
      pm_category_id: id,
      category_name: 'Heavy-Equipment 2',
    });
    expect(renamed.body).toMatchObject({
      message: PmLibraryMessages.categoryRenamed,
      data: { category_name: 'Heavy-Equipment 2' },
    });
    const plan = await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', {
      pm_category_id: id,
      plan_name: 'Loader service',
    });
    expect(plan.body).toMatchObject({
      message: PmLibraryMessages.planAdded,
      data: { plan_name: 'Loader service', pmCount: 0, pm_category_id: id },
    });
    expect(
      (
        await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', {
          pm_category_id: id,
          pm_plan_id: plan.body.data.pm_plan_id,
          plan_name: 'Loader services',
        })
      ).body.message,
    ).toBe(PmLibraryMessages.planRenamed);
    const list = await categories('manager');
    expect(list.find((c) => c.pm_category_id === id)).toMatchObject({
      pmPlansCount: 1,
      plans: [{ plan_name: 'Loader services', pmCount: 0 }],
    });
  });

  it.each([
    ['PM/AddUpdatePMCategory', { category_name: '  ' }, PmLibraryMessages.categoryNameEmpty],
    ['PM/AddUpdatePMCategory', { category_name: 'x'.repeat(50) }, PmLibraryMessages.categoryNameTooLong],
    ['PM/AddUpdatePMCategory', { category_name: 'Loaders & more' }, PmLibraryMessages.specialCharacters],
    ['PM/AddUpdatePMPlan', { pm_category_id: 1, plan_name: '' }, PmLibraryMessages.planNameEmpty],
    [
      'PM/AddUpdatePMPlan',
      { pm_category_id: 1, plan_name: 'y'.repeat(50) },
      PmLibraryMessages.planNameTooLong,
    ],
    ['PM/AddUpdatePMPlan', { pm_category_id: 1, plan_name: 'Plan #1' }, PmLibraryMessages.specialCharacters],
  ])('%s refuses %j with "%s" and writes nothing', async (path, body, message) => {
    const before = await categories();
    const result = await post('admin', path, body);
    expect(result.statusCode, result.raw).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
    expect(await categories()).toEqual(before);
  });

  it('deletes a category or plan only when empty, and moves a plan with both counts kept', async () => {
    const a = (await post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', { category_name: 'Cat A' })).body
      .data.pm_category_id;
    const b = (await post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', { category_name: 'Cat B' })).body
      .data.pm_category_id;
    const plan = (
      await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', { pm_category_id: a, plan_name: 'Moving plan' })
    ).body.data.pm_plan_id;
    expect((await del('admin', 'PM/DeletePMCategory/{id}', { id: String(a) })).body).toMatchObject({
      success: 0,
      message: PmLibraryMessages.categoryNotEmpty,
    });
    const moved = await post<PlanRow>('admin', 'PM/MovePMPlan', { pm_plan_id: plan, new_pm_category_id: b });
    expect(moved.body).toMatchObject({
      success: 1,
      message: PmLibraryMessages.planMoved,
      data: { pm_category_id: b },
    });
    const list = await categories();
    expect(list.find((c) => c.pm_category_id === a)?.pmPlansCount).toBe(0);
    expect(list.find((c) => c.pm_category_id === b)?.pmPlansCount).toBe(1);
    expect(
      (
        await get<{ list: PlanRow[] }>('admin', 'PM/GetPMPlansByCategory/{id}', { id: String(b) })
      ).body.data.list.map((p) => p.pm_plan_id),
    ).toEqual([plan]);
    expect((await del('admin', 'PM/DeletePMCategory/{id}', { id: String(a) })).body).toMatchObject({
      success: 1,
      message: PmLibraryMessages.categoryDeleted,
    });
    expect((await del('admin', 'PM/DeletePMPlan/{id}', { id: String(plan) })).body).toMatchObject({
      success: 1,
      message: PmLibraryMessages.planDeleted,
    });
    expect((await categories()).find((c) => c.pm_category_id === b)?.pmPlansCount).toBe(0);
  });

  it('refuses a category name the company has, or a plan name the category has (trimmed, any case), on add, rename and move, writing nothing', async () => {
    // Prepare: two categories, two plans in the first, one plan of the same name in the second.
    const addCategory = (body: Record<string, unknown>) =>
      post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', body);
    const addPlan = (body: Record<string, unknown>) => post<PlanRow>('admin', 'PM/AddUpdatePMPlan', body);
    const cranes = (await addCategory({ category_name: 'Cranes' })).body.data.pm_category_id;
    const hoists = (await addCategory({ category_name: 'Hoists' })).body.data.pm_category_id;
    const yearly = (await addPlan({ pm_category_id: cranes, plan_name: 'Yearly check' })).body.data
      .pm_plan_id;
    const monthly = (await addPlan({ pm_category_id: cranes, plan_name: 'Monthly check' })).body.data
      .pm_plan_id;
    const hoistsYearly = (await addPlan({ pm_category_id: hoists, plan_name: 'Yearly check' })).body.data
      .pm_plan_id;
    const before = await categories();

    // Act and assess: each is a 409 with the message, and the library is as it was.
    const refusals: [() => Promise<{ statusCode: number; body: Answer<unknown> }>, string][] = [
      [() => addCategory({ category_name: '  cranes ' }), PmLibraryMessages.categoryNameTaken],
      [
        () => addCategory({ pm_category_id: hoists, category_name: 'CRANES' }),
        PmLibraryMessages.categoryNameTaken,
      ],
      [
        () => addPlan({ pm_category_id: cranes, plan_name: ' yearly CHECK' }),
        PmLibraryMessages.planNameTaken,
      ],
      [
        () => addPlan({ pm_category_id: cranes, pm_plan_id: monthly, plan_name: 'Yearly Check' }),
        PmLibraryMessages.planNameTaken,
      ],
      [
        () => post('admin', 'PM/MovePMPlan', { pm_plan_id: hoistsYearly, new_pm_category_id: cranes }),
        PmLibraryMessages.planNameTaken,
      ],
    ];
    for (const [send, message] of refusals) {
      const result = await send();
      expect(result.statusCode).toBe(409);
      expect(result.body).toMatchObject({ success: 0, message });
    }
    expect(await categories()).toEqual(before);

    // A rename to its own name in another case is not a clash.
    expect((await addCategory({ pm_category_id: cranes, category_name: 'CRANES' })).body).toMatchObject({
      success: 1,
      data: { category_name: 'CRANES' },
    });
    expect(
      (await addPlan({ pm_category_id: cranes, pm_plan_id: yearly, plan_name: 'yearly check' })).body,
    ).toMatchObject({ success: 1, data: { plan_name: 'yearly check' } });
  });
});

describe('one name, saved at once', () => {
  it('five saves of one category or plan name at once: one is saved, the others get the spec message; a name given up is free again', async () => {
    // Prepare: the saves go out together, so each one's read sees no such name yet.
    const addCategory = (body: Record<string, unknown>) =>
      post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', body);
    const addPlan = (body: Record<string, unknown>) => post<PlanRow>('admin', 'PM/AddUpdatePMPlan', body);
    const outcome = (answers: { statusCode: number; body: Answer<unknown> }[], message: string) => {
      expect(answers.filter((a) => a.body.success === 1)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.body.success !== 1)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.body.message).toBe(message);
      }
    };

    // Act and assess: categories.
    const raced = await Promise.all(
      ['Forklifts', 'forklifts', ' FORKLIFTS', 'Forklifts', 'forkLifts'].map((name) =>
        addCategory({ category_name: name }),
      ),
    );
    outcome(raced, PmLibraryMessages.categoryNameTaken);
    const named = (await categories()).filter((c) => c.category_name.trim().toLowerCase() === 'forklifts');
    expect(named).toHaveLength(1);
    const forklifts = named[0].pm_category_id;

    // Plans: five adds at once, then two renames of other plans to one new name at once.
    outcome(
      await Promise.all(
        Array.from({ length: 5 }, () => addPlan({ pm_category_id: forklifts, plan_name: 'Daily check' })),
      ),
      PmLibraryMessages.planNameTaken,
    );
    const a = (await addPlan({ pm_category_id: forklifts, plan_name: 'A' })).body.data.pm_plan_id;
    const b = (await addPlan({ pm_category_id: forklifts, plan_name: 'B' })).body.data.pm_plan_id;
    outcome(
      await Promise.all(
        [a, b].map((id) => addPlan({ pm_category_id: forklifts, pm_plan_id: id, plan_name: 'Weekly check' })),
      ),
      PmLibraryMessages.planNameTaken,
    );
    const plans = (await categories()).find((c) => c.pm_category_id === forklifts)!.plans;
    expect(plans).toHaveLength(3);
    expect(plans.filter((p) => p.plan_name === 'Weekly check')).toHaveLength(1);

    // A renamed plan gives its old name up; a deleted one too.
    const renamed = plans.find((p) => p.plan_name === 'Weekly check')!;
    const oldName = renamed.pm_plan_id === a ? 'A' : 'B';
    expect((await addPlan({ pm_category_id: forklifts, plan_name: oldName })).body.success).toBe(1);
    const daily = plans.find((p) => p.plan_name === 'Daily check')!.pm_plan_id;
    expect((await del('admin', 'PM/DeletePMPlan/{id}', { id: String(daily) })).body.success).toBe(1);
    expect((await addPlan({ pm_category_id: forklifts, plan_name: 'daily CHECK' })).body.success).toBe(1);
  });
});

describe('Duplicate plan names', () => {
  it("names each copy of a plan so no two plans of the category share a name: 'Duplicate - X', then 'Duplicate 2 - X', ...", async () => {
    // Prepare: a plan, and one with a name close to the 49-character limit.
    const cat = (await post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', { category_name: 'Dup names' }))
      .body.data.pm_category_id;
    const addPlan = async (plan_name: string) =>
      (await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', { pm_category_id: cat, plan_name })).body.data
        .pm_plan_id;
    const weekly = await addPlan('Weekly check');
    const long = await addPlan('A plan name of forty-five characters in total');
    const duplicate = async (planId: number) =>
      (await post<PlanRow>('admin', 'PM/DuplicatePMPlan', { pm_plan_id: planId })).body;

    // Act and assess: three copies of each, every name different (cut at 49, the number kept).
    expect((await duplicate(weekly)).data.plan_name).toBe('Duplicate - Weekly check');
    expect((await duplicate(weekly)).data.plan_name).toBe('Duplicate 2 - Weekly check');
    expect((await duplicate(weekly)).data.plan_name).toBe('Duplicate 3 - Weekly check');
    expect((await duplicate(long)).data.plan_name).toBe('Duplicate - A plan name of forty-five characters');
    expect((await duplicate(long)).data.plan_name).toBe('Duplicate 2 - A plan name of forty-five character');
    const copy = await duplicate(long);
    expect(copy).toMatchObject({
      success: 1,
      message: PmLibraryMessages.planDuplicated,
      data: { plan_name: 'Duplicate 3 - A plan name of forty-five character' },
    });
    const names = (await categories())
      .find((c) => c.pm_category_id === cat)!
      .plans.map((p) => p.plan_name.toLowerCase());
    expect(names).toHaveLength(8);
    expect(new Set(names).size).toBe(8);
    // A copy's name passes the name rules: it can be saved again as it is.
    expect(
      (
        await post('admin', 'PM/AddUpdatePMPlan', {
          pm_category_id: cat,
          pm_plan_id: copy.data.pm_plan_id,
          plan_name: copy.data.plan_name,
        })
      ).body,
    ).toMatchObject({ success: 1 });
  });
});

describe('PMs', () => {
  it('adds a PM with tasks (total with the 60-minute carry), edits, moves, duplicates its plan and deletes, keeping pmCount', async () => {
    const cat = (await post<CategoryRow>('admin', 'PM/AddUpdatePMCategory', { category_name: 'PM cat' })).body
      .data.pm_category_id;
    const plan = (
      await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', { pm_category_id: cat, plan_name: 'PM plan' })
    ).body.data.pm_plan_id;
    const other = (
      await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', { pm_category_id: cat, plan_name: 'Other plan' })
    ).body.data.pm_plan_id;
    const dealer = (
      await post<{ service_dealer_id: number }>('admin', 'ServiceDealer/AddServiceDealer', {
        name: 'Cat Dealer',
        email: 'cat@dealer.test',
      })
    ).body.data.service_dealer_id;
    const added = await post<PmRow>('admin', 'PM/AddUpdatePM', pmBody(plan, { service_dealer_id: dealer }));
    expect(added.body, added.raw).toMatchObject({
      success: 1,
      message: PmLibraryMessages.pmAdded,
      data: {
        title: '250-hour service',
        pm_trigger_by: 27,
        meter_hours_repeates_every: 250,
        total_est_time_hours: 2,
        total_est_time_minutes: 15,
        serviceDealers: { name: 'Cat Dealer' },
      },
    });
    expect(added.body.data.pmTasks.map((x) => x.tasks.task_title)).toEqual(['Grease pins', 'Change filter']);
    const pmId = added.body.data.pm_id;
    // A task a PM uses cannot be deleted.
    const refused = await del('admin', 'Task/DeleteTask/{task_id}', { task_id: String(taskA) });
    expect(refused.body).toMatchObject({ success: 0, message: TaskMessages.taskInUse });
    const edited = await post<PmRow>(
      'admin',
      'PM/AddUpdatePM',
      pmBody(plan, { pm_id: pmId, title: 'Edited', pmTasks: [{ task_id: taskB }] }),
    );
    expect(edited.body.data).toMatchObject({
      title: 'Edited',
      total_est_time_hours: 0,
      total_est_time_minutes: 30,
      serviceDealers: null,
    });
    const dup = await post<PlanRow>('admin', 'PM/DuplicatePMPlan', { pm_plan_id: plan });
    expect(dup.body).toMatchObject({
      message: PmLibraryMessages.planDuplicated,
      data: { plan_name: 'Duplicate - PM plan', pmCount: 1 },
    });
    expect((await pmsOf(dup.body.data.pm_plan_id)).map((p) => p.title)).toEqual(['Edited']);
    expect((await post('admin', 'PM/MovePM', { pm_id: pmId, new_pm_plan_id: other })).body).toMatchObject({
      success: 1,
      message: PmLibraryMessages.pmMoved,
    });
    expect(await pmsOf(plan)).toEqual([]);
    const plans = (await categories()).find((c) => c.pm_category_id === cat)!.plans;
    expect(Object.fromEntries(plans.map((p) => [p.plan_name, p.pmCount]))).toEqual({
      'Duplicate - PM plan': 1,
      'Other plan': 1,
      'PM plan': 0,
    });
    expect((await del('admin', 'PM/DeletePM/{pm_id}', { pm_id: String(pmId) })).body).toMatchObject({
      success: 1,
      message: PmLibraryMessages.pmDeleted,
    });
    expect((await get('admin', 'PM/GetPM/{pm_id}', { pm_id: String(pmId) })).statusCode).toBe(404);
    // Task A is free again (the edit dropped it); task B is still used by the duplicate.
    expect((await del('admin', 'Task/DeleteTask/{task_id}', { task_id: String(taskB) })).body.message).toBe(
      TaskMessages.taskInUse,
    );
  });

  it.each([
    [{ title: '' }, PmMessages.titleRequired],
    [{ description: ' ' }, PmMessages.descriptionRequired],
    [{ pmTasks: [] }, PmMessages.tasksRequired],
    [{ meter_hours_repeates_every: '' }, PmMessages.repeatingMeterHoursRequired],
    [{ meter_hours_starting_at: null }, PmMessages.startingMeterHoursRequired],
    [
      {
        pm_trigger_by: 26,
        datetime_starting_at: 'x',
        datetime_repeates_every: 1,
        datetime_repeat_time_period_type: 29,
      },
      PmMessages.invalidDate,
    ],
    [
      { pm_trigger_by: 26, datetime_starting_at: '2026-01-01', datetime_repeates_every: '' },
      PmMessages.repeatIntervalRequired,
    ],
    [{ pm_trigger_type: 24, pm_trigger_by: 26, datetime_due_at: '2020-01-01' }, PmMessages.invalidDate],
    [{ pm_trigger_type: 24, pm_trigger_by: 27 }, PmMessages.dueMeterHoursRequired],
  ])('refuses %j with "%s" and writes nothing', async (extra, message) => {
    const cat = (await categories())[0];
    const plan =
      cat.plans[0]?.pm_plan_id ??
      (
        await post<PlanRow>('admin', 'PM/AddUpdatePMPlan', {
          pm_category_id: cat.pm_category_id,
          plan_name: 'Refusals',
        })
      ).body.data.pm_plan_id;
    const before = await pmsOf(plan);
    const result = await post('admin', 'PM/AddUpdatePM', pmBody(plan, extra));
    expect(result.statusCode, result.raw).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
    expect(await pmsOf(plan)).toEqual(before);
  });
});

describe('roles and isolation', () => {
  it('managers read but do not write; other roles are refused', async () => {
    expect((await get('manager', 'PM/GetPMCategories')).body.success).toBe(1);
    expect((await post('manager', 'PM/AddUpdatePMCategory', { category_name: 'Nope' })).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    for (const who of ['exec', 'op', 'maint', 'root'] as const)
      expect((await get(who, 'PM/GetPMCategories')).body).toMatchObject({
        success: 0,
        message: Messages.roleNotAuthorised,
      });
  });

  it("keeps another company's and tenant's library out of reach", async () => {
    const north = await categories();
    const target = north[0];
    expect(await categories('southboss')).toEqual([]);
    expect(await categories({ who: 'admin', tenant: 'b' })).toEqual([]);
    expect(
      (
        await get({ who: 'admin', tenant: 'b' }, 'PM/GetPMPlansByCategory/{id}', {
          id: String(target.pm_category_id),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post({ who: 'admin', tenant: 'b' }, 'PM/AddUpdatePMCategory', {
          pm_category_id: target.pm_category_id,
          category_name: 'Taken',
        })
      ).statusCode,
    ).toBe(404);
    expect(await categories()).toEqual(north);
  });
});
