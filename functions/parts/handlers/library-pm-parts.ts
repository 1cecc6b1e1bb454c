/**
 * Parts on the PM library's PMs (issue 25 item 3): POST Part/SetLibraryPmParts saves the parts a
 * library PM needs per service (checked here against the catalogue, kept on the library PM through
 * pm-library's public module, as Part/SetPmParts keeps an asset PM's through pm's), and GET
 * Part/GetLibraryPmParts/{pm_id} reads them back with the company's stock of each. The company is
 * the active site's (as the PM/ calls'); the tenant is the verified token's.
 */
import { PartsPmLibraryApi } from '#shared/parts/pm-library-parts.js';
import { PartMessages } from '#shared/parts/messages.js';
import { PmLibraryMessages } from '#shared/pm-library/messages.js';
import { ok } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { getLibraryPm, setLibraryPmParts as saveLibraryPmParts } from '#functions/pm-library/index.js';
import { checkPmParts, libraryPmPartLines } from '../operations/pm-parts.js';

/** POST Part/SetLibraryPmParts: the library PM's whole parts list, each an active part of the company. */
export const setLibraryPmParts = route(PartsPmLibraryApi.setLibraryPmParts, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const pm = await getLibraryPm(tenant, companyId, request.body.pm_id);
  if (!pm) throw notFound(PmLibraryMessages.pmNotFound);
  await checkPmParts(tenant, companyId, request.body.parts);
  const saved = await saveLibraryPmParts(tenant, pm, request.body.parts);
  return ok(
    { pm_id: saved.pm_id, lines: await libraryPmPartLines(tenant, companyId, saved.parts ?? []) },
    PartMessages.pmPartsSaved,
  );
});

/** GET Part/GetLibraryPmParts/{pm_id}: its parts with the company's stock of each. */
export const getLibraryPmParts = route(PartsPmLibraryApi.getLibraryPmParts, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const pm = await getLibraryPm(tenant, companyId, request.params.pm_id);
  if (!pm) throw notFound(PmLibraryMessages.pmNotFound);
  return ok({ pm_id: pm.pm_id, lines: await libraryPmPartLines(tenant, companyId, pm.parts ?? []) });
});
