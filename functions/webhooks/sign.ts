/**
 * The signature a receiver checks: `AssetCare-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" with the endpoint's secret>` (the timestamp in the signed text stops replays of an
 * old body; a receiver refuses a t far from its clock). verifySignature is what a receiver does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureOf = (secret: string, unixSeconds: number, body: string) =>
  createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

export const signatureHeader = (secret: string, unixSeconds: number, body: string) =>
  `t=${unixSeconds},v1=${signatureOf(secret, unixSeconds, body)}`;

/** A receiver's check: the header's v1 matches the body and t is within `toleranceSeconds` of now. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = new Map((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
