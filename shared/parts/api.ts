/**
 * The parts endpoints (issue 25 items 1, 2, 4): the catalogue (create, update, deactivate, the
 * list kit's filter, one part with its stock and movements) and the stock movements (receive,
 * adjust, transfer, use on a work order task). Paths follow the project's (`Device/FilterDevices`).
 */
import { lazySchema } from '../common/lazy-schema.js';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { PM_LIST_ROLES, PM_WRITE_ROLES } from '../pm/api.js';
import { PART_READ_ROLES, PART_USE_ROLES, PART_WRITE_ROLES } from './rules.js';
import {
  adjustStockBody,
  createPartBody,
  deactivatePartBody,
  movementResult,
  partDetail,
  partDetailQuery,
  partIdParams,
  partListBody,
  partRow,
  pmPartsStatus,
  pmPartsStatusBody,
  pmPartsStatusList,
  setPmPartsBody,
  receiveStockBody,
  transferStockBody,
  updatePartBody,
  useStockBody,
  workOrderParts,
  workOrderPartsParams,
} from './schemas.js';

export const PartsApi = {
  createPart: endpoint({
    method: 'POST',
    path: 'Part/CreatePart',
    summary: "Adds a part to the active site's company's catalogue (its part number unique in the company)",
    auth: 'session',
    roles: PART_WRITE_ROLES,
    body: createPartBody,
    response: lazySchema(() => envelope(partRow)),
  }),
  updatePart: endpoint({
    method: 'POST',
    path: 'Part/UpdatePart',
    summary: "Changes a part of the company's catalogue and its sites' minimum and bin",
    auth: 'session',
    roles: PART_WRITE_ROLES,
    body: updatePartBody,
    response: lazySchema(() => envelope(partRow)),
  }),
  deactivatePart: endpoint({
    method: 'POST',
    path: 'Part/DeactivatePart',
    summary: 'Deactivates a part (kept with its history; no longer received or used)',
    auth: 'session',
    roles: PART_WRITE_ROLES,
    body: deactivatePartBody,
    response: lazySchema(() => envelope(partRow)),
  }),
  filterParts: endpoint({
    method: 'POST',
    path: 'Part/FilterParts',
    summary: "A page of the company's parts by part number: search, category, site, low stock, status",
    auth: 'session',
    roles: PART_READ_ROLES,
    body: partListBody,
    response: lazySchema(() => listEnvelope(partRow)),
  }),
  getPart: endpoint({
    method: 'GET',
    path: 'Part/GetPart/{id}',
    summary: 'One part with its stock per site and a page of its movements, newest first',
    auth: 'session',
    roles: PART_READ_ROLES,
    params: partIdParams,
    query: partDetailQuery,
    response: lazySchema(() => envelope(partDetail)),
  }),
  receiveStock: endpoint({
    method: 'POST',
    path: 'Part/ReceiveStock',
    summary: "Receives a quantity at a site at a unit cost (updating the part's moving average cost)",
    auth: 'session',
    roles: PART_WRITE_ROLES,
    body: receiveStockBody,
    response: lazySchema(() => envelope(movementResult)),
  }),
  adjustStock: endpoint({
    method: 'POST',
    path: 'Part/AdjustStock',
    summary: "Adjusts a site's quantity up or down, with its reason",
    auth: 'session',
    roles: PART_WRITE_ROLES,
    body: adjustStockBody,
    response: lazySchema(() => envelope(movementResult)),
  }),
  transferStock: endpoint({
    method: 'POST',
    path: 'Part/TransferStock',
    summary: 'Moves a quantity from one site of the company to another',
    auth: 'session',
    roles: PART_WRITE_ROLES,
    body: transferStockBody,
    response: lazySchema(() => envelope(movementResult)),
  }),
  useStock: endpoint({
    method: 'POST',
    path: 'Part/UseStock',
    summary: "Uses a quantity on a work order's task, from the work order's site",
    auth: 'session',
    roles: PART_USE_ROLES,
    body: useStockBody,
    response: lazySchema(() => envelope(movementResult)),
  }),
  getWorkOrderParts: endpoint({
    method: 'GET',
    path: 'Part/GetWorkOrderParts/{wo_id}',
    summary:
      "The parts used on a work order's tasks (quantity, unit cost at the time), each task's parts cost and the total",
    auth: 'session',
    roles: PART_READ_ROLES,
    params: workOrderPartsParams,
    response: lazySchema(() => envelope(workOrderParts)),
  }),
  setPmParts: endpoint({
    method: 'POST',
    path: 'Part/SetPmParts',
    summary:
      "Sets the parts an asset PM needs (active parts of the asset's company, with quantities) and answers whether its site has them",
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: setPmPartsBody,
    response: lazySchema(() => envelope(pmPartsStatus)),
  }),
  getPmPartsStatus: endpoint({
    method: 'POST',
    path: 'Part/GetPmPartsStatus',
    summary:
      "For each asset PM (a PM list page), its parts with the quantity on hand at its asset's site: 'Parts on hand' or 'Short: ...'",
    auth: 'session',
    // As the PM list (PM_LIST_ROLES): its column reads this.
    roles: PM_LIST_ROLES,
    body: pmPartsStatusBody,
    response: lazySchema(() => envelope(pmPartsStatusList)),
  }),
};
