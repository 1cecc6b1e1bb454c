/**
 * The operator's assets (GET Inspection/GetAssetsForUser/{uuid}) and their checklists (GET
 * Asset/GetAssetForm, once per inspection form: assets share forms), kept in IndexedDB so the
 * list and every checklist open offline.
 */
import { call } from './api';
import { fieldDb, type CachedChecklist } from './db';
import type { OperatorAsset } from './types';

export interface AssetList {
  assets: OperatorAsset[];
  /** When the list was last read from the server (epoch ms), null when never. */
  at: number | null;
  /** The refresh failed with the server's message (a refusal, not a missing network). */
  refused?: string;
}

export async function cachedAssets(user: string): Promise<AssetList> {
  const kept = await (await fieldDb()).get('assets', user);
  return { assets: kept?.assets ?? [], at: kept?.at ?? null };
}

/** The list read before the app's script ran (first-screen.ts), for the list screen to take once. */
let early: { user: string; list: Promise<AssetList> } | null = null;
let earlyList: Promise<unknown> = Promise.resolve();

export function startAssetRefresh(user: string) {
  early = { user, list: readAssets(user) };
  earlyList = early.list.catch(() => undefined);
}

/** When the list started early is in (or failed); at once when none was started. */
export const earlyListSettled = (): Promise<unknown> => earlyList;

/** Reads the list from the server and keeps it, with the checklist of each form not kept yet. */
export function refreshAssets(user: string): Promise<AssetList> {
  if (early?.user === user) {
    const { list } = early;
    early = null;
    return list;
  }
  return readAssets(user);
}

async function readAssets(user: string): Promise<AssetList> {
  const answer = await call<OperatorAsset[]>(
    'GET',
    `Inspection/GetAssetsForUser/${encodeURIComponent(user)}`,
  );
  if (answer.kind !== 'ok') {
    const kept = await cachedAssets(user);
    return answer.kind === 'refused' ? { ...kept, refused: answer.message } : kept;
  }
  const db = await fieldDb();
  const at = Date.now();
  await db.put('assets', { user, assets: answer.data, at });
  void cacheChecklists(answer.data);
  return { assets: answer.data, at };
}

async function cacheChecklists(assets: OperatorAsset[]) {
  const db = await fieldDb();
  const kept = new Set(await db.getAllKeys('checklists'));
  const byForm = new Map<string, OperatorAsset>();
  for (const asset of assets)
    if (asset.inspectionform_id && !kept.has(asset.inspectionform_id) && !byForm.has(asset.inspectionform_id))
      byForm.set(asset.inspectionform_id, asset);
  for (const asset of byForm.values()) await fetchChecklist(asset);
}

async function fetchChecklist(asset: OperatorAsset): Promise<CachedChecklist | undefined> {
  const answer = await call<CachedChecklist>('GET', `Asset/GetAssetForm?assetid=${asset.asset_id}`);
  if (answer.kind !== 'ok') return undefined;
  await (await fieldDb()).put('checklists', answer.data);
  return answer.data;
}

/** The asset's checklist: kept, else read now (online). */
export async function checklistOf(asset: OperatorAsset): Promise<CachedChecklist | undefined> {
  if (!asset.inspectionform_id) return undefined;
  return (await (await fieldDb()).get('checklists', asset.inspectionform_id)) ?? fetchChecklist(asset);
}

/** Name or Asset # contains the search (case-insensitive). */
export function matches(asset: OperatorAsset, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return asset.name.toLowerCase().includes(term) || asset.internal_asset_id.toLowerCase().includes(term);
}
