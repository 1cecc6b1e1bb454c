/** GET InspectionForm/GetFormTypes/{pageindex}/{pagesize}/{search}: the form types, searched by name (page 40). */
import { FormsApi } from '#shared/forms/api.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { listFormTypes } from '../store.js';
import { formTypeRow } from '../views.js';

export const getFormTypes = route(FormsApi.getFormTypes, async ({ tenant, params }) => {
  const search = params.search.toLowerCase();
  const types = (await listFormTypes(tenant.company_code)).filter(
    (t) => !search || t.form_type_name.toLowerCase().includes(search),
  );
  const start = (params.pageindex - 1) * params.pagesize;
  return ok({ list: types.slice(start, start + params.pagesize).map(formTypeRow), listsize: types.length });
});
