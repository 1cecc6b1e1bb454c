/**
 * Text that cannot be stored or shown (issue 23 item 2), sent to routes of several domains and read
 * back: a lone surrogate, a bidi override and control characters in a task title, a PM category
 * name, a PM's attachment name, a user's name and a search. Each write answers 200 and stores the
 * text made well-formed (shared/common/text.ts), and every read of it answers 200: before, such an
 * attachment name answered 500 but was saved, and every later read of the PM answered 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { wellFormedText } from '#shared/common/text.js';
import { call, DEMO_PASSWORD, freshUser, signIn, type CallOptions } from '#functions/test-support/index.js';

/** A lone high surrogate, a right-to-left override, a bell and a NUL around plain words. */
const ILL = (words: string) => `${words} \uD800x\u202Egnp.exe\u0007\u0000 end`;
const SHOWN = (words: string) => `${words} \uFFFDxgnp.exe end`;
const unique = () => Math.random().toString(36).slice(2, 8);

let manager: CallOptions;
let companyAdmin: CallOptions;

beforeAll(async () => {
  const user = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
  manager = { token: await user.token(), domain: 'demo', roleId: Role.Manager, siteId: 2 };
  companyAdmin = {
    token: await signIn('demo', 'companyadmin@demo.test', DEMO_PASSWORD),
    domain: 'demo',
    roleId: Role.CompanyAdmin,
    siteId: 2,
  };
});

/** A call that must succeed; its data. */
async function ok<T>(method: 'GET' | 'POST', path: string, options: CallOptions): Promise<T> {
  const result = await call<{ success: number; data: T }>(method, path, options);
  expect(result.statusCode, `${path}: ${result.raw.slice(0, 300)}`).toBe(200);
  expect(result.raw.isWellFormed(), path).toBe(true);
  expect(result.raw, path).not.toMatch(/\\ud800|\u202E|\\u202e|\\u0007|\\u0000/i);
  return result.body.data;
}

describe('ill-formed text is stored well-formed and reads back', () => {
  it('the rule: lone surrogates become U+FFFD; bidi controls and control characters go; tabs and line breaks stay', () => {
    expect(wellFormedText(ILL('a'))).toBe(SHOWN('a'));
    expect(wellFormedText('line 1\r\nline 2\tend')).toBe('line 1\r\nline 2\tend');
    expect(wellFormedText('\uD83D\uDE9C tractor')).toBe('\uD83D\uDE9C tractor');
  });

  it('tasks: a title, then the task list and its search', async () => {
    const title = `Grease ${unique()}`;
    await ok('POST', 'Task/AddUpdateTask', {
      ...manager,
      body: { task_title: ILL(title), task_est_hours: 1, task_est_minutes: 0, hourly_rate: 50 },
    });
    const list = await ok<{ list: { task_title: string }[] }>('GET', 'Task/GetTasks', {
      ...manager,
      query: { pageindex: '1', pagesize: '20', searchstring: `${title}\u202E` },
    });
    expect(list.list.map((t) => t.task_title)).toContain(SHOWN(title));
  });

  it('PM library: a category name, and a PM whose attachment name is ill-formed', async () => {
    // Category names take letters, digits, spaces and '-' only: the override and the bell go.
    const name = `Brakes ${unique()}`;
    await ok('POST', 'PM/AddUpdatePMCategory', {
      ...companyAdmin,
      body: { category_name: `${name}\u202E\u0007` },
    });
    const { list: categories } = await ok<{ list: { pm_category_id: number; category_name: string }[] }>(
      'GET',
      'PM/GetPMCategories',
      companyAdmin,
    );
    const category = categories.find((c) => c.category_name === name);
    expect(category, JSON.stringify(categories.map((c) => c.category_name))).toBeDefined();

    const plan = await ok<{ pm_plan_id: number }>('POST', 'PM/AddUpdatePMPlan', {
      ...companyAdmin,
      body: { pm_category_id: category!.pm_category_id, plan_name: `Plan ${unique()}\u0007` },
    });
    const upload = await ok<{ upload_url: string; headers: Record<string, string>; filename: string }>(
      'POST',
      'Attachment/UploadUrl',
      {
        ...companyAdmin,
        body: { file_name: ILL('manual') + '.pdf', content_type: 'application/pdf', size: 9 },
      },
    );
    const put = await fetch(upload.upload_url, {
      method: 'PUT',
      headers: upload.headers,
      body: Buffer.from('%PDF-1.4\n'),
    });
    expect(put.status).toBe(200);
    const attachment = { filename: upload.filename, user_uploaded_name: ILL('manual') + '.pdf' };
    const task = await ok<{ task_id: number }>('POST', 'Task/AddUpdateTask', {
      ...manager,
      body: { task_title: `PM task ${unique()}`, task_est_hours: 1, task_est_minutes: 0, hourly_rate: 50 },
    });
    const pm = await ok<{ pm_id: number }>('POST', 'PM/AddUpdatePM', {
      ...companyAdmin,
      body: {
        pm_plan_id: plan.pm_plan_id,
        title: ILL('250-hour service'),
        description: 'Grease and inspect',
        status: 1,
        pm_trigger_type: 25,
        pm_trigger_by: 27,
        is_trigger_on_starting_at: false,
        meter_hours_starting_at: 0,
        meter_hours_repeates_every: 250,
        pmTasks: [{ task_id: task.task_id }],
        PMAttachments: [attachment],
      },
    });
    const read = await ok<{ title: string; pmAttachments: { user_uploaded_name: string }[] }>(
      'GET',
      'PM/GetPM/{pm_id}',
      { ...companyAdmin, pathParameters: { pm_id: String(pm.pm_id) } },
    );
    expect(read.title).toBe(SHOWN('250-hour service'));
    expect(read.pmAttachments.map((a) => a.user_uploaded_name)).toEqual([SHOWN('manual') + '.pdf']);
    await ok('GET', 'PM/GetPMsByPlan/{id}', {
      ...companyAdmin,
      pathParameters: { id: String(plan.pm_plan_id) },
    });
  });

  it("users: a user's own name, then their details", async () => {
    const user = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    const self = { token: await user.token(), domain: 'demo', roleId: Role.Manager, siteId: 2 };
    await ok('POST', 'User/addUpdateUser', {
      ...self,
      body: { uuid: user.uuid, firstname: ILL('Ana'), lastname: 'Lopez\u202E' },
    });
    const details = await ok<{ firstname: string; lastname: string }>('GET', 'User/GetUserDetails/{uuid}', {
      ...self,
      pathParameters: { uuid: user.uuid },
    });
    expect([details.firstname, details.lastname]).toEqual([SHOWN('Ana'), 'Lopez']);
  });
});
