/**
 * Ids that sort newest first (notifications, and the notices the outbox sends: functions/lib/outbox.ts
 * fixes their ids at write time): inverted creation time, then an inverted per-process
 * sequence (so of two ids from the same millisecond the later sorts first), then a random tail.
 */
import { randomUUID } from 'node:crypto';

const MAX_TIME = 9_999_999_999_999;
const MAX_SEQUENCE = 999_999;
let sequence = 0;
export function newestFirstId(now = Date.now()): string {
  sequence = (sequence + 1) % MAX_SEQUENCE;
  const time = String(MAX_TIME - now).padStart(13, '0');
  return `${time}-${String(MAX_SEQUENCE - sequence).padStart(6, '0')}-${randomUUID().slice(0, 4)}`;
}
