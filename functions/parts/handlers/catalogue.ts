/**
 * The parts catalogue (issue 25 item 1): create, update, deactivate, the list kit's filter and one
 * part with its stock per site and movements. The company is the active site's; the tenant is the
 * verified token's.
 */
import { PartsApi } from '#shared/parts/api.js';
import { PartMessages } from '#shared/parts/messages.js';
import type { StockSetting } from '#shared/parts/schemas.js';
import { ok, okList } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { getCompanyDealer } from '#functions/dealers/index.js';
import { maintenanceCompanyOf, type Org } from '#functions/tenancy/index.js';
import { partListPage } from '../list-read.js';
import { companySite } from '../sites.js';
import * as catalogue from '../operations/catalogue.js';
import { listMovements, listStock } from '../store/parts.js';
import { movementRow, partRowWithPhoto, stockRow } from '../views.js';

async function checkInput(
  tenant: string,
  org: Org,
  companyId: number,
  body: { preferred_dealer_id: number | null; stock?: StockSetting[] },
) {
  for (const s of body.stock ?? []) companySite(org, companyId, s.site_id);
  if (body.preferred_dealer_id && !(await getCompanyDealer(tenant, companyId, body.preferred_dealer_id)))
    throw badRequest(PartMessages.dealerNotFound);
}

/** POST Part/CreatePart. */
export const createPart = route(PartsApi.createPart, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  await checkInput(tenant, await request.org(), companyId, request.body);
  const part = await catalogue.createPart(tenant, companyId, request.body, request.user.uuid);
  return ok(await partRowWithPhoto(part), PartMessages.created);
});

/** POST Part/UpdatePart. */
export const updatePart = route(PartsApi.updatePart, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  await checkInput(tenant, await request.org(), companyId, request.body);
  const { part_id, ...input } = request.body;
  const part = await catalogue.updatePart(tenant, companyId, part_id, input);
  return ok(await partRowWithPhoto(part), PartMessages.updated);
});

/** POST Part/DeactivatePart. */
export const deactivatePart = route(PartsApi.deactivatePart, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const part = await catalogue.deactivatePart(request.tenant.company_code, companyId, request.body.part_id);
  return ok(await partRowWithPhoto(part), PartMessages.deactivated);
});

/** POST Part/ActivatePart: a deactivated part back in the catalogue. */
export const activatePart = route(PartsApi.activatePart, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const part = await catalogue.activatePart(request.tenant.company_code, companyId, request.body.part_id);
  return ok(await partRowWithPhoto(part), PartMessages.activated);
});

/** POST Part/FilterParts: a page of the company's parts, read through the list index by key. */
export const filterParts = route(PartsApi.filterParts, async (request) => {
  const { rows, total } = await partListPage(request, request.body);
  return okList(rows, total);
});

/** GET Part/GetPart/{id}: the part, its stock per site and a page of its movements. */
export const getPart = route(PartsApi.getPart, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const part = await catalogue.companyPart(tenant, companyId, request.params.id);
  const [org, stock, movements] = await Promise.all([
    request.org(),
    listStock(tenant, part.part_id),
    listMovements(tenant, part.part_id, request.query),
  ]);
  const siteName = (id: number) => org.sites.find((s) => s.site_id === id)?.site_name ?? '';
  return ok({
    ...(await partRowWithPhoto(part)),
    stock: stock.map((s) => stockRow(s, siteName(s.site_id))),
    movements: { list: movements.list.map(movementRow), has_more: movements.hasMore },
  });
});
