/** Reads many items of one entity by key: BatchGet in requests of 100 keys, sent in parallel, unprocessed keys asked again. */
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { table } from './db.js';

const MAX_KEYS = 100;

/** The items found (missing keys are left out), in no particular order. */
export const getMany = <E extends Entity>(entity: E, keys: KeyInputItem<E>[]): Promise<FormattedItem<E>[]> =>
  batchGet(entity, keys) as Promise<FormattedItem<E>[]>;

/**
 * Only `attributes` of the items found: for a list page that shows a few fields of records that
 * also hold long lists (an inspection's answers), whose reading and formatting would cost most of the call.
 */
export const getManyFields = <E extends Entity, A extends keyof FormattedItem<E> & string>(
  entity: E,
  keys: KeyInputItem<E>[],
  attributes: readonly A[],
): Promise<Pick<FormattedItem<E>, A>[]> =>
  batchGet(entity, keys, attributes) as Promise<Pick<FormattedItem<E>, A>[]>;

async function batchGet<E extends Entity>(
  entity: E,
  keys: KeyInputItem<E>[],
  attributes?: readonly string[],
): Promise<unknown[]> {
  const chunks: KeyInputItem<E>[][] = [];
  for (let at = 0; at < keys.length; at += MAX_KEYS) chunks.push(keys.slice(at, at + MAX_KEYS));
  const answers = await Promise.all(
    chunks.map((chunk) => {
      const command = table
        .build(BatchGetCommand)
        .requests(...chunk.map((key) => entity.build(BatchGetRequest).key(key)));
      return execute(
        { maxAttempts: 10 },
        attributes ? command.options({ attributes: [...attributes] as never }) : command,
      );
    }),
  );
  return answers.flatMap(({ Responses }) => (Responses?.[0] ?? []).filter((item) => item !== undefined));
}
