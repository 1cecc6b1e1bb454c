/**
 * Suppressed e-mail addresses: one item per tenant and address (`<tenant>#MAILSUPPRESS`, the
 * address in lower case), written when SES reports a permanent bounce or a complaint for a mail the
 * tenant sent (functions/mail-events/handler.ts, from the SES configuration set's events). lib/mail.ts
 * sends nothing to a suppressed address; the user's record shows it (users domain).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { table } from './db.js';

export type SuppressionReason = 'bounce' | 'complaint';

export const MailSuppressionEntity = new Entity({
  name: 'MailSuppression',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    email: string().key(),
    reason: string().enum('bounce', 'complaint'),
    /** When SES reported it (ISO 8601). */
    at: string(),
  }),
  computeKey: ({ tenant, email }: { tenant: string; email: string }) => ({
    pk: `${tenant}#MAILSUPPRESS`,
    sk: email.trim().toLowerCase(),
  }),
});

export interface MailSuppression {
  email: string;
  reason: SuppressionReason;
  at: string;
}

/** Marks an address suppressed (a repeat keeps the newest report: the put is idempotent per address). */
export async function suppressAddress(tenant: string, suppression: MailSuppression): Promise<void> {
  await MailSuppressionEntity.build(PutItemCommand)
    .item({ tenant, ...suppression, email: suppression.email.trim().toLowerCase() })
    .send();
}

/** The address's suppression in the tenant, if any. */
export async function getSuppression(tenant: string, email: string): Promise<MailSuppression | undefined> {
  const { Item } = await MailSuppressionEntity.build(GetItemCommand).key({ tenant, email }).send();
  return Item ? { email: Item.email, reason: Item.reason, at: Item.at } : undefined;
}
