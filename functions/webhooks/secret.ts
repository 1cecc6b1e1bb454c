/**
 * Endpoint secrets. HMAC signing needs the secret itself, so it cannot be stored hashed: it is
 * stored AES-256-GCM encrypted with a key from the environment (WEBHOOK_SECRET_KEY, 32 bytes in
 * base64, set by CDK from a Secrets Manager secret; a Lambda without it stops at its first use).
 * Outside Lambda (the twin, tests) a fixed development key applies. The clear secret is answered
 * once, by the add.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

function secretKey(): Buffer {
  const value = process.env.WEBHOOK_SECRET_KEY;
  if (value) {
    const key = Buffer.from(value, 'base64');
    if (key.length !== 32) throw new Error('WEBHOOK_SECRET_KEY must be 32 bytes in base64');
    return key;
  }
  if (process.env.AWS_LAMBDA_FUNCTION_NAME)
    throw new Error('Missing environment variable WEBHOOK_SECRET_KEY');
  return createHash('sha256').update('assetcare twin webhook secrets').digest();
}

/** A new endpoint secret: 32 random bytes, hex, with a prefix that says what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unreadable webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
