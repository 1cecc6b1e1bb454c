/** Parts as the clients read them (shared/parts/schemas.ts rows). */
import type { MovementRow, PartRow, StockRow } from '#shared/parts/schemas.js';
import { isLow } from '#shared/parts/rules.js';
import { partPhotoUrl } from './photo.js';
import type { MovementRecord, PartRecord, StockRecord } from './store/entities.js';

/** A part's row; `photoUrl` its photo's GET (functions/parts/photo.ts partPhotoUrl) where the answer shows it. */
export const partRow = (p: PartRecord, photoUrl: string | null = null): PartRow => ({
  part_id: p.part_id,
  part_number: p.part_number,
  name: p.name,
  description: p.description,
  category: p.category,
  unit: p.unit,
  unit_cost: p.unit_cost,
  average_cost: p.average_cost,
  preferred_dealer_id: p.preferred_dealer_id ?? null,
  is_active: p.is_active,
  total_on_hand: p.total_on_hand,
  low_stock_site_ids: [...p.low_site_ids].sort((a, b) => a - b),
  photo_url: photoUrl,
});

/** A part's row with its photo's GET. */
export const partRowWithPhoto = async (p: PartRecord): Promise<PartRow> => partRow(p, await partPhotoUrl(p));

export const stockRow = (s: StockRecord, siteName: string): StockRow => ({
  site_id: s.site_id,
  site_name: siteName,
  on_hand: s.on_hand,
  minimum_quantity: s.minimum_quantity,
  bin_location: s.bin_location,
  is_low: isLow(s.on_hand, s.minimum_quantity),
});

export const movementRow = (m: MovementRecord): MovementRow => ({
  movement_id: m.movement_id,
  kind: m.kind,
  site_id: m.site_id,
  quantity: m.quantity,
  on_hand_after: m.on_hand_after,
  unit_cost: m.unit_cost,
  reason: m.reason,
  wo_id: m.wo_id ?? null,
  task_id: m.task_id ?? null,
  other_site_id: m.other_site_id ?? null,
  by_uuid: m.by_uuid,
  at: m.at,
});
