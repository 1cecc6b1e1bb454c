/** The PM library endpoints (spec maintenance 7 'PM': addUpdatePMCategory ... getPMsByPlan), under PM/. Company admins write; managers read. */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { endpoint, envelope } from '../common/endpoint.js';
import { PM_LIBRARY_READ_ROLES, PM_LIBRARY_WRITE_ROLES } from './rules.js';
import {
  categoryBody,
  categoryIdParams,
  categoryRow,
  deletedId,
  duplicatePlanBody,
  movePlanBody,
  movePmBody,
  planBody,
  planIdParams,
  planRow,
  pmBody,
  pmIdParams,
  pmRow,
} from './schemas.js';

const write = { auth: 'session', roles: PM_LIBRARY_WRITE_ROLES } as const;
const read = { auth: 'session', roles: PM_LIBRARY_READ_ROLES } as const;
const list = <T extends z.ZodType>(row: T) => envelope(z.object({ list: z.array(row) }));

export const PmLibraryApi = {
  addUpdatePMCategory: endpoint({
    method: 'POST',
    path: 'PM/AddUpdatePMCategory',
    summary: 'Adds a PM category, or renames one (pm_category_id)',
    ...write,
    body: categoryBody,
    response: lazySchema(() => envelope(categoryRow)),
  }),
  deletePMCategory: endpoint({
    method: 'DELETE',
    path: 'PM/DeletePMCategory/{id}',
    summary: 'Deletes a PM category without plans',
    ...write,
    params: categoryIdParams,
    response: lazySchema(() => envelope(deletedId)),
  }),
  getPMCategories: endpoint({
    method: 'GET',
    path: 'PM/GetPMCategories',
    summary: "The company's PM categories by name, each with pmPlansCount and its plans",
    ...read,
    response: lazySchema(() => list(categoryRow)),
  }),
  getPMPlansByCategory: endpoint({
    method: 'GET',
    path: 'PM/GetPMPlansByCategory/{id}',
    summary: "A category's plans by name, each with pmCount",
    ...read,
    params: categoryIdParams,
    response: lazySchema(() => list(planRow)),
  }),
  addUpdatePMPlan: endpoint({
    method: 'POST',
    path: 'PM/AddUpdatePMPlan',
    summary: 'Adds a plan to a category, or renames one (pm_plan_id)',
    ...write,
    body: planBody,
    response: lazySchema(() => envelope(planRow)),
  }),
  deletePMPlan: endpoint({
    method: 'DELETE',
    path: 'PM/DeletePMPlan/{id}',
    summary: 'Deletes a plan without PMs',
    ...write,
    params: planIdParams,
    response: lazySchema(() => envelope(deletedId)),
  }),
  duplicatePMPlan: endpoint({
    method: 'POST',
    path: 'PM/DuplicatePMPlan',
    summary: "Copies a plan and its PMs into its category ('Duplicate - ' name)",
    ...write,
    body: duplicatePlanBody,
    response: lazySchema(() => envelope(planRow)),
  }),
  movePMPlan: endpoint({
    method: 'POST',
    path: 'PM/MovePMPlan',
    summary: 'Moves a plan to another category',
    ...write,
    body: movePlanBody,
    response: lazySchema(() => envelope(planRow)),
  }),
  getPMsByPlan: endpoint({
    method: 'GET',
    path: 'PM/GetPMsByPlan/{id}',
    summary: "A plan's PMs with tasks, attachments and service dealer",
    ...read,
    params: planIdParams,
    response: lazySchema(() => list(pmRow)),
  }),
  addUpdatePM: endpoint({
    method: 'POST',
    path: 'PM/AddUpdatePM',
    summary: 'Adds a PM to a plan, or replaces one (pm_id)',
    ...write,
    body: pmBody,
    response: lazySchema(() => envelope(pmRow)),
  }),
  deletePM: endpoint({
    method: 'DELETE',
    path: 'PM/DeletePM/{pm_id}',
    summary: 'Deletes a library PM',
    ...write,
    params: pmIdParams,
    response: lazySchema(() => envelope(deletedId)),
  }),
  movePM: endpoint({
    method: 'POST',
    path: 'PM/MovePM',
    summary: 'Moves a PM to another plan',
    ...write,
    body: movePmBody,
    response: lazySchema(() => envelope(z.object({ pm_id: z.number(), pm_plan_id: z.number() }))),
  }),
  getPM: endpoint({
    method: 'GET',
    path: 'PM/GetPM/{pm_id}',
    summary: 'One library PM with tasks, attachments and service dealer',
    ...read,
    params: pmIdParams,
    response: lazySchema(() => envelope(pmRow)),
  }),
};
