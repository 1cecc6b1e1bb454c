/** The parts domain's pure rules (issue 25): who may do what, the limits, the moving average cost and the low-stock crossing. */
import { Role } from '../codes.js';
import { PartMessages } from './messages.js';

/** Company admins and managers keep the catalogue and its stock. */
export const PART_WRITE_ROLES = [Role.CompanyAdmin, Role.Manager] as const;
/** Executives read; maintenance staff read to pick what they use. Operators have no access. */
export const PART_READ_ROLES = [
  Role.CompanyAdmin,
  Role.Manager,
  Role.Executive,
  Role.MaintenanceStaff,
] as const;
/** Using parts on a work order task: the writers and maintenance staff (on work orders assigned to them). */
export const PART_USE_ROLES = [Role.CompanyAdmin, Role.Manager, Role.MaintenanceStaff] as const;

export const PART_NUMBER_MAX = 50;
export const PART_NAME_MAX = 100;
export const PART_DESCRIPTION_MAX = 1000;
export const PART_CATEGORY_MAX = 50;
export const PART_UNIT_MAX = 20;
/**
 * The categories the part form offers (a select). The server still takes any category of at most
 * PART_CATEGORY_MAX characters, so parts imported or made before keep theirs (the form offers a
 * part's own category beside these).
 */
export const PART_CATEGORIES = [
  'Filters',
  'Oils',
  'Tyres',
  'Hoses',
  'Belts',
  'Brakes',
  'Electrical',
  'Engine',
  'Hydraulics',
  'Undercarriage',
  'Fasteners',
  'Other',
] as const;

/** The form's category options: the standard ones, and a part's own category when it is another. */
export const categoryOptionsFor = (current: string) =>
  current && !(PART_CATEGORIES as readonly string[]).includes(current)
    ? [...PART_CATEGORIES, current]
    : [...PART_CATEGORIES];
export const PART_BIN_MAX = 50;
export const PART_REASON_MAX = 500;
export const PART_QUANTITY_MAX = 1_000_000;
export const PART_COST_MAX = 10_000_000;
export const MOVEMENT_PAGE_SIZE = 20;

/** Movement kinds, as stored and shown. */
export const MovementKind = {
  Receive: 'receive',
  Adjust: 'adjust',
  TransferOut: 'transfer_out',
  TransferIn: 'transfer_in',
  Use: 'use',
} as const;
export type MovementKindId = (typeof MovementKind)[keyof typeof MovementKind];

/** The part number as it is reserved: trimmed, case and inner spaces folded ("ab-1 " and "AB-1" are one). */
export const partNumberKey = (partNumber: string) => partNumber.trim().replace(/\s+/g, ' ').toUpperCase();

/** Money kept to the cent's hundredth (the average cost), so sums do not drift. */
export const roundCost = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The moving average cost after receiving `quantity` at `unitCost` onto `onHand` (all sites) at
 * `averageCost`. Nothing (or less) on hand: the received cost is the average.
 */
export function movingAverageCost(onHand: number, averageCost: number, quantity: number, unitCost: number) {
  const held = Math.max(0, onHand);
  if (held + quantity <= 0) return roundCost(unitCost);
  return roundCost((held * averageCost + quantity * unitCost) / (held + quantity));
}

/** A site's stock is low at or below its minimum (a minimum of 0 is low only at 0 or below). */
export const isLow = (onHand: number, minimum: number) => onHand <= minimum;

/**
 * What a change of a site's quantity does to its crossing marker: a fall from above the minimum
 * to at or below it is a crossing (notify once); a rise above the minimum clears the marker.
 */
export function crossing(
  marked: boolean,
  after: number,
  minimum: number,
): { marked: boolean; notify: boolean } {
  const low = isLow(after, minimum);
  if (low && !marked) return { marked: true, notify: true };
  if (!low && marked) return { marked: false, notify: false };
  return { marked, notify: false };
}

/** What a part line cost: quantity × unit cost (kept as roundCost keeps costs). */
export const lineCost = (quantity: number, unitCost: number) => roundCost(quantity * unitCost);

/** Each task's parts cost and the work order's, from its part lines. */
export function partsCostOf(lines: readonly { task_id: number; quantity: number; unit_cost: number }[]) {
  const byTask = new Map<number, number>();
  let total = 0;
  for (const l of lines) {
    const cost = lineCost(l.quantity, l.unit_cost);
    byTask.set(l.task_id, roundCost((byTask.get(l.task_id) ?? 0) + cost));
    total = roundCost(total + cost);
  }
  return {
    tasks: [...byTask].map(([task_id, parts_cost]) => ({ task_id, parts_cost })),
    parts_cost: total,
  };
}

/** Parts a PM may name, and PMs one stock answer covers (a PM list page). */
export const PM_PARTS_MAX = 50;
export const PM_PARTS_STATUS_MAX = 100;

/**
 * Whether a site has what a PM needs (issue 25 item 3): each line short when the site holds fewer
 * than the PM needs; the answer "Parts on hand", "Short: <part> (need 4, have 1), ..." or, without
 * parts, "" (nothing to say).
 */
export function pmPartsAnswer(lines: readonly { name: string; quantity: number; on_hand: number }[]) {
  const short = lines.filter((l) => l.on_hand < l.quantity);
  return {
    short: short.length > 0,
    text: lines.length === 0 ? '' : short.length ? PartMessages.shortOf(short) : PartMessages.partsOnHand,
  };
}
