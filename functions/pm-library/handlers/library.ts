/**
 * PM library categories and plans (spec maintenance 2.3, 5, 7, 8): add, rename, delete when
 * empty, list with counts, duplicate and move plans. The company is the active site's.
 */
import { PmLibraryApi } from '#shared/pm-library/api.js';
import { PmLibraryMessages } from '#shared/pm-library/messages.js';
import { DUPLICATE_PMS_MAX, duplicatePlanNames } from '#shared/pm-library/rules.js';
import { ok } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import {
  createCategory,
  createPlan,
  deleteCategory,
  deletePlan,
  duplicatePlan,
  renameCategory,
  updatePlan,
} from '../operations/library.js';
import { getCategory, listAllPlans, listCategories, listPlansOfCategory } from '../store/library.js';
import { categoryView, planView } from '../views.js';

const byName = (a: { plan_name: string }, b: { plan_name: string }) =>
  a.plan_name.localeCompare(b.plan_name, 'en', { sensitivity: 'base' });

export const addUpdatePMCategory = route(PmLibraryApi.addUpdatePMCategory, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const { pm_category_id, category_name } = request.body;
  if (pm_category_id === undefined)
    return ok(
      categoryView(await createCategory(tenant, companyId, category_name), []),
      PmLibraryMessages.categoryAdded,
    );
  const category = await renameCategory(tenant, companyId, pm_category_id, category_name);
  return ok(
    categoryView(category, (await listPlansOfCategory(tenant, companyId, pm_category_id)).sort(byName)),
    PmLibraryMessages.categoryRenamed,
  );
});

export const deletePMCategory = route(PmLibraryApi.deletePMCategory, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  await deleteCategory(request.tenant.company_code, companyId, request.params.id);
  return ok({ id: request.params.id }, PmLibraryMessages.categoryDeleted);
});

export const getPMCategories = route(PmLibraryApi.getPMCategories, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const [categories, plans] = await Promise.all([
    listCategories(tenant, companyId),
    listAllPlans(tenant, companyId),
  ]);
  return ok({
    list: categories.map((c) =>
      categoryView(
        c,
        plans.filter((p) => p.pm_category_id === c.pm_category_id),
      ),
    ),
  });
});

export const getPMPlansByCategory = route(PmLibraryApi.getPMPlansByCategory, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  if (!(await getCategory(tenant, companyId, request.params.id)))
    throw notFound(PmLibraryMessages.categoryNotFound);
  return ok({
    list: (await listPlansOfCategory(tenant, companyId, request.params.id)).sort(byName).map(planView),
  });
});

export const addUpdatePMPlan = route(PmLibraryApi.addUpdatePMPlan, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const { pm_plan_id, pm_category_id, plan_name } = request.body;
  if (pm_plan_id === undefined)
    return ok(
      planView(await createPlan(tenant, companyId, pm_category_id, plan_name)),
      PmLibraryMessages.planAdded,
    );
  return ok(
    planView(
      await updatePlan(tenant, companyId, pm_plan_id, { name: plan_name, categoryId: pm_category_id }),
    ),
    PmLibraryMessages.planRenamed,
  );
});

export const deletePMPlan = route(PmLibraryApi.deletePMPlan, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  await deletePlan(request.tenant.company_code, companyId, request.params.id);
  return ok({ id: request.params.id }, PmLibraryMessages.planDeleted);
});

export const duplicatePMPlan = route(PmLibraryApi.duplicatePMPlan, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const plan = await duplicatePlan(
    request.tenant.company_code,
    companyId,
    request.body.pm_plan_id,
    DUPLICATE_PMS_MAX,
    duplicatePlanNames,
  );
  return ok(planView(plan), PmLibraryMessages.planDuplicated);
});

/** Spec 5: the plan name's format check is skipped when moving; a name the target category has is refused (409). */
export const movePMPlan = route(PmLibraryApi.movePMPlan, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const plan = await updatePlan(request.tenant.company_code, companyId, request.body.pm_plan_id, {
    categoryId: request.body.new_pm_category_id,
  });
  return ok(planView(plan), PmLibraryMessages.planMoved);
});
