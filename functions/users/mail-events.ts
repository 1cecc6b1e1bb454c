/**
 * The SES events Lambda (infra/ops-stack.ts): SES's configuration set sends its bounce and
 * complaint events to EventBridge, whose rule invokes this handler. A permanent bounce or a
 * complaint suppresses each named recipient in the tenant the mail was sent for (lib/mail.ts tags
 * every mail with it), so no further mail goes there (lib/mail-suppression.ts) and the user's
 * record shows it. Transient bounces (a full mailbox, a greylisting server) suppress nothing: SES
 * retried them already, and the next mail may well arrive. Safe to repeat: a suppression is a put.
 */
import { logger } from '#lib/logger.js';
import { suppressAddress, type SuppressionReason } from '#lib/mail-suppression.js';

interface Recipient {
  emailAddress: string;
}
/** The part of an SES event (EventBridge `detail`, the same shape as SES's SNS notifications) read here. */
export interface SesEventDetail {
  eventType: string;
  mail?: { tags?: Record<string, string[]>; timestamp?: string };
  bounce?: { bounceType?: string; bouncedRecipients?: Recipient[]; timestamp?: string };
  complaint?: { complainedRecipients?: Recipient[]; timestamp?: string };
}
export interface SesEventBridgeEvent {
  'detail-type'?: string;
  detail: SesEventDetail;
}

/** What the event suppresses: the tenant, the reason, the time and the addresses (none for other events). */
export function suppressionsOf(
  detail: SesEventDetail,
): { tenant: string; reason: SuppressionReason; at: string; emails: string[] } | undefined {
  const tenant = detail.mail?.tags?.tenant?.[0];
  if (!tenant) return undefined;
  const at = (time?: string) => time ?? detail.mail?.timestamp ?? new Date().toISOString();
  if (detail.eventType === 'Bounce' && detail.bounce?.bounceType === 'Permanent')
    return {
      tenant,
      reason: 'bounce',
      at: at(detail.bounce.timestamp),
      emails: (detail.bounce.bouncedRecipients ?? []).map((r) => r.emailAddress),
    };
  if (detail.eventType === 'Complaint')
    return {
      tenant,
      reason: 'complaint',
      at: at(detail.complaint?.timestamp),
      emails: (detail.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress),
    };
  return undefined;
}

export async function handler(event: SesEventBridgeEvent): Promise<{ suppressed: number }> {
  const found = suppressionsOf(event.detail);
  if (!found) return { suppressed: 0 };
  const { tenant, reason, at, emails } = found;
  await Promise.all(emails.map((email) => suppressAddress(tenant, { email, reason, at })));
  logger.info('mail: addresses suppressed', { tenant, reason, count: emails.length });
  return { suppressed: emails.length };
}
