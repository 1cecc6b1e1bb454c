/**
 * The low-stock e-mail of a crossing (operations/movements.ts puts its event in the movement's
 * outbox item; the outbox consumer hands it here through the public module). Sent once per event:
 * a marker item (the event's notice id) is put with a condition before sending, so a redelivered
 * outbox item sends nothing again; a failed send removes the marker and throws, so the outbox
 * retries it. Recipients: the site's active managers (the in-app notice's) whose e-mail setting is on.
 */
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { getMany } from '#lib/batch-get.js';
import { sendEmail } from '#lib/mail.js';
import { mailBrandOf } from '#lib/mail/brand.js';
import { renderLowStockEmail } from '#lib/mail/templates/low-stock.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { siteManagers } from '#functions/notifications/index.js';
import { getOrg, getTenant } from '#functions/tenancy/index.js';
import { UserEntity } from '#functions/users/index.js';
import type { LowStockEvent } from './operations/movements.js';
import { LowStockMailEntity } from './store/entities.js';

export const isLowStockEvent = (event: unknown): event is LowStockEvent =>
  (event as { type?: unknown } | null)?.type === 'parts.low-stock';

/** Sends a crossing's e-mail to the site's managers, once. */
export async function sendLowStockMail(event: LowStockEvent): Promise<'sent' | 'already sent'> {
  const key = { tenant: event.tenant, part_id: event.part_id, notice_id: event.notice_id };
  try {
    await LowStockMailEntity.build(PutItemCommand)
      .item({ ...key, at: new Date().toISOString() })
      .options({ condition: { attr: 'notice_id', exists: false } })
      .send();
  } catch (error) {
    if (isConditionalCheckFailure(error)) return 'already sent';
    throw error;
  }
  try {
    const [tenant, org] = await Promise.all([getTenant(event.tenant), getOrg(event.tenant)]);
    if (!tenant) return 'sent';
    const managers = await siteManagers(event.tenant, org, event.site_id);
    const users = await getMany(
      UserEntity,
      managers.map((uuid) => ({ tenant: event.tenant, uuid })),
    );
    const brand = await mailBrandOf(tenant);
    await Promise.all(
      users
        .filter((u) => u.email_notification_status && u.email)
        .map(async (user) => {
          const mail = await renderLowStockEmail({
            brand,
            preferLanguageId: user.prefer_language_id,
            recipientName: `${user.firstname} ${user.lastname}`.trim(),
            partNumber: event.part_number,
            partName: event.name,
            unit: event.unit,
            siteName: event.site_name,
            onHand: event.on_hand,
            minimum: event.minimum_quantity,
            openUrl: `${brand.webUrl}/parts/details/${event.part_id}`,
          });
          await sendEmail({
            tenant: event.tenant,
            to: [user.email],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments,
          });
        }),
    );
    return 'sent';
  } catch (error) {
    await LowStockMailEntity.build(DeleteItemCommand).key(key).send();
    throw error;
  }
}
