/**
 * The catalogue's commands: create a part (its part number reserved in the same transaction),
 * update it (a new number reserved, the old one freed; its sites' minimum and bin), deactivate it,
 * set or remove its photo. Each writes the part, its stock settings and its list index moves in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { PartMessages } from '#shared/parts/messages.js';
import { crossing, partNumberKey } from '#shared/parts/rules.js';
import type { CreatePartBody, StockSetting } from '#shared/parts/schemas.js';
import { conflict, notFound } from '#lib/errors.js';
import { failedCondition, isConditionalCheckFailure, isTransactionConflict, withRetry } from '#lib/retry.js';
import { writeTransaction, type Transaction } from '#lib/transactions.js';
import {
  PartEntity,
  PartNumberEntity,
  StockEntity,
  type PartRecord,
  type StockRecord,
} from '../store/entities.js';
import { getPartRecord, listStock, partIndexWrites } from '../store/parts.js';

export interface PartInput extends Omit<CreatePartBody, 'stock'> {
  stock?: StockSetting[];
}

/** The stock items a part's settings give: kept quantities, new minimum and bin, the marker as the quantity stands. */
function stockItems(tenant: string, part: PartRecord, settings: StockSetting[], existing: StockRecord[]) {
  const bySite = new Map(existing.map((s) => [s.site_id, s]));
  return settings.map((s): StockRecord => {
    const was = bySite.get(s.site_id);
    const onHand = was?.on_hand ?? 0;
    // A minimum changed by hand moves the marker silently: only a movement's crossing notifies.
    const marked = crossing(true, onHand, s.minimum_quantity).marked;
    return {
      tenant,
      part_id: part.part_id,
      site_id: s.site_id,
      company_id: part.company_id,
      on_hand: onHand,
      minimum_quantity: s.minimum_quantity,
      bin_location: s.bin_location,
      low_marked: marked,
    };
  });
}

const lowSites = (items: StockRecord[]) =>
  items.filter((s) => s.on_hand <= s.minimum_quantity).map((s) => s.site_id);

