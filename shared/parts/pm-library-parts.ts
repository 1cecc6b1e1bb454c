/**
 * Parts on the PM library's PMs (issue 25 item 3): a library PM (one service of a plan) names the
 * parts each service needs, as an asset PM does (Part/SetPmParts); adding the plan to an asset
 * copies them onto the asset PMs it makes, which then show whether the site has them. The parts
 * domain owns these routes (it is above pm-library and checks the catalogue); the lines are kept
 * on the library PM by pm-library. Company admins keep the library; managers read it (its roles).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { endpoint, envelope } from '../common/endpoint.js';
import { PM_LIBRARY_READ_ROLES, PM_LIBRARY_WRITE_ROLES } from '../pm-library/rules.js';
import { pmIdParams } from '../pm-library/schemas.js';
import { pmPartsList } from './schemas.js';

/** POST Part/SetLibraryPmParts: the library PM's whole list of parts (an empty list clears it). */
export const setLibraryPmPartsBody = lazySchema(() =>
  z.object({
    pm_id: pmIdParams.shape.pm_id,
    parts: pmPartsList,
  }),
);
export type SetLibraryPmPartsBody = z.infer<typeof setLibraryPmPartsBody>;

/** One part a library PM needs, with what the company holds of it (every site). */
export const libraryPmPartLine = lazySchema(() =>
  z.object({
    part_id: z.string(),
    part_number: z.string(),
    name: z.string(),
    unit: z.string(),
    is_active: z.boolean(),
    /** Needed by each service. */
    quantity: z.number(),
    /** On hand at all the company's sites (a library PM has no site). */
    total_on_hand: z.number(),
  }),
);
export type LibraryPmPartLine = z.infer<typeof libraryPmPartLine>;

export const libraryPmParts = lazySchema(() =>
  z.object({ pm_id: z.number(), lines: z.array(libraryPmPartLine) }),
);
export type LibraryPmParts = z.infer<typeof libraryPmParts>;

export const PartsPmLibraryApi = {
  setLibraryPmParts: endpoint({
    method: 'POST',
    path: 'Part/SetLibraryPmParts',
    summary:
      'Sets the parts a PM library PM needs per service (active parts of the company); copied to the asset PMs when its plan is added to an asset',
    auth: 'session',
    roles: PM_LIBRARY_WRITE_ROLES,
    body: setLibraryPmPartsBody,
    response: lazySchema(() => envelope(libraryPmParts)),
  }),
  getLibraryPmParts: endpoint({
    method: 'GET',
    path: 'Part/GetLibraryPmParts/{pm_id}',
    summary: "The parts a PM library PM needs per service, with the company's stock of each",
    auth: 'session',
    roles: PM_LIBRARY_READ_ROLES,
    params: pmIdParams,
    response: lazySchema(() => envelope(libraryPmParts)),
  }),
};
