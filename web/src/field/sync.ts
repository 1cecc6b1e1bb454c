/**
 * Syncs the queue in order when online (issue 22). One pass at a time: each waiting step is sent
 * with its client_request_id and device_time (the same on every retry); the chain of one
 * inspection resolves the server's inspection_id when its checkout syncs. A 4xx refuses the step
 * (kept, with the server's message; the rest of its inspection waits behind it); no network, a
 * timeout or a 5xx leaves it waiting and retries with backoff; a 401 stops the pass until the
 * user signs in again. Passes start on load, on `online`, on a new step, on a timer and on a
 * Background Sync event where the browser has one.
 */
import type { ChecklistAttribute } from '@shared/forms/schemas';
import { call, putToStorage, type Outcome } from './api';
import { fieldDb } from './db';
import { allSteps, queueChanged, saveStep } from './queue';
import { readFieldSession } from './session';
import type { QueueItem } from './types';
import { sendWorkStep } from './work-sync';

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];
const backoff = (attempts: number) => BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length - 1)];

let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Starts a pass (or another right after the current one). */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = pass()
    .catch(() => undefined)
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        void syncNow();
      }
    });
  return running;
}

function schedule(at: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void syncNow(), Math.max(at - Date.now(), 250));
}

type Answer = Outcome<unknown>;

async function pass() {
  const session = readFieldSession();
  if (!session || session.expired || !navigator.onLine) return;
  const items = (await allSteps()).filter((i) => i.user === session.loginData.uuid);
  const held = new Set<string>();
  let next = Infinity;
  for (const item of items) {
    if (item.status === 'sent') continue;
    if (held.has(item.chain)) continue;
    if (item.status === 'refused') {
      held.add(item.chain);
      continue;
    }
    if (item.next_attempt_at > Date.now()) {
      held.add(item.chain);
      next = Math.min(next, item.next_attempt_at);
      continue;
    }
    await saveStep({ ...item, status: 'sending' });
    const answer = await send(item);
    if (answer.kind === 'ok') continue;
    held.add(item.chain);
    if (answer.kind === 'refused') {
      await saveStep({ ...(await current(item)), status: 'refused', message: answer.message });
    } else {
      const attempts = item.attempts + 1;
      const at = Date.now() + backoff(item.attempts);
      await saveStep({
        ...(await current(item)),
        status: 'waiting',
        attempts,
        next_attempt_at: at,
        message: answer.message,
      });
      next = Math.min(next, at);
      // No session: the pass stops until the user signs in again.
      if (answer.kind === 'unauthorized') return;
      // No network: the other steps would meet the same. The retry is still scheduled: a
      // connection dropped while online fires no `online` event to wake the queue.
      if (answer.message === 'network' || answer.message === 'offline') break;
    }
  }
  if (next < Infinity) schedule(next);
}

/** The step as stored now (a photo upload may have recorded progress). */
async function current(item: QueueItem): Promise<QueueItem> {
  return (await (await fieldDb()).get('queue', item.id!)) ?? item;
}

/** The server's inspection id of a chain, once its checkout synced. */
async function chainInspection(item: QueueItem): Promise<string | undefined> {
  if (item.inspection_id) return item.inspection_id;
  const steps = await (await fieldDb()).getAllFromIndex('queue', 'chain', item.chain);
  return steps.find((s) => s.inspection_id)?.inspection_id;
}

const stamp = (item: QueueItem) => ({
  client_request_id: item.client_request_id,
  device_time: item.device_time,
});

async function send(item: QueueItem): Promise<Answer> {
  if (item.work) {
    const answer = await sendWorkStep(item, item.work);
    if (answer.kind === 'ok') await markSent(item);
    return answer;
  }
  if (item.kind === 'checkout') return checkout(item);
  const inspectionId = await chainInspection(item);
  // The checkout of this chain has not synced: nothing to do yet (it was refused or waits).
  if (!inspectionId) return { kind: 'retry', message: 'checkout' };
  if (item.kind === 'submit') return submit({ ...item, inspection_id: inspectionId });
  const answer = await call('POST', 'Inspection/CheckinAsset', {
    inspection_id: inspectionId,
    ...stamp(item),
  });
  if (answer.kind === 'ok') await markSent({ ...item, inspection_id: inspectionId });
  return answer;
}

async function markSent(item: QueueItem) {
  await saveStep({
    ...(await current(item)),
    inspection_id: item.inspection_id,
    status: 'sent',
    sent_at: Date.now(),
    message: undefined,
  });
}

async function checkout(item: QueueItem): Promise<Answer> {
  const answer = await call<{
    inspection_id: string;
    checklist: { form_id: string; form_name: string; attributes: ChecklistAttribute[] };
  }>('POST', 'Inspection/CheckoutAsset', { asset_id: item.asset_id, ...stamp(item) });
  if (answer.kind !== 'ok') return answer;
  const db = await fieldDb();
  await db.put('checklists', answer.data.checklist);
  // Every step of the chain learns the server's id.
  for (const step of await db.getAllFromIndex('queue', 'chain', item.chain))
    if (step.id !== item.id) await db.put('queue', { ...step, inspection_id: answer.data.inspection_id });
  await markSent({ ...item, inspection_id: answer.data.inspection_id });
  return answer;
}

async function submit(item: QueueItem): Promise<Answer> {
  const payload = item.submit!;
  const db = await fieldDb();
  const photos = [...payload.photos];
  for (let i = 0; i < photos.length; i++) {
    if (photos[i].image_name) continue;
    const stored = await db.get('photos', photos[i].photo_id);
    if (!stored) return { kind: 'refused', status: 400, message: 'photo lost' };
    const url = await call<{ image_name: string; upload_url: string; headers: Record<string, string> }>(
      'POST',
      'Inspection/PhotoUploadUrl',
      {
        inspection_id: item.inspection_id,
        content_type: stored.type,
        size: stored.size,
        client_request_id: photos[i].client_request_id,
        device_time: photos[i].device_time,
      },
    );
    if (url.kind !== 'ok') return url;
    const failed = await putToStorage(url.data, stored.blob);
    if (failed) return failed;
    photos[i] = { ...photos[i], image_name: url.data.image_name };
    await db.put('queue', { ...(await current(item)), submit: { ...payload, photos } });
  }
  const answer = await call('POST', 'Inspection/SubmitInspection', {
    inspection_id: item.inspection_id,
    meter_hours: payload.meter_hours,
    shift: payload.shift,
    attributes: payload.attributes,
    operator_notes: payload.operator_notes,
    is_comment_important: payload.is_comment_important,
    image_names: photos.map((p) => p.image_name),
    ...stamp(item),
  });
  if (answer.kind !== 'ok') return answer;
  for (const photo of photos) await db.delete('photos', photo.photo_id);
  await markSent(item);
  return answer;
}

/** Starts syncing: now, when the connection returns, when the app comes back to the front. */
export function startSync() {
  void syncNow();
  window.addEventListener('online', () => void syncNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncNow();
  });
  // A safety net: a pass every 30 s while the app is open.
  setInterval(() => void syncNow(), 30_000);
  queueChanged();
}
