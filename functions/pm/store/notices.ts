/**
 * The PM sweep's undelivered notices: batches stored with the writes that raised them, deleted
 * once sent (functions/pm/jobs.ts); and the marks of the e-mails of those notices already sent,
 * so a batch delivered again (a run stopped before clearing it) sends no e-mail twice.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { number } from 'dynamodb-toolbox/schema/number';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ulid } from 'ulid';
import { table } from '#lib/db.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { type Transaction } from '#lib/transactions.js';
import { pmKeys } from './keys.js';

export const PmNoticeBatchEntity = new Entity({
  name: 'PmNoticeBatch',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    batch_id: string().key(),
    id_base: string(),
    at: string(),
    notices: string(),
  }),
  computeKey: ({ tenant, batch_id }: { tenant: string; batch_id: string }) => ({
    pk: pmKeys.noticeBatches(tenant),
    sk: batch_id,
  }),
});

export interface NoticeBatch {
  batch_id: string;
  /** The base of the notification ids (`{id_base}-{n}`, n the notice's place), fixed when written. */
  id_base: string;
  /** ISO time the notices were raised at (their notifications' date). */
  at: string;
  /** The notices as JSON (notify.ts PmNotice[]). */
  notices: string;
}

export const noticeBatchId = (at: Date) => `${at.toISOString()}#${ulid()}`;

/** The put of a notice batch, for the transaction of the writes that raised its notices. */
export function noticeBatchPut(tenant: string, batch: NoticeBatch): Transaction {
  return PmNoticeBatchEntity.build(PutTransaction).item({ tenant, ...batch });
}

/** Notice batches written before `before` (ISO time): those a stopped run left behind. */
export async function noticeBatchesBefore(tenant: string, before: Date): Promise<NoticeBatch[]> {
  const found: NoticeBatch[] = [];
  const query = table
    .build(QueryCommand)
    .entities(PmNoticeBatchEntity)
    .query({ partition: pmKeys.noticeBatches(tenant), range: { lt: before.toISOString() } })
    .options({ consistent: true });
  for await (const page of query.paginate())
    for (const it of page.Items ?? [])
      found.push({ batch_id: it.batch_id, id_base: it.id_base, at: it.at, notices: it.notices });
  return found;
}

export async function deleteNoticeBatches(tenant: string, batchIds: string[]): Promise<void> {
  for (let at = 0; at < batchIds.length; at += 25) {
    const requests = batchIds
      .slice(at, at + 25)
      .map((batch_id) => PmNoticeBatchEntity.build(BatchDeleteRequest).key({ tenant, batch_id }));
    await executeBatchWrite(
      { maxAttempts: 20 },
      table.build(BatchWriteCommand).requests(...(requests as [(typeof requests)[number]])),
    );
  }
}

/** One e-mail of a delivered notice: `mark` is `{notification id}#{user uuid}` (the ids are fixed when the batch is written). */
export const PmMailSentEntity = new Entity({
  name: 'PmMailSent',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), mark: string().key(), expires_at: number() }),
  computeKey: ({ tenant, mark }: { tenant: string; mark: string }) => ({
    pk: pmKeys.mailsSent(tenant),
    sk: mark,
  }),
});

/** A mark outlives any redelivery of its batch (the sweep's lease is minutes); the table's TTL then removes it. */
const MAIL_MARK_DAYS = 14;

/**
 * Marks an e-mail as sent, before it is sent: true when this caller may send it, false when it
 * was marked before (a batch delivered again). At most once: a process killed between the mark and
 * the send loses that e-mail (the in-app notification is stored), never sends it twice; a send
 * that fails gives the mark up (`unmarkMailSent`), so the next delivery sends it.
 */
export async function markMailSent(tenant: string, mark: string, now = new Date()): Promise<boolean> {
  try {
    await PmMailSentEntity.build(PutItemCommand)
      .item({ tenant, mark, expires_at: Math.floor(now.getTime() / 1000) + MAIL_MARK_DAYS * 86_400 })
      .options({ condition: { attr: 'mark', exists: false } })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function unmarkMailSent(tenant: string, mark: string): Promise<void> {
  await PmMailSentEntity.build(DeleteItemCommand).key({ tenant, mark }).send();
}
