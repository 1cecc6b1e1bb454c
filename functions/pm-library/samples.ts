/** Sample calls of the PM library routes for the route-wide tests: writes as the demo company admin, reads as the demo manager, both at Reno Yard (site 2, shows maintenance). */
import { Role } from '#shared/codes.js';
import { DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';
import { createTask } from '#functions/tasks/store.js';
import { createCategory, createPlan } from './operations/library.js';
import { createPm, type PmInput } from './operations/pms.js';

const asCompanyAdmin = (f: Fixture, options: Record<string, unknown> = {}) => ({
  token: String(f.extra.companyAdminToken),
  domain: 'demo',
  roleId: Role.CompanyAdmin,
  siteId: 2,
  ...options,
});
const n = (f: Fixture, name: string) => String(f.extra[name]);

const pmInput = (planId: number, taskId: number): PmInput => ({
  pm_plan_id: planId,
  title: 'Contract: 250-hour service',
  description: 'Grease and inspect',
  status: 1,
  pm_trigger_type: 25,
  pm_trigger_by: 27,
  is_trigger_on_starting_at: false,
  datetime_due_at: null,
  meter_hours_due_at: null,
  datetime_starting_at: null,
  datetime_repeates_every: null,
  datetime_repeat_time_period_type: null,
  meter_hours_starting_at: 0,
  meter_hours_repeates_every: 250,
  task_ids: [taskId],
  attachments: [],
  service_dealer_id: null,
});
const pmBody = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  ...pmInput(Number(f.extra.planA), Number(f.extra.pmTaskId)),
  pmTasks: [{ task_id: f.extra.pmTaskId }],
  PMAttachments: [],
  ...extra,
});

export const pmLibrarySamples: DomainSamples = {
  prepare: async (f) => {
    f.extra.companyAdminToken = await signIn('demo', 'companyadmin@demo.test', DEMO_PASSWORD);
    const category = await createCategory('demo', 1, 'Contract category');
    const other = await createCategory('demo', 1, 'Contract other');
    const empty = await createCategory('demo', 1, 'Contract empty');
    const planA = await createPlan('demo', 1, category.pm_category_id, 'Contract plan A');
    const planB = await createPlan('demo', 1, category.pm_category_id, 'Contract plan B');
    const emptyPlan = await createPlan('demo', 1, category.pm_category_id, 'Contract empty plan');
    const task = await createTask(
      'demo',
      1,
      { task_title: 'Contract PM task', task_est_hours: 1, task_est_minutes: 15, hourly_rate: 90 },
      f.manager.uuid,
    );
    const pm = await createPm('demo', 1, pmInput(planA.pm_plan_id, task.task_id));
    const pmToDelete = await createPm('demo', 1, pmInput(planA.pm_plan_id, task.task_id));
    Object.assign(f.extra, {
      categoryId: category.pm_category_id,
      otherCategoryId: other.pm_category_id,
      emptyCategoryId: empty.pm_category_id,
      planA: planA.pm_plan_id,
      planB: planB.pm_plan_id,
      emptyPlanId: emptyPlan.pm_plan_id,
      pmTaskId: task.task_id,
      pmId: pm.pm_id,
      pmToDelete: pmToDelete.pm_id,
    });
  },
  contract: {
    'POST PM/AddUpdatePMCategory': [
      (f) => asCompanyAdmin(f, { body: { category_name: 'Contract new category' } }),
      (f) =>
        asCompanyAdmin(f, {
          body: { pm_category_id: f.extra.categoryId, category_name: 'Contract category-renamed' },
        }),
    ],
    'DELETE PM/DeletePMCategory/{id}': [
      (f) => asCompanyAdmin(f, { pathParameters: { id: n(f, 'emptyCategoryId') } }),
    ],
    'GET PM/GetPMCategories': [(f) => asManager(f), (f) => asCompanyAdmin(f)],
    'GET PM/GetPMPlansByCategory/{id}': [(f) => asManager(f, { pathParameters: { id: n(f, 'categoryId') } })],
    'POST PM/AddUpdatePMPlan': [
      (f) =>
        asCompanyAdmin(f, { body: { pm_category_id: f.extra.categoryId, plan_name: 'Contract new plan' } }),
    ],
    'DELETE PM/DeletePMPlan/{id}': [
      (f) => asCompanyAdmin(f, { pathParameters: { id: n(f, 'emptyPlanId') } }),
    ],
    'POST PM/DuplicatePMPlan': [(f) => asCompanyAdmin(f, { body: { pm_plan_id: f.extra.planA } })],
    'POST PM/MovePMPlan': [
      (f) =>
        asCompanyAdmin(f, {
          body: { pm_plan_id: f.extra.planB, new_pm_category_id: f.extra.otherCategoryId },
        }),
    ],
    'GET PM/GetPMsByPlan/{id}': [(f) => asManager(f, { pathParameters: { id: n(f, 'planA') } })],
    'POST PM/AddUpdatePM': [
      (f) => asCompanyAdmin(f, { body: pmBody(f) }),
      (f) => asCompanyAdmin(f, { body: pmBody(f, { pm_id: f.extra.pmId, title: 'Contract: edited' }) }),
    ],
    'DELETE PM/DeletePM/{pm_id}': [
      (f) => asCompanyAdmin(f, { pathParameters: { pm_id: n(f, 'pmToDelete') } }),
    ],
    'POST PM/MovePM': [
      (f) => asCompanyAdmin(f, { body: { pm_id: f.extra.pmId, new_pm_plan_id: f.extra.planB } }),
    ],
    'GET PM/GetPM/{pm_id}': [(f) => asManager(f, { pathParameters: { pm_id: n(f, 'pmId') } })],
  },
  isolation: {
    'PM/AddUpdatePMCategory': { body: { category_name: 'Isolation' } },
    'PM/DeletePMCategory/{id}': { pathParameters: { id: '1' } },
    'PM/GetPMPlansByCategory/{id}': { pathParameters: { id: '1' } },
    'PM/AddUpdatePMPlan': { body: { pm_category_id: 1, plan_name: 'Isolation' } },
    'PM/DeletePMPlan/{id}': { pathParameters: { id: '1' } },
    'PM/DuplicatePMPlan': { body: { pm_plan_id: 1 } },
    'PM/MovePMPlan': { body: { pm_plan_id: 1, new_pm_category_id: 2 } },
    'PM/GetPMsByPlan/{id}': { pathParameters: { id: '1' } },
    'PM/AddUpdatePM': {
      body: {
        pm_plan_id: 1,
        title: 'x',
        description: 'y',
        status: 1,
        pm_trigger_type: 25,
        pm_trigger_by: 27,
        meter_hours_starting_at: 0,
        meter_hours_repeates_every: 250,
        pmTasks: [{ task_id: 1 }],
      },
    },
    'PM/DeletePM/{pm_id}': { pathParameters: { pm_id: '1' } },
    'PM/MovePM': { body: { pm_id: 1, new_pm_plan_id: 2 } },
    'PM/GetPM/{pm_id}': { pathParameters: { pm_id: '1' } },
  },
};
