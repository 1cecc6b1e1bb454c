/** The PM library's partition keys and dynamodb-toolbox entities: categories, plans and PMs (the layout is described in functions/pm-library/store/library.ts). */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { pad, table } from '#lib/db.js';

export const pmLibraryKeys = {
  company: (tenant: string, companyId: number) => `${tenant}#PMLIB#${pad(companyId, 6)}`,
  category: (id: number) => `CAT#${pad(id, 10)}`,
  plan: (id: number) => `PLAN#${pad(id, 10)}`,
  pm: (id: number) => `PM#${pad(id, 10)}`,
  sequence: 'SEQ',
  /** A name's claim in its scope ('CAT', or 'PLAN#<category>' for the plans of one category). */
  nameClaim: (scope: string, nameKey: string) => `NAME#${scope}#${nameKey}`,
  categoryScope: 'CAT',
  planScope: (categoryId: number) => `PLAN#${pad(categoryId, 10)}`,
  categoryPlans: (tenant: string, companyId: number, categoryId: number) =>
    `${tenant}#PMCAT#${pad(companyId, 6)}#${pad(categoryId, 10)}`,
  planPms: (tenant: string, companyId: number, planId: number) =>
    `${tenant}#PMPLAN#${pad(companyId, 6)}#${pad(planId, 10)}`,
};

export type CompanyKey = { tenant: string; company_id: number };

export const PmCategoryEntity = new Entity({
  name: 'PmCategory',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    pm_category_id: number().key(),
    category_name: string(),
    plans_count: number().optional(),
  }),
  computeKey: ({ tenant, company_id, pm_category_id }: CompanyKey & { pm_category_id: number }) => ({
    pk: pmLibraryKeys.company(tenant, company_id),
    sk: pmLibraryKeys.category(pm_category_id),
  }),
});
export type PmCategoryRecord = FormattedItem<typeof PmCategoryEntity>;

export const PmPlanEntity = new Entity({
  name: 'PmPlan',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    pm_plan_id: number().key(),
    plan_name: string(),
    pm_category_id: number(),
    pm_count: number().optional(),
    gsi1pk: string(),
    gsi1sk: string(),
  }),
  computeKey: ({ tenant, company_id, pm_plan_id }: CompanyKey & { pm_plan_id: number }) => ({
    pk: pmLibraryKeys.company(tenant, company_id),
    sk: pmLibraryKeys.plan(pm_plan_id),
  }),
});
export type PmPlanRecord = FormattedItem<typeof PmPlanEntity>;

/**
 * A category name the company uses, or a plan name one category uses (trimmed, any case: the
 * rules' nameKey), held by the category or plan that has it. The write that gives a name puts its
 * claim in the same transaction, conditioned on the name being free or already the writer's, so
 * two saves of one name at once cannot both commit (the read before the write, which gives the
 * spec's message early, cannot see a save in flight). Items written before claims existed have
 * none: the read check still covers them.
 */
export const PmNameClaimEntity = new Entity({
  name: 'PmNameClaim',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    scope: string().key(),
    name_key: string().key(),
    owner_id: number(),
  }),
  computeKey: ({
    tenant,
    company_id,
    scope,
    name_key,
  }: CompanyKey & { scope: string; name_key: string }) => ({
    pk: pmLibraryKeys.company(tenant, company_id),
    sk: pmLibraryKeys.nameClaim(scope, name_key),
  }),
});

/** Schedule fields a PM does not use are absent (the views answer null). */
const nullableNumber = () => number().optional();
const nullableString = () => string().optional();

export const LibraryPmEntity = new Entity({
  name: 'LibraryPm',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    pm_id: number().key(),
    pm_plan_id: number(),
    title: string(),
    description: string(),
    status: number(),
    pm_trigger_type: number(),
    pm_trigger_by: number(),
    is_trigger_on_starting_at: boolean(),
    datetime_due_at: nullableString(),
    meter_hours_due_at: nullableNumber(),
    datetime_starting_at: nullableString(),
    datetime_repeates_every: nullableNumber(),
    datetime_repeat_time_period_type: nullableNumber(),
    meter_hours_starting_at: nullableNumber(),
    meter_hours_repeates_every: nullableNumber(),
    /** Catalogue task ids in the PM's order; pm_task_id is the position (1-based). */
    task_ids: list(number()),
    attachments: list(map({ filename: string(), user_uploaded_name: string() })),
    service_dealer_id: nullableNumber(),
    /**
     * The parts each service needs (issue 25 item 3; absent on PMs saved before): part ids and
     * quantities, set only by the parts domain (Part/SetLibraryPmParts, through ../index.ts), which
     * checks them against the catalogue; copied onto the asset PMs when the plan is added to an asset.
     */
    parts: list(map({ part_id: string(), quantity: number() })).optional(),
    gsi1pk: string(),
    gsi1sk: string(),
  }),
  computeKey: ({ tenant, company_id, pm_id }: CompanyKey & { pm_id: number }) => ({
    pk: pmLibraryKeys.company(tenant, company_id),
    sk: pmLibraryKeys.pm(pm_id),
  }),
});
export type LibraryPmRecord = FormattedItem<typeof LibraryPmEntity>;
