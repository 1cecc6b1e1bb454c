/**
 * Parts on PMs (issue 25 item 3), on the parts' side. PM is BELOW parts in the domain layers (it
 * may not import parts), so the parts domain does what needs the catalogue and the stock: it checks
 * the parts a PM names (they exist and are active in the asset's company) before pm's public module
 * saves them, and it answers whether a PM's site has what the PM needs, reading the PMs' part lines
 * through pm's public module and its own stock items BY KEY (tenant + part + site: one BatchGet),
 * never a Scan. The web pages compose that answer beside the PM list's rows and the PM's detail.
 */
import { PartMessages } from '#shared/parts/messages.js';
import { pmPartsAnswer } from '#shared/parts/rules.js';
import type { LibraryPmPartLine } from '#shared/parts/pm-library-parts.js';
import type { PmPartsStatus } from '#shared/parts/schemas.js';
import type { PmPartLine } from '#shared/pm/detail-schemas.js';
import { getMany } from '#lib/batch-get.js';
import { badRequest } from '#lib/errors.js';
import type { AssetPmParts } from '#functions/pm/index.js';
import { StockEntity } from '../store/entities.js';
import { getPartRecords } from '../store/parts.js';

/** Refuses (400) a list naming a part that is not the company's or is deactivated; nothing is written. */
export async function checkPmParts(tenant: string, companyId: number, lines: PmPartLine[]): Promise<void> {
  const parts = await getPartRecords(
    tenant,
    lines.map((l) => l.part_id),
  );
  const byId = new Map(parts.map((p) => [p.part_id, p]));
  for (const line of lines) {
    const part = byId.get(line.part_id);
    if (!part || part.company_id !== companyId) throw badRequest(PartMessages.pmPartUnknown);
    if (!part.is_active) throw badRequest(PartMessages.pmPartInactive(part.part_number));
  }
}

/** Each PM's parts with what its site holds: the parts and the stock items read by key (two BatchGets for a page). */
export async function pmPartsStatuses(tenant: string, pms: AssetPmParts[]): Promise<PmPartsStatus[]> {
  const partIds = [...new Set(pms.flatMap((pm) => pm.parts.map((p) => p.part_id)))];
  const stockKeys = new Map<string, { tenant: string; part_id: string; site_id: number }>();
  for (const pm of pms)
    for (const p of pm.parts)
      stockKeys.set(`${p.part_id}|${pm.site_id}`, { tenant, part_id: p.part_id, site_id: pm.site_id });
  const [parts, stock] = await Promise.all([
    getPartRecords(tenant, partIds),
    getMany(StockEntity, [...stockKeys.values()]),
  ]);
  const partOf = new Map(parts.map((p) => [p.part_id, p]));
  const onHandOf = new Map(stock.map((s) => [`${s.part_id}|${s.site_id}`, s.on_hand]));
  return pms.map((pm) => {
    const lines = pm.parts.flatMap((line) => {
      const part = partOf.get(line.part_id);
      // A part of another company cannot be saved; one gone from the catalogue is left out.
      if (!part || part.company_id !== pm.company_id) return [];
      const onHand = Math.max(0, onHandOf.get(`${line.part_id}|${pm.site_id}`) ?? 0);
      return [
        {
          part_id: part.part_id,
          part_number: part.part_number,
          name: part.name,
          unit: part.unit,
          is_active: part.is_active,
          quantity: line.quantity,
          on_hand: onHand,
          short: onHand < line.quantity,
        },
      ];
    });
    return { asset_pm_id: pm.asset_pm_id, site_id: pm.site_id, lines, ...pmPartsAnswer(lines) };
  });
}

/**
 * A library PM's parts (issue 25 item 3) with what the company holds of each (its parts' total on
 * hand: a library PM has no site), read by key (one BatchGet). A part gone from the catalogue, or
 * another company's, is left out.
 */
export async function libraryPmPartLines(
  tenant: string,
  companyId: number,
  lines: PmPartLine[],
): Promise<LibraryPmPartLine[]> {
  const parts = await getPartRecords(
    tenant,
    lines.map((l) => l.part_id),
  );
  const partOf = new Map(parts.map((p) => [p.part_id, p]));
  return lines.flatMap((line) => {
    const part = partOf.get(line.part_id);
    if (!part || part.company_id !== companyId) return [];
    return [
      {
        part_id: part.part_id,
        part_number: part.part_number,
        name: part.name,
        unit: part.unit,
        is_active: part.is_active,
        quantity: line.quantity,
        total_on_hand: Math.max(0, part.total_on_hand),
      },
    ];
  });
}
