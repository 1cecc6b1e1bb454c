/**
 * The durable queue (IndexedDB): every step the user submits is written here first, with its
 * photos, and syncs from here in order (sync.ts). Nothing leaves it silently: a sent step stays
 * listed for a day, a refused one until the user resends or discards it.
 */
import { useEffect, useState } from 'react';
import { requestBackgroundSync } from './background-sync';
import { fieldDb } from './db';
import type { Draft, QueueItem, StepKind } from './types';

const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();
export function queueChanged() {
  listeners.forEach((listener) => listener());
}

/** ISO 8601 with the device's own offset: 2026-11-27T06:00:00.000+01:00. */
export function deviceTime(date = new Date()): string {
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

export const newId = () => crypto.randomUUID();

type NewStep = Omit<
  QueueItem,
  'id' | 'status' | 'attempts' | 'next_attempt_at' | 'created_at' | 'client_request_id' | 'device_time'
>;

export async function enqueue(step: NewStep): Promise<QueueItem> {
  const item: QueueItem = {
    ...step,
    client_request_id: newId(),
    device_time: deviceTime(),
    status: 'waiting',
    attempts: 0,
    next_attempt_at: 0,
    created_at: Date.now(),
  };
  const db = await fieldDb();
  item.id = await db.add('queue', item);
  queueChanged();
  requestBackgroundSync();
  return item;
}

/** The steps in the order the user made them (sent steps older than a day are dropped). */
export async function allSteps(): Promise<QueueItem[]> {
  const db = await fieldDb();
  const items = await db.getAll('queue');
  const old = items.filter((i) => i.status === 'sent' && Date.now() - (i.sent_at ?? 0) > SENT_KEPT_MS);
  for (const item of old) await db.delete('queue', item.id!);
  return items.filter((i) => !old.includes(i)).sort((a, b) => a.id! - b.id!);
}

export async function saveStep(item: QueueItem) {
  const db = await fieldDb();
  await db.put('queue', item);
  queueChanged();
}

/** The user sends a refused step again (after correcting it, maybe). */
export async function resend(item: QueueItem, patch: Partial<QueueItem> = {}) {
  await saveStep({
    ...item,
    ...patch,
    status: 'waiting',
    attempts: 0,
    next_attempt_at: 0,
    message: undefined,
  });
  requestBackgroundSync();
}

/** Discards a step and the steps after it in its inspection (they cannot go without it), with their photos; a My work step alone. */
export async function discard(item: QueueItem) {
  const db = await fieldDb();
  // A My work step stands alone: the user's other changes to the work order still go.
  if (item.work) {
    if (item.work.file) await db.delete('photos', item.work.file.photo_id);
    await db.delete('queue', item.id!);
    queueChanged();
    return;
  }
  const chain = await db.getAllFromIndex('queue', 'chain', item.chain);
  const dropped = chain.filter((i) => i.id! >= item.id! && i.status !== 'sent');
  for (const step of dropped) {
    for (const photo of step.submit?.photos ?? []) await db.delete('photos', photo.photo_id);
    await db.delete('queue', step.id!);
  }
  if (dropped.some((step) => step.kind === 'checkout')) await db.delete('drafts', item.chain);
  queueChanged();
}

export const unsent = (items: QueueItem[]) => items.filter((i) => i.status !== 'sent');

/** Whether a chain already has a step of this kind queued (not discarded). */
export const hasStep = (items: QueueItem[], chain: string, kind: StepKind) =>
  items.some((i) => i.chain === chain && i.kind === kind);

export function useQueue(): QueueItem[] {
  const [items, setItems] = useState<QueueItem[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void allSteps().then((all) => live && setItems(all));
    load();
    listeners.add(load);
    return () => {
      live = false;
      listeners.delete(load);
    };
  }, []);
  return items;
}

// ---- drafts ----

export async function saveDraft(draft: Draft) {
  await (await fieldDb()).put('drafts', draft);
}
export async function loadDraft(chain: string) {
  return (await fieldDb()).get('drafts', chain);
}
export async function draftsOf(user: string): Promise<Draft[]> {
  return (await (await fieldDb()).getAll('drafts')).filter((d) => d.user === user);
}
export async function deleteDraft(chain: string) {
  await (await fieldDb()).delete('drafts', chain);
}