/** A new part's record and its sites' stock items (nothing on hand yet), as a create or an import writes them. */
export function newPartItems(
  tenant: string,
  companyId: number,
  partId: string,
  input: PartInput,
  by: string,
  now: Date,
): { part: PartRecord; stock: StockRecord[] } {
  const base: PartRecord = {
    tenant,
    part_id: partId,
    company_id: companyId,
    part_number: input.part_number,
    name: input.name,
    description: input.description,
    category: input.category,
    unit: input.unit,
    unit_cost: input.unit_cost,
    average_cost: input.unit_cost,
    ...(input.preferred_dealer_id ? { preferred_dealer_id: input.preferred_dealer_id } : {}),
    is_active: true,
    total_on_hand: 0,
    site_ids: [],
    low_site_ids: [],
    version: 1,
    created_by: by,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const stock = stockItems(tenant, base, input.stock ?? [], []);
  return {
    part: { ...base, site_ids: stock.map((s) => s.site_id), low_site_ids: lowSites(stock) },
    stock,
  };
}

/**
 * The transaction of a new part: its number reserved (item 0: absent, or, for an import's re-run,
 * already this part's), the part (item 1: absent), its stock items and its list index moves.
 */
export function newPartWrites(tenant: string, part: PartRecord, stock: StockRecord[]): Transaction[] {
  return [
    PartNumberEntity.build(PutTransaction)
      .item({
        tenant,
        company_id: part.company_id,
        number_key: partNumberKey(part.part_number),
        part_id: part.part_id,
      })
      .options({
        condition: {
          or: [
            { attr: 'part_id', exists: false },
            { attr: 'part_id', eq: part.part_id },
          ],
        },
      }),
    PartEntity.build(PutTransaction)
      .item(part)
      .options({ condition: { attr: 'part_id', exists: false } }),
    ...stock.map((s) => StockEntity.build(PutTransaction).item(s)),
    ...partIndexWrites(tenant, null, part),
  ];
}

/** Adds a part to the company; a part number the company already uses is refused (409). */
export async function createPart(
  tenant: string,
  companyId: number,
  input: PartInput,
  by: string,
  now = new Date(),
): Promise<PartRecord> {
  const { part, stock } = newPartItems(tenant, companyId, randomUUID(), input, by, now);
  try {
    await writeTransaction(newPartWrites(tenant, part, stock));
  } catch (error) {
    if (failedCondition(error, 0)) throw conflict(PartMessages.partNumberTaken);
    throw error;
  }
  return part;
}

/** The company's part (another company's or tenant's is not found). */
export async function companyPart(tenant: string, companyId: number, partId: string): Promise<PartRecord> {
  const part = await getPartRecord(tenant, partId);
  if (!part || part.company_id !== companyId) throw notFound(PartMessages.partNotFound);
  return part;
}

/** Changes a part (and the sites' settings given); a new part number is reserved and the old one freed in the same transaction. */
export async function updatePart(
  tenant: string,
  companyId: number,
  partId: string,
  input: PartInput,
  now = new Date(),
): Promise<PartRecord> {
  return withRetry(
    async () => {
      const before = await companyPart(tenant, companyId, partId);
      const existing = await listStock(tenant, partId);
      const settings = input.stock;
      const stock = settings ? stockItems(tenant, before, settings, existing) : existing;
      // Sites left out of the settings keep their stock item when it holds stock; empty ones go.
      const dropped = settings ? existing.filter((s) => !settings.some((n) => n.site_id === s.site_id)) : [];
      const kept = dropped.filter((s) => s.on_hand !== 0);
      const removed = dropped.filter((s) => s.on_hand === 0);
      const all = [...stock, ...kept];
      const after: PartRecord = {
        ...before,
        part_number: input.part_number,
        name: input.name,
        description: input.description,
        category: input.category,
        unit: input.unit,
        unit_cost: input.unit_cost,
        preferred_dealer_id: input.preferred_dealer_id ?? undefined,
        site_ids: all.map((s) => s.site_id).sort((a, b) => a - b),
        low_site_ids: lowSites(all).sort((a, b) => a - b),
        version: before.version + 1,
        updated_at: now.toISOString(),
      };
      const renumbered = partNumberKey(before.part_number) !== partNumberKey(after.part_number);
      const writes: Transaction[] = [];
      if (renumbered)
        writes.push(
          PartNumberEntity.build(PutTransaction)
            .item({
              tenant,
              company_id: companyId,
              number_key: partNumberKey(after.part_number),
              part_id: partId,
            })
            .options({ condition: { attr: 'part_id', exists: false } }),
          PartNumberEntity.build(DeleteTransaction).key({
            tenant,
            company_id: companyId,
            number_key: partNumberKey(before.part_number),
          }),
        );
      writes.push(
        PartEntity.build(PutTransaction)
          .item(after)
          .options({ condition: { attr: 'version', eq: before.version } }),
        ...(settings ? stock.map((s) => StockEntity.build(PutTransaction).item(s)) : []),
        ...removed.map((s) =>
          StockEntity.build(DeleteTransaction)
            .key({ tenant, part_id: partId, site_id: s.site_id })
            .options({ condition: { attr: 'on_hand', eq: 0 } }),
        ),
        ...partIndexWrites(tenant, before, after),
      );
      try {
        await writeTransaction(writes);
      } catch (error) {
        if (renumbered && failedCondition(error, 0)) throw conflict(PartMessages.partNumberTaken);
        throw error;
      }
      return after;
    },
    // Another write of the part won its version: read it again. A number taken is an answer, not retried.
    { attempts: 8, retryIf: (e) => isTransactionConflict(e) || failedCondition(e) },
  );
}

/** Deactivates a part: kept with its stock and history, listed as inactive, no longer moved. */
export const deactivatePart = (tenant: string, companyId: number, partId: string, now = new Date()) =>
  setPartActive(tenant, companyId, partId, false, now);

/** Activates a deactivated part again: listed as active, received and used as before. */
export const activatePart = (tenant: string, companyId: number, partId: string, now = new Date()) =>
  setPartActive(tenant, companyId, partId, true, now);

/** Moves a part to active or inactive (the list index with it); a part already so is answered as it is. */
async function setPartActive(
  tenant: string,
  companyId: number,
  partId: string,
  active: boolean,
  now: Date,
): Promise<PartRecord> {
  return withRetry(
    async () => {
      const before = await companyPart(tenant, companyId, partId);
      if (before.is_active === active) return before;
      const after: PartRecord = {
        ...before,
        is_active: active,
        version: before.version + 1,
        updated_at: now.toISOString(),
      };
      await writeTransaction([
        PartEntity.build(PutTransaction)
          .item(after)
          .options({ condition: { attr: 'version', eq: before.version } }),
        ...partIndexWrites(tenant, before, after),
      ]);
      return after;
    },
    { attempts: 8, retryIf: (e) => isTransactionConflict(e) || failedCondition(e, 0) },
  );
}

/** Saves (or, with null, removes) the part's photo; the part's other fields and its list entries are unchanged. */
export async function setPartPhoto(
  tenant: string,
  companyId: number,
  partId: string,
  photoFile: string | null,
  now = new Date(),
): Promise<{ part: PartRecord; replaced?: string }> {
  return withRetry(
    async () => {
      const before = await companyPart(tenant, companyId, partId);
      const after: PartRecord = {
        ...before,
        photo_file: photoFile ?? undefined,
        version: before.version + 1,
        updated_at: now.toISOString(),
      };
      await PartEntity.build(PutItemCommand)
        .item(after)
        .options({ condition: { attr: 'version', eq: before.version } })
        .send();
      // The photo this write replaced or removed: its object goes once the write has committed.
      const replaced = before.photo_file && before.photo_file !== photoFile ? before.photo_file : undefined;
      return { part: after, replaced };
    },
    { attempts: 8, retryIf: (e) => isConditionalCheckFailure(e) },
  );
}
