/**
 * The parts calls of the web app (shared/parts/api.ts): the list's page and its category options,
 * a part with its stock and a page of movements, the catalogue's writes and the stock movements.
 * Writes that show their refusal in their own modal are quiet (no toast).
 */
import type * as z from 'zod';
import { DealersApi } from '@shared/dealers/api';
import { PartsApi } from '@shared/parts/api';
import type {
  adjustStockBody,
  createPartBody,
  partListBody,
  receiveStockBody,
  transferStockBody,
  updatePartBody,
  useStockBody,
} from '@shared/parts/schemas';
import type { PartDetail, PartRow, StockRow, WorkOrderParts } from '@shared/parts/schemas';
import { MOVEMENT_PAGE_SIZE } from '@shared/parts/rules';
import { PartMessages } from '@shared/parts/messages';
import { ApiError, callApi } from '../../../app/api/client';
import type { PartPhotoType } from '@shared/parts/photo-rules';

export type PartListPayload = z.input<typeof partListBody>;
export type CreatePartPayload = z.input<typeof createPartBody>;
export type UpdatePartPayload = z.input<typeof updatePartBody>;
export type ReceivePayload = z.input<typeof receiveStockBody>;
export type AdjustPayload = z.input<typeof adjustStockBody>;
export type TransferPayload = z.input<typeof transferStockBody>;
export type UsePayload = z.input<typeof useStockBody>;

export async function loadPartsPage(
  body: PartListPayload,
): Promise<{ items: PartRow[]; totalCount: number }> {
  const { list, listsize } = await callApi(PartsApi.filterParts, { body });
  return { items: list, totalCount: listsize };
}

/** Quiet: a failed option load is an empty list (spec 8). */
export async function loadPartsQuietly(body: PartListPayload): Promise<PartRow[]> {
  try {
    return (await callApi(PartsApi.filterParts, { body }, { quiet: true })).list;
  } catch {
    return [];
  }
}

/** GET Part/GetPart/{id}: the part, its stock per site and one page of its movements (newest first). */
export async function getPart(partId: string, pageIndex: number): Promise<PartDetail> {
  return (
    await callApi(PartsApi.getPart, {
      params: { id: partId },
      query: { pageIndex, pageSize: MOVEMENT_PAGE_SIZE },
    })
  ).data;
}

/** Create or update (the API client shows a refusal, the duplicate part number say, as a toast). */
export async function savePart(payload: CreatePartPayload, partId: string | undefined): Promise<PartRow> {
  if (partId) return (await callApi(PartsApi.updatePart, { body: { ...payload, part_id: partId } })).data;
  return (await callApi(PartsApi.createPart, { body: payload })).data;
}

/** The minimum and bin of the part's sites: the part's fields again with every site's settings. */
export async function saveStockSettings(
  part: PartRow,
  stock: Pick<StockRow, 'site_id' | 'minimum_quantity' | 'bin_location'>[],
) {
  const body: UpdatePartPayload = {
    part_id: part.part_id,
    part_number: part.part_number,
    name: part.name,
    description: part.description,
    category: part.category,
    unit: part.unit,
    unit_cost: part.unit_cost,
    preferred_dealer_id: part.preferred_dealer_id,
    stock: stock.map((s) => ({
      site_id: s.site_id,
      minimum_quantity: s.minimum_quantity,
      bin_location: s.bin_location,
    })),
  };
  return (await callApi(PartsApi.updatePart, { body }, { quiet: true })).data;
}

export async function deactivatePart(partId: string) {
  return callApi(PartsApi.deactivatePart, { body: { part_id: partId } }, { quiet: true });
}

export async function activatePart(partId: string) {
  return callApi(PartsApi.activatePart, { body: { part_id: partId } });
}

export const receiveStock = (body: ReceivePayload) =>
  callApi(PartsApi.receiveStock, { body }, { quiet: true });
export const adjustStock = (body: AdjustPayload) => callApi(PartsApi.adjustStock, { body }, { quiet: true });
export const transferStock = (body: TransferPayload) =>
  callApi(PartsApi.transferStock, { body }, { quiet: true });

/** Parts used on a work order's task (the work order's site); the modal shows a refusal. */
export const recordPartUse = (body: UsePayload) => callApi(PartsApi.useStock, { body }, { quiet: true });

/** GET Part/GetWorkOrderParts/{wo_id}: the parts a work order's tasks used, each task's parts cost and the total. */
export async function getWorkOrderParts(woId: number): Promise<WorkOrderParts> {
  return (await callApi(PartsApi.getWorkOrderParts, { params: { wo_id: woId } })).data;
}

/** A service dealer by id (the part's preferred dealer, for the form's picker). Null when gone. */
export async function getDealer(dealerId: number) {
  try {
    return (
      await callApi(DealersApi.getServiceDealer, { params: { service_dealer_id: dealerId } }, { quiet: true })
    ).data;
  } catch {
    return null;
  }
}

/** A new photo of the part: a presigned PUT of the file, then its save on the part. */
export async function uploadPartPhoto(partId: string, file: File) {
  const upload = (
    await callApi(PartsApi.partPhotoUploadUrl, {
      body: { part_id: partId, content_type: file.type as PartPhotoType, size: file.size },
    })
  ).data;
  const put = await fetch(upload.upload_url, { method: 'PUT', headers: upload.headers, body: file });
  if (!put.ok) throw new ApiError(PartMessages.photoMissing, 'refused', put.status);
  return (await callApi(PartsApi.setPartPhoto, { body: { part_id: partId, photo_file: upload.photo_file } }))
    .data;
}

/** Removes the part's photo. */
export async function removePartPhoto(partId: string) {
  return (await callApi(PartsApi.setPartPhoto, { body: { part_id: partId, photo_file: null } })).data;
}
