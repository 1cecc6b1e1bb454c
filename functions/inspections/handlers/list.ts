/** The inspection list (POST Inspection/FilterInspections), spec core 2.9, 7: operations/find-inspections.ts reads it. */
import { InspectionsApi } from '#shared/inspections/api.js';
import { okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import { inspectionListPage } from '../operations/find-inspections.js';

/** POST Inspection/FilterInspections: one page of the submitted inspections the caller sees, newest first, with listsize. */
export const filterInspections = route(InspectionsApi.filterInspections, async (req) => {
  const { rows, total } = await inspectionListPage(req, req.body);
  return okList(rows, total);
});
